/**
 * The settle job SIGKILLed on PostgreSQL (issue: "a simulated clock drives the autumn knockout from
 * audition to final and a Christmas pool to its split on PostgreSQL: ranks, cut-offs and payouts
 * exactly once (ledger verify clean), also with the server SIGKILLed during a cut-off").
 *
 * A knockout shaped like the test definition, with room for hundreds (audition → 300, knockout →
 * 150, the final pays 120 places) and a tree whose pool splits among hundreds of lit trees, is
 * installed in a fresh schema as the console installs shipped events. Hundreds of hosts and fans
 * play it on a simulated clock: gifts go through the gift path (`sendGiftBatch`) and the
 * activities consumer scores them from the outbox; fans light their trees through the service.
 * At each settlement instant (audition's end, knockout's end, the pool's split, the final's end)
 * the job runs as a child process (test/activity-settle-child.ts) that is SIGKILLed a few
 * milliseconds to a few hundred after it starts working, several times, before one run completes.
 *
 * Checked against a model computed from the sends alone: each stage's entrants are the previous
 * stage's top N in place order; the final's places are paid by the tiers, the pool's shares sum
 * to the pool; one payout and one ledger operation per (event, source, ref, user); the ledger
 * moved exactly the grants, the rank-1 item once; the ledger verifies after every kill; a later
 * run pays nothing; and kills did land in the middle of the work (a child that had started but
 * not finished, payouts committed in part before a kill).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ActivityDefinitionInput, type ActivityGrant, LIMITS, parseActivityDefinition } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPostgres } from '../../platform/db';
import { migrate } from '../../platform/migrate';
import { Outbox } from '../../platform/outbox';
import { ACTIVITY_DEFINITION_TEST as DEF } from '../../test/activity-definition';
import { roseGiftId } from '../../test/direct-seed';
import { insertUsers } from '../../test/factories';
import { sendGiftBatch } from '../gifts/batch';
import { seedCatalogue } from '../gifts/catalogue';
import { postLegs, runOperation } from '../ledger/service';
import { verifyLedger } from '../ledger/verify';
import { installShipped } from './console';
import { ActivityRegistry } from './registry';
import { ACTIVITY_SCORES, subscribeScoring } from './scoring';
import { hang } from './service';
import { settleActivities } from './settle';

const url = process.env.DATABASE_URL;
const describePg = url ? describe : describe.skip;
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const EVENT = 'sigkill_cup';
const BOARD = 'stars';
const SCOPE = 'default:default';
const HOSTS = 1000;
/** hosts who score in the audition (the rest never do) */
const AUDITION_SCORERS = 900;
const FANS = 400;
/** fans who light their tree before the split (the rest of the first LATE_TREES after it) */
const LIT = 350;
const LATE_TREES = 20;
const ADVANCE = [300, 150, 100] as const;
const TIERS = [
  {
    from: 1,
    to: 1,
    grants: [
      { kind: 'currency', amount: 500 },
      { kind: 'item', item: 'frame_gold', days: 7 },
    ],
  },
  { from: 2, to: 10, grants: [{ kind: 'currency', amount: 200 }] },
  {
    from: 11,
    to: 120,
    grants: [
      { kind: 'currency', amount: 50 },
      { kind: 'asset', asset: 'silver_coin', amount: 5 },
    ],
  },
] satisfies Array<{ from: number; to: number; grants: ActivityGrant[] }>;
const PLACES = 120;
/**
 * The kills of each settlement instant, before the run that is let finish: the k-th lands at a
 * random moment of its window (ms after the child starts working), log-uniform in it. The first
 * windows are shorter than a cut-off (a few tens of ms here), the later ones reach into the payouts.
 */
const KILL_WINDOWS: ReadonlyArray<readonly [number, number]> = [
  [1, 15],
  [3, 40],
  [10, 120],
  [30, 300],
  [60, 400],
  [100, 400],
];

/** The test knockout with room for hundreds: bigger cuts, 120 paid places, a tree lit by gift coins alone. */
const BIG: ActivityDefinitionInput = {
  ...DEF,
  id: EVENT,
  boards: [{ ...DEF.boards![0]!, rewards: TIERS }],
  tournament: { board: BOARD, stages: DEF.tournament!.stages.map((s, i) => ({ ...s, advance: ADVANCE[i]! })) },
  tree: { ...DEF.tree!, decorations: [{ id: 'bell', metric: 'gift_coins', goal: 20 }] },
  routes: [{ path: `/h5/${EVENT}`, section: 'other', name: EVENT, view: 'main' }],
};

/** China time (UTC+8) as an instant: `at('2030-10-23 10:00')`. */
const at = (local: string) => Date.parse(`${local.replace(' ', 'T')}:00+08:00`);
const GRACE = LIMITS.activitySettleGraceMs;
/** the settlement instants: each end (or the split) plus the grace and a minute */
const PHASES = [
  { name: 'audition cut', now: at('2030-10-26 00:00') + GRACE + 60_000 },
  { name: 'knockout cut', now: at('2030-10-28 00:00') + GRACE + 60_000 },
  { name: 'pool split', now: at('2030-10-30 00:00') + GRACE + 60_000 },
  { name: 'final cut and places', now: at('2030-10-31 00:00') + GRACE + 60_000 },
] as const;

/** the cut-offs committed before a phase's job starts (the split cuts nothing) */
const cutsBefore = (phase: string) => [0, 1, 2, 2][PHASES.findIndex((p) => p.name === phase)]!;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** log-uniform in [lo, hi] */
const killDelay = ([lo, hi]: readonly [number, number]) => Math.round(lo * (hi / lo) ** Math.random());

/** A seeded generator for the play (the kills use Math.random): SIGKILL_SEED=<n> replays one. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- the model ----

interface Standing {
  owner: string;
  score: number;
  reachedAt: number;
}

/** Top `n`: scorers (entrants only, after the first stage) by score, earlier, owner; then entrants who scored nothing, in seed order. */
function expectedCut(standings: Iterable<Standing>, entrants: readonly string[] | null, n: number): string[] {
  const allowed = entrants ? new Set(entrants) : null;
  const ranked = [...standings]
    .filter((s) => s.score > 0 && (!allowed || allowed.has(s.owner)))
    .sort((a, b) => b.score - a.score || a.reachedAt - b.reachedAt || (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0))
    .slice(0, n)
    .map((s) => s.owner);
  const taken = new Set(ranked);
  for (const e of entrants ?? []) if (ranked.length < n && !taken.has(e)) ranked.push(e);
  return ranked;
}

// ---- the child ----

interface Child {
  proc: ChildProcess;
  out: () => string;
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startChild(schema: string, nowMs: number, runs: number): Child {
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/test/activity-settle-child.ts', String(nowMs), String(runs)], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: url!, DATABASE_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close': the pipes are drained, so `out` holds every line the child wrote
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.once('close', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`child not ready in 30 s: ${out}`)), 30_000);
    proc.stdout!.on('data', (d) => {
      out += d;
      if (out.includes('ready\n')) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.stderr!.on('data', (d) => (out += d));
    void exited.then(() => {
      clearTimeout(timer);
      if (!out.includes('ready\n')) reject(new Error(`child exited before it was ready: ${out}`));
    });
  });
  // a child awaited only for its exit (the run let finish) must not leave a rejection unhandled
  ready.catch(() => undefined);
  return { proc, out: () => out, ready, exited };
}

// ---- the test ----

describePg('activity settlement under SIGKILL (a child process, PostgreSQL)', () => {
  const schema = `activity_kill_${randomBytes(5).toString('hex')}`;
  const seed = Number(process.env.SIGKILL_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const rand = mulberry32(seed);
  const pick = (n: number) => Math.floor(rand() * n);
  let admin: Db;
  let db: Db;
  let clock = at('2030-10-22 12:00');
  const registry = new ActivityRegistry();
  const deps = () => ({ db, now: () => new Date(clock), registry });
  let outbox: Outbox;
  let hosts: number[] = [];
  let fans: number[] = [];
  let rose = 0;
  let requests = 0;
  const children = new Set<Child>();

  beforeAll(async () => {
    // the play's seed, printed first so a failure can be replayed (the kills' moments stay random)
    console.log(`activity sigkill: SIGKILL_SEED=${seed}`);
    expect(parseActivityDefinition(BIG).ok).toBe(true);
    admin = openPostgres(url!, { max: 1 });
    await admin.query(`create schema ${schema}`);
    db = openPostgres(url!, { schema, max: 4 });
    await migrate(db);
    await seedCatalogue(db);
    rose = await roseGiftId(db);
    // the event as the console installs a shipped one; the registry loads it from the store, as the child does
    await installShipped(deps(), [BIG]);
    await registry.refresh(db, true);
    expect(registry.get(EVENT)).toBeDefined();
    outbox = new Outbox(db);
    subscribeScoring(outbox, registry);
    hosts = await insertUsers(db, HOSTS, 'host');
    fans = await insertUsers(db, FANS, 'fan');
    await db.query(`update users set gender = 'female' where id = any($1::int8[])`, [hosts]);
    // every fan funded by one recharge from the mint
    await runOperation(db, { scope: 'test', requestId: 'fund-fans', kind: 'recharge', body: {} }, (q, id) =>
      postLegs(
        q,
        id,
        'recharge',
        fans.map((f) => ({ from: { system: 'mint' }, to: { user: f }, asset: 'gold_coin', amount: 1_000_000 })),
      ),
    );
  }, 60_000);

  afterAll(async () => {
    for (const c of children) c.proc.kill('SIGKILL');
    await db?.close();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.close();
  });

  // what the sends put on each stage's board, and in the pool
  const standings = [new Map<string, Standing>(), new Map<string, Standing>(), new Map<string, Standing>()];
  let poolCoins = 0;
  const stageOf = (ms: number) => (ms < at('2030-10-26 00:00') ? 0 : ms < at('2030-10-28 00:00') ? 1 : 2);

  /** Sends roses at the clock's instant through the gift path, in batches as the batcher makes them; books them in the model. */
  async function send(gifts: Array<{ from: number; to: number; count: number }>) {
    for (let i = 0; i < gifts.length; i += 64) {
      const batch = gifts.slice(i, i + 64).map((g) => ({
        actor: { id: g.from, publicId: String(g.from), brand: 'default' as const, region: 'default' as const },
        input: { to_user_id: g.to, gift_id: rose, count: g.count, request_id: `g-${++requests}` },
      }));
      const outcomes = await sendGiftBatch(db, new Date(clock), batch);
      for (const o of outcomes) expect(o.ok, JSON.stringify(o)).toBe(true);
    }
    const hostSet = new Set(hosts);
    for (const g of gifts) {
      // a rose is 1 coin; the board scores 10 points a coin (points: rank); only female receivers own a row
      if (hostSet.has(g.to)) {
        const board = standings[stageOf(clock)]!;
        const owner = String(g.to);
        const cur = board.get(owner) ?? { owner, score: 0, reachedAt: 0 };
        board.set(owner, { owner, score: cur.score + 10 * g.count, reachedAt: Math.max(cur.reachedAt, clock) });
      }
      if (clock >= at('2030-10-28 00:00') && clock < at('2030-10-30 00:00')) poolCoins += g.count;
    }
  }
  const score = () => outbox.flush(ACTIVITY_SCORES);
  const fanOf = () => fans[pick(FANS)]!;

  const q = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;
  const entrantsOf = async (stage: string) =>
    (
      await q<{ owner: string }>('select owner from activity_entrants where event_id = $1 and board = $2 and stage = $3 order by seed', [
        EVENT,
        BOARD,
        stage,
      ])
    ).map((r) => r.owner);
  /** the board as stored, against the model's */
  async function expectBoard(stage: number) {
    const rows = await q<{ owner: string; score: number; reached_at: Date }>(
      'select owner, score, reached_at from activity_scores where event_id = $1 and board = $2 and stage = $3 order by owner',
      [EVENT, BOARD, DEF.tournament!.stages[stage]!.id],
    );
    const stored = rows.map((r) => ({ owner: r.owner, score: Number(r.score), reachedAt: new Date(r.reached_at).getTime() }));
    const model = [...standings[stage]!.values()].sort((a, b) => (a.owner < b.owner ? -1 : a.owner > b.owner ? 1 : 0));
    expect(stored).toEqual(model);
  }
  /** what a kill left: cuts, payouts per source, settlements */
  async function progress() {
    const [c] = await q<{ cuts: number; board: number; pool: number; settled: number }>(
      `select (select count(*) from activity_cuts where event_id = $1)::int8 as cuts,
              (select count(*) from activity_payouts where event_id = $1 and source = 'board')::int8 as board,
              (select count(*) from activity_payouts where event_id = $1 and source = 'pool')::int8 as pool,
              (select count(*) from activity_settlements where event_id = $1)::int8 as settled`,
      [EVENT],
    );
    return { cuts: Number(c!.cuts), board: Number(c!.board), pool: Number(c!.pool), settled: Number(c!.settled) };
  }

  interface Kill {
    phase: string;
    delayMs: number;
    /** killed after `ready`, before `done` */
    midWork: boolean;
    before: Awaited<ReturnType<typeof progress>>;
    after: Awaited<ReturnType<typeof progress>>;
  }
  const kills: Kill[] = [];

  /** The job at `nowMs` in a child: runs SIGKILLed at a random moment of their work, then one let finish (twice over). */
  async function settleUnderKills(phase: string, nowMs: number) {
    for (const window of KILL_WINDOWS) {
      const before = await progress();
      const child = startChild(schema, nowMs, 1);
      children.add(child);
      await child.ready;
      const delayMs = killDelay(window);
      await sleep(delayMs);
      child.proc.kill('SIGKILL');
      const end = await child.exited;
      children.delete(child);
      // started (ready) but never said it was done: the kill landed in the job's work
      const midWork = end.signal === 'SIGKILL' && !child.out().includes('done 1');
      // otherwise it finished first (exited 0, or killed while closing its pool after `done`)
      if (end.signal !== 'SIGKILL') expect(end.code, child.out()).toBe(0);
      const after = await progress();
      kills.push({ phase, delayMs, midWork, before, after });
      // whatever a kill cut short, what committed is whole: the ledger balances after every kill
      const report = await verifyLedger(db);
      expect(report.ok, JSON.stringify(report)).toBe(true);
    }
    const child = startChild(schema, nowMs, 2);
    children.add(child);
    const end = await child.exited;
    children.delete(child);
    expect(end, child.out()).toEqual({ code: 0, signal: null });
    // its second run (another node, a restart) finds nothing left to do
    expect(child.out()).toContain('done 2 0 0\n');
  }

  it('cuts each stage to the previous top N and pays each place and pool share once, however often it is killed', async () => {
    const t0 = Date.now();
    const paidBoard: Array<{ user_id: number; rank: number; grants: ActivityGrant[] }> = [];

    // ---- audition (23–25 Oct): 900 of the hosts score, ties on score broken by who reached it first, then owner ----
    const auditionSlots = ['2030-10-23 10:00', '2030-10-24 10:00', '2030-10-25 23:59'].map(at);
    for (const [slot, ms] of auditionSlots.entries()) {
      clock = ms;
      const gifts: Array<{ from: number; to: number; count: number }> = [];
      for (let i = 0; i < AUDITION_SCORERS; i++) {
        // each host's first gift in one slot; every seventh host again in a later one
        if (i % 3 === slot || (i % 7 === 0 && slot === 2)) gifts.push({ from: fanOf(), to: hosts[i]!, count: 1 + pick(40) });
      }
      // fans send to fans too (no board row): each fan's gift coins open and decorate the tree
      if (slot === 0) for (const [f, fan] of fans.entries()) gifts.push({ from: fan, to: fans[(f + 1) % FANS]!, count: 20 + pick(10) });
      await send(gifts);
    }
    await score();
    await expectBoard(0);

    clock = PHASES[0].now;
    await settleUnderKills(PHASES[0].name, PHASES[0].now);
    const knockout = expectedCut(standings[0]!.values(), null, ADVANCE[0]);
    expect(knockout).toHaveLength(ADVANCE[0]);
    expect(await entrantsOf('knockout'), 'knockout entrants: the audition top 300').toEqual(knockout);

    // ---- knockout (26–27 Oct): most entrants score again, some go without; hosts who went out score on no one's board ----
    const koScorers = knockout.filter(() => rand() < 0.85);
    const out = hosts.map(String).filter((h) => !knockout.includes(h));
    for (const ms of ['2030-10-26 09:00', '2030-10-27 18:00'].map(at)) {
      clock = ms;
      await send([
        ...koScorers.filter(() => rand() < 0.6).map((h) => ({ from: fanOf(), to: Number(h), count: 1 + pick(30) })),
        ...out.filter(() => rand() < 0.3).map((h) => ({ from: fanOf(), to: Number(h), count: 50 + pick(50) })),
      ]);
    }
    await score();
    await expectBoard(1);

    clock = PHASES[1].now;
    await settleUnderKills(PHASES[1].name, PHASES[1].now);
    const final = expectedCut(standings[1]!.values(), knockout, ADVANCE[1]);
    expect(final).toHaveLength(ADVANCE[1]);
    expect(await entrantsOf('final'), 'final entrants: the knockout top 150').toEqual(final);

    // ---- final (28–30 Oct), the pool's days 28–29: 80 entrants score, so the places after 80 go by seed ----
    const finalScorers = final.filter((_, i) => i % 15 < 8);
    for (const ms of ['2030-10-28 12:00', '2030-10-29 12:00'].map(at)) {
      clock = ms;
      await send([
        ...finalScorers.filter(() => rand() < 0.7).map((h) => ({ from: fanOf(), to: Number(h), count: 1 + pick(60) })),
        ...out.filter(() => rand() < 0.2).map((h) => ({ from: fanOf(), to: Number(h), count: 1 + pick(60) })),
        // fan to fan: pool coins only
        ...fans.filter(() => rand() < 0.5).map((f) => ({ from: f, to: fans[(fans.indexOf(f) + 7) % FANS]!, count: 1 + pick(20) })),
      ]);
    }
    await score();
    // the trees: LIT fans light theirs on the 29th, a second apart, last fan first (the split's order is the lighting order)
    const litOrder = fans.slice(0, LIT).reverse();
    for (const [i, fan] of litOrder.entries()) {
      clock = at('2030-10-29 20:00') + i * 1000;
      const r = await hang(deps(), { id: fan, publicId: String(fan), brand: 'default', region: 'default' }, EVENT, 'bell');
      expect(r.me.tree?.state).toBe('lit');
    }

    clock = PHASES[2].now;
    await settleUnderKills(PHASES[2].name, PHASES[2].now);
    const [stored] = await q<{ gift_coins: number }>('select gift_coins from activity_pools where event_id = $1 and scope = $2', [
      EVENT,
      SCOPE,
    ]);
    expect(Number(stored!.gift_coins), 'the pool days gift coins').toBe(poolCoins);
    const pool = Math.floor((poolCoins * 10) / 100);
    const each = Math.floor(pool / LIT);
    const extra = pool - each * LIT;
    expect(each, 'every lit tree gets a share').toBeGreaterThan(0);
    const expectedShares = litOrder.map((fan, i) => ({ user_id: fan, amount: each + (i < extra ? 1 : 0) }));

    // after the split: more final gifts on the 30th, trees lit too late for the pool
    clock = at('2030-10-30 12:00');
    await send(finalScorers.filter(() => rand() < 0.5).map((h) => ({ from: fanOf(), to: Number(h), count: 1 + pick(60) })));
    await score();
    for (const fan of fans.slice(LIT, LIT + LATE_TREES))
      await hang(deps(), { id: fan, publicId: String(fan), brand: 'default', region: 'default' }, EVENT, 'bell');
    await expectBoard(2);

    clock = PHASES[3].now;
    await settleUnderKills(PHASES[3].name, PHASES[3].now);
    const places = expectedCut(standings[2]!.values(), final, PLACES);
    expect(places).toHaveLength(PLACES);
    for (const [i, owner] of places.entries()) {
      const tier = TIERS.find((t) => i + 1 >= t.from && i + 1 <= t.to)!;
      paidBoard.push({ user_id: Number(owner), rank: i + 1, grants: tier.grants });
    }

    // ---- a clean run later, in-process: nothing more ----
    clock = at('2030-11-02 00:00');
    expect(await settleActivities(deps())).toEqual({ cuts: 0, paid: 0 });

    // ---- the end state ----
    const cuts = await q<{ stage: string; advanced: number }>(
      'select stage, advanced from activity_cuts where event_id = $1 order by stage',
      [EVENT],
    );
    expect(cuts.map((c) => [c.stage, Number(c.advanced)])).toEqual([
      ['audition', ADVANCE[0]],
      ['final', ADVANCE[2]],
      ['knockout', ADVANCE[1]],
    ]);
    const payouts = (
      await q<{ source: string; ref: string; user_id: number; rank: number | null; grants: ActivityGrant[]; operation_id: number }>(
        'select source, ref, user_id, rank, grants, operation_id from activity_payouts where event_id = $1 order by source, rank, id',
        [EVENT],
      )
    ).map((p) => ({ ...p, user_id: Number(p.user_id), operation_id: Number(p.operation_id) }));
    const board = payouts.filter((p) => p.source === 'board');
    const shares = payouts.filter((p) => p.source === 'pool');
    expect(payouts.length).toBe(board.length + shares.length);
    expect(board.map(({ ref, user_id, rank, grants }) => ({ ref, user_id, rank, grants }))).toEqual(
      paidBoard.map((p) => ({ ref: BOARD, ...p })),
    );
    const sharesByUser = new Map(shares.map((s) => [s.user_id, s]));
    expect(
      expectedShares.map((s) => ({ user_id: s.user_id, grants: sharesByUser.get(s.user_id)?.grants })),
      'one share per tree lit before the split, in lighting order',
    ).toEqual(expectedShares.map((s) => ({ user_id: s.user_id, grants: [{ kind: 'currency', amount: s.amount }] })));
    expect(shares).toHaveLength(LIT);
    expect(
      shares.reduce((sum, s) => sum + (s.grants[0]!.kind === 'currency' ? s.grants[0]!.amount : 0), 0),
      'the split sums to the pool',
    ).toBe(pool);
    // one payout per (event, source, ref, user), each its own ledger operation under its key
    expect(new Set(payouts.map((p) => `${p.source}|${p.ref}|${p.user_id}`)).size).toBe(payouts.length);
    expect(new Set(payouts.map((p) => p.operation_id)).size).toBe(payouts.length);
    const ops = await q<{ id: number; request_id: string }>(
      `select id, request_id from ledger_operations where scope = 'system:activities' and request_id like $1`,
      [`activity:${EVENT}:%`],
    );
    expect(new Map(ops.map((o) => [o.request_id, Number(o.id)]))).toEqual(
      new Map(payouts.map((p) => [`activity:${EVENT}:${p.source}:${p.ref}:${p.user_id}`, p.operation_id])),
    );
    const settlements = await q<{ ref: string; winners: number }>(
      'select ref, winners from activity_settlements where event_id = $1 order by ref',
      [EVENT],
    );
    expect(settlements.map((s) => [s.ref, Number(s.winners)])).toEqual([
      ['pool', LIT],
      [BOARD, PLACES],
    ]);

    // the ledger moved exactly the grants: the places' tiers and the pool's shares, from the house
    const want = new Map<string, number>();
    const book = (user: number, asset: string, amount: number) =>
      want.set(`${user}|${asset}`, (want.get(`${user}|${asset}`) ?? 0) + amount);
    for (const p of paidBoard)
      for (const g of p.grants) if (g.kind !== 'item') book(p.user_id, g.kind === 'currency' ? 'gold_coin' : g.asset, g.amount);
    for (const s of expectedShares) book(s.user_id, 'gold_coin', s.amount);
    const moved = await q<{ user_id: number; asset: string; total: number; n: number }>(
      `select a.owner_user_id as user_id, t.asset, sum(t.amount)::int8 as total, count(*)::int8 as n
         from ledger_transfers t join ledger_accounts a on a.id = t.credit_account_id
        where t.kind = 'activity_reward' group by a.owner_user_id, t.asset`,
    );
    expect(new Map(moved.map((r) => [`${Number(r.user_id)}|${r.asset}`, Number(r.total)]))).toEqual(want);
    expect(moved.every((r) => Number(r.n) === 1)).toBe(true);
    // the item once: 7 days from the payout, not 14
    const item = await q<{ user_id: number; expires_at: Date }>(`select user_id, expires_at from backpack_items where item = 'frame_gold'`);
    expect(item.map((r) => [Number(r.user_id), new Date(r.expires_at).getTime()])).toEqual([
      [paidBoard[0]!.user_id, PHASES[3].now + 7 * 86_400_000],
    ]);
    const report = await verifyLedger(db);
    expect(report.ok, JSON.stringify(report)).toBe(true);

    // ---- the kills landed in the work ----
    const midWork = kills.filter((k) => k.midWork);
    // killed after it started, with its stage's cut-off not committed (the cut's transaction rolled back, or had not begun)
    const uncut = kills.filter(
      (k) => k.midWork && k.phase !== PHASES[2].name && k.before.cuts === cutsBefore(k.phase) && k.after.cuts === k.before.cuts,
    );
    const partial = kills.filter(
      (k) =>
        (k.phase === PHASES[2].name && k.after.pool > 0 && k.after.pool < LIT) ||
        (k.phase === PHASES[3].name && k.after.board > 0 && k.after.board < PLACES),
    );
    console.log(
      `activity sigkill (seed ${seed}): ${kills.length} kills, ${midWork.length} mid-work, ${uncut.length} before a cut-off committed, ${partial.length} with payouts in part; ` +
        PHASES.map(
          (p) =>
            `${p.name}: ${kills
              .filter((k) => k.phase === p.name)
              .map((k) => `${k.delayMs}ms${k.midWork ? '*' : ''}→${k.after.cuts}c/${k.after.board}b/${k.after.pool}p/${k.after.settled}s`)
              .join(' ')}`,
        ).join('; ') +
        `; ${Math.round((Date.now() - t0) / 1000)} s`,
    );
    expect(midWork.length, 'kills between a child starting its work and finishing it').toBeGreaterThan(0);
    expect(uncut.length, 'kills that left a due cut-off uncut').toBeGreaterThan(0);
    expect(partial.length, 'kills that left payouts committed in part').toBeGreaterThan(0);
  }, 150_000);
});
