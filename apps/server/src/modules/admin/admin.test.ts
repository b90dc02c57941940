import { ALL_PERMISSION_CODES, ErrorCode, JAPAN_REGION_PERMISSIONS, PERMISSIONS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { adminLogin, BACKENDS, call, registerUser, useTestApp } from '../../test/helpers';

const API = '/api/qyqyadmin/v1/qyqyadmin';

describe.each(BACKENDS)('admin console API (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });

  it('logs in and reads user/info', async () => {
    const { access_token } = await adminLogin(t);
    const info = await call(t, { url: `${API}/user/info`, token: access_token });
    expect(info.envelope).toMatchObject({ status: 0, data: { email: 'admin@demo.local', nickname: 'Demo Admin' } });
    expect(typeof info.envelope.data.id).toBe('number');
  });

  it('answers exactly the permission codes asked', async () => {
    const { access_token } = await adminLogin(t, 'japan@demo.local');
    const asked = [PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN, 'made.up'];
    const res = await call(t, { url: `${API}/permission/query`, token: access_token, params: { perm_codes: asked } });
    expect(res.envelope.data).toEqual({ [PERMISSIONS.FEEDBACK_DEFAULT]: false, [PERMISSIONS.FEEDBACK_JAPAN]: true, 'made.up': false });
    const all = await call(t, { url: `${API}/permission/query`, token: access_token, params: { perm_codes: ALL_PERMISSION_CODES } });
    const granted = Object.entries(all.envelope.data)
      .filter(([, v]) => v)
      .map(([k]) => k);
    expect(granted.sort()).toEqual([...JAPAN_REGION_PERMISSIONS].sort());
  });

  it('refuses perm_codes that are not a JSON list', async () => {
    const { access_token } = await adminLogin(t);
    const res = await call(t, { url: `${API}/permission/query`, token: access_token, params: { perm_codes: 'a,b' } });
    expect(res.envelope).toMatchObject({ status: ErrorCode.VALIDATION_FAILED, data: { field: 'perm_codes' } });
  });

  it('answers -3 for a missing, unknown or revoked admin token', async () => {
    expect((await call(t, { url: `${API}/user/info` })).envelope.status).toBe(-3);
    expect((await call(t, { url: `${API}/user/info`, token: 'nope' })).envelope.status).toBe(-3);
    const { access_token } = await adminLogin(t);
    expect((await call(t, { method: 'POST', url: `${API}/auth/logout`, token: access_token })).envelope.status).toBe(0);
    expect((await call(t, { url: `${API}/user/info`, token: access_token })).envelope.status).toBe(-3);
  });

  it('a user token is not an admin token', async () => {
    const { access_token } = await registerUser(t);
    expect((await call(t, { url: `${API}/user/info`, token: access_token })).envelope.status).toBe(-3);
  });

  it('refuses a wrong admin password and audits it', async () => {
    const res = await call(t, { method: 'POST', url: `${API}/auth/login`, params: { email: 'admin@demo.local', password: 'wrong' } });
    expect(res.envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
    const audit = await t.db.query<{ n: number }>(`select count(*)::int8 as n from admin_audit_log where action = 'auth.login_failed'`);
    expect(audit.rows[0]!.n).toBeGreaterThan(0);
  });

  it('rotates tokens on refresh and revokes the family when a refresh token is reused', async () => {
    const first = await adminLogin(t);
    const second = await call(t, { method: 'POST', url: `${API}/auth/refresh`, params: { refresh_token: first.refresh_token } });
    expect(second.envelope.status).toBe(0);
    const fresh = second.envelope.data;
    expect(fresh.access_token).not.toBe(first.access_token);
    expect((await call(t, { url: `${API}/user/info`, token: first.access_token })).envelope.status).toBe(-3);
    expect((await call(t, { url: `${API}/user/info`, token: fresh.access_token })).envelope.status).toBe(0);
    // the old refresh token again: treated as stolen, the new pair dies too
    const reuse = await call(t, { method: 'POST', url: `${API}/auth/refresh`, params: { refresh_token: first.refresh_token } });
    expect(reuse.envelope.status).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect((await call(t, { url: `${API}/user/info`, token: fresh.access_token })).envelope.status).toBe(-3);
  });

  it('enforces route permissions and logs the denial', async () => {
    const { access_token } = await adminLogin(t, 'noperm@demo.local');
    const res = await call(t, { url: `${API}/publicid/query`, token: access_token, params: { q: 'Kai' } });
    expect(res.envelope.status).toBe(ErrorCode.FORBIDDEN);
    const denied = await t.db.query<{ target: string }>(`select target from admin_audit_log where action = 'permission.denied'`);
    expect(denied.rows.map((r) => r.target)).toContain(`${API}/publicid/query`);
    const japan = await adminLogin(t, 'japan@demo.local');
    expect((await call(t, { url: `${API}/other/info`, token: japan.access_token, params: { userid: 1 } })).envelope.status).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('looks users up by public id, nickname prefix, email and phone, paged', async () => {
    const { access_token: token } = await adminLogin(t);
    const kai = await call(t, { url: `${API}/publicid/query`, token, params: { q: 'kai', page: 1, page_size: 3 } });
    expect(kai.envelope.data.total).toBe(5); // one "Kai" per brand in the demo seed
    expect(kai.envelope.data.items).toHaveLength(3);
    const page2 = await call(t, { url: `${API}/publicid/query`, token, params: { q: 'kai', page: 2, page_size: 3 } });
    expect(page2.envelope.data.items).toHaveLength(2);
    const someone = kai.envelope.data.items[0];
    const byId = await call(t, { url: `${API}/publicid/query`, token, params: { q: someone.public_id } });
    expect(byId.envelope.data.items.map((u: { id: number }) => u.id)).toEqual([someone.id]);
    const byEmail = await call(t, { url: `${API}/publicid/query`, token, params: { q: 'USER1.WAKOO@demo.local' } });
    expect(byEmail.envelope.data.items[0].brand).toBe('wakoo');
    const none = await call(t, { url: `${API}/publicid/query`, token, params: { q: '%' } });
    expect(none.envelope.data.total).toBe(0); // LIKE wildcards are escaped
  });

  it('shows another user with masked contact details and audits the view', async () => {
    const { access_token: token } = await adminLogin(t);
    const { user } = await registerUser(t, { account: 'visible.person@test.local', birth_date: '2015-06-01' });
    const res = await call(t, { url: `${API}/other/info`, token, params: { userid: user.id } });
    expect(res.envelope.data.profile.id).toBe(user.id);
    expect(res.envelope.data.account).toMatchObject({ status: 'active', is_minor: true, email_masked: 'v******n@test.local' });
    expect(res.body).not.toContain('visible.person');
    // a new user: level 1, nothing else yet
    expect(res.envelope.data.activity).toEqual({
      level: 1,
      exp: 0,
      rich_total: 0,
      charm_total: 0,
      membership: null,
      club: null,
      cp: null,
      following_count: 0,
      follower_count: 0,
      draws: { spent_today: 0, recent: [] },
    });
    expect((await call(t, { url: `${API}/other/info`, token, params: { userid: 99999999 } })).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, { url: `${API}/other/info`, token, params: { userid: 'abc' } })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const viewed = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from admin_audit_log where action = 'user.view' and target = $1`,
      [String(user.id)],
    );
    expect(viewed.rows[0]!.n).toBe(1);
  });
});
