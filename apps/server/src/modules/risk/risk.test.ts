import { ErrorCode, LIMITS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_API as API, BACKENDS, call, registerUser, uniqueEmail, useAdminTokens, useTestApp } from '../../test/helpers';
import { actionsPerDay, assertNotMuted, historyOf } from './service';

describe.each(BACKENDS)('risk records, warnings, mutes and bans (%s)', (backend) => {
  const t = useTestApp(backend);
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', japan: 'japan@demo.local', noperm: 'noperm@demo.local' });

  const act = (params: Record<string, unknown>, token = tokens.admin) =>
    call(t, { method: 'POST', url: `${API}/risk/actions`, token, params });
  const me = (token: string, lang = 'en') => call(t, { url: '/api/v1/me', token, params: { 'app-language': lang } });

  it('a ban revokes every session: the very next call answers USER_BANNED with reason and end; expiry lifts it', async () => {
    const account = uniqueEmail();
    const { access_token: token, user } = await registerUser(t, { account });
    const second = (await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password: 'Password#1' } })).envelope.data
      .access_token as string;
    expect((await me(token)).envelope.status).toBe(0);

    const banned = await act({ public_id: user.public_id, kind: 'ban', reason: 'fraud', note: 'chargeback ring', duration_hours: 24 });
    expect(banned.envelope.status).toBe(0);
    expect(banned.envelope.data.state.ban).toMatchObject({ reason: 'fraud' });

    for (const tk of [token, second]) {
      const r = await me(tk, 'ja');
      expect(r.envelope.status).toBe(ErrorCode.USER_BANNED);
      expect(r.envelope.data).toMatchObject({ reason: 'fraud', reason_text: '詐欺', permanent: false });
      expect(new Date(r.envelope.data.ends_at).getTime()).toBe(t.clock.ms + 24 * 3_600_000);
      expect(r.envelope.msg).toContain('詐欺');
      expect(r.envelope.msg).toContain('終了日時');
    }
    // zh-CN words, and the wallet (any user call) answers the same
    const zh = await call(t, { url: '/api/v1/wallet', token, params: { 'app-language': 'zh-CN' } });
    expect(zh.envelope.status).toBe(ErrorCode.USER_BANNED);
    expect(zh.envelope.msg).toContain('诈骗');
    // sessions are revoked in the database, not only refused
    const live = await t.db.query<{ n: number }>(
      'select count(*)::int8 as n from user_sessions where user_id = $1 and revoked_at is null',
      [user.id],
    );
    expect(live.rows[0]!.n).toBe(0);
    // login is refused with the same answer
    const login = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password: 'Password#1' } });
    expect(login.envelope.status).toBe(ErrorCode.USER_BANNED);
    expect(login.envelope.data.reason).toBe('fraud');
    // audited in the same transaction
    const audit = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from admin_audit_log where action = 'risk.ban' and target = $1`,
      [`user:${user.public_id}`],
    );
    expect(audit.rows[0]!.n).toBe(1);

    // a day later the ban has ended: the revoked sessions are just logged out, and login works
    t.clock.ms += 24 * 3_600_000 + 1000;
    expect((await me(token)).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
    const again = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password: 'Password#1' } });
    expect(again.envelope.status).toBe(0);
    expect((await me(again.envelope.data.access_token)).envelope.status).toBe(0);
  });

  it('unban lifts a permanent ban at once; unbanning nobody is refused', async () => {
    const account = uniqueEmail();
    const { user } = await registerUser(t, { account });
    expect((await act({ public_id: user.public_id, kind: 'unban', reason: 'other' })).envelope.status).toBe(ErrorCode.RISK_NOT_RESTRICTED);
    expect((await act({ public_id: user.public_id, kind: 'ban', reason: 'spam' })).envelope.data.action.ends_at).toBeNull();
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account, password: 'Password#1', 'app-language': 'en' },
    });
    expect(refused.envelope).toMatchObject({ status: ErrorCode.USER_BANNED, data: { permanent: true, ends_text: 'Permanent' } });
    expect((await act({ public_id: user.public_id, kind: 'unban', reason: 'other', note: 'appeal accepted' })).envelope.status).toBe(0);
    const login = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password: 'Password#1' } });
    expect(login.envelope.status).toBe(0);
    expect((await me(login.envelope.data.access_token)).envelope.status).toBe(0);
  });

  it('a device ban refuses login and registration from that device only', async () => {
    const account = uniqueEmail();
    const device = `dev-${Date.now()}`;
    const headers = { 'device-id': device };
    const reg = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      params: { account, password: 'Password#1', nickname: 'Dev', gender: 'male', birth_date: '1990-01-01', app_name: 'default' },
    });
    expect(reg.envelope.status).toBe(0);
    const publicId = reg.envelope.data.user.public_id as string;
    // the console offers the device ids seen at the user's logins
    const banned = await act({ public_id: publicId, kind: 'ban', scope: 'device', device_id: device, reason: 'cheating' });
    expect(banned.envelope.status).toBe(0);
    expect(banned.envelope.data.state.devices).toEqual([expect.objectContaining({ device_id: device, banned: true })]);
    expect(banned.envelope.data.state.ban).toBeNull();

    const login = (h: Record<string, string>) =>
      call(t, { method: 'POST', url: '/api/v1/auth/login', headers: h, params: { account, password: 'Password#1' } });
    expect((await login(headers)).envelope.status).toBe(ErrorCode.USER_BANNED);
    expect((await login({ 'device-id': 'another-device' })).envelope.status).toBe(0);
    const other = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      headers,
      params: {
        account: uniqueEmail(),
        password: 'Password#1',
        nickname: 'New',
        gender: 'male',
        birth_date: '1990-01-01',
        app_name: 'default',
      },
    });
    expect(other.envelope.status).toBe(ErrorCode.USER_BANNED);
    expect((await act({ public_id: publicId, kind: 'ban', scope: 'device', reason: 'cheating' })).envelope.status).toBe(
      ErrorCode.RISK_BAN_DEVICE_UNKNOWN,
    );
    expect((await act({ public_id: publicId, kind: 'unban', scope: 'device', device_id: device, reason: 'other' })).envelope.status).toBe(
      0,
    );
    expect((await login(headers)).envelope.status).toBe(0);
  });

  it('a mute refuses text until it ends; the user reads why', async () => {
    const { access_token: token, user } = await registerUser(t);
    const deps = { db: t.db, now: t.clock.now };
    await expect(assertNotMuted(deps, user.id)).resolves.toBeUndefined();
    expect((await act({ public_id: user.public_id, kind: 'mute', reason: 'harassment' })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (await act({ public_id: user.public_id, kind: 'mute', reason: 'harassment', duration_hours: 2, note: 'cool down' })).envelope.status,
    ).toBe(0);
    await expect(assertNotMuted(deps, user.id)).rejects.toMatchObject({ code: 'USER_MUTED' });
    // muted is not banned: other calls work, and the reminder is there
    const notices = await call(t, { url: '/api/v1/risk/notices', token, params: { 'app-language': 'ja' } });
    expect(notices.envelope.status).toBe(0);
    expect(notices.envelope.data.items[0]).toMatchObject({
      kind: 'violation',
      reason: 'harassment',
      reason_text: '嫌がらせ・暴言',
      text: 'cool down',
    });
    expect(notices.envelope.data.mute.reason_text).toBe('嫌がらせ・暴言');
    // reading changes nothing; the app says when it showed them
    const readAt = async () =>
      (await t.db.query<{ read_at: Date | null }>('select read_at from risk_notices where user_id = $1', [user.id])).rows.map(
        (r) => r.read_at,
      );
    expect(await readAt()).toEqual([null]);
    const read = await call(t, { method: 'POST', url: '/api/v1/risk/notices/read', token, params: { 'app-language': 'ja' } });
    expect(read.envelope.data.items).toEqual(notices.envelope.data.items);
    expect((await readAt()).map((d) => d?.getTime())).toEqual([t.clock.ms]);
    t.clock.ms += 2 * 3_600_000 + 1;
    await expect(assertNotMuted(deps, user.id)).resolves.toBeUndefined();
  });

  it('a report lands as an open record with source report; reporters are rate-limited; not oneself', async () => {
    const reporter = await registerUser(t);
    const target = await registerUser(t, { nickname: '<img src=x onerror=alert(1)>' });
    const send = (text: string, publicId = target.user.public_id) =>
      call(t, {
        method: 'POST',
        url: '/api/v1/risk/reports',
        token: reporter.access_token,
        params: { public_id: publicId, category: 'spam', text },
      });
    expect((await send('self', reporter.user.public_id)).envelope.status).toBe(ErrorCode.CANNOT_REPORT_SELF);
    const first = await send('<script>alert(1)</script> keeps posting links');
    expect(first.envelope.status).toBe(0);
    const list = await call(t, { url: `${API}/risk/records`, token: tokens.admin, params: { user: target.user.public_id } });
    expect(list.envelope.data.items).toEqual([
      expect.objectContaining({
        id: first.envelope.data.id,
        source: 'report',
        status: 'open',
        category: 'spam',
        description: '<script>alert(1)</script> keeps posting links',
        reporter: expect.objectContaining({ id: reporter.user.id }),
        user: expect.objectContaining({ nickname: '<img src=x onerror=alert(1)>' }),
      }),
    ]);
    for (let i = 1; i < LIMITS.riskReportsPerHourMax; i++) expect((await send(`again ${i}`)).envelope.status).toBe(0);
    expect((await send('one too many')).envelope.status).toBe(ErrorCode.RATE_LIMITED);
    // acting on the record marks it
    const warned = await act({ public_id: target.user.public_id, kind: 'warn', reason: 'spam', record_id: first.envelope.data.id });
    expect(warned.envelope.status).toBe(0);
    const detail = await call(t, { url: `${API}/risk/records/${first.envelope.data.id}`, token: tokens.admin });
    expect(detail.envelope.data.record).toMatchObject({ status: 'actioned', action: 'warn' });
    expect(detail.envelope.data.actions[0]).toMatchObject({ kind: 'warn', admin: { nickname: 'Demo Admin' } });
  });

  it('regions: a Japan-only admin sees and acts on Japan users only; no code, no access', async () => {
    const cn = await registerUser(t, { app_name: 'default' });
    const jp = await registerUser(t, { app_name: 'wakoo' });
    for (const u of [cn, jp])
      expect(
        (
          await call(t, {
            method: 'POST',
            url: `${API}/risk/records`,
            token: tokens.admin,
            params: { public_id: u.user.public_id, category: 'other', severity: 'low', description: 'x' },
          })
        ).envelope.status,
      ).toBe(0);
    const list = await call(t, { url: `${API}/risk/records`, token: tokens.japan, params: { page_size: 100 } });
    expect(list.envelope.data.regions).toEqual(['japan']);
    expect(list.envelope.data.items.every((r: { region: string }) => r.region === 'japan')).toBe(true);
    expect((await call(t, { url: `${API}/risk/records`, token: tokens.japan, params: { region: 'default' } })).envelope.status).toBe(
      ErrorCode.RISK_REGION_FORBIDDEN,
    );
    expect((await act({ public_id: cn.user.public_id, kind: 'ban', reason: 'spam' }, tokens.japan)).envelope.status).toBe(
      ErrorCode.RISK_REGION_FORBIDDEN,
    );
    expect((await me(cn.access_token)).envelope.status).toBe(0);
    const sent = await call(t, {
      method: 'POST',
      url: `${API}/risk/notices`,
      token: tokens.japan,
      params: { public_id: cn.user.public_id, kind: 'violation', reason: 'spam', text: 'x' },
    });
    expect(sent.envelope.status).toBe(ErrorCode.RISK_REGION_FORBIDDEN);
    const ok = await call(t, {
      method: 'POST',
      url: `${API}/risk/notices`,
      token: tokens.japan,
      params: { public_id: jp.user.public_id, kind: 'violation', reason: 'spam', text: '宣伝の投稿はお控えください' },
    });
    expect(ok.envelope.status).toBe(0);
    const notices = await call(t, { url: `${API}/risk/notices`, token: tokens.japan });
    expect(notices.envelope.data.items[0]).toMatchObject({ text: '宣伝の投稿はお控えください', admin: { nickname: 'Japan Ops' } });
    expect((await call(t, { url: `${API}/risk/records`, token: tokens.noperm })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await call(t, { url: `${API}/risk/records` })).envelope.status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
  });
  it("hands the dashboard actions per day by kind and region, and the support panel a user's history", async () => {
    const { user } = await registerUser(t, { app_name: 'ocha' });
    const day = (ms: number) => new Date(ms + 9 * 3_600_000).toISOString().slice(0, 10); // Tokyo calendar
    const before = await actionsPerDay({ db: t.db }, { from: day(t.clock.ms), to: day(t.clock.ms), brand: 'ocha' });
    const count = (rows: typeof before, kind: string) => rows.find((r) => r.kind === kind && r.region === 'japan')?.count ?? 0;
    await act({ public_id: user.public_id, kind: 'warn', reason: 'spam' });
    await act({ public_id: user.public_id, kind: 'mute', reason: 'spam', duration_hours: 1 });
    const created = await call(t, {
      method: 'POST',
      url: `${API}/risk/records`,
      token: tokens.admin,
      params: { public_id: user.public_id, category: 'spam', severity: 'low', description: 'links in room title' },
    });
    const after = await actionsPerDay({ db: t.db }, { from: day(t.clock.ms), to: day(t.clock.ms), brand: 'ocha' });
    expect(count(after, 'warn') - count(before, 'warn')).toBe(1);
    expect(count(after, 'mute') - count(before, 'mute')).toBe(1);
    const history = await historyOf({ db: t.db }, user.id);
    expect(history.map((r) => r.id)).toEqual([created.envelope.data.record.id]);
  });

  it('the demo has records in both regions, a banned and a muted account', async () => {
    const rows = await call(t, { url: `${API}/risk/records`, token: tokens.admin, params: { page_size: 100 } });
    const demo = rows.envelope.data.items.filter((r: { user: { public_id: string } }) => r.user.public_id !== '');
    expect(new Set(demo.map((r: { region: string }) => r.region))).toEqual(new Set(['default', 'japan']));
    const banned = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from users where email = 'spammer.default@demo.local' and ban_reason = 'spam'`,
    );
    expect(banned.rows[0]!.n).toBe(1);
  });
  it('evidence images: stored blob keys come back as signed media addresses', async () => {
    const { user } = await registerUser(t);
    const key = `${'a'.repeat(64)}.png`;
    const created = await call(t, {
      method: 'POST',
      url: `${API}/risk/records`,
      token: tokens.admin,
      params: {
        public_id: user.public_id,
        category: 'sexual',
        severity: 'high',
        description: 'profile photo',
        images: [key, 'https://cdn.example.com/p.png', 'legacy-id'],
      },
    });
    expect(created.envelope.status).toBe(0);
    const urls = created.envelope.data.record.image_urls as Array<string | null>;
    expect(urls[0]).toMatch(new RegExp(`^/media/support/${key}\\?exp=\\d+&sig=`));
    expect(urls.slice(1)).toEqual(['https://cdn.example.com/p.png', null]);
    const bad = await call(t, {
      method: 'POST',
      url: `${API}/risk/records`,
      token: tokens.admin,
      params: { public_id: user.public_id, category: 'sexual', severity: 'high', description: 'x', images: ['javascript:alert(1)'] },
    });
    expect(bad.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
