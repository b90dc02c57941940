import type { GuildMemberStatus } from '@app/shared';
import type { Queryable } from '../../platform/db';

/** SQL of the guilds module (migration 0040): agencies, their sessions, guilds, memberships, applications. */

export interface AgencyRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  tier: 'agency' | 'advanced';
  brand: string;
  region: string;
  parent_id: number | null;
  invite_code: string | null;
  owner_user_id: number | null;
  status: 'active' | 'disabled';
  created_at: Date;
}

const agencyOf = (r: Record<string, unknown>): AgencyRow => ({
  ...(r as unknown as AgencyRow),
  id: Number(r.id),
  parent_id: r.parent_id == null ? null : Number(r.parent_id),
  owner_user_id: r.owner_user_id == null ? null : Number(r.owner_user_id),
  created_at: new Date(r.created_at as string),
});

export async function agencyByEmail(q: Queryable, email: string): Promise<AgencyRow | null> {
  const r = await q.query('select * from agencies where email = $1', [email]);
  return r.rows[0] ? agencyOf(r.rows[0]) : null;
}

export async function agencyById(q: Queryable, id: number): Promise<AgencyRow | null> {
  const r = await q.query('select * from agencies where id = $1', [id]);
  return r.rows[0] ? agencyOf(r.rows[0]) : null;
}

export async function agencyByOwner(q: Queryable, userId: number): Promise<AgencyRow | null> {
  const r = await q.query(`select * from agencies where owner_user_id = $1 and status = 'active'`, [userId]);
  return r.rows[0] ? agencyOf(r.rows[0]) : null;
}

export async function agencyByInviteCode(q: Queryable, code: string): Promise<AgencyRow | null> {
  const r = await q.query(`select * from agencies where invite_code = $1 and status = 'active'`, [code]);
  return r.rows[0] ? agencyOf(r.rows[0]) : null;
}

export async function allAgencies(q: Queryable): Promise<AgencyRow[]> {
  const r = await q.query('select * from agencies order by id desc limit 500');
  return r.rows.map(agencyOf);
}

export async function subAgencies(q: Queryable, parentId: number): Promise<AgencyRow[]> {
  const r = await q.query('select * from agencies where parent_id = $1 order by created_at, id', [parentId]);
  return r.rows.map(agencyOf);
}

/** Inserts an agency; null when its email is taken. */
export async function insertAgency(
  q: Queryable,
  a: Omit<AgencyRow, 'id' | 'status' | 'created_at'> & { created_by: number | null; at: Date },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into agencies (name, email, password_hash, tier, brand, region, parent_id, invite_code, owner_user_id, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict (email) do nothing returning id`,
    [a.name, a.email, a.password_hash, a.tier, a.brand, a.region, a.parent_id, a.invite_code, a.owner_user_id, a.created_by, a.at],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

// ---- sessions ----

export async function insertSession(q: Queryable, s: { tokenHash: Buffer; agencyId: number; at: Date; expiresAt: Date }) {
  await q.query('insert into agency_sessions (token_hash, agency_id, created_at, expires_at) values ($1, $2, $3, $4)', [
    s.tokenHash,
    s.agencyId,
    s.at,
    s.expiresAt,
  ]);
}

export async function agencyBySession(q: Queryable, tokenHash: Buffer, now: Date): Promise<AgencyRow | null> {
  const r = await q.query(
    `select a.* from agency_sessions s join agencies a on a.id = s.agency_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and a.status = 'active'`,
    [tokenHash, now],
  );
  return r.rows[0] ? agencyOf(r.rows[0]) : null;
}

export async function revokeSession(q: Queryable, tokenHash: Buffer, now: Date) {
  await q.query('update agency_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [tokenHash, now]);
}

// ---- guilds ----

export interface GuildRow {
  id: number;
  agency_id: number;
  agency_name: string;
  brand: string;
  name: string;
  code: string;
  share_bp: number;
  members: number;
}

const GUILD_SELECT = `select g.id, g.agency_id, a.name as agency_name, g.brand, g.name, g.code, g.share_bp,
  (select count(*) from guild_members m where m.guild_id = g.id and m.status = 'active')::int8 as members
  from guilds g join agencies a on a.id = g.agency_id`;

const guildOf = (r: Record<string, unknown>): GuildRow => ({
  ...(r as unknown as GuildRow),
  id: Number(r.id),
  agency_id: Number(r.agency_id),
  share_bp: Number(r.share_bp),
  members: Number(r.members),
});

export async function guildByCode(q: Queryable, code: string): Promise<GuildRow | null> {
  const r = await q.query(`${GUILD_SELECT} where g.code = $1 and a.status = 'active'`, [code]);
  return r.rows[0] ? guildOf(r.rows[0]) : null;
}

export async function guildsOfAgencies(q: Queryable, agencyIds: readonly number[]): Promise<GuildRow[]> {
  if (agencyIds.length === 0) return [];
  const r = await q.query(`${GUILD_SELECT} where g.agency_id = any($1::int8[]) order by g.id`, [agencyIds]);
  return r.rows.map(guildOf);
}

export async function guildById(q: Queryable, id: number): Promise<GuildRow | null> {
  const r = await q.query(`${GUILD_SELECT} where g.id = $1`, [id]);
  return r.rows[0] ? guildOf(r.rows[0]) : null;
}

/** Inserts a guild; null when its code is taken (the caller draws another). */
export async function insertGuild(
  q: Queryable,
  g: { agencyId: number; brand: string; name: string; code: string; shareBp: number; at: Date },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into guilds (agency_id, brand, name, code, share_bp, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (code) do nothing returning id`,
    [g.agencyId, g.brand, g.name, g.code, g.shareBp, g.at],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

// ---- memberships ----

export interface MemberRow {
  id: number;
  guild_id: number;
  agency_id: number;
  anchor_id: number;
  request_id: string;
  status: GuildMemberStatus;
  agreement_version: number;
  promise_version: number;
  applied_at: Date;
  decided_at: Date | null;
  approved_at: Date | null;
  term_ends_at: Date | null;
  notice_at: Date | null;
  leave_effective_at: Date | null;
}

const date = (v: unknown) => (v == null ? null : new Date(v as string));
const memberOf = (r: Record<string, unknown>): MemberRow => ({
  ...(r as unknown as MemberRow),
  id: Number(r.id),
  guild_id: Number(r.guild_id),
  agency_id: Number(r.agency_id),
  anchor_id: Number(r.anchor_id),
  agreement_version: Number(r.agreement_version),
  promise_version: Number(r.promise_version),
  applied_at: new Date(r.applied_at as string),
  decided_at: date(r.decided_at),
  approved_at: date(r.approved_at),
  term_ends_at: date(r.term_ends_at),
  notice_at: date(r.notice_at),
  leave_effective_at: date(r.leave_effective_at),
});

const MEMBER_SELECT = 'select m.*, g.agency_id from guild_members m join guilds g on g.id = m.guild_id';

/** Her newest membership row (any state). */
export async function latestMembership(q: Queryable, anchorId: number): Promise<MemberRow | null> {
  const r = await q.query(`${MEMBER_SELECT} where m.anchor_id = $1 order by m.id desc limit 1`, [anchorId]);
  return r.rows[0] ? memberOf(r.rows[0]) : null;
}

export async function membershipByRequest(q: Queryable, anchorId: number, requestId: string): Promise<MemberRow | null> {
  const r = await q.query(`${MEMBER_SELECT} where m.anchor_id = $1 and m.request_id = $2`, [anchorId, requestId]);
  return r.rows[0] ? memberOf(r.rows[0]) : null;
}

/** Locks a membership row for a change. */
export async function lockMembership(q: Queryable, id: number): Promise<MemberRow | null> {
  const r = await q.query(`${MEMBER_SELECT} where m.id = $1 for no key update of m`, [id]);
  return r.rows[0] ? memberOf(r.rows[0]) : null;
}

/** Ends the host's active memberships whose notice took effect (their row becomes `left`). */
export async function settleNotices(q: Queryable, anchorId: number, now: Date): Promise<void> {
  await q.query(
    `update guild_members set status = 'left', ended_at = leave_effective_at
      where anchor_id = $1 and status = 'active' and leave_effective_at <= $2`,
    [anchorId, now],
  );
}

/** Every host's: the guild-notices job. Returns how many rows it settled. */
export async function settleDueNotices(q: Queryable, now: Date): Promise<number> {
  const r = await q.query(
    `update guild_members set status = 'left', ended_at = leave_effective_at
      where status = 'active' and leave_effective_at <= $1`,
    [now],
  );
  return r.rowCount;
}

/** Inserts a pending application; null when she holds a pending or active row (the unique index). */
export async function insertApplication(
  q: Queryable,
  m: { guildId: number; anchorId: number; requestId: string; agreementVersion: number; promiseVersion: number; at: Date },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into guild_members (guild_id, anchor_id, request_id, status, agreement_version, promise_version, applied_at)
     values ($1, $2, $3, 'pending', $4, $5, $6) on conflict do nothing returning id`,
    [m.guildId, m.anchorId, m.requestId, m.agreementVersion, m.promiseVersion, m.at],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

export async function setDecision(q: Queryable, id: number, d: { approve: boolean; at: Date; termEndsAt: Date | null }) {
  await q.query(
    `update guild_members set status = $2, decided_at = $3, approved_at = case when $2 = 'active' then $3::timestamptz end,
       term_ends_at = $4, ended_at = case when $2 = 'rejected' then $3::timestamptz end where id = $1`,
    [id, d.approve ? 'active' : 'rejected', d.at, d.termEndsAt],
  );
}

export async function setCancelled(q: Queryable, id: number, at: Date) {
  await q.query(`update guild_members set status = 'cancelled', ended_at = $2 where id = $1`, [id, at]);
}

export async function setNotice(q: Queryable, id: number, at: Date, effective: Date) {
  await q.query('update guild_members set notice_at = $2, leave_effective_at = $3 where id = $1', [id, at, effective]);
}

/** Memberships of these guilds that were active at some point since `since` (current members, leavers of the range), and pending ones. */
export async function membersOfGuilds(q: Queryable, guildIds: readonly number[], since: Date): Promise<MemberRow[]> {
  if (guildIds.length === 0) return [];
  const r = await q.query(
    `${MEMBER_SELECT} where m.guild_id = any($1::int8[])
        and (m.status in ('pending', 'active') or (m.status = 'left' and m.ended_at >= $2))
      order by m.approved_at nulls last, m.id`,
    [guildIds, since],
  );
  return r.rows.map(memberOf);
}

// ---- operators' applications ----

export interface ApplicationRow {
  id: number;
  user_id: number;
  brand: string;
  kind: 'community' | 'advanced';
  name: string;
  contact: string;
  message: string;
  hosts: number;
  invite_code: string | null;
  status: 'pending' | 'approved' | 'rejected';
  reviewed_at: Date | null;
  created_at: Date;
}

const applicationOf = (r: Record<string, unknown>): ApplicationRow => ({
  ...(r as unknown as ApplicationRow),
  id: Number(r.id),
  user_id: Number(r.user_id),
  hosts: Number(r.hosts),
  reviewed_at: date(r.reviewed_at),
  created_at: new Date(r.created_at as string),
});

export async function insertAgencyApplication(
  q: Queryable,
  a: Omit<ApplicationRow, 'id' | 'status' | 'reviewed_at' | 'created_at'> & { request_id: string; at: Date },
): Promise<number | null> {
  const r = await q.query<{ id: number }>(
    `insert into agency_applications (user_id, request_id, brand, kind, name, contact, message, hosts, invite_code, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) on conflict do nothing returning id`,
    [a.user_id, a.request_id, a.brand, a.kind, a.name, a.contact, a.message, a.hosts, a.invite_code, a.at],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

export async function applicationByRequest(q: Queryable, userId: number, requestId: string): Promise<ApplicationRow | null> {
  const r = await q.query('select * from agency_applications where user_id = $1 and request_id = $2', [userId, requestId]);
  return r.rows[0] ? applicationOf(r.rows[0]) : null;
}

export async function applicationsOf(q: Queryable, userId: number): Promise<ApplicationRow[]> {
  const r = await q.query('select * from agency_applications where user_id = $1 order by id desc limit 20', [userId]);
  return r.rows.map(applicationOf);
}

export async function applicationsByStatus(q: Queryable, status: string): Promise<ApplicationRow[]> {
  const r = await q.query('select * from agency_applications where status = $1 order by id desc limit 200', [status]);
  return r.rows.map(applicationOf);
}

export async function lockApplication(q: Queryable, id: number): Promise<ApplicationRow | null> {
  const r = await q.query('select * from agency_applications where id = $1 for no key update', [id]);
  return r.rows[0] ? applicationOf(r.rows[0]) : null;
}

export async function reviewApplication(q: Queryable, id: number, status: 'approved' | 'rejected', adminId: number, at: Date) {
  await q.query('update agency_applications set status = $2, reviewed_by = $3, reviewed_at = $4 where id = $1', [id, status, adminId, at]);
}
