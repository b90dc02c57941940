import {
  computeSign,
  ErrorCode,
  HOST_EVENTS_PATH,
  HOST_SIGNATURE_HEADER,
  hostDay,
  makeNonce,
  termEndsAt,
  toQueryValues,
  weekStart,
} from '@app/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOST_EVENTS_KEY } from '../../config';
import { newUser, type TestUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, TEST_ACCESS_KEY, TEST_SECRET, uniqueEmail, useAdminTokens, useTestApp } from '../../test/helpers';
import { signHostEvents } from '../hosts/service';
import { settleDueNotices } from './service';

const PASSWORD = 'Agency#2026';

/** Guilds and agencies through HTTP: consent, one guild per host, the agency's own login and views. */
describe.each(BACKENDS)('guilds: applications, agencies, income (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local' });
  let host: TestUser;
  let host2: TestUser;
  let fan: TestUser;
  let male: TestUser;
  let owner: TestUser;
  const agency = {
    advanced: { email: uniqueEmail('adv'), id: 0, code: '', invite: '', token: '' },
    sub: { email: uniqueEmail('sub'), id: 0, code: '', token: '' },
    other: { email: uniqueEmail('oth'), id: 0, code: '', token: '' },
  };
  let docs: { agreement: number; promise: number };
  let start: Date;
  const day = (d: Date) => hostDay(d, 'japan');

  const user = (u: TestUser, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, { method, url: `/api/v1${url}`, token: u.token, params, ...(lang && { headers: { 'system-language': lang } }) });
  const ag = (token: string, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `/api/v1/agency${url}`, token, params });
  const con = (method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `${ADMIN_API}/guilds${url}`, token: admins.admin, params });
  const applyTo = (u: TestUser, code: string, v = docs, request_id = rid('g')) =>
    user(u, 'POST', '/guilds/apply', { request_id, code, agreement_version: v.agreement, promise_version: v.promise });
  const login = async (email: string, password = PASSWORD) => (await ag('', 'POST', '/login', { email, password })).envelope;
  const events = async (anchorId: number, userId: number, seconds: number, id = rid('ev')) => {
    const raw = JSON.stringify({
      events: [{ id, kind: 'call', anchor_id: anchorId, user_id: userId, media: 'video', seconds, at: t.clock.now().toISOString() }],
    });
    const r = await t.app.inject({
      method: 'POST',
      url: HOST_EVENTS_PATH,
      headers: { 'content-type': 'application/json', [HOST_SIGNATURE_HEADER]: signHostEvents(DEFAULT_HOST_EVENTS_KEY, raw, t.clock.now()) },
      payload: raw,
    });
    expect(r.json().data.results[0].outcome).toBe('credited');
  };

  beforeAll(async () => {
    // after the legal documents' publication (the wall clock at start-up), 10:00 in Tokyo
    t.clock.ms = Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 3_600_000;
    start = t.clock.now();
    host = await newUser(t, 'default', { gender: 'female', region: 'japan' });
    host2 = await newUser(t, 'default', { gender: 'female', region: 'japan' });
    fan = await newUser(t, 'default', { region: 'japan' });
    male = await newUser(t, 'default', { region: 'japan' });
    owner = await newUser(t, 'default', { region: 'japan' });
    const made = async (body: Record<string, unknown>) => {
      const r = await con('POST', '/agencies', { password: PASSWORD, brand: 'default', region: 'japan', share_bp: 1000, ...body });
      expect(r.envelope.status).toBe(0);
      return r.envelope.data;
    };
    const adv = await made({
      name: 'Sakura Partners',
      email: agency.advanced.email,
      tier: 'advanced',
      guild_name: 'Sakura',
      owner_public_id: owner.publicId,
    });
    Object.assign(agency.advanced, { id: adv.id, code: adv.guilds[0].code, invite: adv.invite_code });
    const sub = await made({ name: 'Hoshi', email: agency.sub.email, tier: 'agency', guild_name: 'Hoshi', parent_id: adv.id });
    Object.assign(agency.sub, { id: sub.id, code: sub.guilds[0].code });
    const oth = await made({ name: 'Other', email: agency.other.email, tier: 'agency', guild_name: 'Other' });
    Object.assign(agency.other, { id: oth.id, code: oth.guilds[0].code });
    const rec = await user(host, 'GET', '/guilds/recruit', { code: agency.advanced.code });
    if (!rec.envelope.data) throw new Error(rec.body);
    const info = rec.envelope.data;
    docs = {
      agreement: info.documents.find((d: { slug: string }) => d.slug === 'anchor_union_agreement').version,
      promise: info.documents.find((d: { slug: string }) => d.slug === 'promise').version,
    };
  });

  it('the console makes agencies: audited, email unique, a sub-agent only under an advanced partner', async () => {
    expect(
      (
        await con('POST', '/agencies', {
          name: 'X',
          email: agency.sub.email,
          password: PASSWORD,
          tier: 'agency',
          brand: 'default',
          region: 'japan',
          guild_name: 'X',
        })
      ).envelope.status,
    ).toBe(ErrorCode.AGENCY_EMAIL_EXISTS);
    expect(
      (
        await con('POST', '/agencies', {
          name: 'Y',
          email: uniqueEmail('y'),
          password: PASSWORD,
          tier: 'agency',
          brand: 'default',
          region: 'japan',
          guild_name: 'Y',
          parent_id: agency.other.id,
        })
      ).envelope.status,
    ).toBe(ErrorCode.AGENCY_PARENT_INVALID);
    const audit = await t.db.query<{ action: string }>(
      `select action from admin_audit_log where action like 'guilds.%' order by seq desc limit 1`,
    );
    expect(audit.rows[0]?.action).toBe('guilds.agency_create');
    const list = (await con('GET', '/agencies')).envelope.data.items;
    expect(list.find((a: { id: number }) => a.id === agency.sub.id).parent.name).toBe('Sakura Partners');
  });

  it('agency login: wrong password refused, session, logout ends it', async () => {
    expect((await login(agency.advanced.email, 'wrong-password')).status).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect((await ag('', 'GET', '/dashboard')).envelope.status).toBe(ErrorCode.AGENCY_TOKEN_INVALID);
    const s = await login(agency.other.email);
    expect(s.status).toBe(0);
    expect(s.data.agency.tier).toBe('agency');
    expect((await ag(s.data.token, 'GET', '/dashboard')).envelope.status).toBe(0);
    expect((await ag(s.data.token, 'POST', '/logout')).envelope.status).toBe(0);
    expect((await ag(s.data.token, 'GET', '/dashboard')).envelope.status).toBe(ErrorCode.AGENCY_TOKEN_INVALID);
    // a user's token is not an agency's
    expect((await ag(host.token, 'GET', '/dashboard')).envelope.status).toBe(ErrorCode.AGENCY_TOKEN_INVALID);
    agency.advanced.token = (await login(agency.advanced.email)).data.token;
    agency.sub.token = (await login(agency.sub.email)).data.token;
    agency.other.token = (await login(agency.other.email)).data.token;
  });

  it('a host applies with consent at the current versions; others may not; errors in her language', async () => {
    expect((await applyTo(male, agency.advanced.code)).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await applyTo(host, 'NOPE0000')).envelope.status).toBe(ErrorCode.GUILD_NOT_FOUND);
    const stale = await user(
      host,
      'POST',
      '/guilds/apply',
      { request_id: rid(), code: agency.advanced.code, agreement_version: docs.agreement + 1, promise_version: docs.promise },
      'ja',
    );
    expect(stale.envelope.status).toBe(ErrorCode.GUILD_CONSENT_REQUIRED);
    expect(stale.envelope.msg).toBe('最新のギルド規約と誓約書をお読みのうえ、同意してください');
    const request_id = rid('g');
    const r = await applyTo(host, agency.advanced.code.toLowerCase(), docs, request_id);
    expect(r.envelope.status).toBe(0);
    expect(r.envelope.data.state).toBe('pending');
    // a retry answers the first application
    expect((await applyTo(host, agency.advanced.code, docs, request_id)).envelope.data.id).toBe(r.envelope.data.id);
    const consent = await t.db.query<{ slug: string }>('select slug from legal_acceptances where user_id = $1 order by slug', [host.id]);
    expect(consent.rows.map((x) => x.slug)).toEqual(['anchor_union_agreement', 'promise']);
    // one guild at a time
    const again = await applyTo(host, agency.other.code, docs);
    expect(again.envelope.status).toBe(ErrorCode.GUILD_ALREADY_MEMBER);
    expect(
      (
        await user(
          host,
          'POST',
          '/guilds/apply',
          { request_id: rid(), code: agency.other.code, agreement_version: docs.agreement, promise_version: docs.promise },
          'zh-CN',
        )
      ).envelope.msg,
    ).toBe('你已加入公会或已有待审核的申请');
  });

  it('only the guild’s agency approves; the term runs a year', async () => {
    const pending = (await ag(agency.advanced.token, 'GET', '/dashboard')).envelope.data.pending;
    expect(pending).toHaveLength(1);
    const id = pending[0].membership_id;
    expect((await ag(agency.other.token, 'GET', '/dashboard')).envelope.data.pending).toHaveLength(0);
    expect((await ag(agency.other.token, 'POST', `/memberships/${id}/decide`, { decision: 'approve' })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await ag(agency.advanced.token, 'POST', `/memberships/${id}/decide`, { decision: 'approve' })).envelope.status).toBe(0);
    expect((await ag(agency.advanced.token, 'POST', `/memberships/${id}/decide`, { decision: 'reject' })).envelope.status).toBe(
      ErrorCode.GUILD_APPLICATION_CLOSED,
    );
    const mine = (await user(host, 'GET', '/guilds/recruit')).envelope.data.membership;
    expect(mine.state).toBe('active');
    expect(mine.term_ends_at).toBe(termEndsAt(start).toISOString());
  });

  it('the agency sees its anchors’ income per day and week, another agency does not', async () => {
    await events(host.id, fan.id, 600); // 10 video minutes (500) with a new user (+50)
    const d = (await ag(agency.advanced.token, 'GET', '/dashboard')).envelope.data;
    const a = d.anchors.find((x: { user: { id: number } }) => x.user.id === host.id);
    expect(a.points_today).toBe(550);
    expect(a.points_week).toBe(550);
    expect(a.share_range).toBe(55);
    expect(d.days.at(-1)).toEqual({ day: day(start), points: 550 });
    expect(d.weeks.at(-1)).toEqual({ week: weekStart(day(start)), points: 550 });
    const other = (await ag(agency.other.token, 'GET', '/dashboard')).envelope.data;
    expect(other.anchors.find((x: { user: { id: number } }) => x.user.id === host.id)).toBeUndefined();
  });

  it('the export answers a parseable xlsx', async () => {
    const raw = await t.app.inject({
      method: 'GET',
      url: '/api/v1/agency/export',
      query: await signedQuery(),
      headers: { 'access-token': agency.advanced.token, 'system-language': 'ja' },
    });
    expect(raw.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('ギルド');
    expect(ws.getRow(2).getCell(2).value).toBe(host.publicId);
  });

  it('a notice takes effect 30 days later; she stays until then and may then join another guild', async () => {
    expect((await user(host2, 'POST', '/guilds/membership/leave', { request_id: rid() })).envelope.status).toBe(
      ErrorCode.GUILD_NOTICE_STATE,
    );
    const n = await user(host, 'POST', '/guilds/membership/leave', { request_id: rid() });
    expect(n.envelope.status).toBe(0);
    expect(n.envelope.data.state).toBe('leaving');
    expect(n.envelope.data.leave_effective_at).toBe(new Date(t.clock.ms + 30 * 86_400_000).toISOString());
    expect((await user(host, 'POST', '/guilds/membership/leave', { request_id: rid() })).envelope.status).toBe(
      ErrorCode.GUILD_NOTICE_STATE,
    );
    t.clock.advance(29 * 86_400);
    expect((await applyTo(host, agency.sub.code)).envelope.status).toBe(ErrorCode.GUILD_ALREADY_MEMBER);
    t.clock.advance(86_400);
    // the page shows her notice taken effect without writing (a GET is safe); the job settles the row
    const stored = async () =>
      (await t.db.query<{ status: string }>('select status from guild_members where anchor_id = $1 order by id desc limit 1', [host.id]))
        .rows[0]!.status;
    expect((await user(host, 'GET', '/guilds/recruit')).envelope.data.membership.state).toBe('left');
    expect(await stored()).toBe('active');
    expect(await settleDueNotices({ db: t.db, now: t.clock.now })).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe('left');
    expect(await settleDueNotices({ db: t.db, now: t.clock.now })).toBe(0);
    const moved = await applyTo(host, agency.sub.code);
    expect(moved.envelope.status).toBe(0);
    expect((await user(host, 'GET', '/guilds/recruit')).envelope.data.membership.guild.code).toBe(agency.sub.code);
    // a pending application may be withdrawn
    expect((await user(host, 'POST', '/guilds/membership/cancel', { request_id: rid() })).envelope.data.state).toBe('cancelled');
  });

  it('sub-agents are visible to their parent only', async () => {
    // a month later: the sessions of a week ago have expired
    expect((await ag(agency.advanced.token, 'GET', '/dashboard')).envelope.status).toBe(ErrorCode.AGENCY_TOKEN_INVALID);
    for (const k of ['advanced', 'sub', 'other'] as const) agency[k].token = (await login(agency[k].email)).data.token;
    const parent = (await ag(agency.advanced.token, 'GET', '/dashboard')).envelope.data;
    expect(parent.sub_agents.map((s: { id: number }) => s.id)).toEqual([agency.sub.id]);
    expect((await ag(agency.other.token, 'GET', '/dashboard')).envelope.data.sub_agents).toEqual([]);
    expect((await ag(agency.sub.token, 'GET', '/dashboard')).envelope.data.sub_agents).toEqual([]);
    const page = (await user(owner, 'GET', '/guilds/sub-agents')).envelope.data;
    expect(page.partner).toBe(true);
    expect(page.invite_code).toBe(agency.advanced.invite);
    expect(page.sub_agents.map((s: { name: string }) => s.name)).toEqual(['Hoshi']);
    expect((await user(fan, 'GET', '/guilds/sub-agents')).envelope.data).toMatchObject({ partner: false, sub_agents: [] });
  });

  it('operators apply; one pending per kind; the console reviews, audited', async () => {
    const body = { kind: 'community', name: 'Tsuki', contact: 'line: tsuki', message: '', hosts: 12 };
    const a = await user(fan, 'POST', '/guilds/agency-applications', { request_id: rid(), ...body, invite_code: agency.advanced.invite });
    expect(a.envelope.status).toBe(0);
    expect((await user(fan, 'POST', '/guilds/agency-applications', { request_id: rid(), ...body })).envelope.status).toBe(
      ErrorCode.AGENCY_APPLICATION_PENDING,
    );
    expect(
      (await user(fan, 'POST', '/guilds/agency-applications', { request_id: rid(), ...body, kind: 'advanced', invite_code: 'ZZZZZZZZ' }))
        .envelope.status,
    ).toBe(ErrorCode.AGENCY_PARENT_INVALID);
    const list = (await con('GET', '/applications')).envelope.data.items;
    expect(list.some((x: { id: number }) => x.id === a.envelope.data.id)).toBe(true);
    const made = await con('POST', '/agencies', {
      name: 'Tsuki',
      email: uniqueEmail('tsuki'),
      password: PASSWORD,
      tier: 'agency',
      brand: 'default',
      region: 'japan',
      guild_name: 'Tsuki',
      application_id: a.envelope.data.id,
    });
    expect(made.envelope.data.parent.id).toBe(agency.advanced.id);
    expect((await user(fan, 'GET', '/guilds/agency-applications')).envelope.data.items[0].status).toBe('approved');
    expect((await con('POST', `/applications/${a.envelope.data.id}/decide`, { decision: 'reject' })).envelope.status).toBe(
      ErrorCode.GUILD_APPLICATION_CLOSED,
    );
  });

  /** a signed query (the export answers bytes, not an envelope: read through inject) */
  async function signedQuery(): Promise<Record<string, string>> {
    const params = toQueryValues({ timestamp: Math.floor(t.clock.ms / 1000), nonce: makeNonce(), access_key: TEST_ACCESS_KEY });
    return { ...params, sign: computeSign(params, TEST_SECRET) };
  }
});
