import type { Queryable } from '../../platform/db';

/** SQL of the withdrawals module (migration 0038). Every writer takes the caller's transaction. */

export interface AccountRow {
  id: number;
  user_id: number;
  method: 'paypay' | 'bank' | 'alipay' | 'bank_card';
  details: Record<string, string>;
  updated_at: Date;
}

export async function accountsOf(q: Queryable, userId: number): Promise<AccountRow[]> {
  const r = await q.query<AccountRow>(
    `select id::int8 as id, user_id, method, details, updated_at from payout_accounts
      where user_id = $1 and deleted_at is null order by id`,
    [userId],
  );
  return r.rows.map((a) => ({ ...a, id: Number(a.id), user_id: Number(a.user_id) }));
}

/** Saves the host's account of that method: replaces the one she has, or adds it. */
export async function upsertAccount(
  q: Queryable,
  userId: number,
  method: AccountRow['method'],
  details: Record<string, string>,
  at: Date,
): Promise<number> {
  const updated = await q.query<{ id: string }>(
    `update payout_accounts set details = $3, updated_at = $4
      where user_id = $1 and method = $2 and deleted_at is null returning id`,
    [userId, method, JSON.stringify(details), at],
  );
  if (updated.rows[0]) return Number(updated.rows[0].id);
  const r = await q.query<{ id: string }>(
    `insert into payout_accounts (user_id, method, details, created_at, updated_at) values ($1, $2, $3, $4, $4)
     on conflict (user_id, method) where deleted_at is null do update set details = excluded.details, updated_at = excluded.updated_at
     returning id`,
    [userId, method, JSON.stringify(details), at],
  );
  return Number(r.rows[0]!.id);
}

export async function deleteAccount(q: Queryable, userId: number, id: number, at: Date): Promise<boolean> {
  const r = await q.query(`update payout_accounts set deleted_at = $3 where id = $1 and user_id = $2 and deleted_at is null`, [
    id,
    userId,
    at,
  ]);
  return (r.rowCount ?? 0) > 0;
}

export async function realnameOf(q: Queryable, userId: number) {
  const r = await q.query<{ name: string; id_tail: string; verified_at: Date }>(
    `select name, id_tail, verified_at from host_realnames where user_id = $1`,
    [userId],
  );
  return r.rows[0] ?? null;
}

/** false when that identity is already another account's */
export async function insertRealname(
  q: Queryable,
  r: { userId: number; name: string; idHash: string; idTail: string; birthDate: string; at: Date },
): Promise<boolean> {
  const res = await q
    .query(
      `insert into host_realnames (user_id, name, id_hash, id_tail, birth_date, verified_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set name = excluded.name, id_hash = excluded.id_hash, id_tail = excluded.id_tail,
       birth_date = excluded.birth_date, verified_at = excluded.verified_at
       where not exists (select 1 from host_realnames o where o.id_hash = excluded.id_hash and o.user_id <> excluded.user_id)
     returning user_id`,
      [r.userId, r.name, r.idHash, r.idTail, r.birthDate, r.at],
    )
    .catch((err: { code?: string }) => {
      if (err.code === '23505') return { rowCount: 0 };
      throw err;
    });
  return (res.rowCount ?? 0) > 0;
}

export interface WithdrawalRow {
  id: number;
  user_id: number;
  request_id: string;
  brand: string;
  region: 'default' | 'japan';
  method: AccountRow['method'];
  account_id: number;
  account: Record<string, string>;
  points: number;
  currency: 'CNY' | 'JPY';
  gross: number;
  fee: number;
  withholding: number;
  net: number;
  status: 'requested' | 'reviewing' | 'approved' | 'paid' | 'rejected' | 'failed';
  hold_operation_id: number;
  settle_operation_id: number | null;
  requested_at: Date;
  reviewed_by: number | null;
  reviewed_at: Date | null;
  approved_by: number | null;
  approved_at: Date | null;
  due_on: string | null;
  paid_by: number | null;
  paid_at: Date | null;
  pay_reference: string | null;
  rejected_by: number | null;
  rejected_at: Date | null;
  reject_reason: string | null;
  reject_note: string | null;
  failed_by: number | null;
  failed_at: Date | null;
  fail_note: string | null;
  batch_id: number | null;
}

const COLUMNS = `id, user_id, request_id, brand, region, method, account_id, account, points, currency, gross, fee, withholding,
  net, status, hold_operation_id, settle_operation_id, requested_at, reviewed_by, reviewed_at, approved_by, approved_at,
  to_char(due_on, 'YYYY-MM-DD') as due_on, paid_by, paid_at, pay_reference, rejected_by, rejected_at, reject_reason,
  reject_note, failed_by, failed_at, fail_note, batch_id`;
const INTS = [
  'id',
  'user_id',
  'account_id',
  'points',
  'gross',
  'fee',
  'withholding',
  'net',
  'hold_operation_id',
  'settle_operation_id',
  'reviewed_by',
  'approved_by',
  'paid_by',
  'rejected_by',
  'failed_by',
  'batch_id',
] as const;

function toRow(r: Record<string, unknown>): WithdrawalRow {
  const out = { ...r } as Record<string, unknown>;
  for (const k of INTS) out[k] = r[k] === null || r[k] === undefined ? null : Number(r[k]);
  return out as unknown as WithdrawalRow;
}

export type NewWithdrawal = Pick<
  WithdrawalRow,
  | 'user_id'
  | 'request_id'
  | 'brand'
  | 'region'
  | 'method'
  | 'account_id'
  | 'account'
  | 'points'
  | 'currency'
  | 'gross'
  | 'fee'
  | 'withholding'
  | 'net'
  | 'hold_operation_id'
  | 'requested_at'
>;

export async function insertWithdrawal(q: Queryable, w: NewWithdrawal): Promise<WithdrawalRow> {
  const r = await q.query(
    `insert into withdrawals (user_id, request_id, brand, region, method, account_id, account, points, currency, gross, fee,
       withholding, net, status, hold_operation_id, requested_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'requested', $14, $15)
     returning ${COLUMNS}`,
    [
      w.user_id,
      w.request_id,
      w.brand,
      w.region,
      w.method,
      w.account_id,
      JSON.stringify(w.account),
      w.points,
      w.currency,
      w.gross,
      w.fee,
      w.withholding,
      w.net,
      w.hold_operation_id,
      w.requested_at,
    ],
  );
  return toRow(r.rows[0] as Record<string, unknown>);
}

export async function findWithdrawal(
  q: Queryable,
  id: number,
  opts: { lock?: boolean; userId?: number } = {},
): Promise<WithdrawalRow | null> {
  const r = await q.query(
    `select ${COLUMNS} from withdrawals where id = $1 ${opts.userId !== undefined ? 'and user_id = $2' : ''} ${opts.lock ? 'for update' : ''}`,
    opts.userId !== undefined ? [id, opts.userId] : [id],
  );
  return r.rows[0] ? toRow(r.rows[0] as Record<string, unknown>) : null;
}

export interface ListFilter {
  userId?: number;
  status?: string;
  region?: string;
  method?: string;
  beforeId?: number;
  limit: number;
}

export async function listWithdrawals(q: Queryable, f: ListFilter): Promise<WithdrawalRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, v: unknown) => {
    params.push(v);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.userId !== undefined) add('user_id = ?', f.userId);
  if (f.status) add('status = ?', f.status);
  if (f.region) add('region = ?', f.region);
  if (f.method) add('method = ?', f.method);
  if (f.beforeId !== undefined) add('id < ?', f.beforeId);
  params.push(f.limit);
  const r = await q.query(
    `select ${COLUMNS} from withdrawals ${where.length ? `where ${where.join(' and ')}` : ''} order by id desc limit $${params.length}`,
    params,
  );
  return r.rows.map((x) => toRow(x as Record<string, unknown>));
}

/** Points a host has in undecided requests, and cash paid to her. */
export async function totalsOf(q: Queryable, userId: number): Promise<{ held: number; paid: number }> {
  const r = await q.query<{ held: string; paid: string }>(
    `select coalesce(sum(points) filter (where status in ('requested', 'reviewing')), 0)::int8 as held,
            coalesce(sum(net) filter (where status = 'paid'), 0)::int8 as paid
       from withdrawals where user_id = $1`,
    [userId],
  );
  return { held: Number(r.rows[0]!.held), paid: Number(r.rows[0]!.paid) };
}

export type Change = Partial<
  Pick<
    WithdrawalRow,
    | 'status'
    | 'settle_operation_id'
    | 'reviewed_by'
    | 'reviewed_at'
    | 'approved_by'
    | 'approved_at'
    | 'due_on'
    | 'paid_by'
    | 'paid_at'
    | 'pay_reference'
    | 'rejected_by'
    | 'rejected_at'
    | 'reject_reason'
    | 'reject_note'
    | 'failed_by'
    | 'failed_at'
    | 'fail_note'
    | 'batch_id'
  >
>;

export async function updateWithdrawal(q: Queryable, id: number, change: Change): Promise<WithdrawalRow> {
  const keys = Object.keys(change) as (keyof Change)[];
  const sets = keys.map((k, i) => `${k} = $${i + 2}`);
  const r = await q.query(`update withdrawals set ${sets.join(', ')} where id = $1 returning ${COLUMNS}`, [
    id,
    ...keys.map((k) => change[k]),
  ]);
  return toRow(r.rows[0] as Record<string, unknown>);
}

export async function countFailures(q: Queryable, userId: number, since: Date): Promise<number> {
  const r = await q.query<{ n: string }>(
    `select count(*)::int8 as n from withdrawal_stepup_failures where user_id = $1 and failed_at > $2`,
    [userId, since],
  );
  return Number(r.rows[0]!.n);
}

export async function recordFailure(q: Queryable, userId: number, at: Date): Promise<void> {
  await q.query(`insert into withdrawal_stepup_failures (user_id, failed_at) values ($1, $2)`, [userId, at]);
}

export async function statusCounts(q: Queryable): Promise<Record<string, number>> {
  const r = await q.query<{ status: string; n: string }>(`select status, count(*)::int8 as n from withdrawals group by status`);
  return Object.fromEntries(r.rows.map((x) => [x.status, Number(x.n)]));
}

/** Approved and unpaid: when each was approved and its net. */
export async function unpaidApproved(q: Queryable): Promise<Array<{ region: 'default' | 'japan'; approved_at: Date; net: number }>> {
  const r = await q.query<{ region: 'default' | 'japan'; approved_at: Date; net: string }>(
    `select region, approved_at, net from withdrawals where status = 'approved'`,
  );
  return r.rows.map((x) => ({ ...x, net: Number(x.net) }));
}

export async function paidSince(
  q: Queryable,
  since: Date,
): Promise<Array<{ region: 'default' | 'japan'; approved_at: Date; paid_at: Date }>> {
  const r = await q.query<{ region: 'default' | 'japan'; approved_at: Date; paid_at: Date }>(
    `select region, approved_at, paid_at from withdrawals where status = 'paid' and paid_at >= $1`,
    [since],
  );
  return r.rows;
}

/** Approved withdrawals of a method not yet in a batch, locked, oldest first. */
export async function lockUnbatched(q: Queryable, method: string): Promise<WithdrawalRow[]> {
  const r = await q.query(
    `select ${COLUMNS} from withdrawals where status = 'approved' and method = $1 and batch_id is null order by id for update`,
    [method],
  );
  return r.rows.map((x) => toRow(x as Record<string, unknown>));
}

export interface BatchRow {
  id: number;
  kind: 'zengin' | 'paypay';
  count: number;
  total: number;
  file_name: string;
  created_by: number;
  created_at: Date;
}

export async function insertBatch(
  q: Queryable,
  b: Omit<BatchRow, 'id'> & { content: Buffer },
  withdrawalIds: readonly number[],
): Promise<BatchRow> {
  const r = await q.query<Record<string, unknown>>(
    `insert into withdrawal_batches (kind, count, total, file_name, content, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id, kind, count, total, file_name, created_by, created_at`,
    [b.kind, b.count, b.total, b.file_name, b.content, b.created_by, b.created_at],
  );
  const row = r.rows[0]!;
  await q.query(`update withdrawals set batch_id = $1 where id = any($2::int8[])`, [row.id, withdrawalIds]);
  return {
    ...(row as unknown as BatchRow),
    id: Number(row.id),
    count: Number(row.count),
    total: Number(row.total),
    created_by: Number(row.created_by),
  };
}

export async function listBatches(q: Queryable, limit: number): Promise<BatchRow[]> {
  const r = await q.query<Record<string, unknown>>(
    `select id, kind, count, total, file_name, created_by, created_at from withdrawal_batches order by id desc limit $1`,
    [limit],
  );
  return r.rows.map((row) => ({
    ...(row as unknown as BatchRow),
    id: Number(row.id),
    count: Number(row.count),
    total: Number(row.total),
    created_by: Number(row.created_by),
  }));
}

export async function batchFile(q: Queryable, id: number): Promise<{ file_name: string; content: Buffer; kind: string } | null> {
  const r = await q.query<{ file_name: string; content: Buffer; kind: string }>(
    `select file_name, content, kind from withdrawal_batches where id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Sum of cash paid to a host in a month (paid_at in [from, to)). */
export async function paidBetween(q: Queryable, userId: number, from: Date, to: Date) {
  const r = await q.query<Record<string, string>>(
    `select count(*)::int8 as n, coalesce(sum(gross), 0)::int8 as gross, coalesce(sum(fee), 0)::int8 as fee,
            coalesce(sum(withholding), 0)::int8 as withholding, coalesce(sum(net), 0)::int8 as net
       from withdrawals where user_id = $1 and status = 'paid' and paid_at >= $2 and paid_at < $3`,
    [userId, from, to],
  );
  const x = r.rows[0]!;
  return { n: Number(x.n), gross: Number(x.gross), fee: Number(x.fee), withholding: Number(x.withholding), net: Number(x.net) };
}

/** Months (YYYY-MM, region time zone) in which the host has any withdrawal, newest first. */
export async function monthsOf(q: Queryable, userId: number, timeZone: string): Promise<string[]> {
  const r = await q.query<{ m: string }>(
    `select distinct to_char(requested_at at time zone $2, 'YYYY-MM') as m from withdrawals where user_id = $1 order by m desc limit 24`,
    [userId, timeZone],
  );
  return r.rows.map((x) => x.m);
}
