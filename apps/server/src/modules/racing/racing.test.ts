import { chainLinks, ErrorCode, RACING_FUEL_MAX_LITRES, RACING_ROUND_MS, racingCar, sha256Hex, type TRacingRound } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFund, newUser, type TestUser } from '../../test/factories';
import { adminLogin, BACKENDS, buildTestApp, call, rid, type TestApp } from '../../test/helpers';
import { ChainStore } from '../fairness/service';
import { verifyLedger } from '../ledger/verify';
import { drawWinner, openRound, type RacingDeps, settleDue, settleRound } from './service';

describe.each(BACKENDS)('speed racing (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let deps: RacingDeps;
  const pushed: TRacingRound[] = [];
  // each test plays its own round: the clock moves to the next round's start
  let round = Math.floor(Date.now() / RACING_ROUND_MS) + 10;
  const firstRound = round + 1;

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true });
    admin = (await adminLogin(t)).access_token;
    // the app's scheduler is not started in tests: these deps run the same jobs on the same tables
    deps = { db: t.db, now: t.clock.now, chains: new ChainStore(t.db, t.clock.now), publish: (_b, r) => void pushed.push(r) };
  });
  afterAll(() => t.close());

  /** moves the clock to `seconds` into a new round and opens it */
  async function nextRound(seconds = 1): Promise<number> {
    round += 1;
    t.clock.ms = round * RACING_ROUND_MS + seconds * 1000;
    await openRound(deps, 'default');
    return round;
  }
  const at = (r: number, seconds: number) => {
    t.clock.ms = r * RACING_ROUND_MS + seconds * 1000;
  };
  async function player(fragments: number, extra: Record<string, unknown> = {}): Promise<TestUser> {
    const u = await newUser(t, 'default', extra);
    if (fragments > 0) {
      await adminFund(t, admin, u.id, fragments);
      const r = await call(t, {
        method: 'POST',
        url: '/api/v1/racing/fragments',
        token: u.token,
        params: { amount: fragments, request_id: rid('frag') },
      });
      expect(r.envelope.status, r.envelope.msg).toBe(0);
      expect(r.envelope.data.fragments).toBe(fragments);
    }
    return u;
  }
  const fuel = (u: TestUser, r: number, car: number, litres: number, requestId = rid('fuel')) =>
    call(t, { method: 'POST', url: '/api/v1/racing/fuel', token: u.token, params: { round_id: r, car, litres, request_id: requestId } });
  const confirm = (u: TestUser, r: number) =>
    call(t, { method: 'POST', url: '/api/v1/racing/confirm', token: u.token, params: { round_id: r } });
  const fragments = async (u: TestUser) =>
    (await call(t, { url: '/api/v1/wallet', token: u.token })).envelope.data.balances.medal_fragment as number;
  const state = (u?: TestUser) => call(t, { url: '/api/v1/racing/state', ...(u ? { token: u.token } : {}) });

  it('plays a round: commitment first, fuel, confirm, the result drawn from the revealed seed, paid once', async () => {
    const r = await nextRound();
    const a = await player(1000);
    const b = await player(1000);
    const c = await player(500);
    // the commitment is public before any fuel
    const before = (await state()).envelope.data;
    expect(before.round.round_id).toBe(r);
    expect(before.round.phase).toBe('waiting');
    expect(before.round.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(before.round.seed).toBeNull();

    for (const car of [1, 2, 3, 4, 5, 6]) expect((await fuel(a, r, car, 100)).envelope.status).toBe(0);
    expect((await fuel(b, r, 2, 300)).envelope.status).toBe(0);
    expect((await fuel(b, r, 2, 200)).envelope.data.fuel).toEqual([{ car: 2, litres: 500, confirmed: false }]);
    expect((await fuel(c, r, 1, 400)).envelope.status).toBe(0); // never confirmed: returned
    expect((await confirm(a, r)).envelope.status).toBe(0);
    expect((await confirm(b, r)).envelope.status).toBe(0);
    // confirmed fuel cannot change
    expect((await fuel(a, r, 1, 10)).envelope.status).toBe(ErrorCode.RACING_FUEL_CONFIRMED);
    const live = (await state(a)).envelope.data;
    expect(live.round.pools.find((p: { car: number }) => p.car === 2)).toEqual({ car: 2, litres: 600, players: 2 });
    expect(live.me.fragments).toBe(400);
    expect(pushed.at(-1)?.round_id).toBe(r);

    // 37 s: the result
    at(r, 37);
    expect(await settleDue(deps, 'default')).toBe(1);
    const proof = (await call(t, { url: `/api/v1/fairness/rounds/racing/${r}`, params: { brand: 'default' } })).envelope.data;
    expect(proof.state).toBe('settled');
    expect(sha256Hex(proof.seed)).toBe(proof.seed_hash);
    expect(proof.seed_hash).toBe(before.round.seed_hash);
    expect(chainLinks(proof.seed, proof.chain.index, proof.chain.anchor)).toBe(true);
    const winner = drawWinner(proof.seed, r);
    expect(proof.outcome).toBe(String(winner));
    const tenths = racingCar(winner)!.payoutTenths;
    expect(await fragments(a)).toBe(400 + Math.floor((100 * tenths) / 10));
    expect(await fragments(b)).toBe(500 + (winner === 2 ? Math.floor((500 * tenths) / 10) : 0));
    expect(await fragments(c)).toBe(500);
    // the anchor was published ahead, with the next chain's
    const chains = (await call(t, { url: '/api/v1/fairness/chains', params: { game: 'racing', brand: 'default' } })).envelope.data.chains;
    expect(chains.map((x: { anchor: string }) => x.anchor)).toContain(proof.chain.anchor);
    expect(chains.some((x: { first_round: number }) => x.first_round > r)).toBe(true);

    const listed = (await call(t, { url: '/api/v1/fairness/rounds/racing', params: { brand: 'default', limit: 5 } })).envelope.data.rounds;
    expect(listed.find((x: { round_id: number }) => x.round_id === r)).toEqual(proof);
    // run again (a restarted leader, a second node): nothing more is paid
    expect(await settleDue(deps, 'default')).toBe(0);
    await settleRound(deps, 'default', r);
    expect(await fragments(a)).toBe(400 + Math.floor((100 * tenths) / 10));
    const records = (await call(t, { url: '/api/v1/racing/records', token: a.token, params: { filter: 'mine' } })).envelope.data.records;
    expect(records[0]).toMatchObject({ round_id: r, winner, outcome: 'won', litres: 1100, players: 2 });
    const report = await verifyLedger(t.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);

    // the racing board counts what each winner won, today and this week
    await t.flushOutbox();
    const wonBy = (u: TestUser, x: number) => ({ u, x });
    const winners = [wonBy(a, Math.floor((100 * tenths) / 10)), ...(winner === 2 ? [wonBy(b, Math.floor((500 * tenths) / 10))] : [])];
    for (const period of ['daily', 'weekly'] as const) {
      const board = (await call(t, { url: '/api/v1/rankings', params: { board: 'racing', period, app_name: 'default' } })).envelope.data;
      for (const w of winners) {
        const entry = board.entries.find((e: { owner: string }) => e.owner === String(w.u.id));
        expect(entry?.score, `${period} ${w.u.id}`).toBe(w.x);
      }
      expect(board.entries.some((e: { owner: string }) => e.owner === String(c.id))).toBe(false);
    }
  });

  it('refuses fuel with the spec’s messages: over the cap, full, not enough, closed, minors, other brands', async () => {
    const r = await nextRound();
    const rich = await player(6000);
    const poor = await player(50);
    const cap = await fuel(rich, r, 3, RACING_FUEL_MAX_LITRES + 1);
    expect(cap.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await fuel(rich, r, 3, 4000)).envelope.status).toBe(0);
    const over = await fuel(rich, r, 3, 1001);
    expect(over.envelope.status).toBe(ErrorCode.RACING_FUEL_CAP);
    expect(over.envelope.msg).toContain(String(RACING_FUEL_MAX_LITRES));
    expect((await fuel(rich, r, 3, 1000)).envelope.status).toBe(0);
    expect((await fuel(rich, r, 3, 1)).envelope.status).toBe(ErrorCode.RACING_FUEL_FULL);
    const short = await fuel(poor, r, 1, 51);
    expect(short.envelope.status).toBe(ErrorCode.RACING_NOT_ENOUGH_FUEL);
    expect(await fragments(poor)).toBe(50); // nothing written
    expect((await confirm(poor, r)).envelope.status).toBe(ErrorCode.RACING_NOTHING_TO_CONFIRM);
    const ja = await call(t, {
      method: 'POST',
      url: '/api/v1/racing/fuel',
      token: poor.token,
      params: { round_id: r, car: 1, litres: 51, request_id: rid(), 'app-language': 'ja' },
    });
    expect(ja.envelope.msg).toBe('ガソリンが足りません');
    // another round's id, or after 30 s: closed
    expect((await fuel(rich, r + 1, 1, 1)).envelope.status).toBe(ErrorCode.GAME_ROUND_CLOSED);
    const accepted = rid('late-retry');
    const first = await fuel(poor, r, 3, 5, accepted);
    expect(first.envelope.status).toBe(0);
    at(r, 31);
    expect((await fuel(poor, r, 1, 1)).envelope.status).toBe(ErrorCode.GAME_ROUND_CLOSED);
    // a retry of a request accepted in the window gets its answer back, not a refusal
    const retry = await fuel(poor, r, 3, 5, accepted);
    expect(retry.envelope).toMatchObject({ status: 0, data: first.envelope.data });
    expect(await fragments(poor)).toBe(45);
    at(r, 2);
    const minor = await player(0, { birth_date: '2015-01-01' });
    await adminFund(t, admin, minor.id, 10);
    const buy = await call(t, {
      method: 'POST',
      url: '/api/v1/racing/fragments',
      token: minor.token,
      params: { amount: 10, request_id: rid() },
    });
    expect(buy.envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    const ocha = await newUser(t, 'ocha');
    expect((await call(t, { url: '/api/v1/racing/records', token: ocha.token })).envelope.status).toBe(ErrorCode.GAME_UNAVAILABLE);
    // a replayed request is the same fuel, not more
    const key = rid('same');
    expect((await fuel(poor, r, 2, 10, key)).envelope.status).toBe(0);
    expect((await fuel(poor, r, 2, 10, key)).envelope.status).toBe(0);
    expect(await fragments(poor)).toBe(35);
  });

  it('holds the 5,000-litre cap under concurrent requests: exactly the fuel that fits is taken and paid for', async () => {
    const r = await nextRound();
    const u = await player(20_000);
    const replies = await Promise.all(Array.from({ length: 20 }, () => fuel(u, r, 4, 400)));
    const okCount = replies.filter((x) => x.envelope.status === 0).length;
    expect(okCount).toBe(12); // 12 × 400 = 4,800; a 13th would pass 5,000
    expect(replies.filter((x) => x.envelope.status !== 0).every((x) => x.envelope.status === ErrorCode.RACING_FUEL_CAP)).toBe(true);
    expect(await fragments(u)).toBe(20_000 - 4800);
    const rows = await t.db.query<{ litres: number }>('select litres from racing_fuel where round_id = $1 and user_id = $2', [r, u.id]);
    expect(rows.rows.map((x) => x.litres)).toEqual([4800]);
  });

  it('never opens a round late, and writes the rounds nobody opened as void', async () => {
    round += 1;
    const late = round;
    t.clock.ms = late * RACING_ROUND_MS + 12_000; // the opener ran 12 s into the round
    await openRound(deps, 'default');
    const u = await player(100);
    expect((await fuel(u, late, 1, 10)).envelope.status).toBe(ErrorCode.GAME_ROUND_CLOSED);
    const proof = (await call(t, { url: `/api/v1/fairness/rounds/racing/${late}`, params: { brand: 'default' } })).envelope.data;
    expect(proof.state).toBe('void');
    expect(sha256Hex(proof.seed)).toBe(proof.seed_hash);
    // three rounds of downtime, then a settlement run: the three are written void, nothing is open
    round += 4;
    t.clock.ms = round * RACING_ROUND_MS + 38_000;
    await settleDue(deps, 'default');
    const rows = await t.db.query<{ round_id: number; state: string }>(
      "select round_id, state from racing_rounds where brand = 'default' and round_id > $1 and round_id < $2 order by round_id",
      [late, round],
    );
    expect(rows.rows.map((x) => [Number(x.round_id), x.state])).toEqual([
      [late + 1, 'void'],
      [late + 2, 'void'],
      [late + 3, 'void'],
    ]);
    const absent = (await call(t, { url: '/api/v1/racing/records', token: u.token, params: { filter: 'absent', limit: 3 } })).envelope.data;
    expect(absent.records.map((x: { round_id: number }) => x.round_id)).toEqual([late + 3, late + 2, late + 1]);
    expect(absent.records.every((x: { outcome: string }) => x.outcome === 'absent')).toBe(true);
    // no history is invented before the first round ever opened: the record starts there, without holes
    const span = await t.db.query<{ lo: number; hi: number; n: number }>(
      "select min(round_id)::int8 as lo, max(round_id)::int8 as hi, count(*)::int8 as n from racing_rounds where brand = 'default'",
    );
    const { lo, hi, n } = span.rows[0]!;
    expect(Number(lo)).toBe(firstRound);
    expect(Number(n)).toBe(Number(hi) - Number(lo) + 1);
  });
});
