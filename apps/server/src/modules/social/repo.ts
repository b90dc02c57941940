import type { Queryable } from '../../platform/db';

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

export interface FollowEdgeRow {
  /** the other user's id */
  id: number;
  since: Date;
  mutual: boolean;
}

/**
 * One page of the edges of people `userId` follows (or who follow them), newest first, after the
 * keyset (since, other user's id) of the previous page's last row. Whether the other account is
 * still active is the accounts module's to say (service.ts filters).
 */
export async function listEdges(
  q: Queryable,
  userId: number,
  type: 'following' | 'followers',
  after: { since: Date; id: number } | null,
  limit: number,
): Promise<FollowEdgeRow[]> {
  const [me, other] = type === 'following' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  const r = await q.query<FollowEdgeRow>(
    `select f.${other} as id, f.created_at as since,
            exists (select 1 from follows b where b.follower_id = f.followee_id and b.followee_id = f.follower_id) as mutual
       from follows f
      where f.${me} = $1
        and ($2::timestamptz is null or (f.created_at, f.${other}) < ($2::timestamptz, $3::int8))
      order by f.created_at desc, f.${other} desc
      limit $4`,
    [userId, after?.since ?? null, after?.id ?? 0, limit],
  );
  return r.rows;
}

export async function isFollowing(q: Queryable, followerId: number, followeeId: number): Promise<boolean> {
  const r = await q.query('select 1 from follows where followee_id = $1 and follower_id = $2', [followeeId, followerId]);
  return r.rows.length > 0;
}

/** Which of the pairs (lows[i], highs[i]) follow each other. */
export async function mutualPairs(
  q: Queryable,
  lows: readonly number[],
  highs: readonly number[],
): Promise<Array<{ a: number; b: number }>> {
  const r = await q.query<{ a: number; b: number }>(
    `select p.a, p.b from unnest($1::int8[], $2::int8[]) as p(a, b)
      where exists (select 1 from follows f where f.follower_id = p.a and f.followee_id = p.b)
        and exists (select 1 from follows f where f.follower_id = p.b and f.followee_id = p.a)`,
    [lows, highs],
  );
  return r.rows;
}
