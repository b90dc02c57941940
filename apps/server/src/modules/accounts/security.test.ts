import { randomBytes } from 'node:crypto';
import { ErrorCode, errorMessage, LOCALES } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, loadConfig } from '../../config';
import { ADMIN_API, BACKENDS, buildTestApp, call, registerUser, type TestApp, uniqueEmail } from '../../test/helpers';

/**
 * A fresh /64 of the documentation range for each use: on Redis the counters outlive the test
 * app (and this run), so every test counts on addresses nobody used before.
 */
function freshNetwork(): string {
  const [a, b] = [randomBytes(2).toString('hex'), randomBytes(2).toString('hex')];
  return `2001:db8:${a}:${b}`;
}

async function withApp(backend: (typeof BACKENDS)[number], config: Partial<AppConfig>, run: (t: TestApp) => Promise<void>, seed = false) {
  const t = await buildTestApp(backend, { seed, config });
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

const login = (t: TestApp, account: string, password: string, remoteAddress: string) =>
  call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password }, remoteAddress });

const register = (t: TestApp, account: string, password: string, remoteAddress: string, extra: Record<string, unknown> = {}) =>
  call(t, {
    method: 'POST',
    url: '/api/v1/auth/register',
    params: { account, password, nickname: 'Probe', gender: 'female', birth_date: '1990-05-06', ...extra },
    remoteAddress,
  });

describe('rate-limit configuration', () => {
  it('has production defaults and reads its environment variables', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ loginRateLimitPerMinute: 20, loginIpRateLimitPer10Minutes: 40, registerIpRateLimitPerHour: 10 });
    const set = loadConfig({ LOGIN_IP_RATE_LIMIT_PER_10_MIN: '100', REGISTER_IP_RATE_LIMIT_PER_HOUR: '3' });
    expect(set).toMatchObject({ loginIpRateLimitPer10Minutes: 100, registerIpRateLimitPerHour: 3 });
    expect(loadConfig({ REGISTER_IP_RATE_LIMIT_PER_HOUR: '0' }).registerIpRateLimitPerHour).toBe(1);
  });
});

describe.each(BACKENDS)('per-address limits over all accounts (%s)', (backend) => {
  it('refuses the 41st login from one address over 40 different accounts, even with the right password', async () => {
    await withApp(backend, { loginIpRateLimitPer10Minutes: 40 }, async (t) => {
      const net = freshNetwork();
      const account = uniqueEmail('victim');
      await registerUser(t, { account, password: 'Victim#Pass1' });

      // one password tried on 40 accounts: answered as usual
      for (let i = 0; i < 40; i++) {
        const res = await login(t, uniqueEmail('spray'), 'Summer2026!', `${net}::1`);
        expect(res.envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
      }
      // the 41st attempt from that address is refused whatever it is
      const refused = await login(t, account, 'Victim#Pass1', `${net}::1`);
      expect(refused.statusCode).toBe(429);
      expect(refused.envelope.status).toBe(ErrorCode.RATE_LIMITED);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // another address in the same /64 is the same party
      expect((await login(t, account, 'Victim#Pass1', `${net}::beef`)).envelope.status).toBe(ErrorCode.RATE_LIMITED);
      // another network logs in
      expect((await login(t, account, 'Victim#Pass1', `${freshNetwork()}::1`)).envelope.status).toBe(0);
    });
  });

  it('refuses registrations over the per-address limit, probes of existing accounts included', async () => {
    await withApp(backend, { registerIpRateLimitPerHour: 3 }, async (t) => {
      const net = freshNetwork();
      const taken = uniqueEmail('taken');
      // set up from an address of its own: on Redis, 127.0.0.1 has the whole suite's count
      expect((await register(t, taken, 'Password#1', `${freshNetwork()}::1`)).envelope.status).toBe(0);

      expect((await register(t, uniqueEmail(), 'Fresh#Pass1', `${net}::1`)).envelope.status).toBe(0);
      expect((await register(t, taken, 'Fresh#Pass1', `${net}::2`)).envelope.status).toBe(ErrorCode.ACCOUNT_EXISTS);
      expect((await register(t, uniqueEmail(), 'Fresh#Pass1', `${net}::3`)).envelope.status).toBe(0);

      // the 4th within the hour: refused, and the "account exists" answer is no longer reachable
      const fourth = await register(t, uniqueEmail(), 'Fresh#Pass1', `${net}::1`);
      expect(fourth.statusCode).toBe(429);
      expect(fourth.envelope.status).toBe(ErrorCode.RATE_LIMITED);
      expect((await register(t, taken, 'Fresh#Pass1', `${net}::1`)).envelope.status).toBe(ErrorCode.RATE_LIMITED);

      // login from that address is counted apart; another address still registers
      expect((await login(t, taken, 'Password#1', `${net}::1`)).envelope.status).toBe(0);
      expect((await register(t, uniqueEmail(), 'Fresh#Pass1', `${freshNetwork()}::1`)).envelope.status).toBe(0);
    });
  });

  it('keeps the limit per address and account', async () => {
    await withApp(backend, { loginRateLimitPerMinute: 3, loginIpRateLimitPer10Minutes: 40 }, async (t) => {
      const address = `${freshNetwork()}::1`;
      const account = uniqueEmail('target');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await login(t, account, 'guess-guess', address)).envelope.status);
      expect(statuses).toEqual([
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.INVALID_CREDENTIALS,
        ErrorCode.RATE_LIMITED,
      ]);
      // the same address may still try another account
      expect((await login(t, uniqueEmail('other'), 'guess-guess', address)).envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
    });
  });

  it('limits console logins per address over all emails', async () => {
    await withApp(
      backend,
      { loginIpRateLimitPer10Minutes: 3 },
      async (t) => {
        const net = freshNetwork();
        const adminLogin = (email: string, password: string, remoteAddress: string) =>
          call(t, { method: 'POST', url: `${ADMIN_API}/auth/login`, params: { email, password }, remoteAddress });
        for (let i = 0; i < 3; i++) {
          expect((await adminLogin(uniqueEmail('staff'), 'Admin#2026', `${net}::1`)).envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
        }
        expect((await adminLogin('admin@demo.local', 'Admin#2026', `${net}::1`)).envelope.status).toBe(ErrorCode.RATE_LIMITED);
        // counted apart from the user login, and per address
        expect((await login(t, uniqueEmail(), 'whatever-1', `${net}::1`)).envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
        expect((await adminLogin('admin@demo.local', 'Admin#2026', `${freshNetwork()}::1`)).envelope.status).toBe(0);
      },
      /* the demo admin */ true,
    );
  });
});

describe.each(BACKENDS)('password policy at registration (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['12345678', '12345678'],
    ['password', 'password'],
    ['eight spaces', '        '],
    ['a common password in capitals', 'PASSWORD1'],
    ['another common password', 'qwerty123'],
    ['one character repeated', '88888888'],
  ])('refuses %s with 2007 and writes nothing', async (_name, password) => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int8 as n from users')).rows[0]!.n;
    const before = await count();
    const res = await register(t, uniqueEmail(), password, `${freshNetwork()}::1`);
    expect(res.statusCode).toBe(400);
    expect(res.envelope).toMatchObject({ status: ErrorCode.PASSWORD_TOO_WEAK, data: { field: 'password' } });
    expect(await count()).toBe(before);
  });

  it('refuses the account name as password, answers in the caller language, and accepts a good one', async () => {
    const address = `${freshNetwork()}::1`;
    const account = uniqueEmail('selfnamed');
    const self = await register(t, account, account.toUpperCase(), address);
    expect(self.envelope.status).toBe(ErrorCode.PASSWORD_TOO_WEAK);
    const phone = `+8190${1e7 + Math.floor(Math.random() * 9e7)}`;
    expect((await register(t, phone, phone.slice(1), address)).envelope.status).toBe(ErrorCode.PASSWORD_TOO_WEAK);

    for (const locale of LOCALES) {
      const res = await register(t, uniqueEmail(), '12345678', address, { 'app-language': locale });
      expect(res.envelope).toMatchObject({ status: ErrorCode.PASSWORD_TOO_WEAK, msg: errorMessage('PASSWORD_TOO_WEAK', locale) });
    }

    const good = await register(t, account, 'Tea-kettle 7 moons', address);
    expect(good.envelope.status).toBe(0);
    expect((await login(t, account, 'Tea-kettle 7 moons', address)).envelope.status).toBe(0);
    // a weak password for a taken account says "too weak", not whether the account exists
    expect((await register(t, account, 'password', address)).envelope.status).toBe(ErrorCode.PASSWORD_TOO_WEAK);
  });
});
