import { ErrorCode, makeNonce } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageOrigins } from '../config';
import { BACKENDS, buildTestApp, call, type TestApp } from '../test/helpers';

describe.each(BACKENDS)('signed request protocol (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
    t.app.get('/api/v1/test/boom', { config: { auth: 'none' } }, async () => {
      throw new Error('select secret_column from internal_table');
    });
  });
  afterAll(() => t.close());

  const demoAccounts = '/api/v1/demo/accounts';

  it('accepts a correctly signed request', async () => {
    const res = await call(t, { url: demoAccounts });
    expect(res.statusCode).toBe(200);
    expect(res.envelope.status).toBe(0);
    expect(res.envelope.data.accounts.length).toBeGreaterThan(0);
  });

  it('refuses an unsigned request', async () => {
    const res = await t.app.inject({ method: 'GET', url: demoAccounts });
    expect(res.json()).toMatchObject({ status: ErrorCode.SIGNATURE_MISSING, data: null });
  });

  it('refuses a tampered parameter', async () => {
    const res = await call(t, {
      url: '/api/v1/demo/accounts',
      params: { page: 1 },
      mutate: (p) => {
        p.page = '2';
      },
    });
    expect(res.envelope.status).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('refuses a wrong secret and a lowercase sign', async () => {
    expect((await call(t, { url: demoAccounts, secret: 'nope' })).envelope.status).toBe(ErrorCode.SIGNATURE_INVALID);
    const lower = await call(t, {
      url: demoAccounts,
      mutate: (p) => {
        p.sign = String(p.sign).toLowerCase();
      },
    });
    expect(lower.envelope.status).toBe(ErrorCode.SIGNATURE_INVALID);
  });

  it('refuses a reused nonce but not a fresh one', async () => {
    const nonce = `Replay${makeNonce(20)}`; // unique per run: Redis remembers nonces across runs
    expect((await call(t, { url: demoAccounts, nonce })).envelope.status).toBe(0);
    expect((await call(t, { url: demoAccounts, nonce })).envelope.status).toBe(ErrorCode.NONCE_REPLAYED);
    // same nonce with another timestamp (so another sign) is still a replay
    const ts = Math.floor(t.clock.ms / 1000) - 10;
    expect((await call(t, { url: demoAccounts, nonce, timestamp: ts })).envelope.status).toBe(ErrorCode.NONCE_REPLAYED);
  });

  it('does not burn a nonce on a bad signature', async () => {
    const nonce = `Burn${makeNonce(20)}`;
    expect((await call(t, { url: demoAccounts, nonce, secret: 'wrong' })).envelope.status).toBe(ErrorCode.SIGNATURE_INVALID);
    expect((await call(t, { url: demoAccounts, nonce })).envelope.status).toBe(0);
  });

  it('refuses a timestamp 301 s old or ahead, accepts 300 s', async () => {
    const now = Math.floor(t.clock.ms / 1000);
    expect((await call(t, { url: demoAccounts, timestamp: now - 301 })).envelope.status).toBe(ErrorCode.TIMESTAMP_EXPIRED);
    expect((await call(t, { url: demoAccounts, timestamp: now + 301 })).envelope.status).toBe(ErrorCode.TIMESTAMP_EXPIRED);
    expect((await call(t, { url: demoAccounts, timestamp: now - 300 })).envelope.status).toBe(0);
  });

  it('refuses an unknown access key and a malformed nonce', async () => {
    expect((await call(t, { url: demoAccounts, accessKey: 'other' })).envelope.status).toBe(ErrorCode.ACCESS_KEY_UNKNOWN);
    expect((await call(t, { url: demoAccounts, nonce: 'short' })).envelope.status).toBe(ErrorCode.SIGNATURE_MISSING);
    expect((await call(t, { url: demoAccounts, nonce: 'has-dash-0123456789' })).envelope.status).toBe(ErrorCode.SIGNATURE_MISSING);
  });

  it('signs POST bodies including nested values', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: 'nobody@test.local', password: 'whatever1', extra: { nested: [1, 2] }, flag: true },
    });
    expect(res.envelope.status).toBe(ErrorCode.INVALID_CREDENTIALS);
  });

  it('refuses a body nested deeper than its canonical string can be rendered (1001, not 5000)', async () => {
    // JSON.parse takes 8,000 levels, JSON.stringify (the canonical string) runs out of stack
    const deep = `${'['.repeat(8000)}${']'.repeat(8000)}`;
    const ts = Math.floor(t.clock.ms / 1000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"account":"a@b.co","password":"x","deep":${deep},"timestamp":${ts},"nonce":"${makeNonce()}","access_key":"h5-web","sign":"${'A'.repeat(40)}"}`,
    });
    expect(res.json()).toMatchObject({ status: ErrorCode.SIGNATURE_INVALID });
  });

  it('localises msg by app-language and System-Language', async () => {
    const ja = await call(t, { url: demoAccounts, params: { 'app-language': 'ja' }, accessKey: 'x' });
    expect(ja.envelope.msg).toBe('不明なアクセスキーです');
    const tw = await call(t, { url: demoAccounts, accessKey: 'x', headers: { 'system-language': 'zh-Hant-TW' } });
    expect(tw.envelope.msg).toBe('未知的接入金鑰');
    const ko = await t.app.inject({ method: 'GET', url: demoAccounts, headers: { 'system-language': 'ko' } });
    expect(ko.json().msg).toBe('요청에 서명 매개변수가 없습니다');
  });

  it('answers malformed input with an envelope, never a bare 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: ErrorCode.VALIDATION_FAILED });
    const arr = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: [1, 2] });
    expect(arr.json().status).not.toBe(0);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(missing.json()).toMatchObject({ status: ErrorCode.NOT_FOUND });
  });

  it('hides internals of unexpected errors', async () => {
    const res = await call(t, { url: '/api/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.envelope.status).toBe(ErrorCode.INTERNAL);
    expect(res.body).not.toMatch(/secret_column|internal_table|at .*\.ts/);
  });

  it('keeps health, readiness, metrics and docs outside the protocol', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', db: backend });
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toContain('http_request_duration_seconds');
    const openapi = await t.app.inject({ url: '/docs/json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).toContain('/api/qyqyadmin/v1/qyqyadmin/permission/query');
    const config = await t.app.inject({ url: '/app-config.js' });
    expect(config.body).toContain('window.__APP_CONFIG__');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: blob:;");
  });

  it('IMAGE_ORIGINS: https origins only, and the CSP lets the pages show images and audio from them', async () => {
    expect(imageOrigins(' https://cdn.example.com , https://img.example.com:8443/')).toEqual([
      'https://cdn.example.com',
      'https://img.example.com:8443',
    ]);
    expect(imageOrigins(undefined)).toEqual([]);
    for (const bad of ['http://cdn.example.com', 'https://cdn.example.com/avatars', 'https://*.example.com', 'cdn.example.com']) {
      expect(() => imageOrigins(bad), bad).toThrow(/IMAGE_ORIGINS/);
    }
    const cdn = await buildTestApp(BACKENDS[0]!, { seed: false, config: { imageOrigins: ['https://cdn.example.com'] } });
    try {
      const csp = String((await cdn.app.inject({ url: '/healthz' })).headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.com;");
      expect(csp).toContain("media-src 'self' blob: https://cdn.example.com;");
    } finally {
      await cdn.close();
    }
  });
});
