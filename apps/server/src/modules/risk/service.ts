/**
 * Risk control (issue 9 "Risk and bans"): records (who, what, evidence, severity, source, region,
 * action), actions on users (warn, mute, ban for a time or for good, unban; account or device
 * scope), reminders to users, and user reports. A ban is enforced where the token resolves: the
 * ban is written on the user's row through the accounts service (one look-up reads it) and every
 * session is revoked once the transaction committed.
 */

import type { Locale } from '@app/shared';
import {
  LIMITS,
  REGION_TIME_ZONES,
  type Region,
  type RestrictionState,
  restrictionActive,
  restrictionData,
  riskReasonLabel,
  riskRegionsOf,
  stripDisplayControls,
  type TMyRiskNotices,
  type TRiskAction,
  type TRiskActionRequest,
  type TRiskActionResult,
  type TRiskActionsPerDay,
  type TRiskCreateRecordRequest,
  type TRiskNotice,
  type TRiskNoticePage,
  type TRiskNoticesQuery,
  type TRiskRecord,
  type TRiskRecordDetail,
  type TRiskRecordPage,
  type TRiskRecordsQuery,
  type TRiskReportRequest,
  type TRiskReportResult,
  type TRiskSendNoticeRequest,
  type TRiskUser,
  type TRiskUserState,
  ZRiskActionRequest,
  ZRiskCreateRecordRequest,
  ZRiskReportRequest,
  ZRiskSendNoticeRequest,
} from '@app/shared';
import { type AuditEntry, writeAudit } from '../../platform/audit';
import { type AuthedAdmin, type AuthedUser, RestrictionError } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { RevokeTarget } from '../../platform/realtime';
import { findUserById, findUserByPublicId, findUsersByIds, revokeSessions, setUserBan, type UserRow } from '../accounts/service';
import { adminNicknames, adminRef } from '../admin/service';
import { publishRiskRestricted } from './events';
import * as repo from './repo';

export interface RiskDeps {
  db: Db;
  now: () => Date;
  /** closes the sockets of revoked sessions on every node (the hub's revoke) */
  sessionsRevoked?: (target: RevokeTarget) => Promise<void>;
  /** an evidence image id (a stored blob's key, platform/storage.ts) → an address the console may load */
  imageUrl?: (image: string) => string | null;
}

const HOUR_MS = 3_600_000;

// ---- shapes ----

function toRiskUser(u: Pick<UserRow, 'id' | 'public_id' | 'nickname' | 'brand' | 'region'>): TRiskUser {
  return { id: u.id, public_id: u.public_id, nickname: stripDisplayControls(u.nickname), brand: u.brand, region: u.region };
}

const GONE = (id: number): TRiskUser => ({ id, public_id: '', nickname: '', brand: 'default', region: 'default' });

async function toRecords(q: Queryable, rows: repo.RecordRow[], imageUrl?: RiskDeps['imageUrl']): Promise<TRiskRecord[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.reporter_id ? [r.user_id, r.reporter_id] : [r.user_id])))];
  const users = await findUsersByIds(q, ids);
  const user = (id: number) => {
    const u = users.get(id);
    return u ? toRiskUser(u) : GONE(id);
  };
  return rows.map((r) => ({
    id: r.id,
    user: user(r.user_id),
    reporter: r.reporter_id ? user(r.reporter_id) : null,
    region: r.region as Region,
    brand: r.brand as TRiskRecord['brand'],
    source: r.source as TRiskRecord['source'],
    severity: r.severity as TRiskRecord['severity'],
    category: r.category as TRiskRecord['category'],
    description: r.description,
    images: r.images,
    image_urls: r.images.map((img) => imageUrl?.(img) ?? null),
    status: r.status as TRiskRecord['status'],
    action: r.last_action as TRiskRecord['action'],
    created_at: new Date(r.created_at).toISOString(),
  }));
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toAction(a: repo.ActionRow, admins: Map<number, string>): TRiskAction {
  return {
    id: a.id,
    record_id: a.record_id,
    user_id: a.user_id,
    kind: a.kind as TRiskAction['kind'],
    scope: a.scope as TRiskAction['scope'],
    device_id: a.device_id,
    reason: a.reason,
    note: a.note,
    ends_at: iso(a.ends_at),
    admin: adminRef(admins, a.admin_id),
    region: a.region as Region,
    brand: a.brand as TRiskAction['brand'],
    created_at: new Date(a.created_at).toISOString(),
  };
}

// ---- regions ----

/** The regions this admin handles; none → FORBIDDEN (the route's permsAny refuses them first). */
function regionsOf(admin: AuthedAdmin): Region[] {
  const regions = riskRegionsOf(admin.perms);
  if (regions.length === 0) throw new AppError('FORBIDDEN');
  return regions;
}

function assertRegion(admin: AuthedAdmin, region: string): void {
  if (!regionsOf(admin).includes(region as Region)) throw new AppError('RISK_REGION_FORBIDDEN');
}

async function userByPublicId(q: Queryable, publicId: string): Promise<UserRow> {
  const user = await findUserByPublicId(q, publicId);
  if (!user) throw new AppError('NOT_FOUND');
  return user;
}

/** The user the console names by public id, refused unless in one of the admin's regions. */
async function regionalUser(deps: RiskDeps, admin: AuthedAdmin, publicId: string): Promise<UserRow> {
  const user = await userByPublicId(deps.db, publicId);
  assertRegion(admin, user.region);
  return user;
}

/** The admin's audit row about `user`: write it last in the transaction `q`. */
function auditOfUser(q: Queryable, admin: AuthedAdmin, user: UserRow, entry: Omit<AuditEntry, 'adminId' | 'target'>): Promise<void> {
  return writeAudit(q, { adminId: admin.id, target: `user:${user.public_id}`, ...entry });
}

/** One transaction: `insert` a row about `user`, then audit it as `action` with what `after` tells of the row. */
async function insertAudited<T>(
  deps: RiskDeps,
  admin: AuthedAdmin,
  user: UserRow,
  action: string,
  insert: (q: Queryable) => Promise<T>,
  after: (row: T) => Record<string, unknown>,
): Promise<T> {
  return deps.db.tx(async (q) => {
    const row = await insert(q);
    await auditOfUser(q, admin, user, { action, after: after(row) });
    return row;
  });
}

/**
 * One page of a console list kept to the admin's regions: the query's region (refused unless the
 * admin handles it) or all of theirs, and the user filter's id (no such user: an empty page).
 */
async function regionalPage<T>(
  deps: RiskDeps,
  admin: AuthedAdmin,
  query: { region?: Region | undefined; user?: string | undefined; page: number; page_size: number },
  read: (scope: { regions: Region[]; userId: number | undefined }, limit: number, offset: number) => Promise<{ items: T[]; total: number }>,
): Promise<{ items: T[]; total: number; page: number; page_size: number; regions: Region[] }> {
  const allowed = regionsOf(admin);
  if (query.region && !allowed.includes(query.region)) throw new AppError('RISK_REGION_FORBIDDEN');
  const page = { page: query.page, page_size: query.page_size, regions: allowed };
  let userId: number | undefined;
  if (query.user) {
    const u = await findUserByPublicId(deps.db, query.user);
    if (!u) return { items: [], total: 0, ...page };
    userId = u.id;
  }
  const found = await read(
    { regions: query.region ? [query.region] : allowed, userId },
    query.page_size,
    (query.page - 1) * query.page_size,
  );
  return { ...found, ...page };
}

/** UTC day range [from, to + 1 day). */
function dayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    ...(from ? { from: new Date(`${from}T00:00:00Z`) } : {}),
    ...(to ? { to: new Date(new Date(`${to}T00:00:00Z`).getTime() + 24 * HOUR_MS) } : {}),
  };
}

// ---- user state ----

/** A stored restriction (mute, ban, device ban) as the shared rules read it; none: null. */
function stateOf(r: { reason: string; ends_at: Date | null } | null | undefined): RestrictionState | null {
  return r ? { reason: r.reason, endsAt: iso(r.ends_at) } : null;
}

/** The user's restriction of `kind` while it is in force. */
function restrictionOut(restrictions: readonly repo.RestrictionRow[], kind: 'ban' | 'mute', now: Date) {
  const r = restrictions.find((x) => x.kind === kind);
  const state = stateOf(r);
  return r && restrictionActive(state, now)
    ? { reason: r.reason, ends_at: state!.endsAt, since: new Date(r.created_at).toISOString() }
    : null;
}

async function userState(q: Queryable, user: UserRow, now: Date): Promise<TRiskUserState> {
  const [restrictions, devices] = await Promise.all([repo.restrictionsOf(q, user.id), repo.devicesOf(q, user.id, LIMITS.riskDevicesShown)]);
  const banned = await repo.bannedDevicesAmong(
    q,
    devices.map((d) => d.device_id),
  );
  return {
    user: toRiskUser(user),
    ban: restrictionOut(restrictions, 'ban', now),
    mute: restrictionOut(restrictions, 'mute', now),
    devices: devices.map((d) => ({
      device_id: d.device_id,
      last_seen_at: new Date(d.last_seen_at).toISOString(),
      banned: banned.has(d.device_id) && restrictionActive({ reason: '', endsAt: iso(banned.get(d.device_id) ?? null) }, now),
    })),
  };
}

// ---- console: records ----

export async function listRecords(deps: RiskDeps, admin: AuthedAdmin, query: TRiskRecordsQuery): Promise<TRiskRecordPage> {
  return regionalPage(deps, admin, query, async (scope, limit, offset) => {
    const { rows, total } = await repo.listRecords(
      deps.db,
      {
        ...scope,
        brand: query.brand,
        source: query.source,
        severity: query.severity,
        status: query.status,
        category: query.category,
        ...dayRange(query.from, query.to),
      },
      limit,
      offset,
    );
    return { items: await toRecords(deps.db, rows, deps.imageUrl), total };
  });
}

async function detailOf(q: Queryable, deps: RiskDeps, record: repo.RecordRow): Promise<TRiskRecordDetail> {
  const user = await findUserById(q, record.user_id);
  if (!user) throw new AppError('NOT_FOUND');
  const [actions, history, state] = await Promise.all([
    repo.actionsOfRecordOrUser(q, record.id, record.user_id, LIMITS.riskActionsShown),
    repo.recordsOfUser(q, record.user_id, LIMITS.riskHistoryShown + 1),
    userState(q, user, deps.now()),
  ]);
  const admins = await adminNames(q, actions);
  const [recordOut] = await toRecords(q, [record], deps.imageUrl);
  return {
    record: recordOut!,
    actions: actions.map((a) => toAction(a, admins)),
    state,
    history: await toRecords(q, history.filter((h) => h.id !== record.id).slice(0, LIMITS.riskHistoryShown)),
  };
}

/** Names of the admins who acted (the admin module's accounts). */
async function adminNames(q: Queryable, rows: ReadonlyArray<{ admin_id: number | null }>): Promise<Map<number, string>> {
  return adminNicknames(q, [...new Set(rows.flatMap((r) => (r.admin_id ? [r.admin_id] : [])))]);
}

export async function recordDetail(deps: RiskDeps, admin: AuthedAdmin, id: number): Promise<TRiskRecordDetail> {
  const record = await repo.findRecord(deps.db, id);
  if (!record) throw new AppError('NOT_FOUND');
  assertRegion(admin, record.region);
  return detailOf(deps.db, deps, record);
}

export async function createRecord(deps: RiskDeps, admin: AuthedAdmin, raw: TRiskCreateRecordRequest): Promise<TRiskRecordDetail> {
  const input = ZRiskCreateRecordRequest.parse(raw);
  const user = await regionalUser(deps, admin, input.public_id);
  const record = await insertAudited(
    deps,
    admin,
    user,
    'risk.record.create',
    (q) =>
      repo.insertRecord(q, {
        userId: user.id,
        reporterId: null,
        brand: user.brand,
        region: user.region,
        source: 'staff',
        severity: input.severity,
        category: input.category,
        description: input.description,
        images: input.images,
        adminId: admin.id,
        at: deps.now(),
      }),
    (rec) => ({ record_id: rec.id, category: rec.category, severity: rec.severity }),
  );
  return detailOf(deps.db, deps, record);
}

// ---- records other modules open (source `rule`) ----

/**
 * Opens a record in the caller's transaction for a rule another module applies and decides
 * itself (minors: a birth date changed after registration). It shows in the console's records of
 * the user's region like any other.
 */
export async function openRuleRecord(
  q: Queryable,
  r: {
    user: Pick<UserRow, 'id' | 'brand' | 'region'>;
    category: repo.NewRecord['category'];
    severity: repo.NewRecord['severity'];
    description: string;
    at: Date;
  },
): Promise<{ id: number }> {
  const rec = await repo.insertRecord(q, {
    userId: r.user.id,
    reporterId: null,
    brand: r.user.brand,
    region: r.user.region,
    source: 'rule',
    severity: r.severity,
    category: r.category,
    description: r.description,
    images: [],
    adminId: null,
    at: r.at,
  });
  return { id: rec.id };
}

/** Closes such a record when its module decided: applied (actioned) or refused (dismissed). */
export async function closeRuleRecord(q: Queryable, id: number, outcome: 'actioned' | 'dismissed', at: Date): Promise<void> {
  await repo.markRecord(q, id, outcome, outcome === 'dismissed' ? 'dismiss' : null, at);
}

// ---- console: actions ----

/**
 * Warn, mute, unmute, ban, unban or dismiss. One transaction: the action row, the restriction
 * (and the user's ban columns through the accounts service), the record's state, a reminder to
 * the user and the audit row. A ban then revokes every session of the user (committed first).
 */
export async function act(deps: RiskDeps, admin: AuthedAdmin, raw: TRiskActionRequest): Promise<TRiskActionResult> {
  const input = ZRiskActionRequest.parse(raw);
  const user = await regionalUser(deps, admin, input.public_id);
  const now = deps.now();
  const hours = input.duration_hours ?? null;
  const endsAt = hours ? new Date(now.getTime() + hours * HOUR_MS) : null;
  const device = input.scope === 'device';
  if (input.kind === 'mute' && !endsAt) throw new AppError('VALIDATION_FAILED', { field: 'duration_hours' }, { field: 'duration_hours' });
  if (device && (input.kind === 'ban' || input.kind === 'unban') && !input.device_id) throw new AppError('RISK_BAN_DEVICE_UNKNOWN');
  if (input.kind === 'dismiss' && !input.record_id) throw new AppError('VALIDATION_FAILED', { field: 'record_id' }, { field: 'record_id' });

  const result = await deps.db.tx(async (q) => {
    if (input.record_id) {
      const rec = await repo.findRecord(q, input.record_id);
      if (!rec || rec.user_id !== user.id) throw new AppError('NOT_FOUND');
    }
    const before = await userState(q, user, now);
    const action = await repo.insertAction(q, {
      record_id: input.record_id ?? null,
      user_id: user.id,
      brand: user.brand,
      region: user.region,
      kind: input.kind,
      scope: input.kind === 'ban' || input.kind === 'unban' ? input.scope : null,
      device_id: device ? (input.device_id ?? null) : null,
      reason: input.reason,
      note: input.note,
      ends_at: input.kind === 'ban' || input.kind === 'mute' ? endsAt : null,
      admin_id: admin.id,
      created_at: now,
    });
    switch (input.kind) {
      case 'ban':
        if (device) await repo.putDeviceBan(q, { deviceId: input.device_id!, reason: input.reason, endsAt, actionId: action.id, at: now });
        else {
          await repo.putRestriction(q, { userId: user.id, kind: 'ban', reason: input.reason, endsAt, actionId: action.id, at: now });
          await setUserBan(q, user.id, { reason: input.reason, endsAt, at: now });
        }
        break;
      case 'unban':
        if (device) {
          if (!(await repo.dropDeviceBan(q, input.device_id!))) throw new AppError('RISK_NOT_RESTRICTED');
        } else {
          if (!before.ban) throw new AppError('RISK_NOT_RESTRICTED');
          await repo.dropRestriction(q, user.id, 'ban');
          await setUserBan(q, user.id, null);
        }
        break;
      case 'mute':
        await repo.putRestriction(q, { userId: user.id, kind: 'mute', reason: input.reason, endsAt, actionId: action.id, at: now });
        break;
      case 'unmute':
        if (!before.mute) throw new AppError('RISK_NOT_RESTRICTED');
        await repo.dropRestriction(q, user.id, 'mute');
        break;
      case 'warn':
      case 'dismiss':
        break;
    }
    if (input.record_id) await repo.markRecord(q, input.record_id, input.kind === 'dismiss' ? 'dismissed' : 'actioned', input.kind, now);
    // the user is told of a warning, a mute and an account ban (the ban notice shows it too)
    if (input.kind === 'warn' || input.kind === 'mute' || (input.kind === 'ban' && !device)) {
      await repo.insertNotice(q, {
        user_id: user.id,
        brand: user.brand,
        region: user.region,
        kind: input.kind === 'ban' ? 'ban' : 'violation',
        reason: input.reason,
        text: input.note,
        action_id: action.id,
        admin_id: admin.id,
        created_at: now,
      });
    }
    // the message centre reminds the user of what was done to their account (a device ban is not theirs to read)
    if (input.kind !== 'dismiss' && !device) {
      await publishRiskRestricted(
        q,
        {
          action_id: Number(action.id),
          user_id: user.id,
          action: input.kind,
          reason: input.reason,
          ends_at: input.kind === 'ban' || input.kind === 'mute' ? iso(endsAt) : null,
          region: user.region as Region,
        },
        now,
      );
    }
    const after = await userState(q, user, now);
    await auditOfUser(q, admin, user, {
      action: `risk.${input.kind}`,
      detail: {
        record_id: input.record_id ?? null,
        reason: input.reason,
        note: input.note,
        scope: action.scope,
        device_id: action.device_id,
        ends_at: iso(action.ends_at),
      },
      before: { ban: before.ban, mute: before.mute },
      after: { ban: after.ban, mute: after.mute },
    });
    return { action: toAction(action, new Map([[admin.id, admin.nickname]])), state: after };
  });
  // enforced at once: every session ends (its next call answers USER_BANNED), sockets close
  if (input.kind === 'ban' && !device) {
    await revokeSessions(
      { db: deps.db, now: deps.now, userTokenTtlSeconds: 0, sessionsRevoked: deps.sessionsRevoked },
      { userId: user.id },
    );
  }
  return result;
}

// ---- console: reminders ----

async function toNotices(q: Queryable, rows: repo.NoticeRow[]): Promise<TRiskNotice[]> {
  const users = await findUsersByIds(q, [...new Set(rows.map((r) => r.user_id))]);
  const admins = await adminNames(q, rows);
  return rows.map((n) => {
    const u = users.get(n.user_id);
    return {
      id: n.id,
      user: u ? toRiskUser(u) : GONE(n.user_id),
      kind: n.kind as TRiskNotice['kind'],
      reason: n.reason as TRiskNotice['reason'],
      text: n.text,
      admin: adminRef(admins, n.admin_id),
      action_id: n.action_id,
      created_at: new Date(n.created_at).toISOString(),
      read_at: iso(n.read_at),
    };
  });
}

export async function listNotices(deps: RiskDeps, admin: AuthedAdmin, query: TRiskNoticesQuery): Promise<TRiskNoticePage> {
  return regionalPage(deps, admin, query, async (scope, limit, offset) => {
    const { rows, total } = await repo.listNotices(deps.db, { ...scope, kind: query.kind }, limit, offset);
    return { items: await toNotices(deps.db, rows), total };
  });
}

export async function sendNotice(deps: RiskDeps, admin: AuthedAdmin, raw: TRiskSendNoticeRequest): Promise<TRiskNotice> {
  const input = ZRiskSendNoticeRequest.parse(raw);
  const user = await regionalUser(deps, admin, input.public_id);
  const row = await insertAudited(
    deps,
    admin,
    user,
    'risk.notice.send',
    (q) =>
      repo.insertNotice(q, {
        user_id: user.id,
        brand: user.brand,
        region: user.region,
        kind: input.kind,
        reason: input.reason,
        text: input.text,
        action_id: null,
        admin_id: admin.id,
        created_at: deps.now(),
      }),
    (n) => ({ notice_id: n.id, kind: n.kind, reason: n.reason }),
  );
  const [out] = await toNotices(deps.db, [row]);
  return { ...out!, admin: { id: admin.id, nickname: admin.nickname } };
}

// ---- H5 ----

/** "Report this user": lands as an open record, source report; at most LIMITS.riskReportsPerHourMax an hour. */
export async function report(deps: RiskDeps, reporter: AuthedUser, raw: TRiskReportRequest): Promise<TRiskReportResult> {
  const input = ZRiskReportRequest.parse(raw);
  const target = await userByPublicId(deps.db, input.public_id);
  if (target.id === reporter.id) throw new AppError('CANNOT_REPORT_SELF');
  const now = deps.now();
  return deps.db.tx(async (q) => {
    // serialises one reporter's reports so the count below cannot be raced past
    await q.query('select pg_advisory_xact_lock(hashtext($1))', [`risk-report:${reporter.id}`]);
    if ((await repo.reportsSince(q, reporter.id, new Date(now.getTime() - HOUR_MS))) >= LIMITS.riskReportsPerHourMax)
      throw new AppError('RATE_LIMITED');
    const rec = await repo.insertRecord(q, {
      userId: target.id,
      reporterId: reporter.id,
      brand: target.brand,
      region: target.region,
      source: 'report',
      severity: input.category === 'minor' || input.category === 'fraud' ? 'high' : 'medium',
      category: input.category,
      description: input.text,
      images: input.image ? [input.image] : [],
      adminId: null,
      at: now,
    });
    return { id: rec.id, created_at: new Date(rec.created_at).toISOString() };
  });
}

/** The user's reminders and an active mute; reading changes nothing (readNotices marks them read). */
export async function myNotices(deps: RiskDeps, user: AuthedUser, locale: Locale): Promise<TMyRiskNotices> {
  const rows = await repo.noticesOfUser(deps.db, user.id, LIMITS.riskUserNoticesShown);
  const mute = await repo.muteOf(deps.db, user.id);
  const muteState = stateOf(mute);
  const active = restrictionActive(muteState, deps.now()) ? restrictionData(muteState!, locale, user.region) : null;
  return {
    items: rows.map((n) => ({
      id: n.id,
      kind: n.kind as 'violation' | 'ban',
      reason: n.reason as TRiskNotice['reason'],
      reason_text: riskReasonLabel(n.reason, locale),
      text: n.text,
      created_at: new Date(n.created_at).toISOString(),
    })),
    mute: active ? { reason_text: active.reason_text, ends_text: active.ends_text, ends_at: active.ends_at } : null,
  };
}

/** The app showed the reminders: every unread one is marked read now. */
export async function readNotices(deps: RiskDeps, user: AuthedUser, locale: Locale): Promise<TMyRiskNotices> {
  await repo.markNoticesRead(deps.db, user.id, deps.now());
  return myNotices(deps, user, locale);
}

// ---- for other modules (ctx.services.risk) ----

/**
 * Refuses a muted user's text (letters, feedback text, gift messages): USER_MUTED with the
 * reason and the end in the user's language. One indexed read; an ended mute lets them through.
 */
export async function assertNotMuted(deps: Pick<RiskDeps, 'db' | 'now'>, userId: number, q: Queryable = deps.db): Promise<void> {
  const state = stateOf(await repo.muteOf(q, userId));
  if (!state || !restrictionActive(state, deps.now())) return;
  const user = await findUserById(q, userId);
  throw new RestrictionError('USER_MUTED', state, user?.region ?? 'default');
}

/** The user's risk records, newest first (the support helper's side panel). */
export async function historyOf(
  deps: Pick<RiskDeps, 'db'>,
  userId: number,
  limit: number = LIMITS.riskHistoryShown,
): Promise<TRiskRecord[]> {
  return toRecords(deps.db, await repo.recordsOfUser(deps.db, userId, Math.min(limit, LIMITS.riskUserRecordsMax)));
}

/**
 * Risk actions per day (each region's own calendar) by kind and region, for the dashboard:
 * `from`..`to` are calendar days (YYYY-MM-DD, both included), `brand` optional.
 */
export async function actionsPerDay(
  deps: Pick<RiskDeps, 'db'>,
  input: { from: string; to: string; brand?: string | undefined },
): Promise<TRiskActionsPerDay> {
  // widened by a day each side, then cut to the asked days in each region's calendar
  const from = new Date(new Date(`${input.from}T00:00:00Z`).getTime() - 24 * HOUR_MS);
  const to = new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 48 * HOUR_MS);
  const rows = await repo.actionsPerDay(deps.db, { from, to, brand: input.brand, zones: REGION_TIME_ZONES });
  return rows
    .filter((r) => r.day >= input.from && r.day <= input.to)
    .map((r) => ({ day: r.day, region: r.region as Region, kind: r.kind as TRiskAction['kind'], count: Number(r.count) }));
}

/** Login and registration from a device (platform/auth.ts deviceGate): a banned device is refused. */
export async function deviceGate(deps: Pick<RiskDeps, 'db' | 'now'>, deviceId: string, userId: number | null): Promise<void> {
  const state = stateOf(await repo.deviceBan(deps.db, deviceId));
  if (restrictionActive(state, deps.now())) {
    const user = userId ? await findUserById(deps.db, userId) : null;
    throw new RestrictionError('USER_BANNED', state!, user?.region ?? 'default');
  }
  if (userId) await repo.deviceSeen(deps.db, userId, deviceId, deps.now());
}

/** The device ids each of the users signed in on (referrals' self-invite rule). */
export function devicesOfUsers(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  return repo.devicesAmong(q, userIds);
}
