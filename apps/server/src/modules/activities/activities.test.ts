import { ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEFINITION_TEST as DEF } from '../../test/activity-definition';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser, walletBalance } from '../../test/factories';
import { adminLogin, BACKENDS, call, rid, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { ActivityRegistry } from './registry';
import { settleActivities } from './settle';

/** China time (UTC+8) as an instant: `at('2030-10-23 10:00')`. */
const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);

describe.each(BACKENDS)('activity engine: a knockout, tasks, check-in and the tree (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { activities: [DEF] } });
  const registry = new ActivityRegistry([DEF]);
  const settle = () => settleActivities({ db: t.db, now: t.clock.now, registry });
  let admin: string;
  let fan: TestUser;
  let other: TestUser;
  let hosts: TestUser[];
  let rose: number;

  const page = (token?: string) => call(t, { url: '/api/v1/activities/test_knockout', token, params: { brand: 'default' } });
  const board = (stage?: string, token?: string) =>
    call(t, { url: '/api/v1/activities/test_knockout/boards/stars', token, params: { brand: 'default', ...(stage ? { stage } : {}) } });
  const post = (path: string, token: string, params: Record<string, unknown> = {}) =>
    call(t, { method: 'POST', url: `/api/v1/activities/test_knockout${path}`, token, params: { request_id: rid(), ...params } });
  async function gifts(to: TestUser, count: number, from = fan) {
    expect((await sendGift(t, from.token, to.id, rose, count)).envelope.status).toBe(0);
  }
  const payouts = async () =>
    (
      await t.db.query<{ source: string; ref: string; user_id: number; rank: number | null; grants: unknown }>(
        `select source, ref, user_id, rank, grants from activity_payouts where event_id = 'test_knockout' order by source, ref, rank, user_id`,
      )
    ).rows.map((r) => ({ ...r, user_id: Number(r.user_id) }));

  beforeAll(async () => {
    admin = (await adminLogin(t)).access_token;
    t.clock.ms = at('2030-10-22 12:00');
    fan = await newUser(t, 'default');
    other = await newUser(t, 'default');
    hosts = [];
    for (let i = 0; i < 4; i++) hosts.push(await newUser(t, 'default', { gender: 'female' }));
    await adminFund(t, admin, fan.id, 10_000, 'gold_coin');
    await adminFund(t, admin, other.id, 5, 'gold_coin');
    rose = (await giftCatalogue(t, 'default')).find((g) => g.code === 'rose')!.id;
  });

  it('before it starts: upcoming, nothing can be claimed, gifts score nothing', async () => {
    const p = await page(fan.token);
    expect(p.envelope.data).toMatchObject({ event: 'test_knockout', phase: 'upcoming', currency: 'gold_coin' });
    expect(p.envelope.data.me.blocked).toBeNull();
    const r = await post('/check-in', fan.token);
    expect(r.envelope.status).toBe(ErrorCode.ACTIVITY_NOT_RUNNING);
    await gifts(hosts[0]!, 5);
    await t.flushOutbox();
    expect((await board(undefined, fan.token)).envelope.data.rows).toEqual([]);
  });

  it('audition: every host scores 10 points a coin; the board ranks them and shows my place', async () => {
    t.clock.ms = at('2030-10-23 10:00');
    for (const [i, n] of [50, 40, 30, 20].entries()) await gifts(hosts[i]!, n);
    await gifts(fan, 1, other); // a male receiver: not on the goddess board
    await t.flushOutbox();
    const b = (await board(undefined, hosts[1]!.token)).envelope.data;
    expect(b.stage).toBe('audition');
    expect(b.advance).toBe(3);
    expect(b.rows.map((r: { key: string; score: number }) => [r.key, r.score])).toEqual(
      hosts.map((h, i) => [String(h.id), [500, 400, 300, 200][i]]),
    );
    expect(b.me).toEqual({ key: String(hosts[1]!.id), rank: 2, score: 400 });
    expect(b.rows[0].profiles[0].id).toBe(hosts[0]!.id);
  });

  it('a task is claimed once; a replay gets the first answer; an unfinished one is refused', async () => {
    const other1 = await post('/tasks/spend/claim', other.token);
    expect(other1.envelope.status).toBe(ErrorCode.TASK_NOT_DONE);
    const before = await walletBalance(t, fan.token);
    const id = rid();
    const first = await post('/tasks/spend/claim', fan.token, { request_id: id });
    expect(first.envelope.status).toBe(0);
    expect(first.envelope.data.me.tasks[0]).toMatchObject({ id: 'spend', state: 'claimed' });
    const replay = await post('/tasks/spend/claim', fan.token, { request_id: id });
    expect(replay.envelope.status).toBe(0);
    const again = await post('/tasks/spend/claim', fan.token);
    expect(again.envelope.status).toBe(ErrorCode.REWARD_ALREADY_CLAIMED);
    expect(await walletBalance(t, fan.token)).toBe(before + 10);
  });

  it('the tree: locked until 10 coins, each decoration once, lit with all; the check-in once a day', async () => {
    const locked = await post('/tree/hang', other.token, { decoration: 'bell' });
    expect(locked.envelope.status).toBe(ErrorCode.ACTIVITY_TREE_LOCKED);
    expect(locked.envelope.msg).toMatch(/Christmas tree|圣诞树/);
    expect((await post('/tree/hang', fan.token, { decoration: 'star' })).envelope.status).toBe(ErrorCode.ACTIVITY_DECORATION_NOT_EARNED);
    const bell = await post('/tree/hang', fan.token, { decoration: 'bell' });
    expect(bell.envelope.data.me.tree.state).toBe('unlocked');
    expect((await post('/tree/hang', fan.token, { decoration: 'bell' })).envelope.status).toBe(ErrorCode.ACTIVITY_DECORATION_USED);
    const checked = await post('/check-in', fan.token);
    expect(checked.envelope.data.me.check_in.done_today).toBe(true);
    expect((await post('/check-in', fan.token)).envelope.status).toBe(ErrorCode.ALREADY_CHECKED_IN);
    expect(await walletBalance(t, fan.token, 'silver_coin')).toBe(5);
    const lit = await post('/tree/hang', fan.token, { decoration: 'star' });
    expect(lit.envelope.data.me.tree.state).toBe('lit');
    expect((await page(fan.token)).envelope.data.tree).toMatchObject({ lit: 1, goal: 5, pool_state: 'upcoming' });
  });

  it('minors and other apps are kept out (spec 5)', async () => {
    const minor = await newUser(t, 'default', { birth_date: '2016-05-05' });
    expect((await page(minor.token)).envelope.data.me.blocked).toBe('minor');
    expect((await post('/check-in', minor.token)).envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    const wakoo = await newUser(t, 'wakoo');
    expect((await post('/check-in', wakoo.token)).envelope.status).toBe(ErrorCode.ACTIVITY_NOT_ELIGIBLE);
    expect((await call(t, { url: '/api/v1/activities/nope' })).envelope.status).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
  });

  it('stages are cut once at their end; only entrants score; the final pays its places and the pool splits once', async () => {
    // the audition closed at 0:00 on the 26th; its cut waits for the grace
    t.clock.ms = at('2030-10-26 00:00') + 10_000;
    expect((await settle()).cuts).toBe(0);
    t.clock.ms = at('2030-10-26 00:02');
    expect((await settle()).cuts).toBe(1);
    expect((await settle()).cuts).toBe(0);
    const k = (await page()).envelope.data.stages;
    expect(k.map((s: { id: string; state: string; entrants: number | null }) => [s.id, s.state, s.entrants])).toEqual([
      ['audition', 'done', null],
      ['knockout', 'running', 3],
      ['final', 'upcoming', 0],
    ]);
    // knockout: host 4 went out (her gifts score nothing); host 3 overtakes
    await gifts(hosts[3]!, 90);
    await gifts(hosts[2]!, 30);
    await gifts(hosts[1]!, 10);
    await t.flushOutbox();
    const ko = (await board()).envelope.data;
    expect(ko.rows.map((r: { key: string; score: number }) => [r.key, r.score])).toEqual([
      [String(hosts[2]!.id), 300],
      [String(hosts[1]!.id), 100],
    ]);
    t.clock.ms = at('2030-10-28 00:02');
    await settle();
    // final (28–30 Oct): host 2 scores, host 3 does not; 100 roses to host 1 fill the pool only
    await gifts(hosts[1]!, 5);
    await gifts(hosts[0]!, 100);
    await t.flushOutbox();
    t.clock.ms = at('2030-10-31 00:02');
    const first = await settle();
    expect(first.cuts).toBe(1);
    const paid = await payouts();
    expect(paid.filter((p) => p.source !== 'task' && p.source !== 'check_in')).toEqual([
      { source: 'board', ref: 'stars', user_id: hosts[1]!.id, rank: 1, grants: DEF.boards![0]!.rewards![0]!.grants },
      { source: 'board', ref: 'stars', user_id: hosts[2]!.id, rank: 2, grants: DEF.boards![0]!.rewards![1]!.grants },
      // 10% of the 105 coins sent on the 28th–29th, to the one lit tree
      { source: 'pool', ref: 'pool', user_id: fan.id, rank: null, grants: [{ kind: 'currency', amount: 10 }] },
    ]);
    expect(await walletBalance(t, hosts[1]!.token)).toBe(500);
    // a second run (another node, a restart) pays nothing more
    expect(await settle()).toEqual({ cuts: 0, paid: 0 });
    expect((await payouts()).length).toBe(paid.length);
    expect((await verifyLedger(t.db)).ok).toBe(true);
    const results = (await call(t, { url: '/api/v1/activities/test_knockout/results/stars', params: { brand: 'default' } })).envelope.data;
    expect(results.winners.map((w: { rank: number; key: string }) => [w.rank, w.key])).toEqual([
      [1, String(hosts[1]!.id)],
      [2, String(hosts[2]!.id)],
    ]);
    const mine = (await call(t, { url: '/api/v1/activities/test_knockout/rewards', token: fan.token })).envelope.data.items;
    expect(mine.map((r: { source: string }) => r.source).sort()).toEqual(['check_in', 'pool', 'task']);
    expect((await page(fan.token)).envelope.data).toMatchObject({ phase: 'ended', tree: { pool: 10, pool_state: 'split' } });
  });
});
