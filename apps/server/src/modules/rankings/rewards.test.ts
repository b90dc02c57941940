import { ErrorCode, LIMITS, PERIODS, periodEndsAt, periodKey, type Region, rewardForRank } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser } from '../../test/factories';
import { ADMIN_API as API, adminLogin, BACKENDS, buildTestApp, call, type TestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { settleRankRewards } from './rewards';

type U = TestUser;

describe.each(BACKENDS)('rank boards newer/buddy and period rewards (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  const job = () => settleRankRewards({ db: t.db, now: t.clock.now });

  const user = (brand: string, extra: Record<string, unknown> = {}): Promise<U> => newUser(t, brand, extra);
  const fund = (userId: number, amount: number, asset: string) => adminFund(t, admin, userId, amount, asset);
  const roses = new Map<string, number>();
  async function rose(brand: string) {
    if (!roses.has(brand)) roses.set(brand, (await giftCatalogue(t, brand)).find((g) => g.code === 'rose')!.id);
    return roses.get(brand)!;
  }
  async function send(from: U, to: U, brand: string, count: number) {
    const r = await sendGift(t, from.token, to.id, await rose(brand), count);
    expect(r.envelope.status).toBe(0);
  }
  async function follow(a: U, b: U) {
    const r = await call(t, { method: 'POST', url: '/api/v1/follows', token: a.token, params: { user_id: b.id } });
    expect(r.envelope.status).toBe(0);
  }
  const rewards = (params: Record<string, unknown>, token?: string) => call(t, { url: '/api/v1/rankings/rewards', params, token });
  const rankings = (params: Record<string, unknown>, token?: string) => call(t, { url: '/api/v1/rankings', params, token });
  const payouts = async () =>
    (
      await t.db.query<{ board: string; scope: string; period: string; user_id: number; rank: number }>(
        `select board, scope, period, user_id, rank from rank_reward_payouts where period like 'd:%' order by board, scope, rank, user_id`,
      )
    ).rows;
  const balances = async (u: U) => (await call(t, { url: '/api/v1/wallet', token: u.token })).envelope.data.balances;
  /** the reward transfers a user got for the daily period of `key` (memo `#rank · date`) */
  const rewardTx = async (u: U, key: string) =>
    (
      (await call(t, { url: '/api/v1/wallet/transactions', params: { kind: 'rank_reward' }, token: u.token })).envelope.data
        .items as Array<{
        kind: string;
        asset: string;
        amount: number;
        memo: string;
      }>
    )
      .filter((i) => i.memo.endsWith(key.slice(2)))
      .map((i) => [i.kind, i.asset, i.amount])
      .sort();

  // charm daily, cooya:default (diamonds): R1 500 (banned later), R2 300, R3 300, R4 300 (a minor later), R5 100
  let charm: U[];
  // cp daily, ocha:japan: one pair
  let pair: [U, U];
  // buddy, wakoo:japan: A<->B mutual; C->D one way; E<->F mutual but a CP pair
  let buddies: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', U>;
  // newer, ucoo_plus:default: a new and a 40-day-old account
  let young: U;
  let old: U;
  let dailyKey: Record<Region, string>;

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true });
    // a Wednesday, 12:00 in Shanghai (13:00 in Tokyo), within the coming week: the day's close is
    // never also a week's close (on a Sunday the weekly boards would settle with the daily ones)
    const day = 86_400_000;
    const start = Math.floor(t.clock.ms / day) * day + 4 * 3_600_000;
    t.clock.ms = start + ((3 - new Date(start).getUTCDay() + 7) % 7) * day;
    admin = (await adminLogin(t)).access_token;

    const fan = await user('cooya');
    await fund(fan.id, 10_000, 'diamond');
    charm = [];
    for (let i = 0; i < 5; i++) charm.push(await user('cooya', { gender: 'female' })); // ids in order: ties list by owner
    for (const [i, count] of [50, 30, 30, 30, 10].entries()) await send(fan, charm[i]!, 'cooya', count);

    pair = [await user('ocha'), await user('ocha')];
    await t.db.query(`insert into cp_pairs (user_low, user_high, level) values ($1, $2, 'normal')`, [
      Math.min(pair[0].id, pair[1].id),
      Math.max(pair[0].id, pair[1].id),
    ]);
    await fund(pair[0].id, 1000, 'diamond');
    await send(pair[0], pair[1], 'ocha', 20);

    const w = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map(() => user('wakoo')));
    buddies = { a: w[0]!, b: w[1]!, c: w[2]!, d: w[3]!, e: w[4]!, f: w[5]! };
    const { a, b, c, d, e, f } = buddies;
    await follow(a, b);
    await follow(b, a);
    await follow(c, d);
    await follow(e, f);
    await follow(f, e);
    await t.db.query(`insert into cp_pairs (user_low, user_high, level) values ($1, $2, 'normal')`, [
      Math.min(e.id, f.id),
      Math.max(e.id, f.id),
    ]);
    for (const u of [a, c, e]) await fund(u.id, 1000, 'gold_coin');
    await send(a, b, 'wakoo', 20);
    await send(c, d, 'wakoo', 30);
    await send(e, f, 'wakoo', 40);

    const giver = await user('ucoo_plus');
    await fund(giver.id, 1000, 'gold_coin');
    young = await user('ucoo_plus');
    old = await user('ucoo_plus');
    await t.db.query(`update users set created_at = now() - interval '40 days' where id = $1`, [old.id]);
    await send(giver, young, 'ucoo_plus', 10);
    await send(giver, old, 'ucoo_plus', 20);

    await t.flushOutbox();
    const at = t.clock.now();
    dailyKey = { default: periodKey('daily', at, 'default'), japan: periodKey('daily', at, 'japan') };
  });
  afterAll(() => t.close());

  it('scores the newer board with young accounts only and the buddy board with mutual non-CP followers only', async () => {
    const newer = await rankings({ board: 'newer', period: 'daily', app_name: 'ucoo_plus', region: 'default' }, young.token);
    expect(newer.envelope.data.entries.map((e: { owner: string; score: number }) => [e.owner, e.score])).toEqual([[String(young.id), 100]]);
    expect(newer.envelope.data.me).toMatchObject({ rank: 1, score: 100 });
    const charmBoard = await rankings({ board: 'charm', period: 'daily', app_name: 'ucoo_plus', region: 'default' });
    expect(charmBoard.envelope.data.entries.map((e: { owner: string }) => e.owner)).toEqual([String(old.id), String(young.id)]);

    const { a, b, c, e, f } = buddies;
    const buddy = await rankings({ board: 'buddy', period: 'weekly', app_name: 'wakoo', region: 'japan' }, b.token);
    const low = Math.min(a.id, b.id);
    const high = Math.max(a.id, b.id);
    expect(
      buddy.envelope.data.entries.map((x: { owner: string; score: number; profiles: unknown[] }) => [x.owner, x.score, x.profiles.length]),
    ).toEqual([[`${low}-${high}`, 200, 2]]);
    expect(buddy.envelope.data.me).toMatchObject({ rank: 1, score: 200 });
    const outsider = await rankings({ board: 'buddy', period: 'weekly', app_name: 'wakoo', region: 'japan' }, c.token);
    expect(outsider.envelope.data.me).toMatchObject({ rank: null, score: 0 });
    // the CP pair counts on the cp board instead
    const cp = await rankings({ board: 'cp', period: 'daily', app_name: 'wakoo', region: 'japan' }, e.token);
    expect(cp.envelope.data.entries[0]).toMatchObject({ owner: `${Math.min(e.id, f.id)}-${Math.max(e.id, f.id)}` });
  });

  it('pays nothing before the period closed, its grace passed and every gift of it was applied', async () => {
    expect((await job()).paid).toBe(0);
    const endDefault = periodEndsAt(dailyKey.default, 'default').getTime();
    const endJapan = periodEndsAt(dailyKey.japan, 'japan').getTime();
    const lastEnd = Math.max(endDefault, endJapan);
    t.clock.ms = Math.min(endDefault, endJapan) + 1000; // one closed, but within the grace
    await job();
    expect(await payouts()).toEqual([]);

    // a gift of the closed periods not applied yet holds the pay-out back
    t.clock.ms = lastEnd + LIMITS.rankRewardGraceMs + 1000;
    const held = await t.db.query<{ id: number }>(
      `insert into outbox_events (topic, ref, created_at) select 'gift.sent', id, created_at from gift_sends order by id desc limit 1 returning id`,
    );
    await job();
    expect(await payouts()).toEqual([]);
    await t.db.query('delete from outbox_events where id = $1', [held.rows[0]!.id]);
  });

  it('pays each closed board once, even when the job runs again and on several nodes at once', async () => {
    // R1 is banned and R4 turns out to be a minor: skipped, their place not handed on
    await t.db.query(`update users set status = 'disabled' where id = $1`, [charm[0]!.id]);
    await t.db.query(`update users set birth_date = $2 where id = $1`, [charm[3]!.id, `${t.clock.now().getUTCFullYear() - 15}-01-01`]);
    await Promise.all([job(), job(), job()]);
    const first = await payouts();
    const before = await balances(charm[1]!);
    await job();
    await Promise.all([job(), job()]);
    expect(await payouts()).toEqual(first);
    expect(await balances(charm[1]!)).toEqual(before);
    expect((await verifyLedger(t.db)).ok).toBe(true);

    const charmPaid = first.filter((p) => p.board === 'charm' && p.scope === 'cooya:default');
    expect(charmPaid.map((p) => [p.user_id, p.rank])).toEqual([
      [charm[1]!.id, 2],
      [charm[2]!.id, 2],
    ]);
    const tier = rewardForRank('charm', 'daily', 2)!;
    // (they are new accounts, so the newcomer board pays them too)
    for (const u of [charm[1]!, charm[2]!])
      expect(await rewardTx(u, dailyKey.default)).toEqual(
        expect.arrayContaining([
          ['rank_reward', 'diamond', tier.coins],
          ['rank_reward', 'medal_fragment', tier.fragments],
        ]),
      );
    const skipped = await t.db.query('select 1 from rank_reward_payouts where user_id = any($1::int8[])', [[charm[0]!.id, charm[3]!.id]]);
    expect(skipped.rows).toEqual([]);

    // a pair board pays both partners
    const cpPaid = first.filter((p) => p.board === 'cp' && p.scope === 'ocha:japan');
    expect(cpPaid.map((p) => p.user_id).sort()).toEqual(pair.map((u) => u.id).sort());
    const cpTier = rewardForRank('cp', 'daily', 1)!;
    for (const u of pair) expect(await rewardTx(u, dailyKey.japan)).toContainEqual(['rank_reward', 'medal_fragment', cpTier.fragments]);

    const buddyPaid = first.filter((p) => p.board === 'buddy' && p.scope === 'wakoo:japan');
    expect(buddyPaid.map((p) => p.user_id).sort()).toEqual([buddies.a.id, buddies.b.id].sort());
    const newerPaid = first.filter((p) => p.board === 'newer' && p.scope === 'ucoo_plus:default');
    expect(newerPaid.map((p) => p.user_id)).toEqual([young.id]);
  });

  it('answers the reward table, the last winners and what I won; the wallet lists the reward', async () => {
    const r = await rewards({ board: 'charm', period: 'daily', app_name: 'cooya', region: 'default' }, charm[1]!.token);
    expect(r.envelope.status).toBe(0);
    const d = r.envelope.data;
    const tier = rewardForRank('charm', 'daily', 2)!;
    const items = [
      { asset: 'diamond', amount: tier.coins },
      { asset: 'medal_fragment', amount: tier.fragments },
    ];
    expect(d.tiers).toHaveLength(3);
    expect(d.tiers[1]).toEqual({ from: 2, to: 2, items });
    expect(d.last.key).toBe(dailyKey.default);
    expect(
      d.last.winners.map((w: { rank: number; profiles: Array<{ id: number }>; items: unknown }) => [w.rank, w.profiles[0]!.id, w.items]),
    ).toEqual([
      [2, charm[1]!.id, items],
      [2, charm[2]!.id, items],
    ]);
    expect(d.me).toEqual({ rank: 2, items });
    const anon = await rewards({ board: 'charm', period: 'daily', app_name: 'cooya', region: 'default' });
    expect(anon.envelope.data.me).toBeNull();
    const loser = await rewards({ board: 'charm', period: 'daily', app_name: 'cooya', region: 'default' }, charm[4]!.token);
    expect(loser.envelope.data.me).toEqual({ rank: null, items: [] });

    const pairView = await rewards({ board: 'cp', period: 'daily', app_name: 'ocha', region: 'japan' });
    expect(pairView.envelope.data.last.winners).toHaveLength(1);
    expect(pairView.envelope.data.last.winners[0].profiles).toHaveLength(2);
    // gold-coin brands are paid in gold coins
    const gold = await rewards({ board: 'buddy', period: 'weekly', app_name: 'wakoo' });
    expect(gold.envelope.data.tiers[0].items[0].asset).toBe('gold_coin');
    expect(gold.envelope.data.tiers).toHaveLength(4);

    const newerTier = rewardForRank('newer', 'daily', 2)!; // R2 is also 2nd (tied) on the newcomer board
    expect(await rewardTx(charm[1]!, dailyKey.default)).toEqual(
      [
        ['rank_reward', 'diamond', tier.coins],
        ['rank_reward', 'medal_fragment', tier.fragments],
        ['rank_reward', 'diamond', newerTier.coins],
        ['rank_reward', 'medal_fragment', newerTier.fragments],
      ].sort(),
    );
  });

  it('lists the payouts in the console to staff with finance.view_rewards only', async () => {
    const list = (params: Record<string, unknown>, token = admin) => call(t, { url: `${API}/rank-rewards/payouts`, params, token });
    const all = await list({ period: 'daily', page_size: 100 });
    expect(all.envelope.status).toBe(0);
    const paid = await payouts();
    expect(all.envelope.data.total).toBe(paid.length);
    const cooya = await list({ board: 'charm', brand: 'cooya', period: 'daily' });
    expect(cooya.envelope.data.items.map((p: { user: { id: number }; rank: number }) => [p.user.id, p.rank]).sort()).toEqual(
      paid
        .filter((p) => p.board === 'charm' && p.scope === 'cooya:default')
        .map((p) => [p.user_id, p.rank])
        .sort(),
    );
    const tier = rewardForRank('charm', 'daily', 2)!;
    expect(cooya.envelope.data.items[0].items).toEqual([
      { asset: 'diamond', amount: tier.coins },
      { asset: 'medal_fragment', amount: tier.fragments },
    ]);
    expect((await list({ period: 'weekly' })).envelope.data.total).toBe(0);
    const noperm = await adminLogin(t, 'noperm@demo.local');
    expect((await list({}, noperm.access_token)).envelope.status).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses a board period without rewards or an unknown board', async () => {
    for (const period of PERIODS.filter((p) => p === 'all')) {
      const r = await rewards({ board: 'charm', period });
      expect(r.envelope).toMatchObject({ status: ErrorCode.VALIDATION_FAILED, data: { field: 'period' } });
    }
    expect((await rewards({ board: 'unicorn', period: 'daily' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
