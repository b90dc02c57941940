import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { newUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, registerUser, useAdminTokens, useTestApp } from '../../test/helpers';

const VISIT = '/api/v1/referrals/visits';
let seq = 0;
const visitor = () => `visitor-${Date.now().toString(36)}-${++seq}-abcdef`;

describe.each(BACKENDS)('referral entry (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admin = useAdminTokens(t, { super: 'admin@demo.local' });
  const visit = (params: Record<string, unknown>) => call(t, { method: 'POST', url: VISIT, params });
  const drawer = (userid: number) => call(t, { url: `${ADMIN_API}/referrals/user`, params: { userid }, token: admin.super });

  it('a code recorded for a browser attaches to the next account registered from it, once', async () => {
    const host = await newUser(t, 'wakoo');
    const vid = visitor();
    const v = await visit({ code: host.publicId, visitor_id: vid, channel: 'line_ads', app_name: 'wakoo' });
    expect(v.envelope.status).toBe(0);
    expect(v.envelope.data).toMatchObject({ code: host.publicId, referrer: { public_id: host.publicId } });
    expect(v.envelope.data.referrer).not.toHaveProperty('id');
    // the page reloads and records the same code again: still one visit row
    expect((await visit({ code: host.publicId, visitor_id: vid, app_name: 'wakoo', channel: 'line_ads' })).envelope.status).toBe(0);
    expect((await t.db.query('select 1 from referral_visits where visitor_id = $1', [vid])).rows).toHaveLength(1);

    const joined = await registerUser(t, { app_name: 'wakoo', visitor_id: vid });
    await t.flushOutbox();
    const mine = (await drawer(joined.user.id)).envelope.data;
    expect(mine.referred_by).toMatchObject({ code: host.publicId, channel: 'line_ads', referrer: { id: host.id } });
    const theirs = (await drawer(host.id)).envelope.data;
    expect(theirs.invited_count).toBe(1);
    expect(theirs.invitees.map((i: { user: { id: number } }) => i.user.id)).toEqual([joined.user.id]);

    // a second account from the same browser is attributed too (the code stays for the window), each once
    const second = await registerUser(t, { app_name: 'wakoo', visitor_id: vid });
    await t.flushOutbox();
    await t.flushOutbox();
    expect((await drawer(host.id)).envelope.data.invited_count).toBe(2);
    expect((await t.db.query('select 1 from referral_attributions where user_id = $1', [second.user.id])).rows).toHaveLength(1);
  });

  it('the newest code wins; a registration without a visit, of another brand or past the window attaches nothing', async () => {
    const [a, b] = [await newUser(t, 'default'), await newUser(t, 'default')];
    const vid = visitor();
    await visit({ code: a.publicId, visitor_id: vid });
    await visit({ code: b.publicId, visitor_id: vid });
    const u = await registerUser(t, { visitor_id: vid });
    const plain = await registerUser(t, {});
    const otherBrand = await registerUser(t, { app_name: 'ocha', visitor_id: vid });
    const stale = visitor();
    await visit({ code: a.publicId, visitor_id: stale });
    t.clock.advance(31 * 86_400);
    const late = await registerUser(t, { visitor_id: stale });
    await t.flushOutbox();
    expect((await drawer(u.user.id)).envelope.data.referred_by.referrer.id).toBe(b.id);
    for (const x of [plain, otherBrand, late]) expect((await drawer(x.user.id)).envelope.data.referred_by).toBeNull();
    expect((await drawer(a.id)).envelope.data.invited_count).toBe(0);
  });

  it('refuses an unknown, malformed or other-brand code with a clear envelope and records nothing', async () => {
    const host = await newUser(t, 'default');
    const vid = visitor();
    for (const [params, status] of [
      [{ code: '999999999', visitor_id: vid }, ErrorCode.NOT_FOUND],
      [{ code: host.publicId, visitor_id: vid, app_name: 'wakoo' }, ErrorCode.NOT_FOUND],
      [{ code: 'ab', visitor_id: vid }, ErrorCode.VALIDATION_FAILED],
      [{ code: 'abc-123', visitor_id: vid }, ErrorCode.VALIDATION_FAILED],
      [{ code: host.publicId, visitor_id: 'short' }, ErrorCode.VALIDATION_FAILED],
      [{ code: host.publicId, visitor_id: vid, channel: 'a b' }, ErrorCode.VALIDATION_FAILED],
    ] as const) {
      const res = await visit(params);
      expect(res.envelope.status, JSON.stringify(params)).toBe(status);
      expect(res.envelope.msg).not.toBe('');
    }
    expect((await t.db.query('select 1 from referral_visits where visitor_id = $1', [vid])).rows).toHaveLength(0);
  });

  it('demo data: a demo host brought two demo users', async () => {
    const hosts = await t.db.query<{ id: number }>(`select id from users where email = 'anchor1.wakoo@demo.local'`);
    const host = hosts.rows[0]!;
    const d = (await drawer(host.id)).envelope.data;
    expect(d.invited_count).toBeGreaterThanOrEqual(2);
    expect(d.invitees.map((i: { channel: string }) => i.channel).sort()).toEqual(expect.arrayContaining(['line_ads', 'tiktok']));
  });

  it('the console call needs user.query', async () => {
    expect((await call(t, { url: `${ADMIN_API}/referrals/user`, params: { userid: 1 } })).envelope.status).toBe(-3);
  });
});
