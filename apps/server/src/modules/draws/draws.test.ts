import {
  drawGame,
  drawMessage,
  drawOutcome,
  drawWeights,
  ErrorCode,
  LIMITS,
  prizeValue,
  publishedConfigHash,
  sha256Hex,
  type TDrawRecord,
  type TFairnessDraw,
} from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { adminFund, newUser, type TestUser } from '../../test/factories';
import { adminLogin, BACKENDS, buildTestApp, call, rid, type TestApp } from '../../test/helpers';
import { UserSeeds } from '../fairness/seeds';
import { verifyLedger } from '../ledger/verify';
import { type DrawsDeps, purge } from './service';

const CAP = 3_000;

describe.each(BACKENDS)('per-user draws (%s)', (backend) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true, config: { drawDailyCaps: { default: CAP, japan: null } } });
    admin = (await adminLogin(t)).access_token;
  });
  afterAll(() => t.close());

  const post = (u: TestUser, url: string, params: Record<string, unknown>) => call(t, { method: 'POST', url, token: u.token, params });
  const get = (u: TestUser, url: string, params: Record<string, unknown> = {}) => call(t, { url, token: u.token, params });
  const wallet = async (u: TestUser) => (await get(u, '/api/v1/wallet')).envelope.data.balances as Record<string, number>;
  const draw = (u: TestUser, game: string, count: number, requestId = rid('draw')) =>
    post(u, `/api/v1/draws/${game}/draw`, { count, request_id: requestId });

  /** a player with `coins` and, optionally, scratch tickets bought through fragments */
  async function player(coins: number, scratch = 0, brand = 'default', extra: Record<string, unknown> = {}): Promise<TestUser> {
    const u = await newUser(t, brand, extra);
    if (coins + scratch > 0) await adminFund(t, admin, u.id, coins + scratch);
    if (scratch > 0) {
      expect((await post(u, '/api/v1/racing/fragments', { amount: scratch, request_id: rid('frag') })).envelope.status).toBe(0);
      const bought = await post(u, '/api/v1/draws/tickets', { ticket: 'scratch_ticket', count: scratch, request_id: rid('tk') });
      expect(bought.envelope.status, bought.envelope.msg).toBe(0);
      expect(bought.envelope.data.me.tickets.scratch_ticket).toBe(scratch);
      expect(bought.envelope.data.me.fragments).toBe(0);
    }
    return u;
  }

  /** the currency a set of draws paid out */
  const currencyWon = (draws: TDrawRecord[]) => draws.reduce((s, d) => s + (d.prize.kind === 'currency' ? d.prize.amount! : 0), 0);

  it('scratches: commitment first, outcomes recomputed from the revealed seed, paid once, retry changes nothing', async () => {
    const u = await player(0, 11);
    const before = (await get(u, '/api/v1/draws/scratch/state')).envelope.data;
    expect(before.config_hash).toBe(publishedConfigHash('scratch'));
    const { seed_hash: committed, client_seed: clientSeed, nonce } = before.me.seed;
    expect(nonce).toBe(0);

    const one = await draw(u, 'scratch', 1);
    expect(one.envelope.status, one.envelope.msg).toBe(0);
    const requestId = rid('ten');
    const ten = await draw(u, 'scratch', 10, requestId);
    expect(ten.envelope.status).toBe(0);
    const draws: TDrawRecord[] = [...one.envelope.data.draws, ...ten.envelope.data.draws];
    expect(draws.map((d) => d.nonce)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ten.envelope.data.me.tickets.scratch_ticket).toBe(0);
    // a retry of the same request returns the same draws and takes nothing more
    const again = await draw(u, 'scratch', 10, requestId);
    expect(again.envelope.data.draws.map((d: TDrawRecord) => d.id)).toEqual(ten.envelope.data.draws.map((d: TDrawRecord) => d.id));
    const w = await wallet(u);
    expect(w.gold_coin).toBe(currencyWon(draws));
    expect(w.scratch_ticket).toBe(0);
    // 11 tickets: two medal days, one toward the next
    expect(ten.envelope.data.me.medal_progress).toBe(1);
    const until = Date.parse(ten.envelope.data.me.medal_until);
    expect(until - t.clock.ms).toBe(2 * 86_400_000);

    // no seed before rotation; rotation reveals the one committed to
    const hidden = (await get(u, `/api/v1/fairness/draws/${draws[0]!.id}`)).envelope.data as TFairnessDraw;
    expect(hidden.seed).toBeNull();
    expect(hidden.seed_hash).toBe(committed);
    const rotated = (await post(u, '/api/v1/fairness/seeds/rotate', {})).envelope.data;
    expect(rotated.nonce).toBe(0);
    expect(rotated.seed_hash).not.toBe(committed);
    expect(rotated.revealed[0]).toMatchObject({ seed_hash: committed, client_seed: clientSeed, draws: 11 });
    const seed = rotated.revealed[0].seed as string;
    expect(sha256Hex(seed)).toBe(committed);
    const proofs = (await get(u, '/api/v1/fairness/draws', { game: 'scratch', limit: 50 })).envelope.data.draws as TFairnessDraw[];
    expect(proofs).toHaveLength(11);
    for (const p of proofs) {
      expect(p.seed).toBe(seed);
      const recomputed = drawOutcome(seed, drawMessage('scratch', p.client_seed, p.nonce), p.weights);
      expect(recomputed.name).toBe(p.outcome);
      expect(draws.find((d) => d.id === p.id)!.prize.id).toBe(p.outcome);
    }
    // the records page: newest first, the last 100 at most
    const records = (await get(u, '/api/v1/draws/scratch/records')).envelope.data.records as TDrawRecord[];
    expect(records.map((r) => r.id)).toEqual(draws.map((d) => d.id).reverse());
    // another user cannot read these proofs
    const other = await player(0);
    expect((await get(other, `/api/v1/fairness/draws/${draws[0]!.id}`)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('sells scratch tickets for fragments first, the rest in the currency; never more than the user has', async () => {
    const u = await player(100);
    await post(u, '/api/v1/racing/fragments', { amount: 30, request_id: rid() });
    const bought = await post(u, '/api/v1/draws/tickets', { ticket: 'scratch_ticket', count: 50, request_id: rid() });
    expect(bought.envelope.data.me).toMatchObject({ fragments: 0, price_balance: 50, tickets: { scratch_ticket: 50 } });
    const tooMany = await post(u, '/api/v1/draws/tickets', { ticket: 'scratch_ticket', count: 51, request_id: rid() });
    expect(tooMany.envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    const wish = await post(u, '/api/v1/draws/tickets', { ticket: 'wish_ticket', count: 1, request_id: rid() });
    expect(wish.envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE); // 100 each, 50 left
    expect(await wallet(u)).toMatchObject({ gold_coin: 50, medal_fragment: 0, scratch_ticket: 50, wish_ticket: 0 });
  });

  it('refuses with the spec’s messages: buy first, not enough tickets, batch, minors, unknown game', async () => {
    const none = await player(0);
    expect((await draw(none, 'scratch', 1)).envelope.status).toBe(ErrorCode.SCRATCH_BUY_FIRST);
    const msg = await call(t, {
      method: 'POST',
      url: '/api/v1/draws/scratch/draw',
      token: none.token,
      params: { count: 1, request_id: rid() },
      headers: { 'system-language': 'ja' },
    });
    expect(msg.envelope.msg).toBe('プレイする前にスクラッチ券を購入してください');
    const few = await player(0, 3);
    expect((await draw(few, 'scratch', 10)).envelope.status).toBe(ErrorCode.SCRATCH_TICKETS_INSUFFICIENT);
    expect((await draw(few, 'scratch', 3)).envelope.status).toBe(ErrorCode.DRAW_BATCH_UNAVAILABLE);
    expect((await draw(few, 'wish_wheel', 1)).envelope.status).toBe(ErrorCode.WISH_TICKETS_INSUFFICIENT);
    expect((await draw(few, 'lucky_wheel', 1)).envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await draw(few, 'no_such_game', 1)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    // nothing was taken by the refusals
    expect((await wallet(few)).scratch_ticket).toBe(3);
    const minor = await player(1000, 0, 'default', { birth_date: '2015-01-01' });
    expect((await draw(minor, 'lucky_wheel', 1)).envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    const tickets = await post(minor, '/api/v1/draws/tickets', { ticket: 'wish_ticket', count: 1, request_id: rid() });
    expect(tickets.envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    expect((await wallet(minor)).gold_coin).toBe(1000);
  });

  it('gives every concurrent draw its own nonce and takes exactly its cost', async () => {
    const u = await player(5_000);
    const replies = await Promise.all(Array.from({ length: 12 }, () => draw(u, 'lucky_wheel', 1)));
    expect(replies.every((r) => r.envelope.status === 0)).toBe(true);
    const nonces = replies.flatMap((r) => r.envelope.data.draws.map((d: TDrawRecord) => d.nonce)).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 12 }, (_, i) => i));
    const draws = replies.flatMap((r) => r.envelope.data.draws as TDrawRecord[]);
    const w = await wallet(u);
    expect(w.gold_coin).toBe(5_000 - 12 * 100 + currencyWon(draws));
    const wishes = draws.filter((d) => d.prize.kind === 'asset').reduce((s, d) => s + d.prize.amount!, 0);
    expect(w.wish_ticket).toBe(wishes);
    // items won are in the backpack, days added up per item
    const items = (await get(u, '/api/v1/draws/backpack')).envelope.data.items as Array<{ item: string; expires_at: string }>;
    const wonItems = draws.filter((d) => d.prize.kind === 'item');
    expect(items.map((i) => i.item).sort()).toEqual([...new Set(wonItems.map((d) => d.prize.item!))].sort());
    for (const i of items) {
      const days = wonItems.filter((d) => d.prize.item === i.item).reduce((s, d) => s + d.prize.days!, 0);
      expect(Date.parse(i.expires_at) - t.clock.ms).toBe(days * 86_400_000);
    }
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('holds the region’s daily cap, warns from the state, resets on the region’s next day; Japan has none by default', async () => {
    const u = await player(10_000);
    expect((await draw(u, 'lucky_wheel', 10)).envelope.status).toBe(0);
    expect((await draw(u, 'lucky_wheel', 10)).envelope.status).toBe(0);
    const state = (await get(u, '/api/v1/draws/lucky_wheel/state')).envelope.data.me;
    expect(state).toMatchObject({ spent_today: 2_000, daily_cap: CAP });
    // 3,000 − 2,000 leaves room for one batch of 10, not two; the refusal takes nothing
    const parallel = await Promise.all([draw(u, 'lucky_wheel', 10), draw(u, 'lucky_wheel', 10)]);
    expect(parallel.map((r) => r.envelope.status).sort()).toEqual([0, ErrorCode.DRAW_DAILY_CAP]);
    const refused = parallel.find((r) => r.envelope.status !== 0)!;
    expect(refused.envelope.msg).toContain('3000');
    expect((await get(u, '/api/v1/draws/lucky_wheel/state')).envelope.data.me.spent_today).toBe(3_000);
    // the next day of the region (Asia/Shanghai) starts a new allowance
    const saved = t.clock.ms;
    t.clock.ms += 86_400_000;
    expect((await draw(u, 'lucky_wheel', 1)).envelope.status).toBe(0);
    t.clock.ms = saved;
    const jp = await player(10_000, 0, 'wakoo');
    for (let i = 0; i < 4; i++) expect((await draw(jp, 'lucky_wheel', 10)).envelope.status).toBe(0);
    expect((await get(jp, '/api/v1/draws/lucky_wheel/state')).envelope.data.me).toMatchObject({ spent_today: 4_000, daily_cap: null });
  });

  it('scores the lucky board by prize value won and the blind-box board by boxes opened', async () => {
    const u = await player(5_000, 0, 'wakoo');
    const draws = [
      ...(await draw(u, 'blind_box', 5)).envelope.data.draws,
      ...(await draw(u, 'cp_blind_box', 1)).envelope.data.draws,
      ...(await draw(u, 'lucky_wheel', 10)).envelope.data.draws,
    ] as TDrawRecord[];
    await t.flushOutbox();
    const value = draws.reduce((sum, d) => sum + prizeValue({ ...d.prize, weight: 1 } as never), 0);
    for (const period of ['daily', 'weekly'] as const) {
      const board = async (name: string) =>
        (await call(t, { url: '/api/v1/rankings', token: u.token, params: { board: name, period, app_name: 'wakoo' } })).envelope.data;
      expect((await board('blind_box')).me).toMatchObject({ score: 6 });
      if (value > 0) expect((await board('lucky')).me).toMatchObject({ score: value });
    }
  });

  it('anchor fight: a cheer needs a host of the player’s app; the host gets fixed points on the fight board', async () => {
    const u = await player(5_000, 0, 'wakoo');
    const host = await newUser(t, 'wakoo', { gender: 'female', nickname: 'Mika' });
    const rival = await newUser(t, 'wakoo', { gender: 'female', nickname: 'Rin' });
    const man = await newUser(t, 'wakoo');
    const elsewhere = await newUser(t, 'cooya', { gender: 'female' });
    const cheer = (anchor: number | undefined, count = 1, requestId = rid('cheer')) =>
      post(u, '/api/v1/draws/anchor_fight/draw', { count, request_id: requestId, ...(anchor === undefined ? {} : { anchor_id: anchor }) });

    expect((await cheer(undefined)).envelope.status).toBe(ErrorCode.FIGHT_HOST_REQUIRED);
    for (const bad of [man.id, elsewhere.id, u.id, 99_999_999]) {
      expect((await cheer(bad)).envelope.status, String(bad)).toBe(ErrorCode.FIGHT_HOST_UNAVAILABLE);
    }
    // a live room's link names a host by id: the page looks her up (visitors say which app)
    const found = await get(u, `/api/v1/draws/hosts/${host.id}`);
    expect(found.envelope.data.profile).toMatchObject({ id: host.id, nickname: 'Mika' });
    const visitor = await call(t, { url: `/api/v1/draws/hosts/${host.id}`, params: { brand: 'wakoo' } });
    expect(visitor.envelope.data.profile.id).toBe(host.id);
    expect((await call(t, { url: `/api/v1/draws/hosts/${host.id}`, params: { brand: 'cooya' } })).envelope.status).toBe(
      ErrorCode.FIGHT_HOST_UNAVAILABLE,
    );
    expect((await get(u, `/api/v1/draws/hosts/${man.id}`)).envelope.status).toBe(ErrorCode.FIGHT_HOST_UNAVAILABLE);
    // other games take no host
    const plain = await post(u, '/api/v1/draws/lucky_wheel/draw', { count: 1, request_id: rid('w'), anchor_id: host.id });
    expect(plain.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    // nothing was taken by the refusals
    const asset = (await get(u, '/api/v1/draws/anchor_fight/state')).envelope.data.me.price_asset as string;
    expect((await wallet(u))[asset]).toBe(5_000);

    const requestId = rid('cheer10');
    const ten = await cheer(host.id, 10, requestId);
    expect(ten.envelope.status, ten.envelope.msg).toBe(0);
    const draws = ten.envelope.data.draws as TDrawRecord[];
    expect(draws.every((d) => d.target?.id === host.id && d.target.nickname === 'Mika')).toBe(true);
    // the same request again (a retry) cheers once
    expect((await cheer(host.id, 10, requestId)).envelope.data.draws.map((d: TDrawRecord) => d.id)).toEqual(draws.map((d) => d.id));
    expect((await cheer(rival.id, 1)).envelope.status).toBe(0);
    expect((await wallet(u))[asset]).toBe(5_000 - 11 * 100 + currencyWon(await records(u)));

    await t.flushOutbox();
    const board = (await call(t, { url: '/api/v1/rankings', params: { board: 'anchor_fight', period: 'daily', app_name: 'wakoo' } }))
      .envelope.data;
    expect(board.entries.map((e: { owner: string; score: number }) => [Number(e.owner), e.score])).toEqual([
      [host.id, 10 * LIMITS.anchorFightPointsPerCheer],
      [rival.id, LIMITS.anchorFightPointsPerCheer],
    ]);
    // the records name the host each cheer backed
    const rows = await records(u);
    expect(rows.filter((r) => r.target?.id === host.id)).toHaveLength(10);
    expect(rows.filter((r) => r.target?.id === rival.id)).toHaveLength(1);
    // staff see the day's spending and the latest draws in the user drawer
    const info = await call(t, { url: '/api/qyqyadmin/v1/qyqyadmin/other/info', token: admin, params: { userid: u.id } });
    expect(info.envelope.data.activity.draws.spent_today).toBe(11 * 100);
    expect(info.envelope.data.activity.draws.recent.map((d: { id: number }) => d.id)).toEqual(rows.slice(0, 5).map((r) => r.id));
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  const records = async (u: TestUser) => (await get(u, '/api/v1/draws/anchor_fight/records')).envelope.data.records as TDrawRecord[];

  it('a new client seed reveals the old server seed and starts a new commitment at nonce 0', async () => {
    const u = await player(1_000);
    await draw(u, 'lucky_wheel', 1);
    const old = (await get(u, '/api/v1/fairness/seeds')).envelope.data;
    expect(old.nonce).toBe(1);
    expect((await post(u, '/api/v1/fairness/seeds/client', { client_seed: 'bad seed with spaces' })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const changed = (await post(u, '/api/v1/fairness/seeds/client', { client_seed: 'my-lucky-7' })).envelope.data;
    expect(changed).toMatchObject({ client_seed: 'my-lucky-7', nonce: 0 });
    expect(changed.revealed[0]).toMatchObject({ seed_hash: old.seed_hash, draws: 1 });
    const d = (await draw(u, 'lucky_wheel', 1)).envelope.data.draws[0] as TDrawRecord;
    expect(d.nonce).toBe(0);
    const proof = (await get(u, `/api/v1/fairness/draws/${d.id}`)).envelope.data as TFairnessDraw;
    expect(proof).toMatchObject({ client_seed: 'my-lucky-7', seed: null, seed_hash: changed.seed_hash });
    expect(proof.weights).toEqual(drawWeights(drawGame('lucky_wheel')!).map(([n, w]) => [n, w]));

    // ten rotations at once: each reveals one seed, one stays current
    const rotations = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(u, '/api/v1/fairness/seeds/client', { client_seed: `race-${i}` })),
    );
    expect(rotations.map((r) => r.envelope.status)).toEqual(Array(10).fill(0));
    const seeds = await t.db.query<{ current: number; revealed: number }>(
      'select count(*) filter (where revealed_at is null)::int8 as current, count(*) filter (where revealed_at is not null)::int8 as revealed from draw_seeds where user_id = $1',
      [u.id],
    );
    expect(seeds.rows[0]).toEqual({ current: 1, revealed: 11 });
  });

  it('keeps results at least 90 days; the purge takes only what is older than the retention', async () => {
    const u = await player(1_000);
    await draw(u, 'lucky_wheel', 1);
    const count = async () =>
      Number((await t.db.query<{ n: number }>('select count(*)::int8 as n from draws where user_id = $1', [u.id])).rows[0]!.n);
    const saved = t.clock.ms;
    const deps = (days: number): DrawsDeps => ({
      db: t.db,
      now: t.clock.now,
      seeds: new UserSeeds(t.db, t.clock.now),
      caps: { default: null, japan: null },
      retentionDays: days,
    });
    t.clock.ms = saved + 89 * 86_400_000;
    await purge(deps(30)); // a retention under 90 days is taken as 90
    expect(await count()).toBe(1);
    t.clock.ms = saved + 181 * 86_400_000;
    await purge(deps(180));
    expect(await count()).toBe(0);
    t.clock.ms = saved;
    expect(() => loadConfig({ DRAW_RETENTION_DAYS: '30' })).toThrow(/at least 90/);
    expect(loadConfig({ DRAW_DAILY_CAP_DEFAULT: '0' }).drawDailyCaps.default).toBeNull();
    expect(loadConfig({}).drawDailyCaps).toEqual({ default: 100_000, japan: null });
  });
});
