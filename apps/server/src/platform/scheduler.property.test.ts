/**
 * Property test of the scheduler (docs/architecture.md "Scheduler"): two competing nodes on one
 * database tick an `every N s` job and an `at T` job under a controlled clock, while runs crash
 * (throw), pause (a GC pause or a partition: the node wakes up later with its old fencing token),
 * nodes die at any point (even just before recording a firing done) and restart, and leases expire.
 * Each node talks to the database through a recorder that sees every write to
 * `scheduler_firings` and checks it against the lease and firing rows just before it runs.
 *
 * Real time is controlled too (Date.now, which times a node's cached lease), so a node may act on
 * a lease it lost without knowing it.
 *
 * Checked during the run:
 * - no firing is recorded (claimed, done or failed) by a node that does not hold the job's lease
 *   under the token it claimed the firing with: a stale leader is refused; its work, fenced with
 *   assertLeader, is never committed either;
 * - a slot never starts again once it is recorded done, and never starts when a newer slot is done;
 * - a tick runs slots in order, at most one (`latest`) or `maxCatchUp` (`all`), never a future one,
 *   and a tick that completes runs up to the current slot; an `at` job runs only at or after T;
 * - after a tick the leader completed, the current slot is done.
 * At the end (paused nodes woken up or killed, leases expired, a fresh node ticks):
 * - each done slot was recorded done exactly once, is `done` in the table and did its work once
 *   (the work, keyed by the firing id and fenced with assertLeader, is committed exactly once);
 * - the current slot is done (nothing is skipped at the end); the `at` job is done iff T has come;
 * - metrics over every node that ever ran: missed slots = the gaps between done slots; done
 *   firings = done slots; failed firings = runs that threw; the lateness histogram has one sample
 *   per started run, summing their delays.
 */
import fc from 'fast-check';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { BACKENDS, itHolds, openTestDb, TestClock, type TestDb } from '../test/helpers';
import type { Db, QueryResult } from './db';
import { migrate } from './migrate';
import { type CatchUp, type Firing, Scheduler } from './scheduler';

type JobKind = 'every' | 'at';
/** what happens to the chosen run of a tick */
type Fate = 'ok' | 'throw' | 'pauseBefore' | 'pauseAfter' | 'dieAtDone';
type Action =
  | { t: 'advance'; slots: number }
  | { t: 'tick'; node: number; job: JobKind; fate: Fate; index: number; restartSameHolder: boolean }
  | { t: 'expire'; job: JobKind }
  | { t: 'resume'; node: number; job: JobKind }
  | { t: 'kill'; node: number; sameHolder: boolean }
  | { t: 'stop'; node: number }
  /** real time passes: every node's cached lease is due for renewal (lease rows expire by the database clock) */
  | { t: 'wait' }
  /**
   * a node ticks (and may stop inside a run), its lease expires, time goes on, the other node takes
   * over and ticks; then the first one may be handed the lease back; it wakes up and ticks again
   */
  | {
      t: 'partition';
      node: number;
      job: JobKind;
      pause: 'ok' | 'pauseBefore' | 'pauseAfter';
      advance: number;
      wait: boolean;
      back: boolean;
      tickAgain: boolean;
    };

interface Scenario {
  intervalSec: number;
  catchUp: CatchUp;
  maxCatchUp: number;
  /** slots offset from the epoch's grid (a region's midnight), through custom slotOf / nextSlot */
  customSlots: boolean;
  slotOffsetMs: number;
  startMs: number;
  atOffsetSlots: number;
  actions: Action[];
  /** at the end, paused runs wake up (stale) rather than die */
  wakeAtEnd: boolean;
}

const nodeIx = fc.integer({ min: 0, max: 1 });
const jobKind = fc.constantFrom<JobKind>('every', 'every', 'at');
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('advance' as const),
      slots: fc.oneof(fc.double({ min: 0, max: 2, noNaN: true }), fc.integer({ min: 2, max: 15 })),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      t: fc.constant('tick' as const),
      node: nodeIx,
      job: jobKind,
      fate: fc.constantFrom<Fate>('ok', 'ok', 'ok', 'throw', 'pauseBefore', 'pauseAfter', 'dieAtDone'),
      index: fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) }),
      restartSameHolder: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('expire' as const), job: jobKind }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('resume' as const), node: nodeIx, job: jobKind }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('kill' as const), node: nodeIx, sameHolder: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('stop' as const), node: nodeIx }) },
  { weight: 1, arbitrary: fc.constant({ t: 'wait' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('partition' as const),
      node: nodeIx,
      job: jobKind,
      pause: fc.constantFrom('ok' as const, 'pauseBefore' as const, 'pauseAfter' as const),
      advance: fc.constantFrom(0, 0, 1, 3),
      wait: fc.boolean(),
      back: fc.boolean(),
      tickAgain: fc.boolean(),
    }),
  },
);
const scenario: fc.Arbitrary<Scenario> = fc.record({
  intervalSec: fc.oneof(fc.constantFrom(1, 60, 300), fc.integer({ min: 1, max: 600 })),
  catchUp: fc.constantFrom<CatchUp>('latest', 'all'),
  maxCatchUp: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(100)),
  customSlots: fc.boolean(),
  slotOffsetMs: fc.integer({ min: 0, max: 599_999 }),
  startMs: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 0, 2) }),
  atOffsetSlots: fc.integer({ min: -2, max: 12 }),
  actions: fc.array(action, { minLength: 4, maxLength: 30 }),
  wakeAtEnd: fc.boolean(),
});

interface Gate {
  resolve(): void;
  reject(err: Error): void;
}
interface TickRecord {
  job: JobKind;
  nowMs: number;
  runs: number[];
  settled: boolean;
  error?: unknown;
}
interface Pending {
  tick: TickRecord;
  done: Promise<void>;
  gate?: Gate;
}
interface Node {
  holder: string;
  s: Scheduler;
  dead: boolean;
  /** the token this node claimed each firing (`job@slot`) with */
  claims: Map<string, number>;
  /** the fate of the current tick of each job: applied to its index-th run */
  plans: Map<string, { fate: Fate; index: number; count: number }>;
  pending: Map<JobKind, Pending>;
  onPause?: () => void;
  /** the firing whose `done` record kills this node */
  dieAt?: string;
}

const gateOf = () => {
  let gate!: Gate;
  const promise = new Promise<void>((resolve, reject) => {
    gate = { resolve, reject };
  });
  return { gate, promise };
};

async function metricsOf(s: Scheduler) {
  const r = new Registry();
  s.registerMetrics(r);
  const all = await r.getMetricsAsJSON();
  const values = (name: string) =>
    (all.find((m) => m.name === name)?.values ?? []) as Array<{
      value: number;
      labels: Record<string, string | number>;
      metricName?: string;
    }>;
  const sum = (
    name: string,
    job: string,
    pick: (v: { labels: Record<string, string | number>; metricName?: string }) => boolean = () => true,
  ) =>
    values(name)
      .filter((v) => v.labels.job === job && pick(v))
      .reduce((a, v) => a + v.value, 0);
  return (job: string) => ({
    done: sum('scheduler_firings_total', job, (v) => v.labels.outcome === 'done'),
    failed: sum('scheduler_firings_total', job, (v) => v.labels.outcome === 'failed'),
    missed: sum('scheduler_missed_slots_total', job),
    lateCount: sum('scheduler_firing_delay_seconds', job, (v) => v.metricName === 'scheduler_firing_delay_seconds_count'),
    lateSum: sum('scheduler_firing_delay_seconds', job, (v) => v.metricName === 'scheduler_firing_delay_seconds_sum'),
  });
}

describe.each(BACKENDS)('scheduler properties (%s)', (backend) => {
  let tdb: TestDb;
  let db: Db;
  let runNo = 0;
  /** added to Date.now, which times the nodes' cached leases */
  let realOffsetMs = 0;
  beforeAll(async () => {
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + realOffsetMs);
    tdb = await openTestDb(backend);
    db = tdb.db;
    await migrate(db);
    // the jobs' work: keyed by the firing id, written only while the firing's node leads the job
    await db.query('create table prop_work (id text primary key, token bigint not null, seq serial not null)');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await tdb?.cleanup();
  });

  async function check(sc: Scenario): Promise<void> {
    runNo += 1;
    const names: Record<JobKind, string> = { every: `every-${runNo}`, at: `at-${runNo}` };
    const kindOf = (name: string): JobKind => (name === names.every ? 'every' : 'at');
    const N = sc.intervalSec * 1000;
    const clock = new TestClock(sc.startMs);
    const atMs = Math.floor(sc.startMs / N) * N + sc.atOffsetSlots * N + 1234;
    const offset = sc.customSlots ? sc.slotOffsetMs % N : 0;
    const slotOf = (ms: number) => Math.floor((ms - offset) / N) * N + offset;
    const custom = sc.customSlots
      ? { slotOf: (at: Date) => new Date(slotOf(at.getTime())), nextSlot: (slot: Date) => new Date(slot.getTime() + N) }
      : {};
    const violations: string[] = [];
    const fail = (msg: string) => violations.push(msg);
    /** firing id → how many times it was recorded done */
    const doneCount = new Map<string, number>();
    const doneSlots: Record<JobKind, Set<number>> = { every: new Set(), at: new Set() };
    const everyNode: Scheduler[] = [];
    const stats = { started: { every: 0, at: 0 }, thrown: { every: 0, at: 0 }, delay: { every: 0, at: 0 } };
    let holders = 0;

    /** the node's view of the database: refuses everything once the node is dead, checks firing writes */
    const recorder = (node: Node): Db => {
      const alive = () => {
        if (node.dead) throw new Error(`${node.holder} is dead`);
      };
      return {
        kind: db.kind,
        scope: db.scope,
        exec: async (sql) => {
          alive();
          await db.exec(sql);
        },
        tx: async (fn) => {
          alive();
          return db.tx(async (q) => {
            alive();
            return fn(q);
          });
        },
        close: async () => undefined,
        async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
          alive();
          if (/insert into scheduler_firings/.test(sql)) {
            const [job, slot, token] = params as [string, Date, number];
            const id = `${job}@${slot.toISOString()}`;
            const lease = await db.query<{ holder: string; token: number }>('select holder, token from scheduler_leases where job = $1', [
              job,
            ]);
            const stale = lease.rows[0]?.holder !== node.holder || lease.rows[0]?.token !== token;
            const r = await db.query<T>(sql, params);
            if (r.rows.length > 0) {
              node.claims.set(id, token);
              if (stale) fail(`${node.holder} claimed ${id} with token ${token}, the lease is ${JSON.stringify(lease.rows[0])}`);
            }
            return r;
          }
          const outcome = /set status = 'done'/.test(sql) ? 'done' : /set status = 'failed'/.test(sql) ? 'failed' : null;
          if (outcome) {
            const [job, slot] = params as [string, Date];
            const id = `${job}@${slot.toISOString()}`;
            if (outcome === 'done' && node.dieAt === id) {
              node.dead = true;
              throw new Error(`${node.holder} died before recording ${id} done`);
            }
            const row = await db.query<{ token: number }>('select token from scheduler_firings where job = $1 and slot = $2', [job, slot]);
            const lease = await db.query<{ holder: string; token: number }>('select holder, token from scheduler_leases where job = $1', [
              job,
            ]);
            const mine = node.claims.get(id);
            const stale = row.rows[0]?.token !== mine || lease.rows[0]?.holder !== node.holder || lease.rows[0]?.token !== mine;
            const r = await db.query<T>(sql, params);
            if (r.rowCount > 0) {
              if (stale)
                fail(
                  `${node.holder} recorded ${id} ${outcome} with token ${mine}; the firing's token is ${row.rows[0]?.token}, the lease is ${JSON.stringify(lease.rows[0])}`,
                );
              if (outcome === 'done') {
                doneCount.set(id, (doneCount.get(id) ?? 0) + 1);
                doneSlots[kindOf(job)].add(slot.getTime());
              }
            }
            return r;
          }
          return db.query<T>(sql, params);
        },
      };
    };

    const makeNode = (holder?: string): Node => {
      const node: Node = {
        holder: holder ?? `n${++holders}`,
        s: undefined as unknown as Scheduler,
        dead: false,
        claims: new Map(),
        plans: new Map(),
        pending: new Map(),
      };
      const ndb = recorder(node);
      node.s = new Scheduler({ db: ndb, now: clock.now, log: () => undefined, holder: node.holder });
      everyNode.push(node.s);
      const run = (kind: JobKind) => async (f: Firing) => {
        const plan = node.plans.get(kind);
        const fate: Fate = plan && plan.count++ === plan.index ? plan.fate : 'ok';
        const slot = f.slot.getTime();
        const pending = node.pending.get(kind);
        pending?.tick.runs.push(slot);
        stats.started[kind] += 1;
        stats.delay[kind] += Math.max(0, (clock.ms - slot) / 1000);
        if (doneCount.has(f.id)) fail(`${f.id} started again on ${node.holder} after it was recorded done`);
        const newestDone = Math.max(-Infinity, ...doneSlots[kind]);
        if (slot < newestDone)
          fail(`${f.id} started on ${node.holder} after the newer slot ${new Date(newestDone).toISOString()} was done`);
        if (kind === 'at' && (slot !== atMs || clock.ms < atMs)) fail(`at job fired ${f.id} at ${clock.now().toISOString()}`);
        if (fate === 'dieAtDone') node.dieAt = f.id;
        try {
          if (fate === 'throw') throw new Error('the job crashed');
          if (fate === 'pauseBefore' || fate === 'pauseAfter') {
            if (fate === 'pauseAfter') await work(f);
            const { gate, promise } = gateOf();
            if (pending) pending.gate = gate;
            node.onPause?.();
            await promise;
            if (fate === 'pauseAfter') return;
          }
          await work(f);
        } catch (err) {
          stats.thrown[kind] += 1;
          throw err;
        }
      };
      const work = (f: Firing) =>
        ndb.tx(async (q) => {
          await f.assertLeader(q);
          // the lease row is locked by assertLeader until this commits: it still names this node
          const lease = await q.query<{ holder: string; token: number }>('select holder, token from scheduler_leases where job = $1', [
            f.job,
          ]);
          if (lease.rows[0]?.holder !== node.holder || lease.rows[0]?.token !== f.token)
            fail(`${f.id} did its work on ${node.holder} with token ${f.token}, the lease is ${JSON.stringify(lease.rows[0])}`);
          await q.query('insert into prop_work (id, token) values ($1, $2) on conflict (id) do nothing', [f.id, f.token]);
        });
      node.s.every(names.every, { intervalMs: N, catchUp: sc.catchUp, maxCatchUp: sc.maxCatchUp, ...custom }, run('every'));
      node.s.at(names.at, new Date(atMs), run('at'));
      return node;
    };

    const afterTick = async (node: Node, t: TickRecord) => {
      const current = t.job === 'every' ? slotOf(t.nowMs) : atMs;
      const limit = t.job === 'at' || sc.catchUp === 'latest' ? 1 : sc.maxCatchUp;
      const distinct = t.runs.filter((s, i) => i === 0 || s !== t.runs[i - 1]);
      if (distinct.some((s, i) => i > 0 && s <= distinct[i - 1]!)) fail(`a tick of ${t.job} ran slots out of order: ${t.runs}`);
      if (distinct.length > limit) fail(`a tick of ${t.job} ran ${distinct.length} slots (limit ${limit}): ${t.runs}`);
      if (t.runs.some((s) => s > current)) fail(`a tick of ${t.job} ran a future slot`);
      if (t.error !== undefined || t.runs.length === 0) return;
      if (distinct.at(-1) !== current)
        fail(
          `a completed tick of ${t.job} at ${new Date(t.nowMs).toISOString()} ran ${distinct.map((s) => new Date(s).toISOString())}, not the current slot`,
        );
      const lease = await db.query<{ holder: string }>('select holder from scheduler_leases where job = $1', [names[t.job]]);
      if (lease.rows[0]?.holder !== node.holder || node.dead) return;
      if (t.job === 'at' && t.nowMs < atMs) return;
      const row = await db.query<{ status: string }>('select status from scheduler_firings where job = $1 and slot = $2', [
        names[t.job],
        new Date(current),
      ]);
      if (row.rows[0]?.status !== 'done') fail(`the leader completed a tick of ${t.job} and its current slot is ${row.rows[0]?.status}`);
    };

    const nodes: Node[] = [makeNode(), makeNode()];

    const replace = (ix: number, sameHolder: boolean) => {
      nodes[ix] = makeNode(sameHolder ? nodes[ix]!.holder : undefined);
    };

    const settle = async (ix: number, job: JobKind) => {
      const node = nodes[ix]!;
      const p = node.pending.get(job)!;
      await p.done;
      node.pending.delete(job);
      await afterTick(node, p.tick);
    };

    const tick = async (ix: number, job: JobKind, fate: Fate, index: number, restartSameHolder: boolean) => {
      const node = nodes[ix]!;
      if (node.pending.has(job)) return; // a node runs one tick of a job at a time (JobLoop)
      node.plans.set(job, { fate, index, count: 0 });
      const t: TickRecord = { job, nowMs: clock.ms, runs: [], settled: false };
      const paused = new Promise<void>((resolve) => {
        node.onPause = resolve;
      });
      const done = node.s.runDue(names[job]).then(
        () => undefined,
        (err) => {
          t.error = err;
        },
      );
      const p: Pending = {
        tick: t,
        done: done.then(() => {
          t.settled = true;
        }),
      };
      node.pending.set(job, p);
      await Promise.race([p.done, paused]);
      node.onPause = undefined;
      if (!t.settled) return; // paused: resumed, or killed, later
      await settle(ix, job);
      if (node.dead) await kill(ix, restartSameHolder);
    };

    const kill = async (ix: number, sameHolder: boolean) => {
      const node = nodes[ix]!;
      node.dead = true;
      for (const [job, p] of node.pending) {
        p.gate?.reject(new Error('killed'));
        await p.done;
        node.pending.delete(job);
      }
      replace(ix, sameHolder);
    };

    const resume = async (ix: number, job: JobKind) => {
      const p = nodes[ix]!.pending.get(job);
      if (!p?.gate) return;
      p.gate.resolve();
      await settle(ix, job);
      if (nodes[ix]!.dead) await kill(ix, false);
    };

    const expire = (job: JobKind) =>
      db.query(`update scheduler_leases set expires_at = now() - interval '1 second' where job = $1`, [names[job]]);

    for (const a of sc.actions) {
      if (a.t === 'advance') clock.advance(Math.round(a.slots * N) / 1000);
      else if (a.t === 'tick') await tick(a.node, a.job, a.fate, a.index, a.restartSameHolder);
      else if (a.t === 'expire') await expire(a.job);
      else if (a.t === 'resume') await resume(a.node, a.job);
      else if (a.t === 'kill') await kill(a.node, a.sameHolder);
      else if (a.t === 'wait') realOffsetMs += 6_000;
      else if (a.t === 'partition') {
        await tick(a.node, a.job, a.pause, 0, false);
        await expire(a.job);
        clock.advance(a.advance * sc.intervalSec);
        await tick(1 - a.node, a.job, 'ok', 0, false);
        if (a.wait) realOffsetMs += 6_000;
        if (a.back) {
          await expire(a.job);
          clock.advance(a.advance * sc.intervalSec);
        }
        if (a.tickAgain) await tick(a.node, a.job === 'every' ? 'at' : 'every', 'ok', 0, false);
        await resume(a.node, a.job);
        // with its cached lease (stale unless real time passed), or taking the lease back
        if (a.tickAgain || a.back) await tick(a.node, a.job, 'ok', 0, false);
      } else if (nodes[a.node]!.pending.size === 0) {
        // a graceful stop hands the leases back (a node with a run under way is killed instead)
        await nodes[a.node]!.s.stop();
        replace(a.node, false);
      }
    }

    // the end: paused runs wake up (with their old tokens) or die; then a fresh node takes over
    for (const ix of [0, 1])
      for (const job of ['every', 'at'] as const) if (nodes[ix]!.pending.has(job)) await (sc.wakeAtEnd ? resume(ix, job) : kill(ix, false));
    await expire('every');
    await expire('at');
    nodes.push(makeNode('final'));
    for (let i = 0; i < 2; i++) for (const job of ['every', 'at'] as const) await tick(2, job, 'ok', 0, false);

    expect(violations).toEqual([]);

    for (const [id, n] of doneCount) if (n !== 1) fail(`${id} was recorded done ${n} times`);
    for (const job of ['every', 'at'] as const) {
      const rows = await db.query<{ slot: Date; status: string }>(`select slot, status from scheduler_firings where job = $1`, [
        names[job],
      ]);
      const doneInTable = new Set(rows.rows.filter((r) => r.status === 'done').map((r) => new Date(r.slot).getTime()));
      expect([...doneInTable].sort()).toEqual([...doneSlots[job]].sort());
      const work = await db.query<{ id: string }>(`select id from prop_work where id like $1`, [`${names[job]}@%`]);
      const worked = new Set(work.rows.map((r) => r.id));
      for (const slot of doneSlots[job]) {
        const id = `${names[job]}@${new Date(slot).toISOString()}`;
        if (!worked.has(id)) fail(`${id} is done but its work is not`);
      }
    }
    const final = slotOf(clock.ms);
    if (!doneSlots.every.has(final)) fail(`the final slot ${new Date(final).toISOString()} is not done`);
    expect([...doneSlots.at]).toEqual(clock.ms >= atMs ? [atMs] : []);

    // metrics, summed over every node that ever ran
    const done = [...doneSlots.every].sort((x, y) => x - y);
    const gaps = done.reduce((g, s, i) => (i === 0 ? 0 : g + (s - done[i - 1]!) / N - 1), 0);
    for (const job of ['every', 'at'] as const) {
      const m = { done: 0, failed: 0, missed: 0, lateCount: 0, lateSum: 0 };
      for (const s of everyNode) {
        const x = (await metricsOf(s))(names[job]);
        for (const k of Object.keys(m) as Array<keyof typeof m>) m[k] += x[k];
      }
      expect({ job, missed: m.missed, done: m.done, failed: m.failed, started: m.lateCount }).toEqual({
        job,
        missed: job === 'every' ? gaps : 0,
        done: doneSlots[job].size,
        failed: stats.thrown[job],
        started: stats.started[job],
      });
      expect(m.lateSum).toBeCloseTo(stats.delay[job], 3);
    }
    expect(violations).toEqual([]);
  }

  itHolds('fires each slot once, under the catch-up rule and the fencing token, whatever crashes, and counts it', scenario, check);
});
