import type { ClubSettings } from '@app/shared';
import type { Queryable } from '../../platform/db';

export interface ClubRow {
  user_id: number;
  source: 'spend' | 'staff';
  joined_at: Date;
  settings: ClubSettings;
}

export async function findMember(q: Queryable, userId: number): Promise<ClubRow | null> {
  const r = await q.query<ClubRow>('select user_id, source, joined_at, settings from club_members where user_id = $1', [userId]);
  return r.rows[0] ?? null;
}

/** Admits everyone among `userIds` whose lifetime rich points reach the threshold (idempotent). */
export async function admitBySpend(q: Queryable, userIds: number[], threshold: number, defaults: ClubSettings): Promise<number> {
  if (userIds.length === 0) return 0;
  const r = await q.query(
    `insert into club_members (user_id, source, settings)
     select s.user_id, 'spend', $3::jsonb from user_stats s where s.user_id = any($1::int8[]) and s.rich_total >= $2
     on conflict (user_id) do nothing`,
    [userIds, threshold, JSON.stringify(defaults)],
  );
  return r.rowCount;
}

export async function admitByStaff(q: Queryable, userId: number, defaults: ClubSettings): Promise<boolean> {
  const r = await q.query(
    `insert into club_members (user_id, source, settings) values ($1, 'staff', $2::jsonb) on conflict (user_id) do nothing`,
    [userId, JSON.stringify(defaults)],
  );
  return r.rowCount === 1;
}

export async function updateSettings(q: Queryable, userId: number, patch: Partial<ClubSettings>): Promise<ClubSettings | null> {
  const r = await q.query<{ settings: ClubSettings }>(
    'update club_members set settings = settings || $2::jsonb where user_id = $1 returning settings',
    [userId, JSON.stringify(patch)],
  );
  return r.rows[0]?.settings ?? null;
}

export async function hall(q: Queryable, brand: string, region: string, limit: number) {
  const r = await q.query<{ user_id: number; joined_at: Date; rich_total: number }>(
    `select c.user_id, c.joined_at, coalesce(s.rich_total, 0)::int8 as rich_total
       from club_members c join users u on u.id = c.user_id left join user_stats s on s.user_id = c.user_id
      where u.brand = $1 and u.region = $2 and u.status = 'active'
      order by rich_total desc, c.joined_at, c.user_id limit $3`,
    [brand, region, limit],
  );
  return r.rows;
}

export async function isFollowedBy(q: Queryable, userId: number, followerId: number): Promise<boolean> {
  const r = await q.query('select 1 from follows where followee_id = $1 and follower_id = $2', [userId, followerId]);
  return r.rows.length > 0;
}
