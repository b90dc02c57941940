import { createHash } from 'node:crypto';
import { ASSETS, type Asset, canonicalJson } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { AccountRef } from './repo';
import * as repo from './repo';

export type { AccountRef } from './repo';

/** One movement of `amount` of `asset` from one account to another. */
export interface Leg {
  from: AccountRef;
  to: AccountRef;
  asset: Asset;
  amount: number;
  /** receiving account's stripe count when it has to be created (hot receivers use more) */
  toStripes?: number;
  memo?: string;
}

export interface OperationInput {
  /** whose idempotency keys these are: `user:<id>`, `admin:<id>`, `system:<job>` */
  scope: string;
  requestId: string;
  kind: string;
  /** the request as the client sent it (minus signing fields); a replay must match it */
  body: unknown;
}

export interface OperationOutcome<T> {
  result: T;
  duplicate: boolean;
  operationId: number;
}

const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure

export function requestHash(kind: string, body: unknown): string {
  return createHash('sha256')
    .update(`${kind}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * Runs `work` exactly once per (scope, requestId), in one transaction with the idempotency record.
 * A replay with the same body returns the stored result marked duplicate; the same key with a
 * different body is a CONFLICT and writes nothing. A failed attempt stores nothing, so the client
 * may retry the same key. Deadlocks and serialization failures are retried here.
 */
export async function runOperation<T>(
  db: Db,
  input: OperationInput,
  work: (q: Queryable, operationId: number) => Promise<T>,
): Promise<OperationOutcome<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx((q) => runOperationIn(q, input, work));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

/**
 * `runOperation` inside a transaction the caller already holds (say, with an order row locked):
 * the caller commits or rolls back, and retries if it wants to.
 */
export async function runOperationIn<T>(
  q: Queryable,
  input: OperationInput,
  work: (q: Queryable, operationId: number) => Promise<T>,
): Promise<OperationOutcome<T>> {
  const hash = requestHash(input.kind, input.body);
  const operationId = await repo.claimOperation(q, input.scope, input.requestId, input.kind, hash);
  if (operationId === null) {
    const existing = await repo.findOperation(q, input.scope, input.requestId);
    if (!existing || existing.request_hash !== hash) throw new AppError('CONFLICT', {}, { request_id: input.requestId });
    return { result: existing.result as T, duplicate: true, operationId: existing.id };
  }
  const result = await work(q, operationId);
  await repo.storeResult(q, operationId, result);
  return { result, duplicate: false, operationId };
}

const randomStripe = (stripes: number) => (stripes > 1 ? Math.floor(Math.random() * stripes) : 0);

interface RowDelta {
  accountId: number;
  stripe: number;
  delta: number;
}

/**
 * Posts legs inside an operation: balance rows change in one global order (account, stripe) so
 * concurrent operations do not deadlock; a debit that its first balance row cannot cover gathers
 * the account's stripes first. Throws INSUFFICIENT_BALANCE (rolling everything back) when short.
 */
export async function postLegs(q: Queryable, operationId: number, kind: string, legs: readonly Leg[]): Promise<void> {
  const deltas = new Map<string, RowDelta>();
  const transfers: repo.TransferRow[] = [];
  const add = (accountId: number, stripe: number, delta: number) => {
    const key = `${accountId}:${stripe}`;
    const row = deltas.get(key);
    if (row) row.delta += delta;
    else deltas.set(key, { accountId, stripe, delta });
  };
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0)
      throw new AppError('VALIDATION_FAILED', { field: 'amount' }, { field: 'amount' });
    if (!ASSETS.includes(leg.asset)) throw new AppError('VALIDATION_FAILED', { field: 'asset' }, { field: 'asset' });
    const from = 'user' in leg.from ? await repo.findAccount(q, leg.from, leg.asset) : await repo.ensureAccount(q, leg.from, leg.asset);
    if (!from) throw new AppError('INSUFFICIENT_BALANCE');
    const to = await repo.ensureAccount(q, leg.to, leg.asset, leg.toStripes ?? 1);
    if (to.id === from.id) throw new AppError('VALIDATION_FAILED', { field: 'to' }, { field: 'to' });
    // a debit checks the balance on stripe 0; an account allowed below zero needs no check, so
    // its debits spread over all its stripes like credits do
    add(from.id, from.allow_negative ? randomStripe(from.stripes) : 0, -leg.amount);
    add(to.id, randomStripe(to.stripes), leg.amount);
    transfers.push({
      operationId,
      kind,
      asset: leg.asset,
      debitAccountId: from.id,
      creditAccountId: to.id,
      amount: leg.amount,
      memo: leg.memo ?? null,
    });
  }
  const ordered = [...deltas.values()].filter((d) => d.delta !== 0).sort((a, b) => a.accountId - b.accountId || a.stripe - b.stripe);
  for (const d of ordered) {
    if (await repo.applyDelta(q, d.accountId, d.stripe, d.delta)) continue;
    // stripe 0 alone cannot cover the debit: gather the account's other stripes, then try again
    const total = await repo.consolidate(q, d.accountId);
    if (total + d.delta < 0 || !(await repo.applyDelta(q, d.accountId, 0, d.delta))) throw new AppError('INSUFFICIENT_BALANCE');
  }
  await repo.insertTransfers(q, transfers);
}

/**
 * Credits many users from one system account inside an operation, set-based: a round's winners,
 * a board's prizes. One statement creates missing accounts, one credits every user (stripe 0),
 * one debits the system account (which may go negative), one writes every transfer — the same
 * rows `postLegs` would write leg by leg. Amounts of one user are summed.
 */
export async function creditMany(
  q: Queryable,
  operationId: number,
  kind: string,
  from: { system: string },
  asset: Asset,
  credits: ReadonlyArray<{ user: number; amount: number; memo?: string }>,
): Promise<void> {
  const byUser = new Map<number, { amount: number; memo: string | null }>();
  for (const c of credits) {
    if (!Number.isSafeInteger(c.amount) || c.amount <= 0) throw new AppError('VALIDATION_FAILED', { field: 'amount' }, { field: 'amount' });
    const cur = byUser.get(c.user);
    if (cur) cur.amount += c.amount;
    else byUser.set(c.user, { amount: c.amount, memo: c.memo ?? null });
  }
  if (byUser.size === 0) return;
  if (!ASSETS.includes(asset)) throw new AppError('VALIDATION_FAILED', { field: 'asset' }, { field: 'asset' });
  const system = await repo.ensureAccount(q, from, asset);
  // account order: concurrent batches take their row locks in the same order
  const users = [...byUser.keys()].sort((a, b) => a - b);
  const accounts = await repo.ensureUserAccounts(q, users, asset);
  const ids = users.map((u) => accounts.get(u)!);
  const amounts = users.map((u) => byUser.get(u)!.amount);
  const total = amounts.reduce((s, a) => s + a, 0);
  if (!Number.isSafeInteger(total)) throw new AppError('VALIDATION_FAILED', { field: 'amount' }, { field: 'amount' });
  if ((await repo.creditRows(q, ids, amounts)) !== users.length) throw new Error('ledger: a credited account has no stripe 0');
  if (!(await repo.applyDelta(q, system.id, randomStripe(system.stripes), -total))) throw new AppError('INSUFFICIENT_BALANCE');
  await repo.insertTransferColumns(
    q,
    users.map((u, i) => ({
      operationId,
      kind,
      asset,
      debitAccountId: system.id,
      creditAccountId: ids[i]!,
      amount: amounts[i]!,
      memo: byUser.get(u)!.memo,
    })),
  );
}

/**
 * Locks every balance row of a user's account (gathering its stripes) and returns its total: the
 * amount read is the amount the transaction may take. 0 when the account does not exist.
 */
export async function lockedBalance(q: Queryable, user: number, asset: Asset): Promise<number> {
  const account = await repo.findAccount(q, { user }, asset);
  return account ? await repo.consolidate(q, account.id) : 0;
}

export async function balancesOf(q: Queryable, userId: number): Promise<Record<Asset, number>> {
  const found = await repo.userBalances(q, userId);
  return Object.fromEntries(ASSETS.map((a) => [a, found[a] ?? 0])) as Record<Asset, number>;
}

export function encodeCursor(id: number): string {
  return Buffer.from(`t${id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  const id = /^t(\d{1,15})$/.exec(text)?.[1];
  if (!id) throw new AppError('VALIDATION_FAILED', { field: 'cursor' }, { field: 'cursor' });
  return Number(id);
}

export async function transactionsOf(q: Queryable, userId: number, f: { asset?: string; kind?: string; cursor?: string; limit: number }) {
  const rows = await repo.userTransactions(q, userId, {
    asset: f.asset,
    kind: f.kind,
    beforeId: decodeCursor(f.cursor),
    limit: f.limit + 1,
  });
  const page = rows.slice(0, f.limit);
  return {
    items: page.map((r) => ({
      id: r.id,
      kind: r.kind,
      asset: r.asset,
      amount: r.amount,
      memo: r.memo,
      created_at: r.created_at.toISOString(),
    })),
    next_cursor: rows.length > f.limit && page.length > 0 ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}

/** What a user received of `asset` in [from, to), leaving out the kinds named (a statement's "earned"). */
export function creditedBetween(q: Queryable, userId: number, asset: Asset, from: Date, to: Date, excludeKinds: readonly string[] = []) {
  return repo.creditedBetween(q, userId, asset, from, to, excludeKinds);
}

/** The balances of many users in one asset, by user id (0 for a user without an account). */
export function balancesAmong(q: Queryable, userIds: readonly number[], asset: Asset): Promise<Map<number, number>> {
  return repo.balancesAmong(q, userIds, asset);
}
