import type { Asset } from '@app/shared';
import type { Queryable } from '../../platform/db';

export type AccountRef = { user: number } | { system: string };

export interface AccountRow {
  id: number;
  stripes: number;
  allow_negative: boolean;
}

function describe(ref: AccountRef): { userId: number | null; systemCode: string | null } {
  return 'user' in ref ? { userId: ref.user, systemCode: null } : { userId: null, systemCode: ref.system };
}

export async function findAccount(q: Queryable, ref: AccountRef, asset: Asset): Promise<AccountRow | null> {
  const { userId, systemCode } = describe(ref);
  const r =
    userId !== null
      ? await q.query<AccountRow>('select id, stripes, allow_negative from ledger_accounts where owner_user_id = $1 and asset = $2', [
          userId,
          asset,
        ])
      : await q.query<AccountRow>('select id, stripes, allow_negative from ledger_accounts where system_code = $1 and asset = $2', [
          systemCode,
          asset,
        ]);
  return r.rows[0] ?? null;
}

/** System accounts (mint, house) take part in every gift: their movements spread over this many rows. */
export const SYSTEM_STRIPES = 32;

/**
 * System accounts, once committed, never change: kept here per database (`q.scope`) so the hot
 * path does not look them up on every gift. Filled only by warmSystemAccounts, after its commit.
 */
const systemAccounts = new Map<string, AccountRow>();

export async function warmSystemAccounts(
  db: Queryable & { tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> },
  codes: readonly string[],
  assets: readonly Asset[],
): Promise<void> {
  const rows = await db.tx(async (q) => {
    const out: Array<[string, AccountRow]> = [];
    for (const code of codes)
      for (const asset of assets) out.push([`${q.scope}|${code}|${asset}`, await ensureAccount(q, { system: code }, asset)]);
    return out;
  });
  for (const [key, row] of rows) systemAccounts.set(key, row);
}

/** A system account as cached by warmSystemAccounts (null before: the caller looks it up). */
export function cachedSystemAccount(q: Queryable, code: string, asset: Asset): AccountRow | null {
  return systemAccounts.get(`${q.scope}|${code}|${asset}`) ?? null;
}

/** Finds or creates the account with its balance rows (system accounts may go negative). */
export async function ensureAccount(q: Queryable, ref: AccountRef, asset: Asset, userStripes = 1): Promise<AccountRow> {
  if ('system' in ref) {
    const cached = cachedSystemAccount(q, ref.system, asset);
    if (cached) return cached;
  }
  const found = await findAccount(q, ref, asset);
  if (found) return found;
  const { userId, systemCode } = describe(ref);
  const allowNegative = systemCode !== null;
  const stripes = allowNegative ? SYSTEM_STRIPES : userStripes;
  await q.query(
    `with a as (
       insert into ledger_accounts (owner_user_id, system_code, asset, stripes, allow_negative)
       values ($1, $2, $3, $4, $5)
       on conflict do nothing
       returning id, stripes, allow_negative)
     insert into ledger_balances (account_id, stripe, balance, allow_negative)
     select a.id, s, 0, a.allow_negative from a, generate_series(0, a.stripes - 1) as s`,
    [userId, systemCode, asset, stripes, allowNegative],
  );
  const created = await findAccount(q, ref, asset);
  if (!created) throw new Error('ledger account could not be created');
  return created;
}

/** The accounts of these users for one asset, created (with their balance rows) where missing: user → account. */
export async function ensureUserAccounts(q: Queryable, userIds: readonly number[], asset: Asset): Promise<Map<number, number>> {
  const find = async (ids: readonly number[]) =>
    (
      await q.query<{ id: number; owner_user_id: number }>(
        'select id, owner_user_id from ledger_accounts where owner_user_id = any($1::int8[]) and asset = $2',
        [ids, asset],
      )
    ).rows.map((x) => [Number(x.owner_user_id), Number(x.id)] as const);
  const accounts = new Map(await find(userIds));
  const missing = userIds.filter((u) => !accounts.has(u));
  if (missing.length === 0) return accounts;
  await q.query(
    `with a as (
       insert into ledger_accounts (owner_user_id, system_code, asset, stripes, allow_negative)
       select u, null, $2, 1, false from unnest($1::int8[]) as u order by u
       on conflict do nothing
       returning id, stripes, allow_negative)
     insert into ledger_balances (account_id, stripe, balance, allow_negative)
     select a.id, s, 0, a.allow_negative from a, generate_series(0, a.stripes - 1) as s`,
    [missing, asset],
  );
  for (const [u, id] of await find(missing)) accounts.set(u, id);
  return accounts;
}

/** Adds each amount to its account's stripe 0 in one statement (credits only). */
export async function creditRows(q: Queryable, accountIds: readonly number[], amounts: readonly number[]): Promise<number> {
  const r = await q.query(
    `update ledger_balances b set balance = b.balance + u.v
       from unnest($1::int8[], $2::int8[]) as u(a, v) where b.account_id = u.a and b.stripe = 0`,
    [accountIds, amounts],
  );
  return r.rowCount ?? 0;
}

/** Transfers in one statement (for large sets: one array parameter per column). */
export async function insertTransferColumns(q: Queryable, rows: readonly TransferRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <T>(f: (t: TransferRow) => T) => rows.map(f);
  await q.query(
    `insert into ledger_transfers (operation_id, kind, asset, debit_account_id, credit_account_id, amount, memo)
     select * from unnest($1::int8[], $2::text[], $3::text[], $4::int8[], $5::int8[], $6::int8[], $7::text[])`,
    [
      col((t) => t.operationId),
      col((t) => t.kind),
      col((t) => t.asset),
      col((t) => t.debitAccountId),
      col((t) => t.creditAccountId),
      col((t) => t.amount),
      col((t) => t.memo),
    ],
  );
}

/** Adds delta to one balance row; a debit only applies while the row stays ≥ 0 (unless allowed). */
export async function applyDelta(q: Queryable, accountId: number, stripe: number, delta: number): Promise<boolean> {
  const r = await q.query(
    `update ledger_balances set balance = balance + $3
      where account_id = $1 and stripe = $2 and (allow_negative or balance + $3 >= 0)`,
    [accountId, stripe, delta],
  );
  return r.rowCount === 1;
}

/** Moves every stripe's balance into stripe 0 under row locks; returns the account total. */
export async function consolidate(q: Queryable, accountId: number): Promise<number> {
  const r = await q.query<{ stripe: number; balance: number }>(
    'select stripe, balance from ledger_balances where account_id = $1 order by stripe for update',
    [accountId],
  );
  const total = r.rows.reduce((sum, row) => sum + row.balance, 0);
  if (r.rows.length > 1) {
    await q.query('update ledger_balances set balance = case when stripe = 0 then $2::int8 else 0 end where account_id = $1', [
      accountId,
      total,
    ]);
  }
  return total;
}

export interface TransferRow {
  operationId: number;
  kind: string;
  asset: Asset;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  memo: string | null;
}

export async function insertTransfers(q: Queryable, rows: readonly TransferRow[]): Promise<void> {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const values = rows.map((t, i) => {
    params.push(t.operationId, t.kind, t.asset, t.debitAccountId, t.creditAccountId, t.amount, t.memo);
    const b = i * 7;
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
  });
  await q.query(
    `insert into ledger_transfers (operation_id, kind, asset, debit_account_id, credit_account_id, amount, memo) values ${values.join(', ')}`,
    params,
  );
}

export async function userBalances(q: Queryable, userId: number): Promise<Partial<Record<Asset, number>>> {
  const r = await q.query<{ asset: Asset; balance: number }>(
    `select a.asset, coalesce(sum(b.balance), 0)::int8 as balance
       from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner_user_id = $1 group by a.asset`,
    [userId],
  );
  return Object.fromEntries(r.rows.map((row) => [row.asset, row.balance]));
}

export interface TransactionRow {
  id: number;
  kind: string;
  asset: Asset;
  amount: number;
  memo: string | null;
  created_at: Date;
}

export async function userTransactions(
  q: Queryable,
  userId: number,
  f: { asset?: string; kind?: string; beforeId?: number; limit: number },
): Promise<TransactionRow[]> {
  const accounts = await q.query<{ id: number }>('select id from ledger_accounts where owner_user_id = $1', [userId]);
  const ids = accounts.rows.map((a) => a.id);
  if (ids.length === 0) return [];
  const r = await q.query<TransactionRow>(
    `select t.id, t.kind, t.asset, t.memo, t.created_at,
            case when t.debit_account_id = any($1::int8[]) then -t.amount else t.amount end as amount
       from ledger_transfers t
      where (t.debit_account_id = any($1::int8[]) or t.credit_account_id = any($1::int8[]))
        and ($2::text is null or t.asset = $2)
        and ($3::text is null or t.kind = $3)
        and ($4::int8 is null or t.id < $4)
      order by t.id desc
      limit $5`,
    [ids, f.asset ?? null, f.kind ?? null, f.beforeId ?? null, f.limit],
  );
  return r.rows;
}

export interface OperationRow {
  id: number;
  request_hash: string;
  result: unknown;
}

export async function claimOperation(
  q: Queryable,
  scope: string,
  requestId: string,
  kind: string,
  requestHash: string,
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into ledger_operations (scope, request_id, kind, request_hash) values ($1, $2, $3, $4)
     on conflict (scope, request_id) do nothing returning id`,
    [scope, requestId, kind, requestHash],
  );
  return r.rows[0]?.id ?? null;
}

export async function findOperation(q: Queryable, scope: string, requestId: string): Promise<OperationRow | null> {
  const r = await q.query<OperationRow>('select id, request_hash, result from ledger_operations where scope = $1 and request_id = $2', [
    scope,
    requestId,
  ]);
  return r.rows[0] ?? null;
}

export async function storeResult(q: Queryable, operationId: number, result: unknown): Promise<void> {
  await q.query('update ledger_operations set result = $2 where id = $1', [operationId, JSON.stringify(result ?? null)]);
}

/** The stored operations of these keys, by `scope \0 request_id`. */
export async function findOperations(
  q: Queryable,
  keys: ReadonlyArray<{ scope: string; requestId: string }>,
): Promise<Map<string, { request_hash: string; result: unknown }>> {
  const r = await q.query<{ scope: string; request_id: string; request_hash: string; result: unknown }>(
    `select o.scope, o.request_id, o.request_hash, o.result from ledger_operations o
       join unnest($1::text[], $2::text[]) as t(s, k) on o.scope = t.s and o.request_id = t.k`,
    [keys.map((k) => k.scope), keys.map((k) => k.requestId)],
  );
  return new Map(r.rows.map((row) => [`${row.scope}\u0000${row.request_id}`, row]));
}

/** Removes claims that wrote nothing (refused requests of a batch): their keys may be used again. */
export async function deleteOperations(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('delete from ledger_operations where id = any($1::int8[])', [ids]);
}

/** Locks, in (account, stripe) order, every stripe of `accounts` and the given other rows. */
export async function lockBalanceRows(
  q: Queryable,
  accounts: readonly number[],
  rows: ReadonlyArray<readonly [number, number]>,
): Promise<Array<{ account_id: number; stripe: number; balance: number }>> {
  const r = await q.query<{ account_id: number; stripe: number; balance: number }>(
    `select b.account_id, b.stripe, b.balance from ledger_balances b
      where b.account_id = any($1::int8[])
         or (b.account_id, b.stripe) in (select a, s from unnest($2::int8[], $3::int2[]) as t(a, s))
      order by b.account_id, b.stripe for update`,
    [accounts, rows.map((x) => x[0]), rows.map((x) => x[1])],
  );
  return r.rows;
}

/**
 * The ledger's part of a batch's last statement, as CTEs after the caller's (which define
 * `rec(operation_id, result)`): the transfers, the stored answers, and the balance rows (locked
 * before) — `abs` rows take the value, the others add it.
 */
export function postBatchSql(
  param: (value: unknown) => string,
  transfers: readonly TransferRow[],
  rows: ReadonlyArray<{ a: number; s: number; v: number; abs: boolean }>,
): string {
  const col = <T>(f: (t: TransferRow) => T) => param(transfers.map(f));
  return `ledger_t as (
       insert into ledger_transfers (operation_id, kind, asset, debit_account_id, credit_account_id, amount, memo)
       select * from unnest(${col((t) => t.operationId)}::int8[], ${col((t) => t.kind)}::text[], ${col((t) => t.asset)}::text[],
         ${col((t) => t.debitAccountId)}::int8[], ${col((t) => t.creditAccountId)}::int8[], ${col((t) => t.amount)}::int8[],
         ${col((t) => t.memo)}::text[])),
     ledger_r as (update ledger_operations o set result = rec.result from rec where o.id = rec.operation_id),
     ledger_b as (
       update ledger_balances b set balance = case when u.abs then u.v else b.balance + u.v end
         from unnest(${param(rows.map((r) => r.a))}::int8[], ${param(rows.map((r) => r.s))}::int2[], ${param(rows.map((r) => r.v))}::int8[],
           ${param(rows.map((r) => r.abs))}::bool[]) as u(a, s, v, abs) where b.account_id = u.a and b.stripe = u.s)`;
}

/** What a user's account of `asset` received in [from, to), leaving out some kinds (returns of her own money). */
export async function creditedBetween(
  q: Queryable,
  userId: number,
  asset: string,
  from: Date,
  to: Date,
  excludeKinds: readonly string[],
): Promise<number> {
  const r = await q.query<{ total: string }>(
    `select coalesce(sum(t.amount), 0)::int8 as total
       from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
      where a.owner_user_id = $1 and a.asset = $2 and t.created_at >= $3 and t.created_at < $4
        and not (t.kind = any($5::text[]))`,
    [userId, asset, from, to, excludeKinds],
  );
  return Number(r.rows[0]!.total);
}

/** The balances of many users in one asset (users without an account are left out). */
export async function balancesAmong(q: Queryable, userIds: readonly number[], asset: string): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const r = await q.query<{ user_id: string; balance: string }>(
    `select a.owner_user_id as user_id, coalesce(sum(b.balance), 0)::int8 as balance
       from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner_user_id = any($1::int8[]) and a.asset = $2 group by a.owner_user_id`,
    [userIds, asset],
  );
  return new Map(r.rows.map((row) => [Number(row.user_id), Number(row.balance)]));
}
