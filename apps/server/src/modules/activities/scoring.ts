import { type ActivityBoard, giftCoins, giftPoints, isMinor, type ScoredGift, WHOLE_EVENT } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { defineTopic, type Outbox } from '../../platform/outbox';
import { findUsersByIds, participants, type Participant as UserParticipant, type UserRow } from '../accounts/service';
import { drawsPlayed } from '../draws/events';
import { giftSent } from '../gifts/events';
import { findGiftCached, type GiftToScore, giftsToScore } from '../gifts/service';
import { orderCredited } from '../payments/events';
import type { ActivityRegistry, LoadedEvent } from './registry';
import * as repo from './repo';

/**
 * Scores from the outbox (no later scan of the gift table): gifts score the running events'
 * boards and count toward tasks, decorations and the tree's pool; recharges and draws count
 * toward tasks. One consumer of its own, so the gift-effects transaction does not grow with the
 * events running. Minors and inactive accounts score nothing (spec 5: minors may not join events).
 */
export const ACTIVITY_SCORES = 'activities';

export function subscribeScoring(outbox: Outbox, registry: ActivityRegistry): void {
  outbox.subscribe(ACTIVITY_SCORES, giftsSentToScore, 'activities', async (q, gifts) => {
    await scoreGifts(q, registry, gifts);
    return undefined;
  });

  outbox.subscribe(ACTIVITY_SCORES, orderCredited, 'activities', async (q, orders) => {
    const metrics: TimedMetric[] = [];
    for (const o of orders) {
      if (o.kind !== 'coins' || (o.asset !== 'gold_coin' && o.asset !== 'diamond') || o.amount <= 0 || !o.at) continue;
      const at = new Date(o.at);
      for (const e of registry.runningAt(at))
        if (e.metrics.has('recharge')) metrics.push({ event: e.def.id, userId: o.user_id, metric: 'recharge', delta: o.amount, at });
    }
    await countFor(q, metrics, (e) => registry.get(e)!);
    return undefined;
  });

  outbox.subscribe(ACTIVITY_SCORES, drawsPlayed, 'activities', async (q, plays) => {
    const metrics: TimedMetric[] = [];
    for (const p of plays) {
      const at = new Date(p.at);
      for (const e of registry.runningAt(at))
        if (e.metrics.has('draws')) metrics.push({ event: e.def.id, userId: p.user_id, metric: 'draws', delta: p.count ?? 1, at });
    }
    await countFor(q, metrics, (e) => registry.get(e)!);
    return undefined;
  });
}

type TimedMetric = repo.MetricDelta & { at: Date };

/** Counts metrics for the users allowed to take part at the time they count (the event's scopes, adults, active). */
async function countFor(q: Queryable, metrics: TimedMetric[], eventOf: (id: string) => LoadedEvent): Promise<void> {
  if (metrics.length === 0) return;
  const users = await findUsersByIds(q, [...new Set(metrics.map((m) => m.userId))]);
  await repo.addMetrics(
    q,
    metrics.filter((m) => {
      const u = users.get(m.userId);
      return u && takesPart(u, m.at) && eventOf(m.event).scopes.includes(`${u.brand}:${u.region}`);
    }),
  );
}

const takesPart = (u: Pick<UserRow, 'status' | 'birth_date'>, at: Date) => u.status === 'active' && !isMinor(u.birth_date, at);

/** What scoring reads of a gift record (PendingGift has it all; the consumer loads only this). */

/**
 * `gift.sent` as this consumer loads it: only the gift record's columns scoring reads (about half
 * of them; the consumer loads each batch itself, so what it loads is its own cost). The outbox
 * loads a topic once per consumer by name: every `gift.sent` handler of ACTIVITY_SCORES gets these
 * rows, not PendingGift — subscribe one that needs more to a consumer of its own.
 */
const giftsSentToScore = defineTopic<GiftToScore>(giftSent.name, (q, events) =>
  giftsToScore(
    q,
    events.map((e) => e.ref!),
  ),
);

/**
 * Scores a batch of gifts. The batch is summed in memory first — per board row (event, board,
 * stage, scope, owner: points and the latest gift's time) and per user metric and scope pool — and
 * each sum is written once, one multi-row upsert per table: the writes grow with the rows a batch
 * touches, not with its gifts, and the loop over gifts allocates nothing but new sums.
 */
export async function scoreGifts(q: Queryable, registry: ActivityRegistry, gifts: readonly GiftToScore[]): Promise<void> {
  const batch = planBatch(registry, gifts);
  if (!batch) return;
  const catalogue = await catalogueOf(q, batch.giftIds);
  const people = await participantsOf(q, batch.userIds);
  const scored: ScoredGift = { code: '', asset: '', total: 0, is_limited: false, cp_level: null };
  for (let i = 0; i < gifts.length; i++) {
    const plans = batch.plansOf[i];
    if (!plans) continue;
    const g = gifts[i]!;
    const gift = catalogue.get(g.gift_id);
    const sender = people.get(g.sender_id);
    const receiver = people.get(g.receiver_id);
    if (!gift || !sender || !receiver || !mayTakePart(sender, g.created_at)) continue;
    // one object reused for every gift (giftPoints only reads it)
    scored.code = gift.code;
    scored.asset = g.asset;
    scored.total = g.total;
    scored.is_limited = gift.is_limited;
    scored.cp_level = g.cp_level;
    const coins = giftCoins(g);
    const at = g.created_at.getTime();
    for (const plan of plans) {
      for (const board of plan.boards) scoreBoard(plan, board, g, sender, receiver, scored);
      countGift(plan, g, at, gift, sender, coins);
    }
  }
  await writeSums(q, batch.plans.values());
}

/** A user of the batch: their scope once, and whether they may take part (decided once per batch). */
interface Participant {
  row: UserParticipant;
  scope: string;
  allowed: boolean | undefined;
}

/** A board row's sum over the batch (one upsert row). */
interface ScoreSum {
  owner: string;
  delta: number;
  at: number;
  /** composite boards: the points per supporter (the other side of the owner's gifts) */
  supporters: Map<number, number> | null;
}

interface BoardPlan {
  board: ActivityBoard;
  /** the tournament's board: points go to the stage running at the gift's time */
  staged: boolean;
  /** ranked by compositeScore: the sums keep each supporter's points */
  composite: boolean;
  /** stage → scope → owner (a user or tribe id, or a pair's key) → sum */
  sums: Map<string, Map<string, Map<number | string, ScoreSum>>>;
}

/** One running event's share of a batch: what it counts, looked up once, and its sums. */
interface EventPlan {
  e: LoadedEvent;
  scopes: Set<string>;
  boards: BoardPlan[];
  /** gift coins per sender, when a task or decoration counts them */
  coins: Map<number, number> | null;
  /** `gift_count:<code>` → count per sender, for the codes the event counts */
  counts: Map<string, Map<number, number>>;
  /** the stages' and the pool's instants in ms (a Date compares through valueOf) */
  stages: Array<{ id: string; start: number; end: number }>;
  poolSpan: { start: number; end: number } | null;
  /** pool coins per scope */
  pool: Map<string, number>;
}

interface CatalogueGift {
  code: string;
  is_limited: boolean;
  countKey: string;
}

/**
 * The running events of each gift (asked once per distinct time: a batch's gifts share a few), and
 * the gifts and users to look up. Null when no gift falls in a running event.
 */
function planBatch(registry: ActivityRegistry, gifts: readonly GiftToScore[]) {
  const plans = new Map<string, EventPlan>();
  const plansOf: Array<EventPlan[] | undefined> = new Array(gifts.length);
  const giftIds = new Set<number>();
  const userIds = new Set<number>();
  let lastAt = Number.NaN;
  let last: EventPlan[] = [];
  for (let i = 0; i < gifts.length; i++) {
    const g = gifts[i]!;
    const at = g.created_at.getTime();
    if (at !== lastAt) {
      lastAt = at;
      last = registry.runningAt(g.created_at).map((e) => getOrAdd(plans, e.def.id, () => planEvent(e)));
    }
    if (last.length === 0) continue;
    plansOf[i] = last;
    giftIds.add(g.gift_id);
    userIds.add(g.sender_id);
    userIds.add(g.receiver_id);
  }
  return giftIds.size === 0 ? null : { plans, plansOf, giftIds, userIds };
}

function planEvent(e: LoadedEvent): EventPlan {
  const staged = e.def.tournament?.board;
  return {
    e,
    scopes: new Set(e.scopes),
    boards: e.def.boards.map((board) => ({ board, staged: board.id === staged, composite: board.score === 'composite', sums: new Map() })),
    coins: e.metrics.has('gift_coins') ? new Map() : null,
    counts: new Map(),
    stages: e.stages.map((st) => ({ id: st.id, start: st.startsAt.getTime(), end: st.endsAt.getTime() })),
    poolSpan: e.pool ? { start: e.pool.startsAt.getTime(), end: e.pool.endsAt.getTime() } : null,
    pool: new Map(),
  };
}

async function catalogueOf(q: Queryable, ids: Set<number>): Promise<Map<number, CatalogueGift>> {
  const catalogue = new Map<number, CatalogueGift>();
  for (const id of ids) {
    const row = await findGiftCached(q, id);
    if (row) catalogue.set(id, { code: row.code, is_limited: row.is_limited, countKey: `gift_count:${row.code}` });
  }
  return catalogue;
}

async function participantsOf(q: Queryable, ids: Set<number>): Promise<Map<number, Participant>> {
  const out = new Map<number, Participant>();
  for (const row of await participants(q, [...ids])) out.set(row.id, { row, scope: `${row.brand}:${row.region}`, allowed: undefined });
  return out;
}

/**
 * Whether a user may take part, decided at the first gift of the batch that asks (an age check
 * parses a date). Callers ask in the order the per-gift rules read, so the answer is the same.
 */
function mayTakePart(p: Participant, at: Date): boolean {
  if (p.allowed === undefined) p.allowed = takesPart(p.row, at);
  return p.allowed;
}

/**
 * Adds a gift's points to a board's row: the owner (sender, receiver, the CP pair, the sender's
 * tribe) in the owner's scope, when the event runs there, every owner may take part and has the
 * board's gender, the gift scores, and a stage runs. Every owner scores; a stage after the first
 * shows and cuts only its entrants (repo.ts), so the gifts of a stage's first minutes count even
 * before the previous stage is cut.
 */
function scoreBoard(plan: EventPlan, b: BoardPlan, g: GiftToScore, sender: Participant, receiver: Participant, scored: ScoredGift) {
  const kind = b.board.owner;
  let key: number | string;
  let scope: string;
  if (kind === 'receiver') {
    key = receiver.row.id;
    scope = receiver.scope;
  } else if (kind === 'sender') {
    key = sender.row.id;
    scope = sender.scope;
  } else if (kind === 'pair') {
    if (!g.cp_level) return;
    key = pairKey(sender.row.id, receiver.row.id);
    scope = sender.scope;
  } else {
    if (!g.sender_tribe_id) return;
    key = g.sender_tribe_id;
    scope = sender.scope;
  }
  if (!plan.scopes.has(scope)) return;
  const owner = kind === 'receiver' ? receiver : sender;
  if (!mayOwn(owner, b.board, g.created_at)) return;
  if (kind === 'pair' && !mayOwn(receiver, b.board, g.created_at)) return;
  const points = giftPoints(b.board, scored);
  const at = g.created_at.getTime();
  const stage = b.staged ? stageAt(plan, at) : WHOLE_EVENT;
  if (points <= 0 || stage === null) return;
  const byOwner = getOrAdd(
    getOrAdd(b.sums, stage, () => new Map()),
    scope,
    () => new Map(),
  );
  let sum = byOwner.get(key);
  if (!sum) {
    sum = { owner: ownerKey(kind, key), delta: points, at, supporters: b.composite ? new Map() : null };
    byOwner.set(key, sum);
  } else {
    sum.delta += points;
    if (at > sum.at) sum.at = at;
  }
  if (sum.supporters) {
    // composite boards rank senders or receivers (the validator): the supporter is the other side
    const other = kind === 'receiver' ? sender.row.id : receiver.row.id;
    sum.supporters.set(other, (sum.supporters.get(other) ?? 0) + points);
  }
}

/** Whether a board's owner may score: takes part, and has the board's gender when it has one. */
const mayOwn = (p: Participant, board: ActivityBoard, at: Date) => mayTakePart(p, at) && !(board.gender && p.row.gender !== board.gender);

/** The value under `key`, made by `make` when missing. */
function getOrAdd<K, V>(m: Map<K, V>, key: K, make: () => V): V {
  let v = m.get(key);
  if (v === undefined) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/** A board row's owner as stored: a user's id, `lo-hi` for a pair, `t<id>` for a tribe. */
function ownerKey(kind: ActivityBoard['owner'], key: number | string): string {
  if (kind === 'tribe') return `t${key}`;
  return typeof key === 'string' ? key : String(key);
}

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** Task, decoration and pool counts of the sender, when the event runs in the sender's scope. */
function countGift(plan: EventPlan, g: GiftToScore, at: number, gift: CatalogueGift, sender: Participant, coins: number) {
  if (!plan.scopes.has(sender.scope)) return;
  const id = sender.row.id;
  if (coins > 0 && plan.coins) plan.coins.set(id, (plan.coins.get(id) ?? 0) + coins);
  if (plan.e.metrics.has(gift.countKey)) {
    const counts = getOrAdd(plan.counts, gift.countKey, () => new Map<number, number>());
    counts.set(id, (counts.get(id) ?? 0) + g.count);
  }
  const pool = plan.poolSpan;
  if (pool && coins > 0 && at >= pool.start && at < pool.end) plan.pool.set(sender.scope, (plan.pool.get(sender.scope) ?? 0) + coins);
}

/** The batch's sums: one upsert per table. */
async function writeSums(q: Queryable, plans: Iterable<EventPlan>): Promise<void> {
  const scores: repo.ScoreDelta[] = [];
  const composite: repo.CompositeDelta[] = [];
  const metrics: repo.MetricDelta[] = [];
  const pools: repo.PoolDelta[] = [];
  for (const plan of plans) {
    const event = plan.e.def.id;
    for (const b of plan.boards)
      for (const [stage, byScope] of b.sums)
        for (const [scope, byOwner] of byScope)
          for (const s of byOwner.values()) {
            const row = { event, board: b.board.id, stage, scope, owner: s.owner, delta: s.delta, at: new Date(s.at) };
            if (s.supporters) composite.push({ ...row, supporters: s.supporters });
            else scores.push(row);
          }
    if (plan.coins) for (const [userId, delta] of plan.coins) metrics.push({ event, userId, metric: 'gift_coins', delta });
    for (const [metric, byUser] of plan.counts) for (const [userId, delta] of byUser) metrics.push({ event, userId, metric, delta });
    for (const [scope, coins] of plan.pool) pools.push({ event, scope, coins });
  }
  await repo.addScoreSums(q, scores);
  await repo.addCompositeSums(q, composite);
  await repo.addMetricSums(q, metrics);
  await repo.addPoolSums(q, pools);
}

/** The stage running at `at` (scoreStage, on the instants the registry computed once); null between stages. */
function stageAt(plan: EventPlan, at: number): string | null {
  for (const s of plan.stages) if (at >= s.start && at < s.end) return s.id;
  return null;
}
