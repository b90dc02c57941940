import { ErrorCode, HOST_EVENTS_PATH, HOST_SIGNATURE_HEADER, incentiveTier, type THostEvent } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOST_EVENTS_KEY } from '../../config';
import { Scheduler } from '../../platform/scheduler';
import { newUser, type TestUser, walletBalance } from '../../test/factories';
import { BACKENDS, call, itHolds, rid, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { HOSTS_WEEKLY_JOB, settleWeeks } from './programs';
import { type HostsDeps, ingest, signHostEvents } from './service';

/** Her rating, party-room tasks, pendant and weekly incentive, through HTTP on both databases. */
describe.each(BACKENDS)('hosts: rating, room tasks, pendant, weekly incentive (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  let host: TestUser;
  let cnHost: TestUser;
  let banned: TestUser;
  let fan: TestUser;
  let fan2: TestUser;
  let fan3: TestUser;
  let male: TestUser;
  let minor: TestUser;
  let n = 0;

  const post = async (events: Array<Record<string, unknown>>) => {
    const raw = JSON.stringify({ events: events.map((e) => ({ id: `p${backend}-${++n}`, at: t.clock.now().toISOString(), ...e })) });
    const r = await t.app.inject({
      method: 'POST',
      url: HOST_EVENTS_PATH,
      headers: { 'content-type': 'application/json', [HOST_SIGNATURE_HEADER]: signHostEvents(DEFAULT_HOST_EVENTS_KEY, raw, t.clock.now()) },
      payload: raw,
    });
    return (r.json() as { data: { results: Array<{ outcome: string; reason: string | null; points: number }> } }).data.results;
  };
  const get = (u: TestUser, path: string) => call(t, { url: `/api/v1/hosts/${path}`, token: u.token });
  const act = (u: TestUser, path: string, requestId = rid('hp')) =>
    call(t, { method: 'POST', url: `/api/v1/hosts/${path}`, token: u.token, params: { request_id: requestId } });
  const deps = (): Pick<HostsDeps, 'db' | 'now'> => ({ db: t.db, now: t.clock.now });

  beforeAll(async () => {
    // Tuesday 2 July 2030, 12:00 in Tokyo
    t.clock.ms = Date.parse('2030-06-01T03:00:00Z');
    host = await newUser(t, 'default', { gender: 'female', region: 'japan' });
    cnHost = await newUser(t, 'default', { gender: 'female' });
    banned = await newUser(t, 'default', { gender: 'female', region: 'japan' });
    minor = await newUser(t, 'default', { gender: 'female', region: 'japan', birth_date: '2016-01-01' });
    male = await newUser(t, 'default', { region: 'japan' });
    fan = await newUser(t, 'default', { region: 'japan' });
    fan2 = await newUser(t, 'default', { region: 'japan' });
    fan3 = await newUser(t, 'default', { region: 'japan' });
    t.clock.ms = Date.parse('2030-07-02T03:00:00Z');
  });

  it('rates her last 7 days by factor from the posted events, with what raises it and her past weeks', async () => {
    const results = await post([
      ...Array.from({ length: 20 }, (_, i) => ({ kind: 'reply', anchor_id: host.id, user_id: fan.id, reply_seconds: i < 15 ? 30 : 400 })),
      { kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'video', seconds: 3 * 3600 },
      ...Array.from({ length: 5 }, () => ({ kind: 'call', anchor_id: host.id, user_id: fan2.id, media: 'voice', seconds: 130 })),
    ]);
    expect(results.every((r) => r.outcome === 'credited')).toBe(true);
    expect((await act(host, 'check-in')).envelope.status).toBe(0);
    const r = (await get(host, 'rating')).envelope;
    expect(r.status).toBe(0);
    expect(r.data).toMatchObject({ from: '2030-06-26', to: '2030-07-02' });
    const values = Object.fromEntries(r.data.factors.map((f: { id: string; value: number; score: number }) => [f.id, [f.value, f.score]]));
    // 15 of 20 replies fast: 75 % → 20; 6 receptions → 2; 180 + 10 minutes → 7; no new users → 0; 1 check-in → 2
    expect(values).toEqual({
      fast_reply_rate: [75, 20],
      receptions: [6, 2],
      call_minutes: [190, 7],
      new_user_calls: [0, 0],
      check_in_days: [1, 2],
    });
    expect(r.data).toMatchObject({ score: 31, grade: 'D', next: { grade: 'C', score: 35 } });
    // receptions and call minutes have 18 points each to gain: factor order
    expect(r.data.raise.slice(0, 2)).toEqual(['receptions', 'call_minutes']);
    expect(r.data.weeks.map((w: { week_from: string; grade: string }) => [w.week_from, w.grade])).toEqual([
      ['2030-06-24', 'D'],
      ['2030-06-17', 'D'],
      ['2030-06-10', 'D'],
      ['2030-06-03', 'D'],
    ]);
    expect((await get(male, 'rating')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await get(minor, 'rating')).envelope.status).toBe(ErrorCode.HOST_ONLY);
  });

  it('room events count for the room tasks; a done task is claimed once per period', async () => {
    const results = await post([
      { kind: 'room_mic', anchor_id: host.id, room_id: 'r1', seconds: 3_700 },
      { kind: 'room_reception', anchor_id: host.id, user_id: fan.id, room_id: 'r1', seconds: 300 },
      { kind: 'room_reception', anchor_id: host.id, user_id: fan2.id, room_id: 'r1', seconds: 100 },
      { kind: 'room_gift', anchor_id: host.id, user_id: fan.id, room_id: 'r1', coins: 600 },
      { kind: 'room_mic', anchor_id: male.id, room_id: 'r2', seconds: 600 },
      { kind: 'room_gift', anchor_id: host.id, user_id: 999_999_999, room_id: 'r1', coins: 5 },
    ]);
    expect(results.map((r) => [r.outcome, r.points])).toEqual([
      ['credited', 0],
      ['credited', 0],
      ['credited', 0],
      ['credited', 0],
      ['refused', 0],
      ['refused', 0],
    ]);
    const room = (await get(host, 'room-tasks')).envelope.data;
    expect(room.today_totals).toEqual({ room_minutes: 61, room_receptions: 1, room_gift_coins: 600 });
    expect(room.tasks.map((x: { id: string; state: string }) => [x.id, x.state])).toEqual([
      ['room_mic', 'done'],
      ['room_receptions', 'todo'],
      ['room_gifts', 'todo'],
      ['room_mic_week', 'todo'],
      ['room_gifts_week', 'todo'],
    ]);
    const before = await walletBalance(t, host.token, 'anchor_point');
    const raced = await Promise.all([1, 2, 3].map(() => act(host, 'room-tasks/room_mic/claim')));
    expect(raced.filter((x) => x.envelope.status === 0)).toHaveLength(1);
    expect(raced.filter((x) => x.envelope.status === ErrorCode.REWARD_ALREADY_CLAIMED)).toHaveLength(2);
    expect(raced.find((x) => x.envelope.status === 0)!.envelope.data.room.tasks[0].state).toBe('claimed');
    expect(await walletBalance(t, host.token, 'anchor_point')).toBe(before + 300);
    expect((await act(host, 'room-tasks/room_gifts/claim')).envelope.status).toBe(ErrorCode.TASK_NOT_DONE);
    expect((await act(host, 'room-tasks/nope/claim')).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await act(male, 'room-tasks/room_mic/claim')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    // the income page counts no room event
    const income = (await call(t, { url: '/api/v1/hosts/income', token: host.token })).envelope.data;
    expect(income.recent.every((x: { kind: string }) => ['call', 'reply', 'membership'].includes(x.kind))).toBe(true);
  });

  it('3 relatives (mutual followers she worked with this week) and 1 CP (after 10 messages) are weekly tasks', async () => {
    for (const f of [fan, fan2, fan3]) {
      await call(t, { method: 'POST', url: '/api/v1/follows', token: f.token, params: { user_id: host.id } });
      await call(t, { method: 'POST', url: '/api/v1/follows', token: host.token, params: { user_id: f.id } });
    }
    const task = async (id: string) =>
      (await get(host, 'tasks')).envelope.data.tasks.find((x: { id: string }) => x.id === id) as { progress: number; state: string };
    // fan and fan2 worked with her this week; fan3 not yet
    expect(await task('relatives')).toMatchObject({ progress: 2, state: 'todo' });
    await post([{ kind: 'reply', anchor_id: host.id, user_id: fan3.id, reply_seconds: 20 }]);
    expect(await task('relatives')).toMatchObject({ progress: 3, state: 'done' });
    expect((await act(host, 'tasks/relatives/claim')).envelope.data.paid).toEqual({ asset: 'anchor_point', amount: 300 });

    // a live CP pair with fan3 (the cp module's table), 1 message so far: not yet
    const [lo, hi] = [host.id, fan3.id].sort((a, b) => a - b);
    await t.db.query('insert into cp_pairs (user_low, user_high) values ($1, $2)', [lo, hi]);
    expect(await task('cp')).toMatchObject({ progress: 0, state: 'todo' });
    await post(Array.from({ length: 9 }, () => ({ kind: 'reply', anchor_id: host.id, user_id: fan3.id, reply_seconds: 20 })));
    expect(await task('cp')).toMatchObject({ progress: 1, state: 'done' });
    expect((await act(host, 'tasks/cp/claim')).envelope.status).toBe(0);
    expect((await act(host, 'tasks/cp/claim')).envelope.status).toBe(ErrorCode.REWARD_ALREADY_CLAIMED);
  });

  it('the weekly job pays the incentive once after the week, grants the pendant once, and skips the disabled', async () => {
    // this week: 60 + 2 video hours for her (the replies above add a little), 1 hour for the China host
    await post([
      { kind: 'call', anchor_id: host.id, user_id: fan.id, media: 'video', seconds: 3 * 3600 },
      { kind: 'call', anchor_id: cnHost.id, user_id: fan.id, media: 'video', seconds: 3600 },
      { kind: 'call', anchor_id: banned.id, user_id: fan.id, media: 'video', seconds: 3 * 3600 },
      { kind: 'room_gift', anchor_id: host.id, user_id: fan2.id, room_id: 'r1', coins: 2_000 },
    ]);
    const inc = (await get(host, 'incentive')).envelope.data;
    expect(inc).toMatchObject({ currency: 'JPY', week_from: '2030-07-01', week_to: '2030-07-07' });
    const weekPoints = inc.points as number;
    expect(weekPoints).toBeGreaterThanOrEqual(18_000);
    expect(inc.reached).toBe(incentiveTier('japan', weekPoints).index);
    expect(inc.last_week).toMatchObject({ week_from: '2030-06-24', status: 'none', cash: 0 });
    const pendant = (await get(host, 'pendant')).envelope.data;
    expect(pendant).toMatchObject({ points: 61 + 10 + 260, reached: 'bronze', next: { id: 'silver' }, current: null });

    // during the week: nothing
    const scheduler = new Scheduler({ db: t.db, now: t.clock.now, log: () => {} });
    scheduler.every(HOSTS_WEEKLY_JOB, { intervalMs: 3_600_000 }, (firing) => settleWeeks(deps(), firing));
    await scheduler.runDue(HOSTS_WEEKLY_JOB);
    expect(await walletBalance(t, host.token, 'cash')).toBe(0);

    await t.db.query(`update users set status = 'disabled' where id = $1`, [banned.id]);
    // Monday 8 July, 00:30 in Tokyo: her week ended (the China host's has not: 23:30 Sunday in Beijing)
    t.clock.ms = Date.parse('2030-07-07T15:30:00Z');
    expect(await scheduler.runDue(HOSTS_WEEKLY_JOB)).toBe(1);
    const cash = incentiveTier('japan', weekPoints).cash;
    expect(cash).toBeGreaterThan(0);
    expect(await walletBalance(t, host.token, 'cash')).toBe(cash);
    expect(await walletBalance(t, cnHost.token, 'cash')).toBe(0);

    // again, later in the hour, a restart (a new scheduler), and the job's function by hand: nothing more
    t.clock.ms += 20 * 60_000;
    await scheduler.runDue(HOSTS_WEEKLY_JOB);
    const restarted = new Scheduler({ db: t.db, now: t.clock.now, log: () => {} });
    restarted.every(HOSTS_WEEKLY_JOB, { intervalMs: 3_600_000 }, (firing) => settleWeeks(deps(), firing));
    await restarted.runDue(HOSTS_WEEKLY_JOB);
    expect(await settleWeeks(deps())).toEqual({ paid: 0, pendants: 0 });
    expect(await walletBalance(t, host.token, 'cash')).toBe(cash);

    // the China host's week ends at midnight in Beijing
    t.clock.ms = Date.parse('2030-07-07T16:30:00Z');
    expect((await settleWeeks(deps())).paid).toBe(1);
    expect(await walletBalance(t, cnHost.token, 'cash')).toBe(incentiveTier('default', 3000).cash);
    // the disabled account (its token no longer works) was not paid
    expect((await t.db.query('select 1 from host_incentives where anchor_id = $1', [banned.id])).rows).toHaveLength(0);

    const after = (await get(host, 'incentive')).envelope.data;
    expect(after.last_week).toMatchObject({ week_from: '2030-07-01', status: 'paid', cash, points: weekPoints, due_day: '2030-07-10' });
    expect(after.paid).toHaveLength(1);
    expect(after.points).toBe(0);
    const worn = (await get(host, 'pendant')).envelope.data;
    expect(worn.current).toMatchObject({ tier: 'bronze', week_from: '2030-07-01', expires_at: '2030-07-14T15:00:00.000Z' });
    expect(worn.history).toHaveLength(1);
    const rows = await t.db.query('select count(*)::int as n from host_pendants where anchor_id = $1', [host.id]);
    expect(Number(rows.rows[0]!.n)).toBe(1);
    expect((await get(male, 'incentive')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await get(minor, 'pendant')).envelope.status).toBe(ErrorCode.HOST_ONLY);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});

/**
 * The incentive's money property: any sequence of work events and job runs (at any hours, weeks
 * apart or not) pays each host-week at most once, and exactly the tier of the points she earned
 * that week (events are reported as they happen).
 */
describe('hosts: the weekly incentive pays each host-week once, exactly its tier (property)', () => {
  const t = useTestApp('pglite', { seed: true });
  let base = Date.parse('2031-01-06T00:00:00Z');
  const hostsDeps = (): HostsDeps => ({ db: t.db, now: t.clock.now, eventsKey: DEFAULT_HOST_EVENTS_KEY });

  const step = fc.oneof(
    fc.record({
      kind: fc.constant('work' as const),
      host: fc.nat(1),
      minutes: fc.integer({ min: 1, max: 400 }),
    }),
    fc.record({ kind: fc.constant('advance' as const), hours: fc.integer({ min: 1, max: 40 }) }),
    fc.constant({ kind: 'run' as const }),
  );

  itHolds('pays once per host-week, exactly its tier', fc.array(step, { maxLength: 25 }), async (steps) => {
    t.clock.ms = base;
    base += 10 * 7 * 86_400_000;
    const hosts = [
      await newUser(t, 'default', { gender: 'female', region: 'japan' }),
      await newUser(t, 'default', { gender: 'female', region: 'default' }),
    ];
    const fan = await newUser(t, 'default');
    let k = 0;
    for (const s of steps) {
      if (s.kind === 'advance') t.clock.ms += s.hours * 3_600_000;
      else if (s.kind === 'run') await settleWeeks(hostsDeps());
      else {
        const e: THostEvent = {
          id: `prop-${hosts[s.host]!.id}-${k++}`,
          kind: 'call',
          anchor_id: hosts[s.host]!.id,
          user_id: fan.id,
          media: 'video',
          seconds: s.minutes * 60,
          at: t.clock.now().toISOString(),
        };
        await ingest(hostsDeps(), [e]);
      }
    }
    // a week and a day on (both regions' weeks ended), twice: every week before is settled
    t.clock.ms += 8 * 86_400_000;
    await settleWeeks(hostsDeps());
    await settleWeeks(hostsDeps());
    for (const h of hosts) {
      const paid = await t.db.query<{ period_key: string; cash: string; points: string }>(
        'select period_key, cash, points from host_incentives where anchor_id = $1',
        [h.id],
      );
      const weeks = await t.db.query<{ week: string; points: string }>(
        `select day, sum(points + bonus)::int8 as points from host_events where anchor_id = $1 group by day`,
        [h.id],
      );
      const byWeek = new Map<string, number>();
      for (const r of weeks.rows as unknown as Array<{ day: string; points: string }>) {
        const d = new Date(`${r.day}T00:00:00Z`);
        const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
        byWeek.set(`w:${monday}`, (byWeek.get(`w:${monday}`) ?? 0) + Number(r.points));
      }
      const region = h === hosts[0] ? 'japan' : 'default';
      const expected = [...byWeek].filter(([, p]) => incentiveTier(region, p).cash > 0).map(([w, p]) => [w, incentiveTier(region, p).cash]);
      const got = paid.rows.map((r) => [r.period_key, Number(r.cash)]);
      expect(got.sort()).toEqual(expected.sort());
      // the ledger agrees: one operation per paid week, her cash their sum
      expect(await walletBalance(t, h.token, 'cash')).toBe(got.reduce((s, [, c]) => s + (c as number), 0));
    }
  });

  it('the ledger balances after all of it', async () => {
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
