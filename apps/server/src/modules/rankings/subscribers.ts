import { type BrandId, PERIODS, type Period, periodKey, type Region, scopeOf } from '@app/shared';
import type { Queryable } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { activeRegionsOf } from '../accounts/service';
import { DRAWS_EFFECTS, drawsPlayed } from '../draws/events';
import { GIFT_EFFECTS, giftSent } from '../gifts/events';
import { RACING_EFFECTS, racingWon } from '../racing/events';
import type { RankIndex } from './rank-index';
import { addScores, boardKey, type ScoreDelta } from './repo';
import { addNewerAndBuddyScores } from './rewards-boards';
import { cpOwner } from './service';

/**
 * Rank scores from each gift, in the gift-effects transaction: rich (sender), charm (receiver),
 * cp (the pair, when the gift carried a CP level), newcomer and buddy boards, for every period in
 * the gift's own time in the region's time zone. After the commit the rank index learns the new
 * absolute scores.
 */
export function subscribeRankings(outbox: Outbox, index: RankIndex): void {
  outbox.subscribe(
    GIFT_EFFECTS,
    giftSent,
    'rankings',
    async (q, gifts) => {
      const scores = new Map<string, ScoreDelta>();
      const addScore = (board: string, scope: string, region: Region, at: Date, owner: string, delta: number) => {
        if (delta <= 0) return;
        for (const p of PERIODS as readonly Period[]) {
          const period = periodKey(p, at, region);
          const k = `${board}|${scope}|${period}|${owner}`;
          const cur = scores.get(k);
          if (cur) cur.delta += delta;
          else scores.set(k, { board, scope, period, owner, delta });
        }
      };
      for (const g of gifts) {
        addScore('rich', g.scope_sender, g.region_sender as Region, g.created_at, String(g.sender_id), g.rich_points);
        addScore('charm', g.scope_receiver, g.region_receiver as Region, g.created_at, String(g.receiver_id), g.charm_points);
        if (g.cp_level)
          addScore('cp', g.scope_sender, g.region_sender as Region, g.created_at, cpOwner(g.sender_id, g.receiver_id), g.cp_points);
      }
      await addNewerAndBuddyScores(q, gifts, addScore);
      const updated = await addScores(q, [...scores.values()]);
      // issued together: with Redis they leave as one pipelined write
      return () => updateIndex(index, updated);
    },
    { everyRun: () => updateIndex(index, []) },
  );

  // the racing board: fragments won, per user, in the winner's region's periods
  outbox.subscribe(RACING_EFFECTS, racingWon, 'rankings', async (q, rounds) => {
    const scores = await gameScores(
      q,
      rounds.flatMap((r) => r.winners.map((w) => ({ board: 'racing', brand: r.brand, at: r.at, user_id: w.user_id, delta: w.won }))),
    );
    const updated = await addScores(q, scores);
    return () => updateIndex(index, updated);
  });

  // the lucky board (value won on draws), the blind-box board (boxes opened) and the anchor-fight
  // board (the cheered host's points, in the host's region's periods)
  outbox.subscribe(DRAWS_EFFECTS, drawsPlayed, 'rankings', async (q, plays) => {
    const scores = await gameScores(
      q,
      plays.flatMap((p) => [
        { board: 'lucky', brand: p.brand, at: p.at, user_id: p.user_id, delta: p.won },
        { board: 'blind_box', brand: p.brand, at: p.at, user_id: p.user_id, delta: p.boxes },
        ...(p.target_id ? [{ board: 'anchor_fight', brand: p.brand, at: p.at, user_id: p.target_id, delta: p.points ?? 0 }] : []),
      ]),
    );
    const updated = await addScores(q, scores);
    return () => updateIndex(index, updated);
  });
}

/** A game's points per user, added up per board, scope and period (the user's region's periods). */
async function gameScores(
  q: Queryable,
  points: ReadonlyArray<{ board: string; brand: string; at: string; user_id: number; delta: number }>,
): Promise<ScoreDelta[]> {
  const scores = new Map<string, ScoreDelta>();
  const regions = await activeRegionsOf(q, [...new Set(points.map((p) => p.user_id))]);
  for (const pt of points) {
    const region = regions.get(pt.user_id);
    if (!region || pt.delta <= 0) continue; // banned or gone: not on the board
    const scope = scopeOf(pt.brand as BrandId, { region }).key;
    const at = new Date(pt.at);
    for (const p of PERIODS as readonly Period[]) {
      const period = periodKey(p, at, region);
      const k = `${pt.board}|${scope}|${period}|${pt.user_id}`;
      const cur = scores.get(k);
      if (cur) cur.delta += pt.delta;
      else scores.set(k, { board: pt.board, scope, period, owner: String(pt.user_id), delta: pt.delta });
    }
  }
  return [...scores.values()];
}

/**
 * Boards whose update was lost (say, a Redis time-out after the commit) and that could not be
 * dropped yet either: dropped on a later run, so that their next look-up reloads them from the
 * database instead of showing a score that stays behind.
 */
const toForget = new WeakMap<RankIndex, Set<string>>();

export async function updateIndex(index: RankIndex, updated: ReadonlyArray<ScoreDelta & { score: number }>): Promise<void> {
  const pending = toForget.get(index) ?? new Set<string>();
  toForget.set(index, pending);
  const results = await Promise.allSettled(updated.map((u) => index.set(boardKey(u), u.owner, u.score)));
  results.forEach((r, i) => {
    if (r.status === 'rejected') pending.add(boardKey(updated[i]!));
  });
  for (const key of [...pending]) {
    try {
      await index.forget(key);
      pending.delete(key);
    } catch {
      break; // the index is still unreachable: next run
    }
  }
  if (results.some((r) => r.status === 'rejected'))
    throw new Error(`rank index: ${results.filter((r) => r.status === 'rejected').length} updates lost; boards dropped`);
}
