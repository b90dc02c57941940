import { ErrorCode, HOST_EVENTS_PATH, HOST_SIGNATURE_HEADER } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOST_EVENTS_KEY } from '../../config';
import { newUser, type TestUser, walletBalance } from '../../test/factories';
import { BACKENDS, call, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { signHostEvents } from './service';

/** The apps' signed reports of a host's work: credited once, refused when they should be, and her income page. */
describe.each(BACKENDS)('hosts: signed work reports and income (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  let host: TestUser;
  let fan: TestUser;
  let newcomer: TestUser;
  let male: TestUser;
  let minor: TestUser;

  const post = (
    body: unknown,
    sign: (raw: string) => string | undefined = (raw) => signHostEvents(DEFAULT_HOST_EVENTS_KEY, raw, t.clock.now()),
  ) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature = sign(raw);
    return t.app
      .inject({
        method: 'POST',
        url: HOST_EVENTS_PATH,
        headers: { 'content-type': 'application/json', ...(signature ? { [HOST_SIGNATURE_HEADER]: signature } : {}) },
        payload: raw,
      })
      .then(
        (r) =>
          r.json() as {
            status: number;
            msg: string;
            data: { results: Array<{ id: string; outcome: string; points: number; reason: string | null }> };
          },
      );
  };
  const at = () => t.clock.now().toISOString();
  const points = (u: TestUser) => walletBalance(t, u.token, 'anchor_point');
  const income = (u: TestUser, period?: string) =>
    call(t, { url: '/api/v1/hosts/income', token: u.token, params: period ? { period } : {} });

  beforeAll(async () => {
    t.clock.ms = Date.parse('2030-06-10T03:00:00Z');
    host = await newUser(t, 'default', { gender: 'female' });
    minor = await newUser(t, 'default', { gender: 'female', birth_date: '2015-01-01' });
    male = await newUser(t, 'default');
    t.clock.ms = Date.parse('2030-06-20T03:00:00Z');
    fan = await newUser(t, 'default');
    t.clock.ms = Date.parse('2030-07-01T03:00:00Z');
    newcomer = await newUser(t, 'default');
    // accounts are stamped by the database clock: the newcomer registered a day before the calls
    await t.db.query('update users set created_at = $2 where id = $1', [newcomer.id, new Date(t.clock.ms - 86_400_000)]);
  });

  it('credits calls, replies and memberships by the spec rules, each once', async () => {
    const r = await post({
      events: [
        { id: 'c1', kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'video', seconds: 185, at: at() },
        { id: 'c2', kind: 'call', anchor_id: host.id, user_id: newcomer.id, media: 'voice', seconds: 130, at: at() },
        { id: 'r1', kind: 'reply', anchor_id: host.id, user_id: fan.id, reply_seconds: 90, at: at() },
        { id: 'r2', kind: 'reply', anchor_id: host.id, user_id: fan.id, reply_seconds: 600, at: at() },
        { id: 'm1', kind: 'membership', anchor_id: host.id, user_id: fan.id, plan: 'monthly', at: at() },
      ],
    });
    expect(r.status).toBe(0);
    // video 3 min = 150; voice 2 min = 20 + new-user bonus 50; fast reply 2; slow reply 0; month 225
    expect(r.data.results.map((x) => [x.id, x.outcome, x.points])).toEqual([
      ['c1', 'credited', 150],
      ['c2', 'credited', 70],
      ['r1', 'credited', 2],
      ['r2', 'credited', 0],
      ['m1', 'credited', 225],
    ]);
    expect(await points(host)).toBe(447);

    // the same reports again (a retry), five at once: nothing more
    const again = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        post({ events: [{ id: 'c1', kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'video', seconds: 185, at: at() }] }),
      ),
    );
    expect(again.map((x) => x.data.results[0])).toEqual(Array(5).fill({ id: 'c1', outcome: 'duplicate', points: 150, reason: null }));
    expect(await points(host)).toBe(447);
  });

  it('refuses what it must, crediting nothing', async () => {
    const r = await post({
      events: [
        { id: 'c1', kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'video', seconds: 9_999, at: at() },
        { id: 'x1', kind: 'call', anchor_id: male.id, user_id: fan.id, media: 'video', seconds: 600, at: at() },
        { id: 'x2', kind: 'call', anchor_id: minor.id, user_id: fan.id, media: 'video', seconds: 600, at: at() },
        { id: 'x3', kind: 'call', anchor_id: host.id, user_id: 999_999_999, media: 'video', seconds: 600, at: at() },
        { id: 'x4', kind: 'call', anchor_id: host.id, user_id: host.id, media: 'video', seconds: 600, at: at() },
        {
          id: 'x5',
          kind: 'call',
          anchor_id: host.id,
          user_id: fan.id,
          media: 'video',
          seconds: 600,
          at: new Date(t.clock.ms + 3_600_000).toISOString(),
        },
      ],
    });
    expect(r.data.results.map((x) => [x.id, x.outcome, x.reason])).toEqual([
      ['c1', 'refused', 'conflict'],
      ['x1', 'refused', 'not_a_host'],
      ['x2', 'refused', 'not_a_host'],
      ['x3', 'refused', 'unknown_user'],
      ['x4', 'refused', 'same_account'],
      ['x5', 'refused', 'future'],
    ]);
    expect(await points(host)).toBe(447);
    expect(await points(male)).toBe(0);
  });

  it('refuses unsigned, forged, stale and malformed requests with an envelope', async () => {
    const one = { events: [{ id: 'z1', kind: 'reply', anchor_id: host.id, user_id: fan.id, reply_seconds: 5, at: at() }] };
    expect((await post(one, () => undefined)).status).toBe(ErrorCode.SIGNATURE_MISSING);
    expect((await post(one, (raw) => signHostEvents('not-the-key', raw, t.clock.now()))).status).toBe(ErrorCode.SIGNATURE_INVALID);
    expect((await post(one, (raw) => signHostEvents(DEFAULT_HOST_EVENTS_KEY, raw, new Date(t.clock.ms - 600_000)))).status).toBe(
      ErrorCode.TIMESTAMP_EXPIRED,
    );
    // signed, but a body that is not the one signed
    const tampered = await t.app.inject({
      method: 'POST',
      url: HOST_EVENTS_PATH,
      headers: {
        'content-type': 'application/json',
        [HOST_SIGNATURE_HEADER]: signHostEvents(DEFAULT_HOST_EVENTS_KEY, JSON.stringify(one), t.clock.now()),
      },
      payload: JSON.stringify({ events: [{ ...one.events[0], reply_seconds: 1 }] }),
    });
    expect(tampered.json().status).toBe(ErrorCode.SIGNATURE_INVALID);
    const bad = await post({
      events: [{ id: 'z2', kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'radio', seconds: 5, at: at() }],
    });
    expect(bad.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await post('{not json')).status).toBe(ErrorCode.VALIDATION_FAILED);
    expect(await points(host)).toBe(447);
  });

  it('the host sees her income by day and kind; others are told it is for hosts', async () => {
    const week = await income(host);
    expect(week.envelope.status).toBe(0);
    const d = week.envelope.data;
    expect(d).toMatchObject({ period: 'week', today: '2030-07-01', from: '2030-06-25', balance: 447 });
    expect(d.days).toHaveLength(7);
    expect(d.days.at(-1)).toEqual({ day: '2030-07-01', points: 447 });
    expect(d.totals).toEqual({
      points: 447,
      by_kind: { video: 150, voice: 20, new_user: 50, reply: 2, membership: 225 },
      call_minutes: 5,
      receptions: 2,
      fast_replies: 1,
    });
    expect(d.recent).toHaveLength(5);
    expect(d.recent.find((r: { id: string }) => r.id === 'c2')).toMatchObject({ points: 20, bonus: 50, user: { id: newcomer.id } });
    expect((await income(host, 'month')).envelope.data.days).toHaveLength(30);

    const notHost = await income(male);
    expect(notHost.envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await call(t, { url: '/api/v1/hosts/income', token: male.token, headers: { 'system-language': 'ja' } })).envelope.msg).toBe(
      'このページは配信者専用です',
    );
    expect((await income(host, 'year')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
