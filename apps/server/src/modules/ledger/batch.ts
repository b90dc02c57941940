/**
 * Group commit: many operations in ONE transaction of a handful of set-based statements, whatever
 * their number — instead of a dozen round trips and a commit each. The semantics are those of
 * `runOperation` called once per request in queue order: each request is idempotent per
 * (scope, request id), a refused request writes nothing (not even its claim), a debit is checked
 * against the debits before it in the batch, and each answer carries the balances right after it.
 *
 * The caller (gifts today) keeps its rules: it names the accounts to read, decides each request
 * (legs, or a refusal) and writes its own records in the batch's last statement. The ledger does
 * the claims, the balance rows (locked in one global order), the transfers and the stored answers.
 */
import { ASSETS, type Asset } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import * as repo from './repo';
import { type Leg, requestHash } from './service';

/** Adds a value to the statement's parameters and returns its placeholder (`$n`). */
export type Param = (value: unknown) => string;

export interface BatchRequest {
  scope: string;
  requestId: string;
  /** the request as the client sent it, minus its key: a replay must match it */
  body: unknown;
}

export interface BatchPlan<P> {
  legs: readonly Leg[];
  /** whatever the caller's `record` needs of this request */
  data: P;
}

export interface Accepted<Req, P> {
  req: Req;
  operationId: number;
  plan: BatchPlan<P>;
  /** a debited user account's balance right after this request */
  balanceAfter(user: number, asset: Asset): number;
}

/**
 * An account a request's legs may touch, named before the batch's first statement, which reads and
 * locks its rows with the claims: every row of a user account that may be debited, the batch
 * lane's row of one that is only credited (`credit: true`) and of a system account. A leg on an
 * account not named (or named as credit-only and then debited) costs one more statement.
 */
export type AccountUse = { user: number; asset: Asset; credit?: boolean } | { system: string; asset: Asset };

export interface BatchHandler<Req extends BatchRequest, Ctx, P> {
  /** the operations' kind (idempotency hash, transfers) */
  kind: string;
  /** the accounts this request's legs may touch (see AccountUse) */
  accounts(q: Queryable, req: Req): Promise<readonly AccountUse[]>;
  /** the caller's reads for deciding: named SQL expressions, each yielding json, run in that statement too */
  read(reqs: readonly Req[], param: Param): Record<string, string>;
  /** turns the read row (one json value per name) into what `plan` looks things up in */
  context(row: Record<string, unknown>): Ctx;
  /** one claimed request, in queue order: its legs, or the AppError refusing it */
  plan(q: Queryable, req: Req, ctx: Ctx): Promise<BatchPlan<P> | AppError>;
  /**
   * The caller's records of the accepted requests, written in the batch's last statement: SQL
   * CTEs (comma separated, without `with`) that must define `rec(operation_id, result)` — the
   * answer stored for each operation and returned.
   */
  record(accepted: readonly Accepted<Req, P>[], param: Param): string;
}

/**
 * `record` for a caller with no records of its own: the answers, computed in JS, as `rec`.
 */
export function plainResultsSql<Req, P>(
  accepted: readonly Accepted<Req, P>[],
  param: Param,
  resultOf: (a: Accepted<Req, P>) => unknown,
): string {
  return `rec as (select * from unnest(${param(accepted.map((a) => a.operationId))}::int8[],
    ${param(accepted.map((a) => JSON.stringify(resultOf(a) ?? null)))}::json[]) as rec(operation_id, result))`;
}

/** `error` is an AppError for a refused request; anything else is a failure isolated to that request. */
export type BatchOutcome<R> = { ok: true; result: R; duplicate: boolean } | { ok: false; error: unknown };

/**
 * Which balance row ("stripe") of a striped account a batch's credits land on: its lane's. In the
 * batcher each batch in flight owns a lane, so two batches in flight lock different rows of a hot
 * receiver (and of the system accounts) and do not wait for each other; alone, a batch takes a
 * random lane.
 */
export const laneStripe = (lane: number, stripes: number): number => (stripes > 1 ? lane % stripes : 0);
const randomLane = () => Math.floor(Math.random() * 1024);

const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(['40P01', '40001']); // deadlock detected, serialization failure

/**
 * Runs a batch with retries on deadlock / serialization failure (the whole batch rolls back). A
 * batch that fails otherwise is split in halves and each half run again, down to the one request
 * that fails alone: one bad request never fails the honest ones that shared its batch. The failing
 * request gets its own error (a lone request throws it).
 */
export async function runBatch<Req extends BatchRequest, Ctx, P, R>(
  db: Db,
  requests: readonly Req[],
  handler: BatchHandler<Req, Ctx, P>,
  lane: number = randomLane(),
): Promise<BatchOutcome<R>[]> {
  try {
    return await withRetries(db, (q) => runInTx<Req, Ctx, P, R>(q, requests, handler, lane));
  } catch (err) {
    if (requests.length === 1) throw err;
    const mid = Math.ceil(requests.length / 2);
    const outcomes: BatchOutcome<R>[] = [];
    // in queue order: the second half sees the balances the first half left
    for (const half of [requests.slice(0, mid), requests.slice(mid)]) {
      try {
        outcomes.push(...(await runBatch<Req, Ctx, P, R>(db, half, handler, lane)));
      } catch (halfErr) {
        outcomes.push({ ok: false, error: halfErr }); // a half of one: that request alone failed
      }
    }
    return outcomes;
  }
}

async function withRetries<T>(db: Db, fn: (q: Queryable) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx(fn);
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

function parameters(): { params: unknown[]; param: Param } {
  const params: unknown[] = [];
  return {
    params,
    param: (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  };
}

const keyOf = (r: BatchRequest) => `${r.scope}\u0000${r.requestId}`;

interface Claimed<Req> {
  index: number;
  req: Req;
  operationId: number;
}

async function runInTx<Req extends BatchRequest, Ctx, P, R>(
  q: Queryable,
  requests: readonly Req[],
  handler: BatchHandler<Req, Ctx, P>,
  lane: number,
): Promise<BatchOutcome<R>[]> {
  const outcomes: Array<BatchOutcome<R> | undefined> = new Array(requests.length);
  const hashes = requests.map((r) => requestHash(handler.kind, r.body));

  // 1. idempotency: a key that comes again in the batch starts a new segment, run after the one
  //    before it in the same transaction — it then finds the first one's answer (or, if that was
  //    refused, a free key), exactly as one request at a time would
  const keys = new Set<string>();
  const cut = requests.findIndex((r) => keys.size === keys.add(keyOf(r)).size);
  if (cut > 0) {
    const head = await runInTx<Req, Ctx, P, R>(q, requests.slice(0, cut), handler, lane);
    return [...head, ...(await runInTx<Req, Ctx, P, R>(q, requests.slice(cut), handler, lane))];
  }
  const firsts = requests.map((_, i) => i);

  // 2. the claim of every key, the accounts, their balance rows locked (in the one global order:
  //    account, stripe), and the caller's reads, in one statement
  const wanted: Array<{ user: number; asset: Asset; credit: boolean }> = [];
  const systemRows = new Map<string, [number, number]>();
  for (const r of requests)
    for (const use of await handler.accounts(q, r)) {
      if ('user' in use) wanted.push({ user: use.user, asset: use.asset, credit: use.credit === true });
      else {
        const account = repo.cachedSystemAccount(q, use.system, use.asset);
        if (account) systemRows.set(`${account.id}:${laneStripe(lane, account.stripes)}`, [account.id, laneStripe(lane, account.stripes)]);
      }
    }
  const { params, param } = parameters();
  const claimSql = `insert into ledger_operations (scope, request_id, kind, request_hash)
       select s, k, ${param(handler.kind)}, h from unnest(${param(firsts.map((i) => requests[i]!.scope))}::text[],
         ${param(firsts.map((i) => requests[i]!.requestId))}::text[], ${param(firsts.map((i) => hashes[i]!))}::text[]) as t(s, k, h)
       on conflict (scope, request_id) do nothing returning id, scope, request_id`;
  const accountsSql = `select a.id, a.owner_user_id, a.asset, a.stripes, w.credit from ledger_accounts a
         join (select u, s, bool_and(c) as credit from unnest(${param(wanted.map((w) => w.user))}::int8[],
           ${param(wanted.map((w) => w.asset))}::text[], ${param(wanted.map((w) => w.credit))}::bool[]) as t(u, s, c) group by u, s)
           w on a.owner_user_id = w.u and a.asset = w.s`;
  const lockSql = `select b.account_id, b.stripe, b.balance from ledger_balances b
      where b.account_id in (select id from acc where not credit)
         or (b.account_id, b.stripe) in (select id, (${param(lane)}::int8 % stripes)::int2 from acc where credit
                                         union all select a, s from unnest(${param([...systemRows.values()].map((x) => x[0]))}::int8[],
                                           ${param([...systemRows.values()].map((x) => x[1]))}::int2[]) as t(a, s))
      order by b.account_id, b.stripe for update of b`;
  const reads = Object.entries(handler.read(requests, param));
  const first = await q.query<Record<string, unknown>>(
    `with c as (${claimSql}),
     acc as materialized (${accountsSql}),
     locked as materialized (${lockSql})
     select (select coalesce(json_agg(json_build_object('id', c.id, 'scope', c.scope, 'request_id', c.request_id)), '[]') from c) as ledger_claimed,
            (select coalesce(json_agg(json_build_object('id', id, 'owner_user_id', owner_user_id, 'asset', asset, 'stripes', stripes,
               'credit', credit)), '[]') from acc) as ledger_accounts,
            (select coalesce(json_agg(json_build_object('account_id', account_id, 'stripe', stripe, 'balance', balance)
               order by account_id, stripe), '[]') from locked) as ledger_locked${reads.map(([name, sql]) => `,\n            ${sql} as "${name}"`).join('')}`,
    params,
  );
  const row = first.rows[0]!;
  const claimedRows = row.ledger_claimed as Array<{ id: number; scope: string; request_id: string }>;
  const accountRows = row.ledger_accounts as Array<{ id: number; owner_user_id: number; asset: Asset; stripes: number; credit: boolean }>;
  const ahead: LockedAhead = {
    rows: row.ledger_locked as LockedRow[],
    whole: new Set(accountRows.filter((a) => !a.credit).map((a) => a.id)),
    keys: new Set((row.ledger_locked as LockedRow[]).map((r) => `${r.account_id}:${r.stripe}`)),
  };
  const ctx = handler.context(Object.fromEntries(reads.map(([name]) => [name, row[name]])));

  const claimedIds = new Map(claimedRows.map((r) => [`${r.scope}\u0000${r.request_id}`, r.id]));
  const unclaimed = firsts.filter((i) => !claimedIds.has(keyOf(requests[i]!)));
  if (unclaimed.length > 0) {
    const existing = await repo.findOperations(
      q,
      unclaimed.map((i) => requests[i]!),
    );
    for (const i of unclaimed) {
      const found = existing.get(keyOf(requests[i]!));
      outcomes[i] =
        found && found.request_hash === hashes[i]
          ? { ok: true, result: found.result as R, duplicate: true }
          : { ok: false, error: new AppError('CONFLICT', {}, { request_id: requests[i]!.requestId }) };
    }
  }
  const claimed: Claimed<Req>[] = firsts
    .filter((i) => outcomes[i] === undefined)
    .map((i) => ({ index: i, req: requests[i]!, operationId: claimedIds.get(keyOf(requests[i]!))! }));

  if (claimed.length > 0) {
    const accounts = new Map(accountRows.map((a) => [`${a.owner_user_id}|${a.asset}`, { id: a.id, stripes: a.stripes }]));
    await post(q, claimed, outcomes, handler, ctx, accounts, lane, ahead);
  }

  // refused requests leave nothing behind, not even their claim: the key may be used again
  const refused = claimed.filter((c) => outcomes[c.index]?.ok === false).map((c) => c.operationId);
  if (refused.length > 0) await repo.deleteOperations(q, refused);

  return outcomes as BatchOutcome<R>[];
}

type LockedRow = { account_id: number; stripe: number; balance: number };

/** The balance rows the batch's first statement locked: every row of the `whole` accounts, and `keys` (account:stripe). */
interface LockedAhead {
  rows: LockedRow[];
  whole: Set<number>;
  keys: Set<string>;
}

interface Resolved {
  from: number;
  /** the debit needs a balance check (a user account); else a delta on `fromRow` */
  checked: boolean;
  fromRow: [number, number] | null;
  to: number;
  toRow: [number, number];
  leg: Leg;
}

async function post<Req extends BatchRequest, Ctx, P, R>(
  q: Queryable,
  claimed: readonly Claimed<Req>[],
  outcomes: Array<BatchOutcome<R> | undefined>,
  handler: BatchHandler<Req, Ctx, P>,
  ctx: Ctx,
  accounts: Map<string, { id: number; stripes: number }>,
  lane: number,
  ahead: LockedAhead,
): Promise<void> {
  const refuse = (c: Claimed<Req>, error: AppError) => {
    outcomes[c.index] = { ok: false, error };
  };

  // 3. the caller decides each request; the ledger resolves its legs to balance rows
  const planned: Array<{ c: Claimed<Req>; plan: BatchPlan<P>; legs: Resolved[] }> = [];
  for (const c of claimed) {
    const plan = await handler.plan(q, c.req, ctx);
    if (plan instanceof AppError) {
      refuse(c, plan);
      continue;
    }
    const legs: Resolved[] = [];
    let refusal: AppError | null = null;
    for (const leg of plan.legs) {
      if (!Number.isSafeInteger(leg.amount) || leg.amount <= 0) {
        refusal = new AppError('VALIDATION_FAILED', { field: 'amount' }, { field: 'amount' });
        break;
      }
      if (!ASSETS.includes(leg.asset)) {
        refusal = new AppError('VALIDATION_FAILED', { field: 'asset' }, { field: 'asset' });
        break;
      }
      let from: { id: number; stripes: number } | null;
      if ('user' in leg.from) {
        const key = `${leg.from.user}|${leg.asset}`;
        from = accounts.get(key) ?? (await repo.findAccount(q, leg.from, leg.asset));
        if (from) accounts.set(key, from); // an account not named ahead: balanceAfter finds it too
      } else from = await repo.ensureAccount(q, leg.from, leg.asset);
      if (!from) {
        refusal = new AppError('INSUFFICIENT_BALANCE');
        break;
      }
      let to = 'user' in leg.to ? accounts.get(`${leg.to.user}|${leg.asset}`) : undefined;
      if (!to) {
        to = await repo.ensureAccount(q, leg.to, leg.asset, leg.toStripes ?? 1); // a first credit, or a system account
        if ('user' in leg.to) accounts.set(`${leg.to.user}|${leg.asset}`, to);
      }
      if (to.id === from.id) {
        refusal = new AppError('VALIDATION_FAILED', { field: 'to' }, { field: 'to' });
        break;
      }
      const checked = 'user' in leg.from;
      legs.push({
        from: from.id,
        checked,
        fromRow: checked ? null : [from.id, laneStripe(lane, from.stripes)],
        to: to.id,
        toRow: [to.id, laneStripe(lane, to.stripes)],
        leg,
      });
    }
    if (refusal) refuse(c, refusal);
    else planned.push({ c, plan, legs });
  }
  if (planned.length === 0) return;

  // 4. lock every row the batch touches, in one global order: all stripes of the debited (checked)
  //    accounts, and the chosen stripe of every other account
  const checkedAccounts = [...new Set(planned.flatMap((p) => p.legs.filter((l) => l.checked).map((l) => l.from)))];
  const checkedSet = new Set(checkedAccounts);
  const deltaRows = planned.flatMap((p) =>
    p.legs.flatMap((l) => [...(l.fromRow && !checkedSet.has(l.from) ? [l.fromRow] : []), ...(checkedSet.has(l.to) ? [] : [l.toRow])]),
  );
  //    — mostly done by the first statement; a row it did not lock (an account not named ahead, or
  //    created just now) means locking them all here (rows already held are no wait)
  const covered =
    checkedAccounts.every((a) => ahead.whole.has(a)) && deltaRows.every(([a, s]) => ahead.whole.has(a) || ahead.keys.has(`${a}:${s}`));
  const locked = covered ? ahead.rows : await repo.lockBalanceRows(q, checkedAccounts, deltaRows);
  const balance = new Map<number, number>(); // checked account → total over its stripes
  const stripesOf = new Map<number, number[]>();
  for (const r of locked) {
    if (!checkedSet.has(r.account_id)) continue;
    balance.set(r.account_id, (balance.get(r.account_id) ?? 0) + r.balance);
    stripesOf.set(r.account_id, [...(stripesOf.get(r.account_id) ?? []), r.stripe]);
  }
  const accountIdOf = new Map([...accounts.entries()].map(([key, a]) => [key, a.id]));

  // 5. decide in queue order against the locked balances
  const accepted: Array<Accepted<Req, P> & { legs: Resolved[] }> = [];
  for (const p of planned) {
    const after = new Map(p.legs.filter((l) => l.checked).map((l) => [l.from, balance.get(l.from) ?? 0]));
    for (const l of p.legs) {
      if (l.checked) after.set(l.from, after.get(l.from)! - l.leg.amount);
      if (checkedSet.has(l.to)) after.set(l.to, (after.get(l.to) ?? balance.get(l.to) ?? 0) + l.leg.amount);
    }
    if ([...after.values()].some((v) => v < 0)) {
      refuse(p.c, new AppError('INSUFFICIENT_BALANCE'));
      continue;
    }
    for (const [account, v] of after) balance.set(account, v);
    const snapshot = new Map(after);
    accepted.push({
      req: p.c.req,
      operationId: p.c.operationId,
      plan: p.plan,
      legs: p.legs,
      balanceAfter: (user, asset) => snapshot.get(accountIdOf.get(`${user}|${asset}`) ?? -1) ?? 0,
    });
  }
  if (accepted.length === 0) return;

  // 6. the new balances: checked accounts get their total on stripe 0 (other stripes 0), other rows add
  const rows = new Map<string, { a: number; s: number; v: number; abs: boolean }>();
  for (const account of checkedAccounts) {
    for (const s of stripesOf.get(account) ?? [0])
      rows.set(`${account}:${s}`, { a: account, s, v: s === 0 ? balance.get(account)! : 0, abs: true });
  }
  const addDelta = ([a, s]: [number, number], d: number) => {
    const row = rows.get(`${a}:${s}`) ?? { a, s, v: 0, abs: false };
    row.v += d;
    rows.set(`${a}:${s}`, row);
  };
  const transfers: repo.TransferRow[] = [];
  for (const p of accepted) {
    for (const l of p.legs) {
      if (l.fromRow && !checkedSet.has(l.from)) addDelta(l.fromRow, -l.leg.amount);
      if (!checkedSet.has(l.to)) addDelta(l.toRow, l.leg.amount);
      transfers.push({
        operationId: p.operationId,
        kind: handler.kind,
        asset: l.leg.asset,
        debitAccountId: l.from,
        creditAccountId: l.to,
        amount: l.leg.amount,
        memo: l.leg.memo ?? null,
      });
    }
  }

  // 7. the caller's records and answers, the transfers, the stored answers and the balance rows
  //    (already locked), in one statement
  const { params, param } = parameters();
  const records = handler.record(accepted, param);
  const written = await q.query<{ operation_id: number; result: R }>(
    `with ${records},
     ${repo.postBatchSql(param, transfers, [...rows.values()])}
     select operation_id, result from rec`,
    params,
  );
  const resultOf = new Map(written.rows.map((r) => [Number(r.operation_id), r.result]));
  for (const p of accepted) {
    const c = claimed.find((x) => x.operationId === p.operationId)!;
    outcomes[c.index] = { ok: true, duplicate: false, result: resultOf.get(p.operationId)! };
  }
}

/**
 * Collects concurrent requests into batches: a request waits only while earlier batches are in
 * flight (at most `maxInFlight`), so a lone request goes at once and a crowd shares commits.
 */
export class OperationBatcher<Req, R> {
  private queue: Array<{ req: Req; resolve: (o: BatchOutcome<R>) => void; reject: (e: unknown) => void }> = [];
  /** lanes not in use; a batch in flight holds one (see laneStripe) */
  private readonly freeLanes: number[];

  constructor(
    private readonly run: (requests: Req[], lane: number) => Promise<BatchOutcome<R>[]>,
    maxInFlight = 1,
    private readonly maxBatch = 64,
  ) {
    // a random base so that several nodes do not all start on the same stripes
    const base = Math.floor(Math.random() * 1024);
    this.freeLanes = Array.from({ length: Math.max(1, maxInFlight) }, (_, i) => base + i);
  }

  submit(req: Req): Promise<BatchOutcome<R>> {
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.freeLanes.length > 0 && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      const lane = this.freeLanes.pop()!;
      this.run(
        batch.map((b) => b.req),
        lane,
      )
        .then(
          (outcomes) => {
            for (const [i, b] of batch.entries()) b.resolve(outcomes[i]!);
          },
          (err) => {
            for (const b of batch) b.reject(err);
          },
        )
        .finally(() => {
          this.freeLanes.push(lane);
          this.pump();
        });
    }
  }
}
