/**
 * A Redis outage degrades the API instead of failing it (docs/operations.md "Redis outage").
 * Redis is reached through a TCP relay the test controls: closing the relay is Redis going away
 * (connections cut, new ones refused), opening it again on the same port is Redis coming back.
 * PostgreSQL + Redis only (as in CI).
 */

import type { AddressInfo } from 'node:net';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { makeNonce } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, adminLogin, buildTestApp, call, registerUser, rid, type TestApp } from '../test/helpers';

const describeRedis = process.env.DATABASE_URL && process.env.REDIS_URL ? describe : describe.skip;

class Relay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: URL) {}
  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }
  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describeRedis('Redis outage (PostgreSQL + Redis)', () => {
  let relay: Relay;
  let t: TestApp;
  beforeAll(async () => {
    relay = new Relay(new URL(process.env.REDIS_URL!));
    await relay.open();
    t = await buildTestApp('postgres', { config: { redisUrl: relay.url } });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  const ready = async (app: TestApp) => JSON.parse((await app.app.inject({ url: '/readyz' })).body) as { status: string; redis: string };
  const richMe = async (token: string) =>
    (await call(t, { url: '/api/v1/rankings', params: { board: 'rich', period: 'daily' }, token })).envelope.data.me?.score ?? null;

  it('keeps answering signed calls on its fallbacks while Redis is down, and recovers when it returns', async () => {
    await until('Redis to be connected', async () => (await ready(t)).redis === 'up');
    expect(await ready(t)).toMatchObject({ status: 'ok', redis: 'up' });
    const admin = await adminLogin(t);
    const fan = await registerUser(t);
    const host = await registerUser(t);
    await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/wallet/adjust`,
      token: admin.access_token,
      params: { user_id: fan.user.id, asset: 'gold_coin', amount: 100, reason: 'outage test', request_id: rid() },
    });
    const rose = (await t.db.query<{ id: number }>(`select id from gifts where brand = 'default' and code = 'rose'`)).rows[0]!.id;
    const send = () =>
      call(t, {
        method: 'POST',
        url: '/api/v1/gifts/send',
        token: fan.access_token,
        params: { to_user_id: host.user.id, gift_id: rose, count: 1, request_id: rid('g') },
      });
    expect((await send()).envelope.status).toBe(0);
    await t.flushOutbox();
    const before = await richMe(fan.access_token);
    expect(before).toBeGreaterThan(0);

    await relay.close();
    await until('readyz to report Redis down', async () => (await ready(t)).redis === 'down');
    expect(await ready(t)).toMatchObject({ status: 'degraded', redis: 'down' });

    // signed calls: nonces in the database, rate limits per process, ranks in process — each fast
    for (let i = 0; i < 5; i++) {
      const started = Date.now();
      const me = await call(t, { url: '/api/v1/me', token: fan.access_token });
      expect(me.envelope.status).toBe(0);
      expect(Date.now() - started).toBeLessThan(200);
    }
    const nonce = makeNonce();
    expect((await call(t, { url: '/api/v1/me', token: fan.access_token, nonce })).envelope.status).toBe(0);
    expect((await call(t, { url: '/api/v1/me', token: fan.access_token, nonce })).envelope.status).toBe(1003); // replay still refused
    const login = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: 'nobody@test.local', password: 'wrong-password' },
    });
    expect(login.envelope.status).toBe(2002);
    expect((await send()).envelope.status).toBe(0);
    await t.flushOutbox();
    expect(await richMe(fan.access_token)).toBeGreaterThan(before!);

    // a node started while Redis is down starts, and says so
    const late = await buildTestApp('postgres', { config: { redisUrl: relay.url }, seed: false });
    try {
      expect(await ready(late)).toMatchObject({ status: 'degraded', redis: 'down' });
    } finally {
      await late.close();
    }

    // Redis returns: used again, and boards that missed updates are reloaded, not trusted
    await relay.open();
    await until('readyz to report Redis up', async () => (await ready(t)).redis === 'up');
    expect((await send()).envelope.status).toBe(0);
    await t.flushOutbox();
    // three equal gifts so far: the board Redis serves now has all three, including the one sent while it was away
    expect(await richMe(fan.access_token)).toBe(3 * before!);
    expect((await call(t, { url: '/api/v1/me', token: fan.access_token })).envelope.status).toBe(0);
  });
});
