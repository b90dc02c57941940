import type { TribeEmblem, TribeRole } from '@app/shared';
import type { Queryable } from '../../platform/db';

/** The only file naming the tribes tables (modules/boundaries.test.ts). */

export interface TribeRow {
  id: number;
  name: string;
  brand: string;
  region: string;
  honor: number;
  emblem: TribeEmblem;
  announcement: string;
  chief_id: number | null;
  member_limit: number;
  elder_limit: number;
  created_at: Date;
  disbanded_at: Date | null;
}
const TRIBE_COLUMNS =
  't.id, t.name, t.brand, t.region, t.honor, t.emblem, t.announcement, t.chief_id, t.member_limit, t.elder_limit, t.created_at, t.disbanded_at';

export interface TribeCardRow extends TribeRow {
  member_count: number;
  week_honor: number;
}
const CARD_COLUMNS = `${TRIBE_COLUMNS},
  (select count(*)::int from tribe_members m where m.tribe_id = t.id) as member_count,
  coalesce((select w.honor from tribe_weekly_honor w where w.tribe_id = t.id and w.week = $WEEK), 0) as week_honor`;
const cards = (weekParam: string) => CARD_COLUMNS.replace('$WEEK', weekParam);

export interface MemberRow {
  user_id: number;
  tribe_id: number;
  role: TribeRole;
  contributed: number;
  joined_at: Date;
}

// ---- tribes ----

export async function findTribe(q: Queryable, id: number, lock?: 'update'): Promise<TribeRow | null> {
  const r = await q.query<TribeRow>(`select ${TRIBE_COLUMNS} from tribes t where t.id = $1${lock ? ' for update' : ''}`, [id]);
  return r.rows[0] ?? null;
}

/** Live tribes as cards (members counted, honour of `week`), by id. */
export async function tribeCards(q: Queryable, ids: readonly number[], week: string): Promise<Map<number, TribeCardRow>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<TribeCardRow>(`select ${cards('$2')} from tribes t where t.id = any($1::int8[])`, [ids, week]);
  return new Map(r.rows.map((t) => [t.id, t]));
}

/** Live tribes of a scope, most honour first; `search` matches a part of the name (case-insensitive). */
export async function listTribes(
  q: Queryable,
  scope: { brand: string; region: string },
  week: string,
  opts: { search?: string | undefined; limit: number },
): Promise<TribeCardRow[]> {
  const search = opts.search ? `%${opts.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const r = await q.query<TribeCardRow>(
    `select ${cards('$3')} from tribes t
      where t.brand = $1 and t.region = $2 and t.disbanded_at is null and ($4::text is null or t.name ilike $4)
      order by t.honor desc, t.id limit $5`,
    [scope.brand, scope.region, week, search, opts.limit],
  );
  return r.rows;
}

export async function insertTribe(
  q: Queryable,
  t: {
    name: string;
    emblem: string;
    announcement: string;
    brand: string;
    region: string;
    chiefId: number;
    memberLimit: number;
    elderLimit: number;
    at: Date;
  },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into tribes (name, emblem, announcement, brand, region, chief_id, created_by, member_limit, elder_limit, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $6, $7, $8, $9, $9)
     on conflict (brand, lower(name)) where disbanded_at is null do nothing
     returning id`,
    [t.name, t.emblem, t.announcement, t.brand, t.region, t.chiefId, t.memberLimit, t.elderLimit, t.at],
  );
  return r.rows[0]?.id ?? null;
}

/** Updates the given fields; false when the new name is taken. */
export async function updateTribe(
  q: Queryable,
  id: number,
  set: { name?: string | undefined; emblem?: string | undefined; announcement?: string | undefined; chiefId?: number | undefined },
  at: Date,
): Promise<boolean> {
  if (set.name !== undefined) {
    const taken = await q.query(
      'select 1 from tribes where brand = (select brand from tribes where id = $1) and lower(name) = lower($2) and id <> $1 and disbanded_at is null',
      [id, set.name],
    );
    if (taken.rows.length > 0) return false;
  }
  await q.query(
    `update tribes set name = coalesce($2, name), emblem = coalesce($3, emblem), announcement = coalesce($4, announcement),
       chief_id = coalesce($5, chief_id), updated_at = $6 where id = $1`,
    [id, set.name ?? null, set.emblem ?? null, set.announcement ?? null, set.chiefId ?? null, at],
  );
  return true;
}

export async function markDisbanded(q: Queryable, id: number, at: Date): Promise<void> {
  await q.query('update tribes set disbanded_at = $2, chief_id = null, updated_at = $2 where id = $1', [id, at]);
  await q.query('delete from tribe_members where tribe_id = $1', [id]);
  await q.query(`update tribe_requests set status = 'withdrawn', decided_at = $2 where tribe_id = $1 and status = 'pending'`, [id, at]);
  await q.query(`update tribe_invites set status = 'cancelled', decided_at = $2 where tribe_id = $1 and status = 'pending'`, [id, at]);
}

// ---- members ----

/**
 * The lock that orders every change of one user's membership (join, approval, acceptance, create),
 * until the transaction ends. Order: a tribe's row first, then this, then the user's request and
 * invitation rows — so a new member's other requests and invitations can be closed without a deadlock.
 */
export async function lockUser(q: Queryable, userId: number): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [`tribes:user:${userId}`]);
}

export async function memberOf(q: Queryable, userId: number): Promise<MemberRow | null> {
  const r = await q.query<MemberRow>('select user_id, tribe_id, role, contributed, joined_at from tribe_members where user_id = $1', [
    userId,
  ]);
  return r.rows[0] ?? null;
}

export async function membersOf(q: Queryable, tribeId: number): Promise<MemberRow[]> {
  const r = await q.query<MemberRow>(
    'select user_id, tribe_id, role, contributed, joined_at from tribe_members where tribe_id = $1 order by user_id',
    [tribeId],
  );
  return r.rows;
}

export async function countMembers(q: Queryable, tribeId: number): Promise<{ members: number; elders: number }> {
  const r = await q.query<{ members: number; elders: number }>(
    `select count(*)::int as members, (count(*) filter (where role = 'elder'))::int as elders from tribe_members where tribe_id = $1`,
    [tribeId],
  );
  return r.rows[0] ?? { members: 0, elders: 0 };
}

/** Adds a member; false when the user is in a tribe already (the key: one tribe per user). */
export async function insertMember(q: Queryable, tribeId: number, userId: number, role: TribeRole, at: Date): Promise<boolean> {
  const r = await q.query(
    'insert into tribe_members (user_id, tribe_id, role, joined_at) values ($1, $2, $3, $4) on conflict (user_id) do nothing',
    [userId, tribeId, role, at],
  );
  return r.rowCount > 0;
}

export async function deleteMember(q: Queryable, tribeId: number, userId: number): Promise<boolean> {
  const r = await q.query('delete from tribe_members where tribe_id = $1 and user_id = $2', [tribeId, userId]);
  return r.rowCount > 0;
}

export async function setRole(q: Queryable, tribeId: number, userId: number, role: TribeRole): Promise<void> {
  await q.query('update tribe_members set role = $3 where tribe_id = $1 and user_id = $2', [tribeId, userId, role]);
}

/** User ids of a tribe's members, at most `limit`, by id. */
export async function memberIds(q: Queryable, tribeId: number, limit: number): Promise<number[]> {
  const r = await q.query<{ user_id: number }>('select user_id from tribe_members where tribe_id = $1 order by user_id limit $2', [
    tribeId,
    limit,
  ]);
  return r.rows.map((m) => m.user_id);
}

export async function tribeNames(q: Queryable, ids: readonly number[]): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: number; name: string }>('select id, name from tribes where id = any($1::int8[])', [ids]);
  return new Map(r.rows.map((t) => [t.id, t]));
}

export async function regionsOf(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ id: number; region: string }>('select id, region from tribes where id = any($1::int8[])', [ids]);
  return new Map(r.rows.map((t) => [t.id, t.region]));
}

// ---- honour ----

/** Adds honour: all time, per week, per member; each in id order (the order every writer locks in). */
export async function addHonour(
  q: Queryable,
  tribes: ReadonlyArray<[number, number]>,
  weeks: ReadonlyArray<{ tribeId: number; week: string; honor: number }>,
  members: ReadonlyArray<{ tribeId: number; userId: number; honor: number }>,
): Promise<void> {
  if (tribes.length === 0) return;
  const t = [...tribes].sort((a, b) => a[0] - b[0]);
  await q.query('update tribes t set honor = t.honor + v.d from unnest($1::int8[], $2::int8[]) as v(id, d) where t.id = v.id', [
    t.map((x) => x[0]),
    t.map((x) => x[1]),
  ]);
  const w = [...weeks].sort((a, b) => a.tribeId - b.tribeId || a.week.localeCompare(b.week));
  await q.query(
    `insert into tribe_weekly_honor (tribe_id, week, honor)
     select id, wk, d from unnest($1::int8[], $2::text[], $3::int8[]) as v(id, wk, d) order by id, wk
     on conflict (tribe_id, week) do update set honor = tribe_weekly_honor.honor + excluded.honor`,
    [w.map((x) => x.tribeId), w.map((x) => x.week), w.map((x) => x.honor)],
  );
  const m = [...members].sort((a, b) => a.userId - b.userId);
  await q.query(
    `update tribe_members tm set contributed = tm.contributed + v.d
       from unnest($1::int8[], $2::int8[], $3::int8[]) as v(u, t, d) where tm.user_id = v.u and tm.tribe_id = v.t`,
    [m.map((x) => x.userId), m.map((x) => x.tribeId), m.map((x) => x.honor)],
  );
}

/** A tribe's honour in a week. */
export async function weekHonour(q: Queryable, tribeId: number, week: string): Promise<number> {
  const r = await q.query<{ honor: number }>('select honor from tribe_weekly_honor where tribe_id = $1 and week = $2', [tribeId, week]);
  return r.rows[0]?.honor ?? 0;
}

/** A scope's live tribes with honour in `week` (or all time when null), most first, at most `limit`. */
export async function rankingRows(
  q: Queryable,
  scope: { brand: string; region: string },
  week: string | null,
  limit: number,
): Promise<Array<{ id: number; honor: number }>> {
  const r = week
    ? await q.query<{ id: number; honor: number }>(
        `select w.tribe_id as id, w.honor from tribe_weekly_honor w join tribes t on t.id = w.tribe_id
          where w.week = $3 and w.honor > 0 and t.brand = $1 and t.region = $2 and t.disbanded_at is null
          order by w.honor desc, w.tribe_id limit $4`,
        [scope.brand, scope.region, week, limit],
      )
    : await q.query<{ id: number; honor: number }>(
        `select id, honor from tribes where brand = $1 and region = $2 and disbanded_at is null and honor > 0
          order by honor desc, id limit $3`,
        [scope.brand, scope.region, limit],
      );
  return r.rows;
}

/** The place of a tribe with `honor` (>0) in its scope: 1 + those ahead (more honour, or as much and older). */
export async function placeOf(
  q: Queryable,
  scope: { brand: string; region: string },
  week: string | null,
  tribe: { id: number; honor: number },
): Promise<number> {
  const r = week
    ? await q.query<{ n: number }>(
        `select count(*)::int as n from tribe_weekly_honor w join tribes t on t.id = w.tribe_id
          where w.week = $3 and t.brand = $1 and t.region = $2 and t.disbanded_at is null
            and (w.honor > $4 or (w.honor = $4 and w.tribe_id < $5))`,
        [scope.brand, scope.region, week, tribe.honor, tribe.id],
      )
    : await q.query<{ n: number }>(
        `select count(*)::int as n from tribes where brand = $1 and region = $2 and disbanded_at is null
            and (honor > $3 or (honor = $3 and id < $4))`,
        [scope.brand, scope.region, tribe.honor, tribe.id],
      );
  return (r.rows[0]?.n ?? 0) + 1;
}

/** Demo only: a seeded tribe's honour of past gifts (all time and this week). */
export async function seedHonour(q: Queryable, tribeId: number, total: number, week: string, weekHonor: number): Promise<void> {
  await q.query('update tribes set honor = honor + $2 where id = $1', [tribeId, total]);
  await q.query(
    `insert into tribe_weekly_honor (tribe_id, week, honor) values ($1, $2, $3)
     on conflict (tribe_id, week) do update set honor = tribe_weekly_honor.honor + excluded.honor`,
    [tribeId, week, weekHonor],
  );
}

export async function seedContribution(q: Queryable, userId: number, honor: number): Promise<void> {
  await q.query('update tribe_members set contributed = contributed + $2 where user_id = $1', [userId, honor]);
}

// ---- requests ----

export interface RequestRow {
  id: number;
  tribe_id: number;
  user_id: number;
  status: string;
  created_at: Date;
}

export async function insertRequest(q: Queryable, tribeId: number, userId: number, at: Date): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into tribe_requests (tribe_id, user_id, created_at) values ($1, $2, $3)
     on conflict (tribe_id, user_id) where status = 'pending' do nothing returning id`,
    [tribeId, userId, at],
  );
  return r.rows[0]?.id ?? null;
}

export async function findRequest(q: Queryable, id: number, lock?: 'update'): Promise<RequestRow | null> {
  const r = await q.query<RequestRow>(
    `select id, tribe_id, user_id, status, created_at from tribe_requests where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

export async function openRequestsOfTribe(q: Queryable, tribeId: number, limit: number): Promise<RequestRow[]> {
  const r = await q.query<RequestRow>(
    `select id, tribe_id, user_id, status, created_at from tribe_requests where tribe_id = $1 and status = 'pending' order by id limit $2`,
    [tribeId, limit],
  );
  return r.rows;
}

export async function countOpenRequests(q: Queryable, tribeId: number): Promise<number> {
  const r = await q.query<{ n: number }>(`select count(*)::int as n from tribe_requests where tribe_id = $1 and status = 'pending'`, [
    tribeId,
  ]);
  return r.rows[0]?.n ?? 0;
}

export async function openRequestsOfUser(q: Queryable, userId: number): Promise<RequestRow[]> {
  const r = await q.query<RequestRow>(
    `select id, tribe_id, user_id, status, created_at from tribe_requests where user_id = $1 and status = 'pending' order by id`,
    [userId],
  );
  return r.rows;
}

export async function closeRequest(
  q: Queryable,
  id: number,
  status: 'approved' | 'rejected' | 'withdrawn',
  by: number | null,
  at: Date,
): Promise<boolean> {
  const r = await q.query(`update tribe_requests set status = $2, decided_by = $3, decided_at = $4 where id = $1 and status = 'pending'`, [
    id,
    status,
    by,
    at,
  ]);
  return r.rowCount > 0;
}

/** A new member's other open requests and invitations end (one tribe per user). */
export async function closeOpenOf(q: Queryable, userId: number, at: Date): Promise<void> {
  await q.query(`update tribe_requests set status = 'withdrawn', decided_at = $2 where user_id = $1 and status = 'pending'`, [userId, at]);
  await q.query(`update tribe_invites set status = 'cancelled', decided_at = $2 where user_id = $1 and status = 'pending'`, [userId, at]);
}

// ---- invites ----

export interface InviteRow {
  id: number;
  tribe_id: number;
  user_id: number;
  inviter_id: number;
  status: string;
  created_at: Date;
  expires_at: Date;
}
const INVITE_COLUMNS = 'id, tribe_id, user_id, inviter_id, status, created_at, expires_at';

/** A new invitation, or the open one renewed (a second invitation to the same user extends it). */
export async function upsertInvite(
  q: Queryable,
  tribeId: number,
  userId: number,
  inviterId: number,
  at: Date,
  expires: Date,
): Promise<void> {
  await q.query(
    `insert into tribe_invites (tribe_id, user_id, inviter_id, created_at, expires_at) values ($1, $2, $3, $4, $5)
     on conflict (tribe_id, user_id) where status = 'pending'
     do update set inviter_id = excluded.inviter_id, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [tribeId, userId, inviterId, at, expires],
  );
}

export async function findInvite(q: Queryable, id: number, lock?: 'update'): Promise<InviteRow | null> {
  const r = await q.query<InviteRow>(`select ${INVITE_COLUMNS} from tribe_invites where id = $1${lock ? ' for update' : ''}`, [id]);
  return r.rows[0] ?? null;
}

export async function openInvitesOfUser(q: Queryable, userId: number, now: Date): Promise<InviteRow[]> {
  const r = await q.query<InviteRow>(
    `select ${INVITE_COLUMNS} from tribe_invites where user_id = $1 and status = 'pending' and expires_at > $2 order by id desc limit 20`,
    [userId, now],
  );
  return r.rows;
}

export async function closeInvite(q: Queryable, id: number, status: 'accepted' | 'declined' | 'cancelled', at: Date): Promise<boolean> {
  const r = await q.query(`update tribe_invites set status = $2, decided_at = $3 where id = $1 and status = 'pending'`, [id, status, at]);
  return r.rowCount > 0;
}

// ---- events ----

export interface EventRow {
  id: number;
  kind: string;
  actor_id: number | null;
  target_id: number | null;
  detail: Record<string, string>;
  created_at: Date;
}

export async function insertEvent(
  q: Queryable,
  e: { tribeId: number; kind: string; actorId: number | null; targetId?: number | null; detail?: Record<string, string>; at: Date },
): Promise<void> {
  await q.query('insert into tribe_events (tribe_id, kind, actor_id, target_id, detail, created_at) values ($1, $2, $3, $4, $5, $6)', [
    e.tribeId,
    e.kind,
    e.actorId,
    e.targetId ?? null,
    JSON.stringify(e.detail ?? {}),
    e.at,
  ]);
}

export async function recentEvents(q: Queryable, tribeId: number, limit: number): Promise<EventRow[]> {
  const r = await q.query<EventRow>(
    'select id, kind, actor_id, target_id, detail, created_at from tribe_events where tribe_id = $1 order by id desc limit $2',
    [tribeId, limit],
  );
  return r.rows;
}

/** SQL (an expression yielding json `[{u, t}]`) for the tribes of the users in the int8[] placeholder `ids` (gifts' batch read). */
export const tribesOfSql = (ids: string) =>
  `(select coalesce(json_agg(json_build_object('u', m.user_id, 't', m.tribe_id)), '[]') from tribe_members m where m.user_id = any(${ids}::int8[]))`;
