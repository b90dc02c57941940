/**
 * Acceptance: a client written from docs/api.md alone (no shared code: its own canonical string,
 * its own SHA-1) talks to the real server process over HTTP.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process';

const ACCESS_KEY = 'h5-web';
const SECRET = 'dev-secret';

function canonical(params: Record<string, unknown>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] != null)
    .sort()
    .map((k) => {
      const v = params[k];
      return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
    })
    .join('&');
}

function sign(params: Record<string, unknown>, secret = SECRET): string {
  return createHash('sha1')
    .update(canonical(params) + secret)
    .digest('hex')
    .toUpperCase();
}

function protocolFields(tsOffset = 0) {
  return { timestamp: Math.floor(Date.now() / 1000) + tsOffset, nonce: randomBytes(12).toString('hex'), access_key: ACCESS_KEY };
}

describe('independent client against the real server process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ DEMO: 'true', DEMO_ACTIVITY: 'false' });
  }, 90_000);
  afterAll(() => server?.stop());

  async function get(path: string, params: Record<string, string>, token?: string) {
    const all: Record<string, unknown> = { ...params };
    all.sign = sign(all);
    const qs = new URLSearchParams(all as Record<string, string>).toString();
    const res = await fetch(`${server.url}${path}?${qs}`, { headers: token ? { 'Access-Token': token } : {} });
    return res.json() as Promise<{ status: number; msg: string; data: any }>;
  }

  async function post(path: string, body: Record<string, unknown>, token?: string) {
    const all = { ...body, sign: sign(body) };
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'Access-Token': token } : {}) },
      body: JSON.stringify(all),
    });
    return res.json() as Promise<{ status: number; msg: string; data: any }>;
  }

  it('logs in as the demo admin and reads user/info and permission/query', async () => {
    const login = await post('/api/qyqyadmin/v1/qyqyadmin/auth/login', {
      email: 'admin@demo.local',
      password: 'Admin#2026',
      ...protocolFields(),
    });
    expect(login.status).toBe(0);
    const token = login.data.access_token as string;
    const info = await get(
      '/api/qyqyadmin/v1/qyqyadmin/user/info',
      { ...protocolFields(), timestamp: String(Math.floor(Date.now() / 1000)) } as never,
      token,
    );
    expect(info).toMatchObject({ status: 0, data: { email: 'admin@demo.local' } });
    const fields = protocolFields();
    const perms = await get(
      '/api/qyqyadmin/v1/qyqyadmin/permission/query',
      {
        perm_codes: JSON.stringify(['publicservice.handle_default_feedback', 'nope']),
        timestamp: String(fields.timestamp),
        nonce: fields.nonce,
        access_key: ACCESS_KEY,
      },
      token,
    );
    expect(perms).toMatchObject({ status: 0, data: { 'publicservice.handle_default_feedback': true, nope: false } });
  });

  it('refuses a tampered sign, a reused nonce and a 301 s old timestamp with their codes', async () => {
    const f = protocolFields();
    const base = { timestamp: String(f.timestamp), nonce: f.nonce, access_key: ACCESS_KEY };
    const good = { ...base, sign: sign(base) };
    const tampered = { ...good, sign: good.sign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    const send = async (q: Record<string, string>) => (await fetch(`${server.url}/api/v1/demo/accounts?${new URLSearchParams(q)}`)).json();
    expect((await send(tampered)).status).toBe(1001);
    expect((await send(good)).status).toBe(0);
    expect((await send(good)).status).toBe(1003);
    const old = { timestamp: String(Math.floor(Date.now() / 1000) - 301), nonce: randomBytes(12).toString('hex'), access_key: ACCESS_KEY };
    expect((await send({ ...old, sign: sign(old) })).status).toBe(1002);
  });
});

describe('production start-up', () => {
  it('refuses to start with the default secret', async () => {
    await expect(startServerProcess({ RELEASE: 'true', API_SECRET: 'dev-secret' })).rejects.toThrow(/API_SECRET/);
  }, 60_000);
});
