import { FOLLOW_LIMIT, type TFollowList, type TRelation } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById } from '../accounts/repo';
import { toPublicProfile } from '../accounts/service';
import * as repo from './repo';

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
    if ((await repo.followingCount(q, actor.id)) < FOLLOW_LIMIT) await repo.follow(q, actor.id, userId, deps.now());
    else if (!(await repo.relation(q, actor.id, userId)).following) {
      throw new AppError('FOLLOW_LIMIT_REACHED', { limit: String(FOLLOW_LIMIT) }, { limit: FOLLOW_LIMIT });
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
  const rows = await repo.list(deps.db, actor.id, f.type, after && { since: after.at, id: Number(after.id) }, f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({ profile: toPublicProfile(r), mutual: r.mutual, since: r.since.toISOString() })),
    next_cursor: rows.length > f.limit && last ? encodeTimeCursor(last.since, last.id) : null,
  };
}
