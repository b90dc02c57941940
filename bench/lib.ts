/** What the PostgreSQL benches share: their own schema, and the percentile they report. */
import type { Db } from '@app/server/src/platform/db';
import { openPostgres } from '@app/server/src/platform/db';
import { migrate } from '@app/server/src/platform/migrate';

/** The 95th percentile of the samples. */
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]!;

export interface BenchSchema {
  url: string;
  /** the bench's own tables (search_path = the schema), migrated */
  db: Db;
  /** drops the schema and closes both connections (after the caller closed any other) */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated schema of its own on DATABASE_URL (dropped first if a run left it), or null —
 * after saying the bench skipped — when there is no PostgreSQL.
 */
export async function benchSchema(bench: string, schema: string, max: number): Promise<BenchSchema | null> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(`${bench}: skipped (needs DATABASE_URL for PostgreSQL)`);
    return null;
  }
  const admin = openPostgres(url, { max: 1 });
  await admin.exec(`drop schema if exists ${schema} cascade; create schema ${schema}`);
  const db = openPostgres(url, { schema, max });
  await migrate(db);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await admin.exec(`drop schema if exists ${schema} cascade`);
      await admin.close();
    },
  };
}
