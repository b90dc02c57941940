/**
 * Group commit for gift sends. Concurrent sends are taken in batches; each batch is ONE
 * transaction of about a dozen set-based statements, whatever its size — instead of ~15 round
 * trips and a commit per gift. The semantics are those of one send at a time, in queue order:
 * every send is idempotent per (sender, request_id), refused sends write nothing, a sender's
 * balance is checked against the sends before it in the batch, and each answer carries the
 * balance right after that send.
 */
import {
  cpPoints,
  isMinor,
  levelExp,
  rankPoints,
  receiverIncome,
  type TSendGiftRequest,
  type TSendGiftResult,
  tribeHonor,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { ensureAccount } from '../ledger/repo';
import { requestHash } from '../ledger/service';
import { findGiftCached, type GiftRow } from './repo';

/** Credits to one popular receiver spread over this many balance rows (hot-row relief). */
export const RECEIVER_STRIPES = 16;
export const MAX_BATCH = 64;
const MAX_ATTEMPTS = 5;
const RETRYABLE = new Set(['40P01', '40001']);

export type SendResult = Omit<TSendGiftResult, 'duplicate'>;
/** `error` is an AppError for a refused send; anything else is a failure isolated to that send. */
export type SendOutcome = { ok: true; result: SendResult; duplicate: boolean } | { ok: false; error: unknown };

export interface SendRequest {
  actor: AuthedUser;
  input: TSendGiftRequest;
}

interface Claimed {
  index: number;
  req: SendRequest;
  operationId: number;
}

interface UserRow {
  id: number;
  brand: string;
  region: string;
  status: string;
  birth_date: string;
}

const scopeOf = (r: SendRequest) => `user:${r.actor.id}`;
const bodyOf = (r: SendRequest) => {
  const { request_id: _key, ...body } = r.input;
  return body;
};
const randomStripe = (n: number) => (n > 1 ? Math.floor(Math.random() * n) : 0);

/**
 * Which balance row ("stripe") of a striped account a credit lands on. Alone, a send picks one at
 * random. In the batcher each batch in flight owns a lane, and all of a batch's credits to a
 * striped account land on that lane's stripe: two batches in flight then lock different rows of
 * the hot receiver (and of the system accounts) and do not wait for each other.
 */
export type StripeChooser = (stripes: number) => number;
export const laneStripes =
  (lane: number): StripeChooser =>
  (stripes) =>
    stripes > 1 ? lane % stripes : 0;

/**
 * Runs a batch with retries on deadlock / serialization failure (the whole batch rolls back). A
 * batch that fails otherwise is split in halves and each half run again, down to the one send
 * that fails alone: one bad request never fails the honest sends that shared its batch. The
 * failing send gets its own error (a lone send throws it, as before).
 */
export async function sendGiftBatch(
  db: Db,
  now: Date,
  requests: readonly SendRequest[],
  stripe: StripeChooser = randomStripe,
): Promise<SendOutcome[]> {
  try {
    return await runWithRetries(db, now, requests, stripe);
  } catch (err) {
    if (requests.length === 1) throw err;
    const mid = Math.ceil(requests.length / 2);
    const halves = [requests.slice(0, mid), requests.slice(mid)];
    const outcomes: SendOutcome[] = [];
    // in queue order: the second half sees the balances the first half left
    for (const half of halves) {
      try {
        outcomes.push(...(await sendGiftBatch(db, now, half, stripe)));
      } catch (halfErr) {
        outcomes.push({ ok: false, error: halfErr }); // a half of one: that send alone failed
      }
    }
    return outcomes;
  }
}

async function runWithRetries(db: Db, now: Date, requests: readonly SendRequest[], stripe: StripeChooser): Promise<SendOutcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.tx((q) => runBatch(q, now, requests, stripe));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

async function runBatch(q: Queryable, now: Date, requests: readonly SendRequest[], stripe: StripeChooser): Promise<SendOutcome[]> {
  const outcomes: Array<SendOutcome | undefined> = new Array(requests.length);
  const hashes = requests.map((r) => requestHash('gift', bodyOf(r)));

  // 1. idempotency: one key is handled once; copies in the batch wait for its answer
  const firstOfKey = new Map<string, number>();
  const copies: Array<[number, number]> = [];
  requests.forEach((r, i) => {
    const key = `${scopeOf(r)}\u0000${r.input.request_id}`;
    const first = firstOfKey.get(key);
    if (first === undefined) firstOfKey.set(key, i);
    else copies.push([i, first]);
  });
  const firsts = [...firstOfKey.values()];
  // 1+2. the claim of every key, and everything the sends need to know (who, CP pairs, tribes,
  //      coin and income accounts), in one statement
  const ctx = await loadContext(q, requests, firsts, hashes);
  const claimedIds = new Map(ctx.claimed.map((r) => [`${r.scope}\u0000${r.request_id}`, r.id]));
  const unclaimed = firsts.filter((i) => !claimedIds.has(`${scopeOf(requests[i]!)}\u0000${requests[i]!.input.request_id}`));
  if (unclaimed.length > 0) {
    const existing = await q.query<{ scope: string; request_id: string; request_hash: string; result: SendResult }>(
      `select o.scope, o.request_id, o.request_hash, o.result from ledger_operations o
         join unnest($1::text[], $2::text[]) as t(s, k) on o.scope = t.s and o.request_id = t.k`,
      [unclaimed.map((i) => scopeOf(requests[i]!)), unclaimed.map((i) => requests[i]!.input.request_id)],
    );
    const byKey = new Map(existing.rows.map((r) => [`${r.scope}\u0000${r.request_id}`, r]));
    for (const i of unclaimed) {
      const row = byKey.get(`${scopeOf(requests[i]!)}\u0000${requests[i]!.input.request_id}`);
      outcomes[i] =
        row && row.request_hash === hashes[i]
          ? { ok: true, result: row.result, duplicate: true }
          : { ok: false, error: new AppError('CONFLICT', {}, { request_id: requests[i]!.input.request_id }) };
    }
  }
  const claimed: Claimed[] = firsts
    .filter((i) => outcomes[i] === undefined)
    .map((i) => ({
      index: i,
      req: requests[i]!,
      operationId: claimedIds.get(`${scopeOf(requests[i]!)}\u0000${requests[i]!.input.request_id}`)!,
    }));

  if (claimed.length > 0) await applyClaimed(q, now, claimed, outcomes, stripe, ctx);

  // refused sends leave nothing behind, not even their claim: the key may be used again
  const refused = claimed.filter((c) => outcomes[c.index]?.ok === false).map((c) => c.operationId);
  if (refused.length > 0) await q.query('delete from ledger_operations where id = any($1::int8[])', [refused]);

  for (const [i, first] of copies) {
    const o = outcomes[first]!;
    outcomes[i] =
      hashes[i] !== hashes[first]
        ? { ok: false, error: new AppError('CONFLICT', {}, { request_id: requests[i]!.input.request_id }) }
        : o.ok
          ? { ...o, duplicate: true }
          : o;
  }
  return outcomes as SendOutcome[];
}

interface BatchContext {
  claimed: Array<{ id: number; scope: string; request_id: string }>;
  users: UserRow[];
  cps: Array<{ l: number; h: number; level: 'normal' | 'peerless' | 'ultimate' }>;
  tribes: Array<{ u: number; t: number }>;
  accounts: Array<{ id: number; owner_user_id: number; asset: string; stripes: number }>;
}

/**
 * Claims the batch's keys and reads what deciding the sends needs, in ONE round trip: every
 * statement of the batch is a wait on the database while the batch holds its lane.
 */
async function loadContext(q: Queryable, requests: readonly SendRequest[], firsts: number[], hashes: string[]): Promise<BatchContext> {
  const userIds = [...new Set(requests.flatMap((r) => [r.actor.id, r.input.to_user_id]))];
  const pairs = requests.map((r) => [Math.min(r.actor.id, r.input.to_user_id), Math.max(r.actor.id, r.input.to_user_id)] as const);
  // the gift's asset decides the sender's account (the catalogue is cached in-process)
  const wanted: Array<readonly [number, string]> = [];
  for (const r of requests) {
    const gift = await findGiftCached(q, r.input.gift_id);
    if (gift) wanted.push([r.actor.id, gift.asset]);
    wanted.push([r.input.to_user_id, 'anchor_point']);
  }
  const r = await q.query<BatchContext>(
    `with c as (
       insert into ledger_operations (scope, request_id, kind, request_hash)
       select s, k, 'gift', h from unnest($1::text[], $2::text[], $3::text[]) as t(s, k, h)
       on conflict (scope, request_id) do nothing returning id, scope, request_id)
     select
       (select coalesce(json_agg(json_build_object('id', c.id, 'scope', c.scope, 'request_id', c.request_id)), '[]') from c) as claimed,
       (select coalesce(json_agg(json_build_object('id', u.id, 'brand', u.brand, 'region', u.region, 'status', u.status,
                                                   'birth_date', u.birth_date)), '[]') from users u where u.id = any($4::int8[])) as users,
       (select coalesce(json_agg(json_build_object('l', c.user_low, 'h', c.user_high, 'level', c.level)), '[]')
          from cp_pairs c join unnest($5::int8[], $6::int8[]) as t(l, h) on c.user_low = t.l and c.user_high = t.h) as cps,
       (select coalesce(json_agg(json_build_object('u', m.user_id, 't', m.tribe_id)), '[]')
          from tribe_members m where m.user_id = any($7::int8[])) as tribes,
       (select coalesce(json_agg(json_build_object('id', a.id, 'owner_user_id', a.owner_user_id, 'asset', a.asset, 'stripes', a.stripes)), '[]')
          from ledger_accounts a join (select distinct u, s from unnest($8::int8[], $9::text[]) as t(u, s)) t
            on a.owner_user_id = t.u and a.asset = t.s) as accounts`,
    [
      firsts.map((i) => scopeOf(requests[i]!)),
      firsts.map((i) => requests[i]!.input.request_id),
      firsts.map((i) => hashes[i]!),
      userIds,
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
      requests.map((x) => x.actor.id),
      wanted.map((w) => w[0]),
      wanted.map((w) => w[1]),
    ],
  );
  return r.rows[0]!;
}

interface Planned {
  c: Claimed;
  gift: GiftRow;
  sender: UserRow;
  receiver: UserRow;
  total: number;
  income: number;
  points: number;
  cp: number;
  cpLevel: string | null;
  tribeId: number | null;
  exp: number;
  honor: number;
}

async function applyClaimed(
  q: Queryable,
  now: Date,
  claimed: Claimed[],
  outcomes: Array<SendOutcome | undefined>,
  stripe: StripeChooser,
  ctx: BatchContext,
): Promise<void> {
  const fail = (c: Claimed, code: ConstructorParameters<typeof AppError>[0]) => {
    outcomes[c.index] = { ok: false, error: new AppError(code) };
  };

  const userById = new Map(ctx.users.map((u) => [u.id, u]));
  const cpByPair = new Map(ctx.cps.map((r) => [`${r.l}-${r.h}`, r.level]));
  const tribeByUser = new Map(ctx.tribes.map((r) => [r.u, r.t]));

  const planned: Planned[] = [];
  for (const c of claimed) {
    const { actor, input } = c.req;
    if (input.to_user_id === actor.id) {
      fail(c, 'CANNOT_GIFT_SELF');
      continue;
    }
    const sender = userById.get(actor.id);
    const receiver = userById.get(input.to_user_id);
    if (sender?.status !== 'active') {
      fail(c, 'ACCOUNT_DISABLED');
      continue;
    }
    if (!receiver) {
      fail(c, 'NOT_FOUND');
      continue;
    }
    if (receiver.brand !== sender.brand) {
      // brands are separate apps: like follows and CP, a gift never crosses them
      fail(c, 'RECEIVER_OTHER_BRAND');
      continue;
    }
    if (receiver.status !== 'active') {
      fail(c, 'RECEIVER_UNAVAILABLE');
      continue;
    }
    if (isMinor(sender.birth_date, now) || isMinor(receiver.birth_date, now)) {
      fail(c, 'MINOR_RESTRICTED');
      continue;
    }
    const gift = await findGiftCached(q, input.gift_id);
    if (!gift?.active || gift.brand !== sender.brand) {
      fail(c, 'GIFT_UNAVAILABLE');
      continue;
    }
    const value = { asset: gift.asset, total: gift.price * input.count, bonus: gift.is_limited };
    const points = rankPoints(value);
    const level = cpByPair.get(`${Math.min(sender.id, receiver.id)}-${Math.max(sender.id, receiver.id)}`) ?? null;
    planned.push({
      c,
      gift,
      sender,
      receiver,
      total: value.total,
      income: receiverIncome(value),
      points,
      cp: level ? cpPoints(points, level) : 0,
      cpLevel: level,
      tribeId: tribeByUser.get(sender.id) ?? null,
      exp: levelExp(value),
      honor: tribeHonor(value),
    });
  }
  if (planned.length === 0) return;

  // 3. the senders' coin accounts and the receivers' income accounts (read with the context)
  const accountOf = new Map(ctx.accounts.map((a) => [`${a.owner_user_id}|${a.asset}`, a]));
  for (const p of planned) {
    if (p.income > 0 && !accountOf.has(`${p.receiver.id}|anchor_point`)) {
      const a = await ensureAccount(q, { user: p.receiver.id }, 'anchor_point', RECEIVER_STRIPES); // first income only
      accountOf.set(`${p.receiver.id}|anchor_point`, { id: a.id, owner_user_id: p.receiver.id, asset: 'anchor_point', stripes: a.stripes });
    }
  }

  // 4. choose the credit rows, then lock every row the batch touches in one global order
  const credits: Array<{ p: Planned; house: [number, number]; mint: [number, number] | null; income: [number, number] | null }> = [];
  for (const p of planned) {
    const house = await ensureAccount(q, { system: 'house' }, p.gift.asset);
    let mint: [number, number] | null = null;
    let income: [number, number] | null = null;
    if (p.income > 0) {
      const m = await ensureAccount(q, { system: 'mint' }, 'anchor_point');
      const r = accountOf.get(`${p.receiver.id}|anchor_point`)!;
      mint = [m.id, stripe(m.stripes)];
      income = [r.id, stripe(r.stripes)];
    }
    credits.push({ p, house: [house.id, stripe(house.stripes)], mint, income });
  }
  const senderAccountIds = [
    ...new Set(planned.map((p) => accountOf.get(`${p.sender.id}|${p.gift.asset}`)?.id).filter((id): id is number => id !== undefined)),
  ];
  const creditRows = credits.flatMap((c) => [c.house, ...(c.mint ? [c.mint] : []), ...(c.income ? [c.income] : [])]);
  const locked = await q.query<{ account_id: number; stripe: number; balance: number }>(
    `select b.account_id, b.stripe, b.balance from ledger_balances b
      where b.account_id = any($1::int8[])
         or (b.account_id, b.stripe) in (select a, s from unnest($2::int8[], $3::int2[]) as t(a, s))
      order by b.account_id, b.stripe for update`,
    [senderAccountIds, creditRows.map((r) => r[0]), creditRows.map((r) => r[1])],
  );
  const senderSet = new Set(senderAccountIds);
  const balance = new Map<number, number>(); // sender account → total over its stripes
  const stripesOf = new Map<number, number[]>();
  for (const r of locked.rows) {
    if (!senderSet.has(r.account_id)) continue;
    balance.set(r.account_id, (balance.get(r.account_id) ?? 0) + r.balance);
    stripesOf.set(r.account_id, [...(stripesOf.get(r.account_id) ?? []), r.stripe]);
  }

  // 5. decide in queue order against the locked balances
  const accepted: Array<Planned & { debitAccount: number; balanceAfter: number; credit: (typeof credits)[number] }> = [];
  for (const c of credits) {
    const p = c.p;
    const account = accountOf.get(`${p.sender.id}|${p.gift.asset}`)?.id;
    const have = account === undefined ? 0 : (balance.get(account) ?? 0);
    if (account === undefined || have < p.total) {
      fail(p.c, 'INSUFFICIENT_BALANCE');
      continue;
    }
    balance.set(account, have - p.total);
    accepted.push({ ...p, debitAccount: account, balanceAfter: have - p.total, credit: c });
  }
  if (accepted.length === 0) return;

  // 6. the new balances (written by step 7): debited senders get their new total on stripe 0 (other stripes 0), credits add
  const rows = new Map<string, { a: number; s: number; v: number; abs: boolean }>();
  for (const account of new Set(accepted.map((a) => a.debitAccount))) {
    for (const stripe of stripesOf.get(account) ?? [0])
      rows.set(`${account}:${stripe}`, { a: account, s: stripe, v: stripe === 0 ? balance.get(account)! : 0, abs: true });
  }
  const addDelta = ([a, s]: [number, number], d: number) => {
    const row = rows.get(`${a}:${s}`) ?? { a, s, v: 0, abs: false };
    row.v += d;
    rows.set(`${a}:${s}`, row);
  };
  const transfers: Array<[number, string, number, number, number]> = []; // op, asset, debit, credit, amount
  for (const p of accepted) {
    addDelta(p.credit.house, p.total);
    transfers.push([p.c.operationId, p.gift.asset, p.debitAccount, p.credit.house[0], p.total]);
    if (p.credit.mint && p.credit.income) {
      addDelta(p.credit.mint, -p.income);
      addDelta(p.credit.income, p.income);
      transfers.push([p.c.operationId, 'anchor_point', p.credit.mint[0], p.credit.income[0], p.income]);
    }
  }
  const all = [...rows.values()];

  // 7. the balance rows (already locked), transfers, gift records (what the effects job turns into
  //    ranks, levels, honour) with their place in the effects queue, and the stored answers, in
  //    one statement; the answer's fields are in the same order as below
  const col = <T>(f: (p: (typeof accepted)[number]) => T) => accepted.map(f);
  const written = await q.query<{ id: number; operation_id: number }>(
    `with v as (
       select * from unnest($1::int8[], $2::int8[], $3::int8[], $4::int4[], $5::int4[], $6::text[], $7::int8[], $8::int8[], $9::int8[],
         $10::int8[], $11::int8[], $12::int8[], $13::int8[], $14::text[], $15::int8[], $16::text[], $17::text[], $18::text[], $19::text[], $20::int8[])
         as v(op, sender, receiver, gift, cnt, asset, total, rich, charm, cp, exp, honor, income, cp_level, tribe, ss, sr, rs, rr, bal)),
     g as (
       insert into gift_sends (operation_id, sender_id, receiver_id, gift_id, count, asset, total, rich_points, charm_points, cp_points,
         exp, honor, income, cp_level, sender_tribe_id, scope_sender, scope_receiver, region_sender, region_receiver)
       select op, sender, receiver, gift, cnt, asset, total, rich, charm, cp, exp, honor, income, cp_level, tribe, ss, sr, rs, rr from v
       returning id, operation_id, created_at),
     e as (insert into outbox_events (topic, ref, created_at) select 'gift.sent', id, created_at from g),
     t as (
       insert into ledger_transfers (operation_id, kind, asset, debit_account_id, credit_account_id, amount)
       select o, 'gift', a, d, c, m from unnest($21::int8[], $22::text[], $23::int8[], $24::int8[], $25::int8[]) as t(o, a, d, c, m)),
     r as (
       update ledger_operations o set result = json_build_object('gift_send_id', g.id, 'operation_id', v.op, 'gift_id', v.gift,
           'to_user_id', v.receiver, 'count', v.cnt, 'asset', v.asset, 'total', v.total, 'balance', v.bal, 'rich_points', v.rich,
           'charm_points', v.charm, 'cp_points', v.cp, 'exp', v.exp)
         from g join v on v.op = g.operation_id where o.id = g.operation_id),
     b as (
       update ledger_balances b set balance = case when u.abs then u.v else b.balance + u.v end
         from unnest($26::int8[], $27::int2[], $28::int8[], $29::bool[]) as u(a, s, v, abs) where b.account_id = u.a and b.stripe = u.s)
     select id, operation_id from g`,
    [
      col((p) => p.c.operationId),
      col((p) => p.sender.id),
      col((p) => p.receiver.id),
      col((p) => p.gift.id),
      col((p) => p.c.req.input.count),
      col((p) => p.gift.asset),
      col((p) => p.total),
      col((p) => p.points),
      col((p) => p.points),
      col((p) => p.cp),
      col((p) => p.exp),
      col((p) => p.honor),
      col((p) => p.income),
      col((p) => p.cpLevel),
      col((p) => p.tribeId),
      col((p) => `${p.sender.brand}:${p.sender.region}`),
      col((p) => `${p.receiver.brand}:${p.receiver.region}`),
      col((p) => p.sender.region),
      col((p) => p.receiver.region),
      col((p) => p.balanceAfter),
      transfers.map((t) => t[0]),
      transfers.map((t) => t[1]),
      transfers.map((t) => t[2]),
      transfers.map((t) => t[3]),
      transfers.map((t) => t[4]),
      all.map((r) => r.a),
      all.map((r) => r.s),
      all.map((r) => r.v),
      all.map((r) => r.abs),
    ],
  );
  const sendIdOf = new Map(written.rows.map((r) => [r.operation_id, r.id]));
  for (const p of accepted) {
    outcomes[p.c.index] = {
      ok: true,
      duplicate: false,
      result: {
        gift_send_id: sendIdOf.get(p.c.operationId)!,
        operation_id: p.c.operationId,
        gift_id: p.gift.id,
        to_user_id: p.receiver.id,
        count: p.c.req.input.count,
        asset: p.gift.asset,
        total: p.total,
        balance: p.balanceAfter,
        rich_points: p.points,
        charm_points: p.points,
        cp_points: p.cp,
        exp: p.exp,
      },
    };
  }
}

/**
 * Collects concurrent sends into batches: a send waits only while earlier batches are in flight
 * (at most `maxInFlight`), so a lone send goes at once and a crowd shares commits.
 */
export class GiftBatcher {
  private queue: Array<{ req: SendRequest; resolve: (o: SendOutcome) => void; reject: (e: unknown) => void }> = [];
  /** lanes not in use; a batch in flight holds one (see laneStripes) */
  private readonly freeLanes: number[];

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    maxInFlight = 1,
  ) {
    // a random base so that several nodes do not all start on the same stripes
    const base = Math.floor(Math.random() * 1024);
    this.freeLanes = Array.from({ length: Math.max(1, maxInFlight) }, (_, i) => base + i);
  }

  submit(req: SendRequest): Promise<SendOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject });
      this.pump();
    });
  }

  private pump() {
    while (this.freeLanes.length > 0 && this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      const lane = this.freeLanes.pop()!;
      sendGiftBatch(
        this.db,
        this.now(),
        batch.map((b) => b.req),
        laneStripes(lane),
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
