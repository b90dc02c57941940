import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { BACKENDS, buildTestApp, call, registerUser, uniqueEmail, useTestApp } from '../../test/helpers';

describe.each(BACKENDS)('accounts over HTTP (%s)', (backend) => {
  const t = useTestApp(backend, { seed: false });

  it('registers, reads me, logs out and the token stops working', async () => {
    const email = uniqueEmail('Mixed');
    const reg = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: {
        account: email,
        password: 'Secret#123',
        nickname: '  Mei  ',
        gender: 'female',
        birth_date: '1999-12-31',
        app_name: 'wakoo',
      },
    });
    expect(reg.envelope.status).toBe(0);
    const { access_token: token, user } = reg.envelope.data;
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
    expect(user).toMatchObject({ email: email.toLowerCase(), nickname: 'Mei', brand: 'wakoo', region: 'japan', is_minor: false });
    expect(Number(user.public_id)).toBeGreaterThan(100000);

    const me = await call(t, { url: '/api/v1/me', token });
    expect(me.envelope.data).toMatchObject({ id: user.id, public_id: user.public_id });

    expect((await call(t, { method: 'POST', url: '/api/v1/auth/logout', token })).envelope.status).toBe(0);
    expect((await call(t, { url: '/api/v1/me', token })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it("refuses a disabled (banned) user's token at the next request", async () => {
    const { access_token: token, user } = await registerUser(t);
    expect((await call(t, { url: '/api/v1/me', token })).envelope.status).toBe(0);
    await t.db.query(`update users set status = 'disabled' where id = $1`, [user.id]);
    expect((await call(t, { url: '/api/v1/me', token })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await call(t, { url: '/api/v1/wallet', token })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('removes bidi overrides and invisible characters from nicknames (no reversed names in rankings)', async () => {
    const reg = await registerUser(t, { nickname: '\u202eevil\u200b\u2066 名前\u2069' });
    expect(reg.user).toMatchObject({ nickname: 'evil 名前' });
    const only = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: { account: uniqueEmail(), password: 'Secret#123', nickname: '\u202e\u200b', gender: 'male', birth_date: '1990-01-01' },
    });
    expect(only.envelope.status).toBe(ErrorCode.VALIDATION_FAILED); // nothing left to show
  });

  it('stores only a hash of the token', async () => {
    const { access_token: token } = await registerUser(t);
    const rows = await t.db.query<{ token_hash: Buffer }>('select token_hash from user_sessions');
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const r of rows.rows) expect(Buffer.from(r.token_hash).toString('base64url')).not.toBe(token);
  });

  it('logs in by email (any case) and by phone', async () => {
    const email = uniqueEmail();
    await registerUser(t, { account: email, password: 'Another#1' });
    const byEmail = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: email.toUpperCase(), password: 'Another#1' },
    });
    expect(byEmail.envelope.status).toBe(0);
    const phone = `+8190${Math.floor(Math.random() * 1e8)}`;
    await registerUser(t, { account: phone, password: 'PhonePass1' });
    const byPhone = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account: phone, password: 'PhonePass1' } });
    expect(byPhone.envelope.data.user.phone).toBe(phone);
  });

  it('refuses a wrong password and an unknown account with the same error', async () => {
    const email = uniqueEmail();
    await registerUser(t, { account: email });
    const wrong = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account: email, password: 'wrong-pass' } });
    const unknown = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: uniqueEmail(), password: 'wrong-pass' },
    });
    expect(wrong.envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
    expect(unknown.envelope).toEqual(wrong.envelope);
  });

  it('refuses a duplicate account without writing', async () => {
    const email = uniqueEmail();
    await registerUser(t, { account: email });
    const before = await t.db.query<{ n: number }>('select count(*)::int8 as n from users');
    const again = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: { account: email, password: 'Password#1', nickname: 'x', gender: 'male', birth_date: '1990-01-01' },
    });
    expect(again.envelope.status).toBe(ErrorCode.ACCOUNT_EXISTS);
    const after = await t.db.query<{ n: number }>('select count(*)::int8 as n from users');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('names the bad field in the user language', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: {
        account: 'not-an-account',
        password: 'Password#1',
        nickname: 'x',
        gender: 'male',
        birth_date: '1990-01-01',
        'app-language': 'ja',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.envelope).toMatchObject({ status: ErrorCode.VALIDATION_FAILED, data: { field: 'account' } });
    expect(res.envelope.msg).toBe('パラメータが正しくありません：account');
    const future = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: { account: uniqueEmail(), password: 'Password#1', nickname: 'x', gender: 'male', birth_date: '2999-01-01' },
    });
    expect(future.envelope).toMatchObject({ status: ErrorCode.VALIDATION_FAILED, data: { field: 'birth_date' } });
    const gender = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: { account: uniqueEmail(), password: 'Password#1', nickname: 'x', gender: 'other', birth_date: '1990-01-01' },
    });
    expect(gender.envelope.data.field).toBe('gender');
  });

  it('marks minors from the birth date on the server clock', async () => {
    const now = t.clock.now();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const { user } = await registerUser(t, { birth_date: seventeen });
    expect((user as { is_minor?: boolean }).is_minor).toBe(true);
  });

  it('expires tokens', async () => {
    const { access_token: token } = await registerUser(t);
    await t.db.query(`update user_sessions set expires_at = now() - interval '1 second'`);
    expect((await call(t, { url: '/api/v1/me', token })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('needs a token for me', async () => {
    expect((await call(t, { url: '/api/v1/me' })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await call(t, { url: '/api/v1/me', token: 'made-up' })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('login rate limit', () => {
  it('refuses the 4th attempt in a minute for one account', async () => {
    const t = await buildTestApp('pglite', { seed: false, config: { loginRateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(t, {
          method: 'POST',
          url: '/api/v1/auth/login',
          params: { account: 'x@test.local', password: 'nope-nope' },
        });
        statuses.push(res.envelope.status);
      }
      expect(statuses).toEqual([
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.RATE_LIMITED,
      ]);
    } finally {
      await t.close();
    }
  });
});
