import { PERIODS, type Period, periodKey, type Region } from '@app/shared';
import type { Outbox } from '../../platform/outbox';
import { GIFT_EFFECTS, giftSent } from '../gifts/events';
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
