/** The risk module's tables (migration 0025): the only file naming them. */
import type { Queryable } from '../../platform/db';
import { pageWithTotal, SqlFilter } from '../../platform/sql';

export interface RecordRow {
  id: number;
  user_id: number;
  reporter_id: number | null;
  brand: string;
  region: string;
  source: string;
  severity: string;
  category: string;
  description: string;
  images: string[];
  status: string;
  last_action: string | null;
  created_at: Date;
}

const RECORD_COLUMNS = `id, user_id, reporter_id, brand, region, source, severity, category, description, images, status,
  last_action, created_at`;

export interface NewRecord {
  userId: number;
  reporterId: number | null;
  brand: string;
  region: string;
  source: 'report' | 'staff' | 'rule';
  severity: string;
  category: string;
  description: string;
  images: string[];
  adminId: number | null;
  at: Date;
}

export async function insertRecord(q: Queryable, r: NewRecord): Promise<RecordRow> {
  const res = await q.query<RecordRow>(
    `insert into risk_records (user_id, reporter_id, brand, region, source, severity, category, description, images,
       created_by_admin, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $11)
     returning ${RECORD_COLUMNS}`,
    [r.userId, r.reporterId, r.brand, r.region, r.source, r.severity, r.category, r.description, JSON.stringify(r.images), r.adminId, r.at],
  );
  return res.rows[0]!;
}

export interface RecordFilter {
  regions: readonly string[];
  brand?: string | undefined;
  source?: string | undefined;
  severity?: string | undefined;
  status?: string | undefined;
  category?: string | undefined;
  userId?: number | undefined;
  from?: Date | undefined;
  /** exclusive */
  to?: Date | undefined;
}

/** The filters every console list of this module starts with: the admin's regions, the user. */
function regionalFilter(f: { regions: readonly string[]; userId?: number | undefined }): SqlFilter {
  const where = new SqlFilter().add('region = any(?::text[])', f.regions);
  if (f.userId) where.add('user_id = ?', f.userId);
  return where;
}

export async function listRecords(
  q: Queryable,
  f: RecordFilter,
  limit: number,
  offset: number,
): Promise<{ rows: RecordRow[]; total: number }> {
  const where = regionalFilter(f);
  if (f.brand) where.add('brand = ?', f.brand);
  if (f.source) where.add('source = ?', f.source);
  if (f.severity) where.add('severity = ?', f.severity);
  if (f.status) where.add('status = ?', f.status);
  if (f.category) where.add('category = ?', f.category);
  if (f.from) where.add('created_at >= ?', f.from);
  if (f.to) where.add('created_at < ?', f.to);
  return pageWithTotal(q, { columns: RECORD_COLUMNS, from: 'risk_records', where, orderBy: 'created_at desc, id desc' }, limit, offset);
}

export async function findRecord(q: Queryable, id: number): Promise<RecordRow | null> {
  const r = await q.query<RecordRow>(`select ${RECORD_COLUMNS} from risk_records where id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The user's records, newest first. */
export async function recordsOfUser(q: Queryable, userId: number, limit: number): Promise<RecordRow[]> {
  const r = await q.query<RecordRow>(
    `select ${RECORD_COLUMNS} from risk_records where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return r.rows;
}

export async function markRecord(q: Queryable, id: number, status: string, action: string | null, at: Date): Promise<void> {
  await q.query('update risk_records set status = $2, last_action = $3, updated_at = $4 where id = $1', [id, status, action, at]);
}

/** Reports a user filed since `since` (the per-reporter limit). */
export async function reportsSince(q: Queryable, reporterId: number, since: Date): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::int8 as n from risk_records where reporter_id = $1 and source = 'report' and created_at >= $2`,
    [reporterId, since],
  );
  return r.rows[0]?.n ?? 0;
}

export interface ActionRow {
  id: number;
  record_id: number | null;
  user_id: number | null;
  brand: string;
  region: string;
  kind: string;
  scope: string | null;
  device_id: string | null;
  reason: string;
  note: string;
  ends_at: Date | null;
  admin_id: number | null;
  created_at: Date;
}

const ACTION_COLUMNS = 'id, record_id, user_id, brand, region, kind, scope, device_id, reason, note, ends_at, admin_id, created_at';

export async function insertAction(q: Queryable, a: Omit<ActionRow, 'id'>): Promise<ActionRow> {
  const r = await q.query<ActionRow>(
    `insert into risk_actions (record_id, user_id, brand, region, kind, scope, device_id, reason, note, ends_at, admin_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${ACTION_COLUMNS}`,
    [a.record_id, a.user_id, a.brand, a.region, a.kind, a.scope, a.device_id, a.reason, a.note, a.ends_at, a.admin_id, a.created_at],
  );
  return r.rows[0]!;
}

export async function actionsOfRecordOrUser(q: Queryable, recordId: number, userId: number, limit: number): Promise<ActionRow[]> {
  const r = await q.query<ActionRow>(
    `select ${ACTION_COLUMNS} from risk_actions where record_id = $1 or user_id = $2 order by created_at desc, id desc limit $3`,
    [recordId, userId, limit],
  );
  return r.rows;
}

export interface RestrictionRow {
  user_id: number;
  kind: 'mute' | 'ban';
  reason: string;
  ends_at: Date | null;
  created_at: Date;
}

export async function restrictionsOf(q: Queryable, userId: number): Promise<RestrictionRow[]> {
  const r = await q.query<RestrictionRow>('select user_id, kind, reason, ends_at, created_at from risk_restrictions where user_id = $1', [
    userId,
  ]);
  return r.rows;
}

/** The user's mute, if any row (ended or not: the caller compares with its clock). */
export async function muteOf(q: Queryable, userId: number): Promise<RestrictionRow | null> {
  const r = await q.query<RestrictionRow>(
    `select user_id, kind, reason, ends_at, created_at from risk_restrictions where user_id = $1 and kind = 'mute'`,
    [userId],
  );
  return r.rows[0] ?? null;
}

export async function putRestriction(
  q: Queryable,
  r: { userId: number; kind: 'mute' | 'ban'; reason: string; endsAt: Date | null; actionId: number; at: Date },
): Promise<void> {
  await q.query(
    `insert into risk_restrictions (user_id, kind, reason, ends_at, action_id, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id, kind) do update set reason = excluded.reason, ends_at = excluded.ends_at, action_id = excluded.action_id,
       created_at = excluded.created_at`,
    [r.userId, r.kind, r.reason, r.endsAt, r.actionId, r.at],
  );
}

/** Removes a restriction; whether one was there. */
export async function dropRestriction(q: Queryable, userId: number, kind: 'mute' | 'ban'): Promise<boolean> {
  const r = await q.query<{ user_id: number }>('delete from risk_restrictions where user_id = $1 and kind = $2 returning user_id', [
    userId,
    kind,
  ]);
  return r.rows.length > 0;
}

export async function putDeviceBan(
  q: Queryable,
  b: { deviceId: string; reason: string; endsAt: Date | null; actionId: number; at: Date },
): Promise<void> {
  await q.query(
    `insert into risk_device_bans (device_id, reason, ends_at, action_id, created_at) values ($1, $2, $3, $4, $5)
     on conflict (device_id) do update set reason = excluded.reason, ends_at = excluded.ends_at, action_id = excluded.action_id,
       created_at = excluded.created_at`,
    [b.deviceId, b.reason, b.endsAt, b.actionId, b.at],
  );
}

export async function dropDeviceBan(q: Queryable, deviceId: string): Promise<boolean> {
  const r = await q.query<{ device_id: string }>('delete from risk_device_bans where device_id = $1 returning device_id', [deviceId]);
  return r.rows.length > 0;
}

export async function deviceBan(q: Queryable, deviceId: string): Promise<{ reason: string; ends_at: Date | null } | null> {
  const r = await q.query<{ reason: string; ends_at: Date | null }>('select reason, ends_at from risk_device_bans where device_id = $1', [
    deviceId,
  ]);
  return r.rows[0] ?? null;
}

export async function bannedDevicesAmong(q: Queryable, deviceIds: readonly string[]): Promise<Map<string, Date | null>> {
  if (deviceIds.length === 0) return new Map();
  const r = await q.query<{ device_id: string; ends_at: Date | null }>(
    'select device_id, ends_at from risk_device_bans where device_id = any($1::text[])',
    [deviceIds],
  );
  return new Map(r.rows.map((row) => [row.device_id, row.ends_at]));
}

export async function deviceSeen(q: Queryable, userId: number, deviceId: string, at: Date): Promise<void> {
  await q.query(
    `insert into risk_user_devices (user_id, device_id, last_seen_at) values ($1, $2, $3)
     on conflict (user_id, device_id) do update set last_seen_at = excluded.last_seen_at`,
    [userId, deviceId, at],
  );
}

export async function devicesOf(q: Queryable, userId: number, limit: number): Promise<Array<{ device_id: string; last_seen_at: Date }>> {
  const r = await q.query<{ device_id: string; last_seen_at: Date }>(
    'select device_id, last_seen_at from risk_user_devices where user_id = $1 order by last_seen_at desc limit $2',
    [userId, limit],
  );
  return r.rows;
}

export interface NoticeRow {
  id: number;
  user_id: number;
  brand: string;
  region: string;
  kind: string;
  reason: string;
  text: string;
  action_id: number | null;
  admin_id: number | null;
  created_at: Date;
  read_at: Date | null;
}

const NOTICE_COLUMNS = 'id, user_id, brand, region, kind, reason, text, action_id, admin_id, created_at, read_at';

export async function insertNotice(q: Queryable, n: Omit<NoticeRow, 'id' | 'read_at'>): Promise<NoticeRow> {
  const r = await q.query<NoticeRow>(
    `insert into risk_notices (user_id, brand, region, kind, reason, text, action_id, admin_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning ${NOTICE_COLUMNS}`,
    [n.user_id, n.brand, n.region, n.kind, n.reason, n.text, n.action_id, n.admin_id, n.created_at],
  );
  return r.rows[0]!;
}

export async function listNotices(
  q: Queryable,
  f: { regions: readonly string[]; kind?: string | undefined; userId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: NoticeRow[]; total: number }> {
  const where = regionalFilter(f);
  if (f.kind) where.add('kind = ?', f.kind);
  return pageWithTotal(q, { columns: NOTICE_COLUMNS, from: 'risk_notices', where, orderBy: 'created_at desc, id desc' }, limit, offset);
}

/** The user's notices, newest first; marks them read. */
export async function noticesOfUser(q: Queryable, userId: number, limit: number): Promise<NoticeRow[]> {
  const r = await q.query<NoticeRow>(
    `select ${NOTICE_COLUMNS} from risk_notices where user_id = $1 order by created_at desc, id desc limit $2`,
    [userId, limit],
  );
  return r.rows;
}

export async function markNoticesRead(q: Queryable, userId: number, at: Date): Promise<void> {
  await q.query('update risk_notices set read_at = $2 where user_id = $1 and read_at is null', [userId, at]);
}

/** Actions per UTC-offset day (the region's calendar: `offsets` region → hours), by kind and region. */
export async function actionsPerDay(
  q: Queryable,
  f: { from: Date; to: Date; brand?: string | undefined; zones: Record<string, string> },
): Promise<Array<{ day: string; region: string; kind: string; count: number }>> {
  const params: unknown[] = [f.from, f.to, f.zones.default, f.zones.japan];
  let brand = '';
  if (f.brand) {
    params.push(f.brand);
    brand = ` and brand = $${params.length}`;
  }
  const r = await q.query<{ day: string; region: string; kind: string; count: number }>(
    `select to_char(created_at at time zone (case region when 'japan' then $4 else $3 end), 'YYYY-MM-DD') as day, region, kind,
            count(*)::int8 as count
       from risk_actions
      where created_at >= $1 and created_at < $2${brand}
      group by 1, 2, 3 order by 1, 2, 3`,
    params,
  );
  return r.rows;
}

export async function countRecords(q: Queryable): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int8 as n from risk_records');
  return r.rows[0]?.n ?? 0;
}

/** The devices each of the users signed in on (referrals: an inviter on the invitee's device is the same person). */
export async function devicesAmong(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const r = await q.query<{ user_id: number; device_id: string }>(
    'select user_id, device_id from risk_user_devices where user_id = any($1::int8[])',
    [userIds],
  );
  for (const row of r.rows) out.get(Number(row.user_id))?.push(row.device_id);
  return out;
}
