import {
  type Board,
  callerBrand,
  type Period,
  periodKey,
  scopeOf,
  type TRankEntry,
  type TRankings,
  type TRankingsQuery,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUsersByIds, toPublicProfile } from '../accounts/service';
import { pairOf } from '../cp/service';
import type { RankIndex } from './rank-index';
import * as repo from './repo';

/** A board's rank-index key and its whole-board loader (the index reloads a dropped board with it). */
export { boardKey, wholeBoard } from './repo';

export interface RankingsDeps {
  db: Db;
  index: RankIndex;
  now: () => Date;
}

export const cpOwner = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function validateKey(period: Period, key: string | undefined, fallback: string): string {
  if (!key) return fallback;
  const expected = period === 'daily' ? 'd:' : period === 'weekly' ? 'w:' : null;
  if (!expected || !key.startsWith(expected)) throw new AppError('VALIDATION_FAILED', { field: 'key' }, { field: 'key' });
  if (period === 'weekly' && new Date(`${key.slice(2)}T00:00:00Z`).getUTCDay() !== 1)
    throw new AppError('VALIDATION_FAILED', { field: 'key' }, { field: 'key' });
  return key;
}

async function profilesByIds(deps: RankingsDeps, ids: number[]) {
  const users = await findUsersByIds(deps.db, ids);
  return new Map([...users].map(([id, u]) => [id, toPublicProfile(u)]));
}

async function viewerOwner(deps: RankingsDeps, board: Board, viewer: AuthedUser, ref: repo.BoardRef): Promise<string | null> {
  // a user may have several buddies: "me" is their best pair on this board
  if (board === 'buddy') return repo.bestPairOf(deps.db, ref, viewer.id);
  if (board !== 'cp') return String(viewer.id);
  const pair = await pairOf(deps.db, viewer.id);
  return pair ? cpOwner(pair.user_low, pair.user_high) : null;
}

export async function rankings(deps: RankingsDeps, viewer: AuthedUser | null, q: TRankingsQuery): Promise<TRankings> {
  const { key: scope, region } = scopeOf(callerBrand(q.app_name, viewer), { region: q.region, viewer });
  const period = validateKey(q.period, q.key, periodKey(q.period, deps.now(), region));
  const ref = { board: q.board, scope, period };
  const key = repo.boardKey(ref);
  const load = () => repo.wholeBoard(deps.db, ref);

  const rows = await repo.top(deps.db, ref, q.offset, q.limit);
  const ids = new Set<number>();
  for (const r of rows) for (const id of r.owner.split('-')) ids.add(Number(id));
  const profiles = await profilesByIds(deps, [...ids]);
  const entries: TRankEntry[] = [];
  let prev: { score: number; rank: number } | null = null;
  for (const [i, r] of rows.entries()) {
    const rank: number =
      prev && prev.score === r.score ? prev.rank : i === 0 ? await deps.index.rank(key, r.score, load) : q.offset + i + 1;
    entries.push({
      rank,
      score: r.score,
      owner: r.owner,
      profiles: r.owner
        .split('-')
        .map((id) => profiles.get(Number(id)))
        .filter((p): p is NonNullable<typeof p> => Boolean(p)),
    });
    prev = { score: r.score, rank };
  }

  let me: TRankings['me'] = null;
  const owner = viewer ? await viewerOwner(deps, q.board, viewer, ref) : null;
  // one look-up answers "me" and the board's size
  const standing = await deps.index.standing(key, owner ?? '', load);
  if (viewer) {
    me =
      standing.score === null
        ? { rank: null, score: 0, gap: standing.min === null ? null : standing.min + 1 }
        : {
            rank: standing.rank,
            score: standing.score,
            gap: standing.nextAbove === null ? null : standing.nextAbove - standing.score,
          };
  }
  return { board: q.board, period: q.period, key: period, scope, total: standing.size, entries, me };
}
