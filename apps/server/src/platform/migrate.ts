import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
/** arbitrary constant: only one node migrates at a time */
const MIGRATION_LOCK_KEY = 72_410_001;

/**
 * Applies the numbered .sql files in src/migrations once each, in order, all in one transaction
 * (PostgreSQL DDL is transactional). On PostgreSQL a transaction-level advisory lock makes nodes
 * that start together wait for each other instead of racing.
 */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const scripts = await Promise.all(files.map(async (f) => [f, await readFile(path.join(MIGRATIONS_DIR, f), 'utf8')] as const));
  return db.tx(async (q) => {
    if (db.kind === 'postgres') await q.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await q.query('create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())');
    const done = new Set((await q.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const [file, sql] of scripts) {
      if (done.has(file)) continue;
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('insert into schema_migrations (name) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}

/** Splits a migration script on semicolons at line ends (our migrations keep to that style). */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
