import { REGION_TIME_ZONES } from '../brands';
import { addDays, localDayStart, periodDay } from '../periods';
import type { ActivityBoard, ActivityDefinition, ActivityGrant, ActivityTier } from './schema';

/**
 * The activity engine's rules, pure (server and pages): when an event and its stages run, what a
 * gift scores on a board, who advances from a stage, how a pool splits, which tier a rank earns.
 */

export type ActivityPhase = 'upcoming' | 'running' | 'ended';

export interface Span {
  startsAt: Date;
  /** exclusive */
  endsAt: Date;
}

const zoneOf = (def: Pick<ActivityDefinition, 'region'>) => REGION_TIME_ZONES[def.region];

/** Days `start`–`end` (inclusive, local) as instants: 0:00 of the first to 0:00 after the last. */
export function daySpan(def: Pick<ActivityDefinition, 'region'>, start: string, end: string): Span {
  const zone = zoneOf(def);
  return { startsAt: localDayStart(start, zone), endsAt: localDayStart(addDays(end, 1), zone) };
}

export function eventSpan(def: Pick<ActivityDefinition, 'region' | 'window'>): Span {
  return daySpan(def, def.window.start, def.window.end);
}

export function activityPhase(def: Pick<ActivityDefinition, 'region' | 'window'>, now: Date): ActivityPhase {
  const s = eventSpan(def);
  return now < s.startsAt ? 'upcoming' : now < s.endsAt ? 'running' : 'ended';
}

/** The local day (region time) an instant falls on: check-ins count per day. */
export function activityDay(def: Pick<ActivityDefinition, 'region'>, at: Date): string {
  return periodDay(at, zoneOf(def));
}

export interface StageSpan extends Span {
  id: string;
  index: number;
  advance: number;
}

export function stageSpans(def: Pick<ActivityDefinition, 'region' | 'tournament'>): StageSpan[] {
  return (def.tournament?.stages ?? []).map((s, index) => ({ id: s.id, index, advance: s.advance, ...daySpan(def, s.start, s.end) }));
}

/** The stage running at `at`, or null (before the first, after the last). */
export function stageAt(def: Pick<ActivityDefinition, 'region' | 'tournament'>, at: Date): StageSpan | null {
  return stageSpans(def).find((s) => at >= s.startsAt && at < s.endsAt) ?? null;
}

/** The stage a board's scores go to: the tournament's stage for its board, else the whole event ('all'). */
export const WHOLE_EVENT = 'all';
export function scoreStage(def: Pick<ActivityDefinition, 'region' | 'tournament'>, board: string, at: Date): string | null {
  if (def.tournament?.board !== board) return WHOLE_EVENT;
  return stageAt(def, at)?.id ?? null;
}

/** A gift as the boards see it. */
export interface ScoredGift {
  code: string;
  asset: string;
  /** price × count */
  total: number;
  is_limited: boolean;
  cp_level: string | null;
}

/** 1 gold coin (or diamond) = 10 points; 10 silver = 10 (spec 9 rankings). */
function basePoints(board: ActivityBoard, g: ScoredGift): number {
  const coin = g.asset === 'gold_coin' || g.asset === 'diamond';
  const silver = g.asset === 'silver_coin';
  if (board.points === 'rank') return coin ? g.total * 10 : silver ? g.total : 0;
  if (board.points === 'honour') return coin ? g.total : silver ? Math.floor((g.total * 3) / 10) : 0;
  return coin ? g.total * board.per_coin : 0;
}

/**
 * What one gift adds to a board (0: it does not count). Multipliers apply in tenths and round
 * down once at the end, so ×1.2 on 10 points is 12, and a CP gift on an ultimate pair ×3.
 */
export function giftPoints(board: ActivityBoard, g: ScoredGift): number {
  if (board.gifts && !board.gifts.includes(g.code)) return 0;
  let tenths = basePoints(board, g) * 10;
  if (g.is_limited) tenths = (tenths * board.limited_tenths) / 10;
  if (board.cp_bonus) {
    if (g.cp_level === 'ultimate') tenths *= 3;
    else if (g.cp_level === 'peerless') tenths = (tenths * 3) / 2;
  }
  return Math.floor(tenths / 10);
}

/**
 * The composite score (default region, `score: 'composite'`): ⌊√(points × 100)⌋ — ten times the
 * square root of the points, so each further coin counts for less — plus 100 for every supporter
 * (a distinct person on the other side of the owner's gifts: the senders of a receiver's gifts,
 * the receivers of a sender's) whose gifts to or from the owner reached 100 points. One supporter
 * spending 10,000 coins (100,000 points) makes 3,262; thirty spending 200 coins each make 5,449.
 * Exact in IEEE doubles (`sqrt` is correctly rounded), so the database computes the same number
 * (activities/repo.ts `COMPOSITE_SQL`).
 */
export const COMPOSITE = { rootScale: 100, supporterMin: 100, supporterPoints: 100 } as const;

export function compositeScore(points: number, supporters: number): number {
  return Math.floor(Math.sqrt(points * COMPOSITE.rootScale)) + supporters * COMPOSITE.supporterPoints;
}

/** A board whose points are what its owners spent (senders, CP pairs): `hide_spending` hides them. */
export const isSpendingBoard = (board: Pick<ActivityBoard, 'owner'>) => board.owner === 'sender' || board.owner === 'pair';

/** A board row as the cut reads it: who, how much, and when they reached it (earlier wins a tie). */
export interface StageScore {
  owner: string;
  score: number;
  reachedAt: number;
}

/**
 * Who advances from a stage: its entrants (null: everyone who scored) ordered by score, earlier
 * reach breaking ties, then owner; entrants who scored nothing follow in their seeding order (the
 * order they entered in). Exactly `min(n, entrants)` owners.
 */
export function cutStage(scores: readonly StageScore[], entrants: readonly string[] | null, n: number): string[] {
  const allowed = entrants ? new Set(entrants) : null;
  const scored = scores
    .filter((s) => s.score > 0 && (!allowed || allowed.has(s.owner)))
    .sort((a, b) => b.score - a.score || a.reachedAt - b.reachedAt || (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0));
  const out = scored.slice(0, n).map((s) => s.owner);
  if (entrants && out.length < n) {
    const taken = new Set(out);
    for (const e of entrants) {
      if (out.length >= n) break;
      if (!taken.has(e)) out.push(e);
    }
  }
  return out;
}

export function tierFor(tiers: readonly ActivityTier[], rank: number): ActivityTier | null {
  return tiers.find((t) => rank >= t.from && rank <= t.to) ?? null;
}

/** The last rank a board pays (0: none). */
export function paidPlaces(tiers: readonly ActivityTier[]): number {
  return tiers.reduce((m, t) => Math.max(m, t.to), 0);
}

/**
 * Splits `pool` among `owners` equally in integers: everyone gets ⌊pool / n⌋ and the first
 * `pool mod n` (in the order given: earliest first) one more, so the parts sum to the pool.
 */
export function splitPool(pool: number, owners: readonly string[]): Array<{ owner: string; amount: number }> {
  if (owners.length === 0 || pool <= 0) return [];
  const each = Math.floor(pool / owners.length);
  const extra = pool - each * owners.length;
  return owners.map((owner, i) => ({ owner, amount: each + (i < extra ? 1 : 0) })).filter((p) => p.amount > 0);
}

/** The pool's share of the gift coins sent in the pool days. */
export function poolShare(giftCoins: number, percent: number): number {
  return Math.floor((giftCoins * percent) / 100);
}

/** Gift coins (gold coins or diamonds) of a gift: silver is free currency and does not count. */
export function giftCoins(g: Pick<ScoredGift, 'asset' | 'total'>): number {
  return g.asset === 'gold_coin' || g.asset === 'diamond' ? g.total : 0;
}

/** The grants as one line of text keys, for records: `currency:100`, `asset:medal_fragment:50`, `item:frame_gold:7`. */
export function grantKey(g: ActivityGrant): string {
  return g.kind === 'currency' ? `currency:${g.amount}` : g.kind === 'asset' ? `asset:${g.asset}:${g.amount}` : `item:${g.item}:${g.days}`;
}

/** The tree's state for a user: locked until `unlock` gift coins, lit once every decoration hangs. */
export type TreeState = 'locked' | 'unlocked' | 'lit';
export function treeState(giftCoinsInEvent: number, unlock: number, hung: number, decorations: number): TreeState {
  if (giftCoinsInEvent < unlock) return 'locked';
  return hung >= decorations ? 'lit' : 'unlocked';
}
