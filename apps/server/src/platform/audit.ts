import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { Queryable } from './db';
import { SqlFilter } from './sql';

/**
 * The console audit log (DESIGN: "Auth"; docs/operations.md "Audit log"): every console write and
 * every denied console call. Append-only (a trigger refuses UPDATE/DELETE/TRUNCATE, migration
 * 0021) and hash-chained: row n stores seq n, the hash of row n-1 and its own hash, sha256 over
 * `canonicalRow` — so a row changed or removed behind the application's back breaks the chain at
 * that row, and `npm run audit:verify` names it.
 */
export interface AuditEntry {
  adminId: number | null;
  action: string;
  target?: string | null;
  detail?: Record<string, unknown>;
  /** the state before and after a write (what the console shows side by side) */
  before?: unknown;
  after?: unknown;
  /** default: the request's (auditRequestContext) */
  ip?: string | null;
  userAgent?: string | null;
  /** a refused console call (no or expired token, missing permission) */
  denied?: boolean;
  /** default: the wall clock */
  at?: Date;
}

/** The request being served, set once per request by app.ts: rows take its address and user agent. */
export const auditRequestContext = new AsyncLocalStorage<{ ip: string | null; userAgent: string | null }>();

/** The hash before the first row. */
export const GENESIS_HASH = Buffer.alloc(32);

/** A row's fields besides its place and hashes (JSON values as the database gives them back). */
interface AuditFields {
  adminId: number | null;
  action: string;
  target: string | null;
  detail: unknown;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
  denied: boolean;
  createdAt: Date;
}

/** What a row's hash covers, as stored. */
export interface ChainedRow extends AuditFields {
  seq: number;
}

/** JSON with object keys sorted at every level (jsonb keeps no key order). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}

/** The bytes a row's hash is taken over: a canonical JSON list that starts with the previous hash. */
export function canonicalRow(prevHash: Buffer, r: ChainedRow): string {
  return canonicalJson([
    'audit/v1',
    prevHash.toString('hex'),
    r.seq,
    r.adminId,
    r.action,
    r.target,
    r.detail,
    r.before,
    r.after,
    r.ip,
    r.userAgent,
    r.denied,
    r.createdAt.toISOString(),
  ]);
}

export function rowHash(prevHash: Buffer, r: ChainedRow): Buffer {
  return createHash('sha256').update(canonicalRow(prevHash, r)).digest();
}

/** A JSON value as jsonb will give it back (undefined dropped); null stays SQL NULL. */
function asStored(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Appends one row to the chain in the caller's transaction (a `Db` gets its own): the chain head
 * is locked by the UPDATE that takes the next place, so concurrent writers queue there and form
 * one chain; the lock is released when the caller's transaction ends, so write the audit row last.
 */
export async function writeAudit(db: Queryable, e: AuditEntry): Promise<void> {
  const tx = (db as { tx?: <T>(fn: (q: Queryable) => Promise<T>) => Promise<T> }).tx;
  if (typeof tx === 'function') {
    await tx.call(db, (q) => appendAudit(q, e));
    return;
  }
  await appendAudit(db, e);
}

/** The row an entry becomes at place `seq`; the address and user agent default to `context`'s. */
function chainedOfEntry(e: AuditEntry, seq: number, context?: { ip: string | null; userAgent: string | null }): ChainedRow {
  return {
    seq,
    adminId: e.adminId,
    action: e.action,
    target: e.target ?? null,
    detail: asStored(e.detail ?? {}),
    before: asStored(e.before),
    after: asStored(e.after),
    ip: e.ip ?? context?.ip ?? null,
    userAgent: e.userAgent ?? context?.userAgent ?? null,
    denied: e.denied ?? false,
    createdAt: new Date((e.at ?? new Date()).getTime()),
  };
}

/** The 13 values of an insert into admin_audit_log, in its column order (INSERT_COLUMNS). */
function insertValues(row: ChainedRow, prevHash: Buffer, hash: Buffer): unknown[] {
  return [
    row.seq,
    prevHash,
    hash,
    row.adminId,
    row.action,
    row.target,
    JSON.stringify(row.detail),
    row.before === null ? null : JSON.stringify(row.before),
    row.after === null ? null : JSON.stringify(row.after),
    row.ip,
    row.userAgent,
    row.denied,
    row.createdAt.toISOString(),
  ];
}

const INSERT_COLUMNS = 'seq, prev_hash, hash, admin_id, action, target, detail, before, after, ip, user_agent, denied, created_at';

async function appendAudit(q: Queryable, e: AuditEntry): Promise<void> {
  const head = await q.query<{ seq: number; hash: Buffer }>(
    'update admin_audit_head h set seq = h.seq + 1 where h.id = 1 returning h.seq, h.hash',
  );
  const { seq, hash: prevHash } = head.rows[0]!;
  const row = chainedOfEntry(e, seq, auditRequestContext.getStore());
  const hash = rowHash(Buffer.from(prevHash), row);
  await q.query(
    `with row as (
       insert into admin_audit_log (${INSERT_COLUMNS})
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, $12, $13)
     )
     update admin_audit_head set hash = $3 where id = 1`,
    insertValues(row, prevHash, hash),
  );
}

/**
 * Appends many rows in one transaction of the caller (imports, the bench's million-row seed): one
 * head lock for all, chained in order, inserted a thousand per statement.
 */
export async function writeAuditBatch(q: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const head = await q.query<{ seq: number; hash: Buffer }>(
    'update admin_audit_head h set seq = h.seq + $1 where h.id = 1 returning h.seq - $1 as seq, h.hash',
    [entries.length],
  );
  let seq = head.rows[0]!.seq;
  let prev: Buffer = Buffer.from(head.rows[0]!.hash);
  for (let i = 0; i < entries.length; i += 1000) {
    const cols: unknown[][] = Array.from({ length: 13 }, () => []);
    for (const e of entries.slice(i, i + 1000)) {
      seq += 1;
      // no request context: an import says where each row came from
      const row = chainedOfEntry(e, seq);
      const hash = rowHash(prev, row);
      for (const [c, v] of insertValues(row, prev, hash).entries()) cols[c]!.push(v);
      prev = hash;
    }
    await q.query(
      `insert into admin_audit_log (${INSERT_COLUMNS})
       select * from unnest($1::int8[], $2::bytea[], $3::bytea[], $4::int8[], $5::text[], $6::text[], $7::jsonb[], $8::jsonb[], $9::jsonb[],
                            $10::text[], $11::text[], $12::bool[], $13::timestamptz[])`,
      cols,
    );
  }
  await q.query('update admin_audit_head set hash = $1 where id = 1', [prev]);
}

/** A row as read with ROW_COLUMNS: its place, hashes and fields (named as AuditFields names them). */
interface StoredRow extends AuditFields {
  id: number;
  seq: number | null;
  prev_hash: Buffer | null;
  hash: Buffer | null;
}

const ROW_COLUMNS = `id, seq, prev_hash, hash, admin_id as "adminId", action, target, detail, before, after, ip,
  user_agent as "userAgent", denied, created_at as "createdAt"`;

function fieldsOf(r: StoredRow): AuditFields {
  const { id: _id, seq: _seq, prev_hash: _prevHash, hash: _hash, ...fields } = r;
  return { ...fields, createdAt: new Date(r.createdAt) };
}

function chainedOf(r: StoredRow, seq: number): ChainedRow {
  return { seq, ...fieldsOf(r) };
}

/**
 * Gives rows written before the chain existed (hash null) their places, oldest first — the one
 * UPDATE the append-only trigger lets through. Run at start-up (modules/audit prepare).
 */
export async function chainLegacyRows(db: Queryable & { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> }): Promise<number> {
  return db.tx(async (q) => {
    const head = await q.query<{ seq: number; hash: Buffer }>('select seq, hash from admin_audit_head where id = 1 for update');
    let { seq, hash } = head.rows[0]!;
    hash = Buffer.from(hash);
    const rows = await q.query<StoredRow>(`select ${ROW_COLUMNS} from admin_audit_log where hash is null order by id`);
    for (const r of rows.rows) {
      seq += 1;
      const next = rowHash(hash, chainedOf(r, seq));
      await q.query('update admin_audit_log set seq = $2, prev_hash = $3, hash = $4 where id = $1', [r.id, seq, hash, next]);
      hash = next;
    }
    if (rows.rows.length > 0) await q.query('update admin_audit_head set seq = $1, hash = $2 where id = 1', [seq, hash]);
    return rows.rows.length;
  });
}

export interface ChainBreak {
  /** the row's id (null: a row missing at the end of the chain) */
  id: number | null;
  seq: number | null;
  reason: 'hash_mismatch' | 'prev_hash_mismatch' | 'seq_gap' | 'unchained' | 'head_mismatch';
}

export interface ChainReport {
  ok: boolean;
  /** rows checked in this pass */
  checked: number;
  /** the chain is intact up to this place (its last row, when ok) */
  verifiedSeq: number;
  /** the head's place: the number of rows the chain should hold */
  headSeq: number;
  firstBroken: ChainBreak | null;
}

/**
 * Recomputes the chain from `fromSeq` (0: from the start; otherwise from a place an earlier full
 * pass verified, trusting the rows before it) and reports the first broken row. Reads in pages of
 * `batch` rows by seq. A full, intact pass is remembered in the head row (verified_seq).
 */
export async function verifyAuditChain(db: Queryable, opts: { fromSeq?: number; batch?: number } = {}): Promise<ChainReport> {
  const batch = opts.batch ?? 5000;
  const head = (await db.query<{ seq: number; hash: Buffer }>('select seq, hash from admin_audit_head where id = 1')).rows[0]!;
  let seq = Math.max(0, Math.min(opts.fromSeq ?? 0, head.seq));
  let prev: Buffer = GENESIS_HASH;
  if (seq > 0) {
    const at = (await db.query<{ hash: Buffer | null }>('select hash from admin_audit_log where seq = $1', [seq])).rows[0];
    if (!at?.hash) seq = 0;
    else prev = Buffer.from(at.hash);
  }
  const start = seq;
  let checked = 0;
  const broken = (b: ChainBreak): ChainReport => ({ ok: false, checked, verifiedSeq: seq, headSeq: head.seq, firstBroken: b });

  const unchained = await db.query<{ id: number }>('select id from admin_audit_log where seq is null order by id limit 1');
  for (;;) {
    const page = await db.query<StoredRow>(
      `select ${ROW_COLUMNS} from admin_audit_log where seq > $1 and seq <= $3 order by seq limit $2`,
      [seq, batch, head.seq],
    );
    for (const r of page.rows) {
      const stored = r.seq!;
      if (stored !== seq + 1) return broken({ id: r.id, seq: stored, reason: 'seq_gap' });
      if (!r.prev_hash || !prev.equals(Buffer.from(r.prev_hash))) return broken({ id: r.id, seq: stored, reason: 'prev_hash_mismatch' });
      const expect = rowHash(prev, chainedOf(r, stored));
      if (!r.hash || !expect.equals(Buffer.from(r.hash))) return broken({ id: r.id, seq: stored, reason: 'hash_mismatch' });
      prev = expect;
      seq = stored;
      checked += 1;
    }
    if (page.rows.length < batch) break;
  }
  // rows removed from the end, or a head that does not match the last row
  if (seq !== head.seq || !prev.equals(Buffer.from(head.hash))) return broken({ id: null, seq: seq + 1, reason: 'head_mismatch' });
  if (unchained.rows[0]) return broken({ id: unchained.rows[0].id, seq: null, reason: 'unchained' });
  if (start === 0) await db.query('update admin_audit_head set verified_seq = $1, verified_at = now() where id = 1', [seq]);
  return { ok: true, checked, verifiedSeq: seq, headSeq: head.seq, firstBroken: null };
}

/** The last full pass that found the chain intact (verifyAuditChain from 0). */
export async function lastFullVerification(db: Queryable): Promise<{ seq: number; at: Date | null }> {
  const r = (
    await db.query<{ verified_seq: number; verified_at: Date | null }>(
      'select verified_seq, verified_at from admin_audit_head where id = 1',
    )
  ).rows[0]!;
  return { seq: r.verified_seq, at: r.verified_at };
}

export interface AuditSearch {
  adminId?: number;
  action?: string;
  target?: string;
  from?: Date;
  to?: Date;
  deniedOnly?: boolean;
  limit: number;
  offset: number;
}

export interface AuditRow extends AuditFields {
  id: number;
  seq: number | null;
  hash: string | null;
}

/** How far the console counts matches (an exact count over a million rows costs more than the page). */
export const AUDIT_COUNT_CAP = 10_000;

/**
 * The console's search, newest first. Every filter is served by an index of migration 0021
 * (admin, action or target exact, time range, denied only), each leading with its column and
 * then (created_at desc, id desc), so a page is an index range scan with the order for free.
 */
export async function searchAudit(db: Queryable, s: AuditSearch): Promise<{ rows: AuditRow[]; total: number; capped: boolean }> {
  const where = new SqlFilter();
  if (s.adminId !== undefined) where.add('admin_id = ?', s.adminId);
  if (s.action) where.add('action = ?', s.action);
  if (s.target) where.add('target = ?', s.target);
  if (s.from) where.add('created_at >= ?', s.from);
  if (s.to) where.add('created_at < ?', s.to);
  if (s.deniedOnly) where.raw('denied');
  const { clause: cond, params: args } = where;
  const n = args.length;
  const [page, count] = await Promise.all([
    db.query<StoredRow>(
      `select ${ROW_COLUMNS} from admin_audit_log ${cond} order by created_at desc, id desc limit $${n + 1} offset $${n + 2}`,
      [...args, s.limit, s.offset],
    ),
    db.query<{ n: number }>(`select count(*)::int8 as n from (select 1 from admin_audit_log ${cond} limit $${n + 1}) c`, [
      ...args,
      AUDIT_COUNT_CAP + 1,
    ]),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return {
    rows: page.rows.map((r) => ({
      id: r.id,
      seq: r.seq,
      ...fieldsOf(r),
      hash: r.hash ? Buffer.from(r.hash).toString('hex') : null,
    })),
    total: Math.min(total, AUDIT_COUNT_CAP),
    capped: total > AUDIT_COUNT_CAP,
  };
}

/** The distinct actions logged (a skip scan over the action index: one probe per action). */
export async function auditActions(db: Queryable): Promise<string[]> {
  const r = await db.query<{ action: string }>(
    `with recursive a(action) as (
       (select action from admin_audit_log order by action limit 1)
       union all
       select (select l.action from admin_audit_log l where l.action > a.action order by l.action limit 1) from a where a.action is not null
     )
     select action from a where action is not null`,
  );
  return r.rows.map((x) => x.action);
}

/** The admins who appear in the log (a skip scan over the admin index). */
export async function auditAdminIds(db: Queryable): Promise<number[]> {
  const r = await db.query<{ admin_id: number }>(
    `with recursive a(admin_id) as (
       (select admin_id from admin_audit_log where admin_id is not null order by admin_id limit 1)
       union all
       select (select l.admin_id from admin_audit_log l where l.admin_id > a.admin_id order by l.admin_id limit 1) from a where a.admin_id is not null
     )
     select admin_id from a where admin_id is not null`,
  );
  return r.rows.map((x) => x.admin_id);
}
