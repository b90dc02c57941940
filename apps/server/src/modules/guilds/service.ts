import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  AGENCY_CHART_DAYS,
  AGENCY_CHART_WEEKS,
  AGENCY_SESSION_DAYS,
  addDays,
  type BrandId,
  currentTermEnd,
  GUILD_NOTICE_DAYS,
  GUILD_TERM_YEARS,
  type GuildMemberState,
  guildShare,
  holdsHost,
  hostDay,
  type LegalSlug,
  type Locale,
  mayDecide,
  mayGiveNotice,
  memberState,
  normalizeGuildCode,
  noticeEffectiveAt,
  type Region,
  type TAdminAgency,
  type TAdminAgencyApplications,
  type TAdminAgencyList,
  type TAgencyApplication,
  type TAgencyDashboard,
  type TAgencyProfile,
  type TAgencySession,
  type TGuildCard,
  type TGuildMembership,
  type TMyAgencyApplications,
  type TRecruitInfo,
  type TSubAgent,
  type TSubAgentInfo,
  termEndsAt,
  weekStart,
  weekTotals,
  type ZAdminAgencyCreate,
  type ZAgencyApplicationInput,
} from '@app/shared';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import { dummyPasswordHash, hashPassword, newToken, tokenHash, verifyPassword } from '../../platform/crypto';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById, findUserByPublicId, findUsersByIds, toPublicProfile, type UserRow } from '../accounts/service';
import { isHost, pointsByHostDay } from '../hosts/service';
import { accept, getDocument, type LegalDeps } from '../legal/service';
import { type ExportColumn, writeXlsx } from '../reports/xlsx';
import * as repo from './repo';

export interface GuildsDeps {
  db: Db;
  now: () => Date;
}

const DAY_MS = 86_400_000;
const legal = (deps: GuildsDeps): LegalDeps => ({ db: deps.db, now: deps.now });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- shapes ----

const toCard = (g: repo.GuildRow): TGuildCard => ({
  id: g.id,
  name: g.name,
  code: g.code,
  agency_name: g.agency_name,
  share_bp: g.share_bp,
  members: g.members,
});

function toMembership(m: repo.MemberRow, guild: repo.GuildRow, now: Date): TGuildMembership {
  return {
    id: m.id,
    guild: toCard(guild),
    state: memberState(m, now),
    applied_at: m.applied_at.toISOString(),
    decided_at: iso(m.decided_at),
    approved_at: iso(m.approved_at),
    term_ends_at: m.approved_at ? currentTermEnd(m.approved_at, now).toISOString() : null,
    notice_at: iso(m.notice_at),
    leave_effective_at: iso(m.leave_effective_at),
  };
}

async function membershipView(q: Queryable, m: repo.MemberRow | null, now: Date): Promise<TGuildMembership | null> {
  if (!m) return null;
  const g = await repo.guildById(q, m.guild_id);
  return g ? toMembership(m, g, now) : null;
}

const CONSENT: ReadonlyArray<LegalSlug & ('anchor_union_agreement' | 'promise')> = ['anchor_union_agreement', 'promise'];

async function consentDocs(deps: GuildsDeps, viewer: AuthedUser | null, locale: Locale) {
  const docs = [];
  for (const slug of CONSENT) {
    const d = await getDocument(legal(deps), viewer, slug, {}, locale);
    docs.push({ slug, version: d.version, title: d.title });
  }
  return docs;
}

// ---- the host ----

async function hostOf(deps: GuildsDeps, user: AuthedUser): Promise<UserRow> {
  const u = await findUserById(deps.db, user.id);
  if (!u || !isHost(u, deps.now())) throw new AppError('HOST_ONLY');
  return u;
}

/** The recruitment page: the guild a code names, her membership, the documents she consents to. */
export async function recruit(
  deps: GuildsDeps,
  viewer: AuthedUser | null,
  code: string | undefined,
  locale: Locale,
): Promise<TRecruitInfo> {
  const now = deps.now();
  const me = viewer ? await findUserById(deps.db, viewer.id) : null;
  let guild: TGuildCard | null = null;
  if (code) {
    const g = await repo.guildByCode(deps.db, normalizeGuildCode(code));
    if (g && (!me || g.brand === me.brand)) guild = toCard(g);
  }
  // reading changes nothing: a notice past its date shows as `left` (memberState); the row is settled by
  // the guild-notices job, or when she applies
  const membership = me ? await membershipView(deps.db, await repo.latestMembership(deps.db, me.id), now) : null;
  return {
    signed_in: Boolean(me),
    is_host: isHost(me ?? undefined, now),
    region: (me?.region as Region | undefined) ?? null,
    guild,
    membership,
    documents: await consentDocs(deps, viewer, locale),
    term_years: GUILD_TERM_YEARS,
    notice_days: GUILD_NOTICE_DAYS,
  };
}

/**
 * A host applies to a guild by its code, consenting to the guild agreement and the commitment
 * letter at the versions she was shown (the current ones: else GUILD_CONSENT_REQUIRED). Her
 * consent is recorded by the legal module, then the pending application; one guild at a time
 * (GUILD_ALREADY_MEMBER). A retry of the same request answers the first application.
 */
export async function apply(
  deps: GuildsDeps,
  user: AuthedUser,
  input: { request_id: string; code: string; agreement_version: number; promise_version: number },
  ip: string,
  locale: Locale,
): Promise<TGuildMembership> {
  const now = deps.now();
  const me = await hostOf(deps, user);
  const again = await repo.membershipByRequest(deps.db, me.id, input.request_id);
  if (again) return (await membershipView(deps.db, again, now))!;
  const guild = await repo.guildByCode(deps.db, normalizeGuildCode(input.code));
  if (!guild) throw new AppError('GUILD_NOT_FOUND');
  if (guild.brand !== me.brand) throw new AppError('GUILD_OTHER_BRAND');
  await repo.settleNotices(deps.db, me.id, now);
  const current = await repo.latestMembership(deps.db, me.id);
  if (current && holdsHost(current, now)) throw new AppError('GUILD_ALREADY_MEMBER');
  const docs = await consentDocs(deps, user, locale);
  const shown = { anchor_union_agreement: input.agreement_version, promise: input.promise_version };
  if (docs.some((d) => shown[d.slug] !== d.version)) throw new AppError('GUILD_CONSENT_REQUIRED');
  for (const d of docs) await accept(legal(deps), user, d.slug, d.version, ip);
  const id = await repo.insertApplication(deps.db, {
    guildId: guild.id,
    anchorId: me.id,
    requestId: input.request_id,
    agreementVersion: shown.anchor_union_agreement,
    promiseVersion: shown.promise,
    at: now,
  });
  if (id === null) {
    const raced = await repo.membershipByRequest(deps.db, me.id, input.request_id);
    if (raced) return (await membershipView(deps.db, raced, now))!;
    throw new AppError('GUILD_ALREADY_MEMBER');
  }
  return (await membershipView(deps.db, await repo.latestMembership(deps.db, me.id), now))!;
}

/** Settles every membership whose notice took effect to `left` (the guild-notices job); returns how many. */
export function settleDueNotices(deps: GuildsDeps): Promise<number> {
  return repo.settleDueNotices(deps.db, deps.now());
}

/** She withdraws her pending application. */
export async function cancel(deps: GuildsDeps, user: AuthedUser): Promise<TGuildMembership> {
  const now = deps.now();
  const me = await hostOf(deps, user);
  const latest = await repo.latestMembership(deps.db, me.id);
  if (!latest) throw new AppError('NOT_FOUND');
  const row = await deps.db.tx(async (q) => {
    const m = await repo.lockMembership(q, latest.id);
    if (m?.status !== 'pending') throw new AppError('GUILD_APPLICATION_CLOSED');
    await repo.setCancelled(q, m.id, now);
    return { ...m, status: 'cancelled' as const };
  });
  return (await membershipView(deps.db, row, now))!;
}

/** She gives notice: she leaves 30 days later and stays in the guild until then. Once. */
export async function leave(deps: GuildsDeps, user: AuthedUser): Promise<TGuildMembership> {
  const now = deps.now();
  const me = await hostOf(deps, user);
  const latest = await repo.latestMembership(deps.db, me.id);
  if (!latest) throw new AppError('GUILD_NOTICE_STATE');
  const row = await deps.db.tx(async (q) => {
    const m = await repo.lockMembership(q, latest.id);
    if (!m || !mayGiveNotice(m, now)) throw new AppError('GUILD_NOTICE_STATE');
    const effective = noticeEffectiveAt(now);
    await repo.setNotice(q, m.id, now, effective);
    return { ...m, notice_at: now, leave_effective_at: effective };
  });
  return (await membershipView(deps.db, row, now))!;
}

// ---- operators' applications ----

const toApplication = (a: repo.ApplicationRow): TAgencyApplication => ({
  id: a.id,
  kind: a.kind,
  name: a.name,
  contact: a.contact,
  message: a.message,
  hosts: a.hosts,
  invite_code: a.invite_code,
  status: a.status,
  created_at: a.created_at.toISOString(),
  reviewed_at: iso(a.reviewed_at),
});

/** A user applies to open a guild (community) or to become an advanced partner; one pending of each kind. */
export async function applyAgency(
  deps: GuildsDeps,
  user: AuthedUser,
  input: z.infer<typeof ZAgencyApplicationInput>,
): Promise<TAgencyApplication> {
  const again = await repo.applicationByRequest(deps.db, user.id, input.request_id);
  if (again) return toApplication(again);
  const invite = input.invite_code ? normalizeGuildCode(input.invite_code) : null;
  if (invite && !(await repo.agencyByInviteCode(deps.db, invite))) throw new AppError('AGENCY_PARENT_INVALID');
  const id = await repo.insertAgencyApplication(deps.db, {
    user_id: user.id,
    request_id: input.request_id,
    brand: user.brand,
    kind: input.kind,
    name: input.name,
    contact: input.contact,
    message: input.message,
    hosts: input.hosts,
    invite_code: invite,
    at: deps.now(),
  });
  if (id === null) throw new AppError('AGENCY_APPLICATION_PENDING');
  return toApplication((await repo.applicationByRequest(deps.db, user.id, input.request_id))!);
}

export async function myApplications(deps: GuildsDeps, user: AuthedUser): Promise<TMyAgencyApplications> {
  const own = await repo.agencyByOwner(deps.db, user.id);
  return { items: (await repo.applicationsOf(deps.db, user.id)).map(toApplication), agency_tier: own?.tier ?? null };
}

// ---- income ----

interface Totals {
  members: number;
  points_week: number;
  points_30d: number;
}

/** Members and their income this week and over 30 days, per agency (its own guilds). */
async function agencyTotals(
  q: Queryable,
  agencies: readonly repo.AgencyRow[],
  now: Date,
): Promise<Map<number, Totals & { guilds: number }>> {
  const out = new Map<number, Totals & { guilds: number }>();
  const guilds = await repo.guildsOfAgencies(
    q,
    agencies.map((a) => a.id),
  );
  for (const a of agencies)
    out.set(a.id, { guilds: guilds.filter((g) => g.agency_id === a.id).length, members: 0, points_week: 0, points_30d: 0 });
  if (guilds.length === 0) return out;
  const region = (agencies[0]?.region ?? 'japan') as Region;
  const today = hostDay(now, region);
  const from = addDays(today, -29);
  const week = weekStart(today);
  const members = (
    await repo.membersOfGuilds(
      q,
      guilds.map((g) => g.id),
      new Date(now.getTime() - 30 * DAY_MS),
    )
  ).filter((m) => m.approved_at);
  const agencyOfGuild = new Map(guilds.map((g) => [g.id, g.agency_id]));
  const points = await pointsByHostDay(q, [...new Set(members.map((m) => m.anchor_id))], from, today);
  for (const m of members) {
    const t = out.get(agencyOfGuild.get(m.guild_id)!)!;
    if (holdsHost(m, now)) t.members += 1;
    for (const p of points) {
      if (p.anchor_id !== m.anchor_id || !countsFor(m, p.day, region)) continue;
      t.points_30d += p.points;
      if (p.day >= week) t.points_week += p.points;
    }
  }
  return out;
}

/** A day's income counts for the guild from her approval day until the day she left (her notice's date, settled or not yet). */
function countsFor(m: repo.MemberRow, day: string, region: Region): boolean {
  if (!m.approved_at || day < hostDay(m.approved_at, region)) return false;
  if (m.leave_effective_at && day >= hostDay(m.leave_effective_at, region)) return false;
  return true;
}

function subAgentsOf(subs: readonly repo.AgencyRow[], totals: Map<number, Totals & { guilds: number }>): TSubAgent[] {
  return subs.map((s) => {
    const t = totals.get(s.id) ?? { guilds: 0, members: 0, points_week: 0, points_30d: 0 };
    return { id: s.id, name: s.name, joined_at: s.created_at.toISOString(), ...t };
  });
}

/** The in-app sub-agent page of an advanced partner's linked user: the invite code and the sub-agents. */
export async function subAgents(deps: GuildsDeps, user: AuthedUser): Promise<TSubAgentInfo> {
  const own = await repo.agencyByOwner(deps.db, user.id);
  if (own?.tier !== 'advanced')
    return {
      partner: false,
      agency_name: own?.name ?? null,
      invite_code: null,
      sub_agents: [],
      totals: { sub_agents: 0, members: 0, points_week: 0, points_30d: 0 },
    };
  const subs = await repo.subAgencies(deps.db, own.id);
  const list = subAgentsOf(subs, await agencyTotals(deps.db, subs, deps.now()));
  return {
    partner: true,
    agency_name: own.name,
    invite_code: own.invite_code,
    sub_agents: list,
    totals: {
      sub_agents: list.length,
      members: list.reduce((s, x) => s + x.members, 0),
      points_week: list.reduce((s, x) => s + x.points_week, 0),
      points_30d: list.reduce((s, x) => s + x.points_30d, 0),
    },
  };
}

// ---- the agency's login ----

async function profileOf(q: Queryable, a: repo.AgencyRow): Promise<TAgencyProfile> {
  const parent = a.parent_id ? await repo.agencyById(q, a.parent_id) : null;
  return {
    id: a.id,
    name: a.name,
    email: a.email,
    tier: a.tier,
    brand: a.brand as BrandId,
    region: a.region as Region,
    parent_name: parent?.name ?? null,
    invite_code: a.tier === 'advanced' ? a.invite_code : null,
  };
}

/** Email and password (hashed as the console's); a session token for `AGENCY_SESSION_DAYS`. */
export async function login(deps: GuildsDeps, input: { email: string; password: string }): Promise<TAgencySession> {
  const a = await repo.agencyByEmail(deps.db, input.email);
  const valid = await verifyPassword(input.password, a?.password_hash ?? (await dummyPasswordHash()));
  if (!a || !valid) throw new AppError('INVALID_CREDENTIALS');
  if (a.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const token = newToken();
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + AGENCY_SESSION_DAYS * DAY_MS);
  await repo.insertSession(deps.db, { tokenHash: tokenHash(token), agencyId: a.id, at: now, expiresAt });
  return { token, expires_at: expiresAt.toISOString(), agency: await profileOf(deps.db, a) };
}

/** The agency holding a live session token, or AGENCY_TOKEN_INVALID. */
export async function agencyOfToken(deps: GuildsDeps, token: string | null): Promise<repo.AgencyRow> {
  const a = token ? await repo.agencyBySession(deps.db, tokenHash(token), deps.now()) : null;
  if (!a) throw new AppError('AGENCY_TOKEN_INVALID');
  return a;
}

export async function logout(deps: GuildsDeps, token: string): Promise<Record<string, never>> {
  await repo.revokeSession(deps.db, tokenHash(token), deps.now());
  return {};
}

// ---- the dashboard ----

interface Board {
  data: TAgencyDashboard;
  /** per anchor (membership id) and day, for the export */
  byDay: Map<number, Map<string, number>>;
  dayList: string[];
}

async function board(deps: GuildsDeps, a: repo.AgencyRow): Promise<Board> {
  const now = deps.now();
  const region = a.region as Region;
  const today = hostDay(now, region);
  const from = addDays(today, -(AGENCY_CHART_DAYS - 1));
  const week = weekStart(today);
  const since = addDays(weekStart(today), -7 * (AGENCY_CHART_WEEKS - 1));
  const guilds = await repo.guildsOfAgencies(deps.db, [a.id]);
  const share = new Map(guilds.map((g) => [g.id, g.share_bp]));
  const rows = await repo.membersOfGuilds(
    deps.db,
    guilds.map((g) => g.id),
    new Date(Date.parse(`${since}T00:00:00Z`) - DAY_MS),
  );
  const users = await findUsersByIds(deps.db, [...new Set(rows.map((m) => m.anchor_id))]);
  const members = rows.filter((m) => m.approved_at);
  const points = await pointsByHostDay(deps.db, [...new Set(members.map((m) => m.anchor_id))], since < from ? since : from, today);
  const dayList: string[] = [];
  for (let d = from; d <= today; d = addDays(d, 1)) dayList.push(d);
  const perDay = new Map<string, number>();
  const byDay = new Map<number, Map<string, number>>();
  const anchors: TAgencyDashboard['anchors'] = [];
  const totals = { points_today: 0, points_week: 0, points_range: 0, share_range: 0 };
  for (const m of members) {
    const u = users.get(m.anchor_id);
    if (!u) continue;
    const mine = new Map<string, number>();
    for (const p of points)
      if (p.anchor_id === m.anchor_id && countsFor(m, p.day, region)) mine.set(p.day, (mine.get(p.day) ?? 0) + p.points);
    for (const [d, n] of mine) perDay.set(d, (perDay.get(d) ?? 0) + n);
    byDay.set(m.id, mine);
    const sum = (pred: (d: string) => boolean) => [...mine].reduce((s, [d, n]) => (pred(d) ? s + n : s), 0);
    const range = sum((d) => d >= from);
    const row = {
      membership_id: m.id,
      guild_id: m.guild_id,
      user: toPublicProfile(u),
      state: memberState(m, now) as GuildMemberState,
      approved_at: iso(m.approved_at),
      term_ends_at: m.approved_at ? currentTermEnd(m.approved_at, now).toISOString() : null,
      leave_effective_at: iso(m.leave_effective_at),
      points_today: sum((d) => d === today),
      points_week: sum((d) => d >= week),
      points_range: range,
      share_range: guildShare(range, share.get(m.guild_id) ?? 0),
    };
    anchors.push(row);
    totals.points_today += row.points_today;
    totals.points_week += row.points_week;
    totals.points_range += row.points_range;
    totals.share_range += row.share_range;
  }
  const pending = rows
    .filter((m) => m.status === 'pending' && users.get(m.anchor_id))
    .map((m) => ({
      membership_id: m.id,
      guild_id: m.guild_id,
      guild_name: guilds.find((g) => g.id === m.guild_id)?.name ?? '',
      user: toPublicProfile(users.get(m.anchor_id)!),
      applied_at: m.applied_at.toISOString(),
    }));
  const dayPoints = [...perDay].map(([day, p]) => ({ day, points: p }));
  const subs = a.tier === 'advanced' ? await repo.subAgencies(deps.db, a.id) : [];
  return {
    data: {
      agency: await profileOf(deps.db, a),
      today,
      from,
      guilds: guilds.map(toCard),
      anchors,
      pending,
      days: dayList.map((d) => ({ day: d, points: perDay.get(d) ?? 0 })),
      weeks: weekTotals(dayPoints, today, AGENCY_CHART_WEEKS),
      totals,
      sub_agents: subs.length ? subAgentsOf(subs, await agencyTotals(deps.db, subs, now)) : [],
    },
    byDay,
    dayList,
  };
}

export async function dashboard(deps: GuildsDeps, a: repo.AgencyRow): Promise<TAgencyDashboard> {
  return (await board(deps, a)).data;
}

/** The agency approves (term: one year from now) or rejects a pending application to one of its guilds. */
export async function decide(
  deps: GuildsDeps,
  a: repo.AgencyRow,
  id: number,
  decision: 'approve' | 'reject',
): Promise<Record<string, never>> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const m = await repo.lockMembership(q, id);
    // another agency's application is as unknown as a missing one
    if (!m || m.agency_id !== a.id) throw new AppError('NOT_FOUND');
    if (!mayDecide(m, a.id)) throw new AppError('GUILD_APPLICATION_CLOSED');
    await repo.setDecision(q, m.id, {
      approve: decision === 'approve',
      at: now,
      termEndsAt: decision === 'approve' ? termEndsAt(now) : null,
    });
  });
  return {};
}

const H = (zhCN: string, zhTW: string, en: string, ja: string, ko: string): Record<Locale, string> => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  en,
  ja,
  ko,
});
const STATE_LABEL: Record<GuildMemberState, Record<Locale, string>> = {
  pending: H('待审核', '待審核', 'Pending', '審査中', '심사 중'),
  active: H('在会', '在會', 'Active', '所属中', '소속 중'),
  leaving: H('退会通知中', '退會通知中', 'Leaving', '脱退予定', '탈퇴 예정'),
  left: H('已退会', '已退會', 'Left', '脱退済み', '탈퇴함'),
  rejected: H('已拒绝', '已拒絕', 'Rejected', '否認', '거절됨'),
  cancelled: H('已取消', '已取消', 'Cancelled', '取り消し', '취소됨'),
};

type ExportRow = TAgencyDashboard['anchors'][number] & { guild: string; days: Map<string, number> };

/** The anchors and their points per day of the chart's range, as xlsx bytes in the caller's language. */
export async function exportXlsx(deps: GuildsDeps, a: repo.AgencyRow, locale: Locale): Promise<{ name: string; bytes: Buffer }> {
  const b = await board(deps, a);
  const guildName = new Map(b.data.guilds.map((g) => [g.id, g.name]));
  const rows: ExportRow[] = b.data.anchors.map((x) => ({
    ...x,
    guild: guildName.get(x.guild_id) ?? '',
    days: b.byDay.get(x.membership_id) ?? new Map(),
  }));
  const columns: ExportColumn<ExportRow>[] = [
    { key: 'guild', header: H('公会', '公會', 'Guild', 'ギルド', '길드'), width: 20, value: (r) => r.guild },
    { key: 'id', header: H('用户ID', '用戶ID', 'User ID', 'ユーザーID', '사용자 ID'), value: (r) => r.user.public_id },
    { key: 'name', header: H('昵称', '暱稱', 'Nickname', 'ニックネーム', '닉네임'), width: 20, value: (r) => r.user.nickname },
    { key: 'state', header: H('状态', '狀態', 'State', '状態', '상태'), value: (r) => STATE_LABEL[r.state][locale] },
    { key: 'approved', header: H('加入时间', '加入時間', 'Joined', '加入日', '가입일'), value: (r) => r.approved_at?.slice(0, 10) ?? '' },
    {
      key: 'term',
      header: H('合约到期', '合約到期', 'Term ends', '契約満了', '계약 만료'),
      value: (r) => r.term_ends_at?.slice(0, 10) ?? '',
    },
    {
      key: 'leave',
      header: H('退会生效', '退會生效', 'Leaves on', '脱退日', '탈퇴일'),
      value: (r) => r.leave_effective_at?.slice(0, 10) ?? '',
    },
    ...b.dayList.map((d) => ({ key: d, header: H(d, d, d, d, d), width: 11, value: (r: ExportRow) => r.days.get(d) ?? 0 })),
    { key: 'total', header: H('合计积分', '合計積分', 'Total points', '合計ポイント', '합계 포인트'), value: (r) => r.points_range },
    { key: 'share', header: H('公会分成', '公會分成', 'Guild share', 'ギルド取り分', '길드 몫'), value: (r) => r.share_range },
  ];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => out.on('end', resolve));
  await writeXlsx(
    out,
    { sheet: a.name, locale, columns },
    (async function* () {
      yield rows;
    })(),
  );
  out.end();
  await ended;
  return { name: `${a.name}-${b.data.from}-${b.data.today}.xlsx`, bytes: Buffer.concat(chunks) };
}

// ---- the console ----

function newCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(8);
  let s = '';
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return s;
}

async function adminAgencies(q: Queryable, list: readonly repo.AgencyRow[]): Promise<TAdminAgency[]> {
  const guilds = await repo.guildsOfAgencies(
    q,
    list.map((a) => a.id),
  );
  const owners = await findUsersByIds(
    q,
    list.flatMap((a) => (a.owner_user_id ? [a.owner_user_id] : [])),
  );
  const names = new Map(list.map((a) => [a.id, a.name]));
  const out: TAdminAgency[] = [];
  for (const a of list) {
    const parentName = a.parent_id ? (names.get(a.parent_id) ?? (await repo.agencyById(q, a.parent_id))?.name ?? '') : null;
    const owner = a.owner_user_id ? owners.get(a.owner_user_id) : undefined;
    out.push({
      id: a.id,
      name: a.name,
      email: a.email,
      tier: a.tier,
      brand: a.brand as BrandId,
      region: a.region as Region,
      status: a.status,
      parent: a.parent_id ? { id: a.parent_id, name: parentName ?? '' } : null,
      owner: owner ? toPublicProfile(owner) : null,
      invite_code: a.invite_code,
      guilds: guilds.filter((g) => g.agency_id === a.id).map(toCard),
      created_at: a.created_at.toISOString(),
    });
  }
  return out;
}

export async function listAgencies(deps: GuildsDeps): Promise<TAdminAgencyList> {
  return { items: await adminAgencies(deps.db, await repo.allAgencies(deps.db)) };
}

/**
 * Creates an agency with its first login and its first guild (an advanced partner gets its
 * sub-agent invite code; a sub-agent names an advanced parent). From an application, that
 * application is approved in the same transaction. Audited.
 */
export async function createAgency(deps: GuildsDeps, admin: AuthedAdmin, input: z.infer<typeof ZAdminAgencyCreate>): Promise<TAdminAgency> {
  const now = deps.now();
  const hash = await hashPassword(input.password);
  const owner = input.owner_public_id ? await findUserByPublicId(deps.db, input.owner_public_id) : null;
  if (input.owner_public_id && !owner) throw new AppError('VALIDATION_FAILED', { field: 'owner_public_id' }, { field: 'owner_public_id' });
  const id = await deps.db.tx(async (q) => {
    let parentId = input.parent_id;
    if (input.application_id) {
      const app = await repo.lockApplication(q, input.application_id);
      if (!app) throw new AppError('NOT_FOUND');
      if (app.status !== 'pending') throw new AppError('GUILD_APPLICATION_CLOSED');
      if (!parentId && app.invite_code) parentId = (await repo.agencyByInviteCode(q, app.invite_code))?.id ?? null;
      await repo.reviewApplication(q, app.id, 'approved', admin.id, now);
    }
    if (parentId) {
      const parent = await repo.agencyById(q, parentId);
      if (parent?.tier !== 'advanced') throw new AppError('AGENCY_PARENT_INVALID');
    }
    const agencyId = await repo.insertAgency(q, {
      name: input.name,
      email: input.email,
      password_hash: hash,
      tier: input.tier,
      brand: input.brand,
      region: input.region,
      parent_id: parentId,
      invite_code: input.tier === 'advanced' ? newCode() : null,
      owner_user_id: owner?.id ?? null,
      created_by: admin.id,
      at: now,
    });
    if (agencyId === null) throw new AppError('AGENCY_EMAIL_EXISTS');
    const guildId = await insertGuildWithCode(q, {
      agencyId,
      brand: input.brand,
      name: input.guild_name,
      shareBp: input.share_bp,
      at: now,
    });
    await writeAudit(q, {
      adminId: admin.id,
      action: 'guilds.agency_create',
      target: String(agencyId),
      after: { name: input.name, email: input.email, tier: input.tier, brand: input.brand, parent_id: parentId, guild_id: guildId },
      detail: input.application_id ? { application_id: input.application_id } : {},
    });
    return agencyId;
  });
  return (await adminAgencies(deps.db, [(await repo.agencyById(deps.db, id))!]))[0]!;
}

async function insertGuildWithCode(
  q: Queryable,
  g: { agencyId: number; brand: string; name: string; shareBp: number; at: Date },
): Promise<number> {
  for (;;) {
    const id = await repo.insertGuild(q, { ...g, code: newCode() });
    if (id !== null) return id;
  }
}

export async function createGuild(
  deps: GuildsDeps,
  admin: AuthedAdmin,
  input: { agency_id: number; name: string; share_bp: number },
): Promise<TGuildCard> {
  const now = deps.now();
  const id = await deps.db.tx(async (q) => {
    const a = await repo.agencyById(q, input.agency_id);
    if (!a) throw new AppError('NOT_FOUND');
    const guildId = await insertGuildWithCode(q, { agencyId: a.id, brand: a.brand, name: input.name, shareBp: input.share_bp, at: now });
    await writeAudit(q, { adminId: admin.id, action: 'guilds.guild_create', target: String(guildId), after: { ...input } });
    return guildId;
  });
  return toCard((await repo.guildById(deps.db, id))!);
}

export async function adminApplications(deps: GuildsDeps, status: string): Promise<TAdminAgencyApplications> {
  const rows = await repo.applicationsByStatus(deps.db, status);
  const users = await findUsersByIds(deps.db, [...new Set(rows.map((r) => r.user_id))]);
  return {
    items: rows.map((r) => {
      const u = users.get(r.user_id);
      return { ...toApplication(r), brand: r.brand as BrandId, user: u ? toPublicProfile(u) : null };
    }),
  };
}

/** Approves (the agency is then made with createAgency) or rejects an application. Audited. */
export async function decideApplication(
  deps: GuildsDeps,
  admin: AuthedAdmin,
  id: number,
  decision: 'approve' | 'reject',
): Promise<Record<string, never>> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const app = await repo.lockApplication(q, id);
    if (!app) throw new AppError('NOT_FOUND');
    if (app.status !== 'pending') throw new AppError('GUILD_APPLICATION_CLOSED');
    const status = decision === 'approve' ? 'approved' : 'rejected';
    await repo.reviewApplication(q, id, status, admin.id, now);
    await writeAudit(q, {
      adminId: admin.id,
      action: `guilds.application_${decision}`,
      target: String(id),
      before: { status: 'pending' },
      after: { status },
    });
  });
  return {};
}

/** Demo and tests: an agency with its login and first guild, without an admin. */
export async function seedAgency(
  q: Queryable,
  a: {
    name: string;
    email: string;
    passwordHash: string;
    tier: 'agency' | 'advanced';
    brand: BrandId;
    region: Region;
    parentId: number | null;
    ownerUserId: number | null;
    inviteCode: string | null;
    at: Date;
  },
): Promise<number | null> {
  return repo.insertAgency(q, {
    name: a.name,
    email: a.email,
    password_hash: a.passwordHash,
    tier: a.tier,
    brand: a.brand,
    region: a.region,
    parent_id: a.parentId,
    invite_code: a.inviteCode,
    owner_user_id: a.ownerUserId,
    created_by: null,
    at: a.at,
  });
}
export { agencyByEmail, guildsOfAgencies, insertGuild, latestMembership } from './repo';
