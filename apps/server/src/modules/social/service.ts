import { LIMITS, type TFollowList, type TRelation } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import * as repo from './repo';

/**
 * What other modules read of follows, on the caller's connection or transaction: a user's counts
 * (the console), whether one user follows another (club do-not-disturb) and which pairs follow
 * each other (the buddy board, in the gift-effects transaction).
 */
export { counts as followCounts, isFollowing, mutualPairs } from './repo';

/** advisory-lock namespace of follows (the key within it is the follower's id) */
const FOLLOW_LOCK_CLASS = 7241;

export interface SocialDeps {
  db: Db;
  now: () => Date;
}

/**
 * Follows: who may message a do-not-disturb club member (the people they follow) and who counts
 * as buddies on the buddy board (mutual followers) both come from here.
 */
async function target(deps: SocialDeps, actor: AuthedUser, userId: number, opts: { banned?: boolean } = {}) {
  if (userId === actor.id) throw new AppError('CANNOT_FOLLOW_SELF');
  const other = await findUserById(deps.db, userId);
  // another brand's users live in another app: not found, as for a banned one (except that
  // someone followed before their ban can still be unfollowed)
  if (!other || other.brand !== actor.brand || (other.status !== 'active' && !opts.banned)) throw new AppError('NOT_FOUND');
  return other;
}

async function relationOf(deps: SocialDeps, actor: AuthedUser, userId: number): Promise<TRelation> {
  const r = await repo.relation(deps.db, actor.id, userId);
  return { user_id: userId, ...r, mutual: r.following && r.followed_by };
}

/** Following again is no error (the button may be tapped twice); the limit counts distinct people. */
export async function follow(deps: SocialDeps, actor: AuthedUser, userId: number): Promise<TRelation> {
  await target(deps, actor, userId);
  await deps.db.tx(async (q) => {
    // one follow at a time per follower, so that racing taps cannot pass the limit together (an
    // advisory lock: a row lock on the user would meet the CP flow's user locks and could deadlock)
    await q.query('select pg_advisory_xact_lock($1::int4, $2::int4)', [FOLLOW_LOCK_CLASS, actor.id]);
    if ((await repo.followingCount(q, actor.id)) < LIMITS.followsPerUserMax) await repo.follow(q, actor.id, userId, deps.now());
    else if (!(await repo.relation(q, actor.id, userId)).following) {
      throw new AppError('FOLLOW_LIMIT_REACHED', { limit: String(LIMITS.followsPerUserMax) }, { limit: LIMITS.followsPerUserMax });
    }
  });
  return relationOf(deps, actor, userId);
}

export async function unfollow(deps: SocialDeps, actor: AuthedUser, userId: number): Promise<TRelation> {
  await target(deps, actor, userId, { banned: true });
  await repo.unfollow(deps.db, actor.id, userId);
  return relationOf(deps, actor, userId);
}

export async function relation(deps: SocialDeps, actor: AuthedUser, userId: number): Promise<TRelation> {
  await target(deps, actor, userId);
  return relationOf(deps, actor, userId);
}

export async function list(
  deps: SocialDeps,
  actor: AuthedUser,
  f: { type: 'following' | 'followers'; cursor?: string; limit: number },
): Promise<TFollowList> {
  const after = decodeTimeCursor(f.cursor, /^\d{1,15}$/);
  const rows = await activePage(deps, actor.id, f.type, after && { since: after.at, id: Number(after.id) }, f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ profile: toPublicProfile(r.user), mutual: r.mutual, since: r.since.toISOString() })),
    next_cursor: rows.length > f.limit && last ? encodeTimeCursor(last.since, last.id) : null,
  };
}

/**
 * The first `want` edges after the keyset whose other user's account is active, newest first:
 * edges come a page at a time from the follows and their users from the accounts module, until
 * enough active ones are found or none are left.
 */
async function activePage(
  deps: SocialDeps,
  userId: number,
  type: 'following' | 'followers',
  after: { since: Date; id: number } | null,
  want: number,
) {
  const out: Array<{ id: number; since: Date; mutual: boolean; user: UserRow }> = [];
  let cursor = after;
  while (out.length < want) {
    const ask = want - out.length;
    const edges = await repo.listEdges(deps.db, userId, type, cursor, ask);
    const users = await findUsersByIds(
      deps.db,
      edges.map((e) => e.id),
    );
    for (const e of edges) {
      const user = users.get(e.id);
      if (user?.status === 'active') out.push({ ...e, user });
    }
    const last = edges[edges.length - 1];
    if (edges.length < ask || !last) break;
    cursor = { since: last.since, id: last.id };
  }
  return out;
}
