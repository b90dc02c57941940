/** What the benches share: their own schema or data directory, and the percentile they report. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * A bench server's own database: PGlite on a fresh data directory (or in memory), or a fresh
 * schema on DATABASE_URL. `remove()` drops the schema or deletes the directory once the server
 * has closed the database.
 */
export async function benchDatabase(
  backend: 'pglite' | 'postgres',
  name: string,
  opts: { schema: string; max: number; memory?: boolean },
): Promise<{ db: Db; remove(): Promise<void> }> {
  const { openPglite } = await import('@app/server/src/platform/db');
  if (backend === 'postgres') {
    const url = process.env.DATABASE_URL!;
    const admin = openPostgres(url, { max: 1 });
    await admin.exec(`drop schema if exists ${opts.schema} cascade; create schema ${opts.schema}`);
    return {
      db: openPostgres(url, { schema: opts.schema, max: opts.max }),
      async remove() {
        await admin.exec(`drop schema if exists ${opts.schema} cascade`);
        await admin.close();
      },
    };
  }
  const dir = opts.memory ? null : mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  return {
    db: await openPglite(dir ?? 'memory://'),
    async remove() {
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
