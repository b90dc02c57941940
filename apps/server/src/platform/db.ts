import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/**
 * One small interface over the two drivers we support: PGlite (embedded, one connection) and
 * node-postgres (a pool). Services and repos only see `Queryable`; transactions get their own.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** names the database this runs on: in-process caches of immutable rows key by it */
  readonly scope: string;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction; commits when it resolves, rolls back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const INT8 = 20;
const DATE = 1082;
const NUMERIC = 1700;

/**
 * int8 columns come back as JS numbers: every id and amount we store stays below 2^53
 * (checked by CHECK constraints where it matters). `date` stays a 'YYYY-MM-DD' string.
 */
const toNumber = (v: string) => Number(v);
const asIs = (v: string) => v;

/** PGlite executes one query at a time; a promise chain keeps transactions from interleaving. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/**
 * PGlite has one connection: code inside a transaction that queries the database handle instead
 * of the transaction's `q` would wait forever behind its own transaction. The handle notices that
 * (the transaction's async context is still open) and throws instead of hanging.
 */
const openTx = new AsyncLocalStorage<{ db: Db; open: boolean }>();
function assertNotInsideTx(db: Db): void {
  const t = openTx.getStore();
  if (t?.open && t.db === db) {
    throw new Error("the database handle was used inside one of its transactions: use the transaction's Queryable");
  }
}

/** `loadDataDir`: start from a dump of another database (`dumpPglite`) instead of an empty one */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const db = await PGlite.create(dataDir, {
    // the extensions the migrations create (trigram indexes for the console's text searches)
    extensions: { pg_trgm },
    parsers: { [INT8]: toNumber, [DATE]: asIs, [NUMERIC]: toNumber },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const queue = new SerialQueue();
  const scope = randomUUID();
  const wrap = (q: { query: PGlite['query'] }): Queryable => ({
    scope,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const direct = wrap(db);
  const guarded = <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      assertNotInsideTx(handle);
    } catch (err) {
      return Promise.reject(err);
    }
    return queue.run(fn);
  };
  const handle: Db = {
    kind: 'pglite',
    scope,
    query: (sql, params) => guarded(() => direct.query(sql, params)),
    tx: (fn) =>
      guarded(() =>
        db.transaction(async (t) => {
          const store = { db: handle, open: true };
          try {
            return await openTx.run(store, () => fn(wrap(t)));
          } finally {
            store.open = false;
          }
        }),
      ),
    exec: (sql) => guarded(async () => void (await db.exec(sql))),
    close: () => queue.run(() => db.close()),
  };
  dumpers.set(handle, () =>
    queue.run(async () => {
      // a checkpoint first: a database opened from the dump then starts without replaying the WAL
      await db.exec('checkpoint');
      return (await db.dumpDataDir('none')) as Blob;
    }),
  );
  return handle;
}

const dumpers = new WeakMap<Db, () => Promise<Blob>>();

/**
 * The whole data directory of a PGlite database as an uncompressed tarball, for `openPglite`'s
 * `loadDataDir` (the tests open every database from one migrated dump: test/pglite-template.ts).
 */
export function dumpPglite(db: Db): Promise<Blob> {
  const dump = dumpers.get(db);
  if (!dump) throw new Error('dumpPglite: not a database opened by openPglite');
  return dump();
}

/**
 * Queries with parameters run as named prepared statements: each connection parses and plans a
 * statement once and then only binds values, instead of sending and planning the text on every
 * call (for the gift batch's large statements that was a large share of the database's CPU;
 * bench/hot-receiver). Names come from the text, so the same text always has the same name.
 * Texts built at run time could be endless, so only the first MAX_NAMED distinct texts are named.
 */
const MAX_NAMED = 1000;
const statementNames = new Map<string, string>();
function statementName(sql: string): string | undefined {
  const known = statementNames.get(sql);
  if (known || statementNames.size >= MAX_NAMED) return known;
  const name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 24)}`;
  statementNames.set(sql, name);
  return name;
}

export function openPostgres(url: string, opts: { max?: number; schema?: string } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 20,
    // one search_path per test file keeps parallel suites apart on one database
    ...(opts.schema ? { options: `-c search_path=${opts.schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: string) => {
        if (oid === INT8 || oid === NUMERIC) return toNumber;
        if (oid === DATE) return asIs;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  const scope = randomUUID();
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    scope,
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const name = params.length > 0 ? statementName(sql) : undefined;
      const r = await c.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
    },
  });
  return {
    kind: 'postgres',
    scope,
    query: (sql, params) => wrap(pool).query(sql, params),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

void pgliteTypes;
