import { ErrorCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories';
import { BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';

const PING = '/api/v1/diagnostics/ping';

describe.each(BACKENDS)('diagnostics ping (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the server clock, no user, and the brand the page names (its home region)', async () => {
    const res = await call(t, { url: PING, params: { app_name: 'wakoo' } });
    expect(res.envelope.status).toBe(0);
    expect(res.envelope.data).toMatchObject({ server_time_ms: t.clock.ms, user_public_id: null, brand: 'wakoo', region: 'japan' });
    expect(typeof res.envelope.data.request_id).toBe('string');
    expect(res.envelope.data.request_id.length).toBeGreaterThan(0);
    // no brand, or one that is none: the default brand
    const plain = await call(t, { url: PING, params: { app_name: 'nope' } });
    expect(plain.envelope.data).toMatchObject({ brand: 'default', region: 'default' });
  });

  it('recognises a token: the user’s public id, brand and region; an unknown token is no error', async () => {
    const u = await newUser(t, 'ocha');
    const res = await call(t, { url: PING, token: u.token, params: { app_name: 'default' } });
    expect(res.envelope.data).toMatchObject({ user_public_id: u.publicId, brand: 'ocha', region: 'japan' });
    const unknown = await call(t, { url: PING, token: 'not-a-token' });
    expect(unknown.envelope.status).toBe(0);
    expect(unknown.envelope.data.user_public_id).toBeNull();
  });

  it('is signed like every call: a bad signature is refused', async () => {
    const res = await call(t, {
      url: PING,
      mutate: (p) => {
        p.sign = 'x'.repeat(32);
      },
    });
    expect(res.envelope.status).not.toBe(0);
    expect(res.envelope.status).toBe(ErrorCode.SIGNATURE_INVALID);
  });
});
