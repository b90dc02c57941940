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
      'このページはライバー専用です',
    );
    expect((await income(host, 'year')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  const act = (u: TestUser, path: string, requestId = `r-${Math.random().toString(36).slice(2)}`) =>
    call(t, { method: 'POST', url: `/api/v1/hosts/${path}`, token: u.token, params: { request_id: requestId } });
  type Task = { id: string; progress: number; goal: number; state: string };

  it('tasks count her day and week; a done task is claimed once, a set pays cash once', async () => {
    const tasks = (await call(t, { url: '/api/v1/hosts/tasks', token: host.token })).envelope.data;
    expect(tasks).toMatchObject({ today: '2030-07-01', week_from: '2030-07-01', week_to: '2030-07-07' });
    expect(Object.fromEntries(tasks.tasks.map((x: Task) => [x.id, [x.progress, x.goal, x.state]]))).toEqual({
      fast_replies: [1, 20, 'todo'],
      receptions: [2, 10, 'todo'],
      message_rounds: [2, 5, 'todo'],
      video_minutes: [3, 120, 'todo'],
      members: [1, 1, 'done'],
      new_users: [1, 3, 'todo'],
      relatives: [0, 3, 'todo'],
      cp: [0, 1, 'todo'],
    });
    expect(
      tasks.sets.map((x: { id: string; state: string; cash: number; currency: string }) => [x.id, x.state, x.cash, x.currency]),
    ).toEqual([
      ['daily_set', 'todo', 3000, 'CNY'],
      ['weekly_set', 'todo', 10000, 'CNY'],
    ]);

    const id = 'claim-members-1';
    const first = await act(host, 'tasks/members/claim', id);
    expect(first.envelope.data.paid).toEqual({ asset: 'anchor_point', amount: 500 });
    expect(first.envelope.data.tasks.tasks.find((x: Task) => x.id === 'members').state).toBe('claimed');
    expect((await act(host, 'tasks/members/claim', id)).envelope.data.paid.amount).toBe(500);
    expect((await act(host, 'tasks/members/claim')).envelope.status).toBe(ErrorCode.REWARD_ALREADY_CLAIMED);
    expect((await act(host, 'tasks/receptions/claim')).envelope.status).toBe(ErrorCode.TASK_NOT_DONE);
    expect((await act(host, 'tasks/daily_set/claim')).envelope.status).toBe(ErrorCode.TASK_NOT_DONE);
    expect((await act(host, 'tasks/nope/claim')).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await act(male, 'tasks/members/claim')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect(await points(host)).toBe(447 + 500);

    // the rest of the day's set: 19 fast replies and 8 receptions
    const events = [
      ...Array.from({ length: 19 }, (_, i) => ({
        id: `fr${i}`,
        kind: 'reply',
        anchor_id: host.id,
        user_id: fan.id,
        reply_seconds: 10,
        at: at(),
      })),
      ...Array.from({ length: 8 }, (_, i) => ({
        id: `rc${i}`,
        kind: 'call',
        anchor_id: host.id,
        user_id: fan.id,
        media: 'voice',
        seconds: 121,
        at: at(),
      })),
    ];
    expect((await post({ events })).data.results.every((x) => x.outcome === 'credited')).toBe(true);
    // claims racing each other: one pays
    const raced = await Promise.all([1, 2, 3, 4, 5].map(() => act(host, 'tasks/daily_set/claim')));
    expect(raced.filter((x) => x.envelope.status === 0)).toHaveLength(1);
    expect(raced.filter((x) => x.envelope.status === ErrorCode.REWARD_ALREADY_CLAIMED)).toHaveLength(4);
    expect(await walletBalance(t, host.token, 'cash')).toBe(3000);
    for (const task of ['fast_replies', 'receptions', 'message_rounds'])
      expect((await act(host, `tasks/${task}/claim`)).envelope.status).toBe(0);
    expect(await points(host)).toBe(447 + 500 + 19 * 2 + 8 * 20 + 1000 + 300 + 100);
  });

  it('the 7-day check-in: once a day, the streak grows day by day and starts again after a gap', async () => {
    const before = await points(host);
    const first = await act(host, 'check-in');
    expect(first.envelope.data.paid).toEqual({ asset: 'anchor_point', amount: 20 });
    expect(first.envelope.data.tasks.check_in).toMatchObject({ streak: 1, done_today: true });
    expect(first.envelope.data.tasks.check_in.days.map((d: { state: string }) => d.state)).toEqual([
      'signed',
      'unsigned',
      'unsigned',
      'unsigned',
      'unsigned',
      'unsigned',
      'unsigned',
    ]);
    const again = await Promise.all([1, 2, 3].map(() => act(host, 'check-in')));
    expect(again.map((x) => x.envelope.status)).toEqual(Array(3).fill(ErrorCode.ALREADY_CHECKED_IN));
    // day 2 and 3 of the streak, then a day missed: day 1 again
    const paid: number[] = [];
    for (const d of ['2030-07-02', '2030-07-03', '2030-07-05']) {
      t.clock.ms = Date.parse(`${d}T03:00:00Z`);
      const r = await act(host, 'check-in');
      paid.push(r.envelope.data.paid.amount);
      expect(r.envelope.data.tasks.today).toBe(d);
    }
    expect(paid).toEqual([20, 30, 20]);
    const view = (await call(t, { url: '/api/v1/hosts/tasks', token: host.token })).envelope.data;
    expect(view.check_in).toMatchObject({ streak: 1, done_today: true });
    expect(await points(host)).toBe(before + 20 + 20 + 30 + 20);
    expect((await act(male, 'check-in')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
