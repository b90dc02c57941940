import { PERIODS, type Period, periodKey, type Region } from '@app/shared';
import type { Db } from '../../platform/db';
import { admitSpenders } from '../club/service';
import { addPairPoints } from '../cp/repo';
import type { RankIndex } from '../rankings/rank-index';
import { addScores, boardKey, type ScoreDelta } from '../rankings/repo';
import { addNewerAndBuddyScores } from '../rankings/rewards-boards';
import { cpOwner } from '../rankings/service';
import * as repo from './repo';

const EFFECTS_LOCK_KEY = 72_410_002;
export const EFFECTS_BATCH = 1000;

/**
 * Derives rank scores, levels, charm/rich totals and tribe honour from gift records not yet
 * applied, in one transaction per batch that also takes them off the queue — so each gift counts exactly
 * once however often the job runs or crashes. Rank periods come from the gift's own time in the
 * region's time zone. Returns how many gifts it applied.
 */
export async function applyGiftEffects(db: Db, index: RankIndex, batch = EFFECTS_BATCH): Promise<number> {
  const touched = await db.tx(async (q) => {
    if (db.kind === 'postgres') {
      const lock = await q.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [EFFECTS_LOCK_KEY]);
      if (!lock.rows[0]?.ok) return null; // another node is on it
    }
    const gifts = await repo.takePending(q, batch);
    if (gifts.length === 0) return { applied: 0, updated: [] };
    const scores = new Map<string, ScoreDelta>();
    const stats = new Map<number, { userId: number; exp: number; rich: number; charm: number }>();
    const honor = new Map<number, number>();
    // the pair's cumulative CP points (its level follows them)
    const pairPoints = new Map<string, number>();
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
    const stat = (userId: number) => {
      const s = stats.get(userId) ?? { userId, exp: 0, rich: 0, charm: 0 };
      stats.set(userId, s);
      return s;
    };
    for (const g of gifts) {
      addScore('rich', g.scope_sender, g.region_sender as Region, g.created_at, String(g.sender_id), g.rich_points);
      addScore('charm', g.scope_receiver, g.region_receiver as Region, g.created_at, String(g.receiver_id), g.charm_points);
      if (g.cp_level) {
        addScore('cp', g.scope_sender, g.region_sender as Region, g.created_at, cpOwner(g.sender_id, g.receiver_id), g.cp_points);
        const pair = cpOwner(g.sender_id, g.receiver_id);
        pairPoints.set(pair, (pairPoints.get(pair) ?? 0) + g.cp_points);
      }
      const s = stat(g.sender_id);
      s.exp += g.exp;
      s.rich += g.rich_points;
      stat(g.receiver_id).charm += g.charm_points;
      if (g.sender_tribe_id) honor.set(g.sender_tribe_id, (honor.get(g.sender_tribe_id) ?? 0) + g.honor);
    }
    // newcomer and buddy boards
    await addNewerAndBuddyScores(q, gifts, addScore);
    const updated = await addScores(q, [...scores.values()]);
    await repo.addStats(q, [...stats.values()]);
    await repo.addHonor(q, honor);
    await addPairPoints(q, pairPoints);
    // spending can open the first-class club
    await admitSpenders(
      q,
      [...stats.values()].filter((s) => s.rich > 0).map((s) => s.userId),
    );
    return { applied: gifts.length, updated };
  });
  if (!touched) return 0;
  // after commit: the rank structure learns the new absolute scores
  // issued together: with Redis they leave as one pipelined write
  await updateIndex(index, touched.updated);
  return touched.applied;
}

/**
 * Boards whose update was lost (say, a Redis time-out after the commit) and that could not be
 * dropped yet either: dropped on a later run, so that their next look-up reloads them from the
 * database instead of showing a score that stays behind.
 */
const toForget = new WeakMap<RankIndex, Set<string>>();

async function updateIndex(index: RankIndex, updated: Array<ScoreDelta & { score: number }>): Promise<void> {
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

/** Runs the job until nothing is pending (tests and shutdown). */
export async function flushGiftEffects(db: Db, index: RankIndex): Promise<void> {
  for (let i = 0; i < 1000; i++) {
    if ((await repo.pendingCount(db)) === 0) return;
    await applyGiftEffects(db, index);
  }
}
