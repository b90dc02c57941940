import type { Queryable } from '../../platform/db';
import type { UserRow } from '../accounts/repo';

type ProfileRow = Pick<UserRow, 'id' | 'public_id' | 'nickname' | 'gender' | 'brand' | 'region' | 'avatar_url'>;

/** Adds the edge; false when it was already there. */
export async function follow(q: Queryable, followerId: number, followeeId: number, now: Date): Promise<boolean> {
  const r = await q.query(
    'insert into follows (follower_id, followee_id, created_at) values ($1, $2, $3) on conflict do nothing returning 1',
    [followerId, followeeId, now],
  );
  return r.rows.length > 0;
}

export async function unfollow(q: Queryable, followerId: number, followeeId: number): Promise<void> {
  await q.query('delete from follows where follower_id = $1 and followee_id = $2', [followerId, followeeId]);
}

export interface RelationRow {
  following: boolean;
  followed_by: boolean;
  following_count: number;
  follower_count: number;
}

/** How `viewer` stands to `other`, with `other`'s counts. */
export async function relation(q: Queryable, viewerId: number, otherId: number): Promise<RelationRow> {
  const r = await q.query<RelationRow>(
    `select exists (select 1 from follows where follower_id = $1 and followee_id = $2) as following,
            exists (select 1 from follows where follower_id = $2 and followee_id = $1) as followed_by,
            (select count(*) from follows where follower_id = $2)::int8 as following_count,
            (select count(*) from follows where followee_id = $2)::int8 as follower_count`,
    [viewerId, otherId],
  );
  return r.rows[0]!;
}

export async function counts(q: Queryable, userId: number): Promise<{ following_count: number; follower_count: number }> {
  const r = await q.query<{ following_count: number; follower_count: number }>(
    `select (select count(*) from follows where follower_id = $1)::int8 as following_count,
            (select count(*) from follows where followee_id = $1)::int8 as follower_count`,
    [userId],
  );
  return r.rows[0]!;
}

export async function followingCount(q: Queryable, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int8 as n from follows where follower_id = $1', [userId]);
  return r.rows[0]!.n;
}

export interface FollowListRow extends ProfileRow {
  since: Date;
  mutual: boolean;
}

/**
 * One page of the people `userId` follows (or who follow them), newest first, after the keyset
 * (since, other user's id) of the previous page's last row.
 */
export async function list(
  q: Queryable,
  userId: number,
  type: 'following' | 'followers',
  after: { since: Date; id: number } | null,
  limit: number,
): Promise<FollowListRow[]> {
  const [me, other] = type === 'following' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  const r = await q.query<FollowListRow>(
    `select u.id, u.public_id, u.nickname, u.gender, u.brand, u.region, u.avatar_url, f.created_at as since,
            exists (select 1 from follows b where b.follower_id = f.followee_id and b.followee_id = f.follower_id) as mutual
       from follows f join users u on u.id = f.${other}
      where f.${me} = $1 and u.status = 'active'
        and ($2::timestamptz is null or (f.created_at, f.${other}) < ($2::timestamptz, $3::int8))
      order by f.created_at desc, f.${other} desc
      limit $4`,
    [userId, after?.since ?? null, after?.id ?? 0, limit],
  );
  return r.rows;
}
