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

/** Admits each of `userIds` as a spender (the caller checked their totals); idempotent. */
export async function admitBySpend(q: Queryable, userIds: readonly number[], defaults: ClubSettings): Promise<number> {
  if (userIds.length === 0) return 0;
  const r = await q.query(
    `insert into club_members (user_id, source, settings)
     select u, 'spend', $2::jsonb from unnest($1::int8[]) as t(u)
     on conflict (user_id) do nothing`,
    [userIds, JSON.stringify(defaults)],
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

/** Every member, longest-standing first (ties by user id). */
export async function members(q: Queryable): Promise<Array<{ user_id: number; joined_at: Date }>> {
  const r = await q.query<{ user_id: number; joined_at: Date }>('select user_id, joined_at from club_members order by joined_at, user_id');
  return r.rows;
}
