import { giftCoins, giftPoints, isMinor, WHOLE_EVENT } from '@app/shared';
import type { Queryable } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { findUsersByIds, type UserRow } from '../accounts/service';
import { drawsPlayed } from '../draws/events';
import { giftSent, type PendingGift } from '../gifts/events';
import { findGiftCached } from '../gifts/service';
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
  outbox.subscribe(ACTIVITY_SCORES, giftSent, 'activities', async (q, gifts) => {
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

const takesPart = (u: UserRow, at: Date) => u.status === 'active' && !isMinor(u.birth_date, at);

export async function scoreGifts(q: Queryable, registry: ActivityRegistry, gifts: readonly PendingGift[]): Promise<void> {
  const work = gifts.map((g) => ({ g, events: registry.runningAt(g.created_at) })).filter((w) => w.events.length > 0);
  if (work.length === 0) return;
  const catalogue = new Map<number, { code: string; is_limited: boolean }>();
  for (const id of new Set(work.map((w) => w.g.gift_id))) {
    const row = await findGiftCached(q, id);
    if (row) catalogue.set(id, { code: row.code, is_limited: row.is_limited });
  }
  const users = await findUsersByIds(q, [...new Set(work.flatMap((w) => [w.g.sender_id, w.g.receiver_id]))]);

  // whether each user may take part, once per batch (an age check parses a date)
  const allowed = new Map<number, boolean>();
  const mayTakePart = (u: UserRow, at: Date) => {
    let ok = allowed.get(u.id);
    if (ok === undefined) {
      ok = takesPart(u, at);
      allowed.set(u.id, ok);
    }
    return ok;
  };
  const scores: repo.ScoreDelta[] = [];
  const metrics: repo.MetricDelta[] = [];
  const pools: Array<{ event: string; scope: string; coins: number }> = [];
  for (const { g, events } of work) {
    const gift = catalogue.get(g.gift_id);
    const sender = users.get(g.sender_id);
    const receiver = users.get(g.receiver_id);
    if (!gift || !sender || !receiver || !mayTakePart(sender, g.created_at)) continue;
    const scored = { code: gift.code, asset: g.asset, total: g.total, is_limited: gift.is_limited, cp_level: g.cp_level };
    const coins = giftCoins(g);
    for (const e of events) {
      const id = e.def.id;
      for (const board of e.def.boards) {
        const owner = ownerOf(board.owner, g, sender, receiver);
        if (!owner || !e.scopes.includes(owner.scope)) continue;
        if (owner.users.some((u) => !mayTakePart(u, g.created_at) || (board.gender && u.gender !== board.gender))) continue;
        const points = giftPoints(board, scored);
        const stage = stageOf(e, board.id, g.created_at);
        if (points <= 0 || stage === null) continue;
        // every owner scores; a stage after the first shows and cuts only its entrants (repo.ts), so
        // the gifts of a stage's first minutes count even before the previous stage is cut
        scores.push({ event: id, board: board.id, stage, scope: owner.scope, owner: owner.key, delta: points, at: g.created_at });
      }
      const senderScope = `${sender.brand}:${sender.region}`;
      if (!e.scopes.includes(senderScope)) continue;
      if (coins > 0 && e.metrics.has('gift_coins')) metrics.push({ event: id, userId: sender.id, metric: 'gift_coins', delta: coins });
      const countKey = `gift_count:${gift.code}`;
      if (e.metrics.has(countKey)) metrics.push({ event: id, userId: sender.id, metric: countKey, delta: g.count });
      if (e.pool && coins > 0 && g.created_at >= e.pool.startsAt && g.created_at < e.pool.endsAt)
        pools.push({ event: id, scope: senderScope, coins });
    }
  }
  await repo.addScores(q, scores);
  await repo.addMetrics(q, metrics);
  await repo.addPoolCoins(q, pools);
}

/** Who a gift's points go to on a board, and in which scope. */
function ownerOf(
  kind: 'sender' | 'receiver' | 'pair' | 'tribe',
  g: PendingGift,
  sender: UserRow,
  receiver: UserRow,
): { key: string; scope: string; users: UserRow[] } | null {
  const senderScope = `${sender.brand}:${sender.region}`;
  if (kind === 'sender') return { key: String(sender.id), scope: senderScope, users: [sender] };
  if (kind === 'receiver') return { key: String(receiver.id), scope: `${receiver.brand}:${receiver.region}`, users: [receiver] };
  if (kind === 'pair') {
    if (!g.cp_level) return null;
    const [lo, hi] = sender.id < receiver.id ? [sender.id, receiver.id] : [receiver.id, sender.id];
    return { key: `${lo}-${hi}`, scope: senderScope, users: [sender, receiver] };
  }
  return g.sender_tribe_id ? { key: `t${g.sender_tribe_id}`, scope: senderScope, users: [sender] } : null;
}

/** The stage a board's points go to at `at` (scoreStage, on the instants the registry computed once). */
function stageOf(e: LoadedEvent, board: string, at: Date): string | null {
  if (e.def.tournament?.board !== board) return WHOLE_EVENT;
  for (const s of e.stages) if (at >= s.startsAt && at < s.endsAt) return s.id;
  return null;
}
