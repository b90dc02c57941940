/**
 * The scheduler (docs/architecture.md "Scheduler"). Every background job of every module runs
 * here, on one node at a time per job:
 *
 * - **Leader per job** through a lease row (`scheduler_leases`), not an advisory lock (those do
 *   not survive a transaction-pooling proxy). Taking over an expired lease raises its fencing
 *   token; work that must not run on a node that lost its lease checks it (`Firing.assertLeader`).
 * - **every N** jobs fire at slots aligned to N (UTC epoch) or to a custom slot function (a
 *   region's midnight); **at T** jobs fire once at T. Each firing has an id, `job@slot`, recorded
 *   in `scheduler_firings`: a crash half-way runs that firing again (work is keyed by the id, so
 *   it is not done twice), a done firing never runs again — a restart neither skips nor repeats.
 * - **Catch-up**: after downtime, `latest` runs only the newest due slot (the others are counted as
 *   missed), `all` runs each missed slot in order (bounded).
 * - **Drain** jobs (queue workers like the outbox relay) are not recorded: they run every N ms
 *   and when kicked, at most one run at a time, on the leader only.
 * - Metrics: firings by outcome, lateness of each firing, missed slots.
 *
 * Tests build the scheduler without starting it and call `runDue(job)` with a controlled clock.
 */
import { randomBytes } from 'node:crypto';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { Db, Queryable } from './db';
import { JobLoop } from './jobs';

export interface Firing {
  /** `job@slot` (ISO); keys every payout the firing makes */
  id: string;
  job: string;
  slot: Date;
  /** the lease's fencing token when the firing started */
  token: number;
  /** throws when this node no longer holds the job's lease (call inside your transaction) */
  assertLeader(q: Queryable): Promise<void>;
}

export type CatchUp = 'latest' | 'all';

interface JobBase {
  name: string;
  run: (firing: Firing) => Promise<unknown>;
}
interface EveryJob extends JobBase {
  kind: 'every';
  intervalMs: number;
  /** the slot a time falls in; default: aligned to intervalMs from the epoch */
  slotOf?: (at: Date) => Date;
  /** the slot after a slot; default: + intervalMs */
  nextSlot?: (slot: Date) => Date;
  catchUp: CatchUp;
  maxCatchUp: number;
}
interface AtJob extends JobBase {
  kind: 'at';
  at: Date;
}
interface DrainJob extends JobBase {
  kind: 'drain';
  intervalMs: number;
  minGapMs: number;
}
type Job = EveryJob | AtJob | DrainJob;

export class NotLeaderError extends Error {
  constructor(job: string) {
    super(`scheduler: this node no longer holds the lease of ${job}`);
  }
}

const LEASE_TTL_MS = 15_000;
/** a lease is renewed once less than this is left (so a node renews every ~5 s) */
const LEASE_RENEW_MS = 10_000;
/** done firings are kept this long (the newest one tells where a job stands) */
const FIRINGS_KEPT_MS = 7 * 86_400_000;

export interface SchedulerOptions {
  db: Db;
  now: () => Date;
  log: (msg: string, err?: unknown) => void;
  /** this node's name in the lease rows */
  holder?: string;
}

export class Scheduler {
  private readonly jobs = new Map<string, Job>();
  private readonly loops = new Map<string, JobLoop>();
  private readonly leases = new Map<string, { token: number; until: number }>();
  /** the newest done slot per job, known while this node leads it */
  private readonly lastDone = new Map<string, number>();
  /** per job: the slots the catch-up rule skipped, counted as missed once `slot` is done */
  private readonly skipped = new Map<string, { slot: number; missed: number }>();
  readonly holder: string;
  private readonly firings = new Counter({
    name: 'scheduler_firings_total',
    help: 'scheduled firings by job and outcome (done, failed, skipped_done)',
    labelNames: ['job', 'outcome'] as const,
    registers: [],
  });
  private readonly missed = new Counter({
    name: 'scheduler_missed_slots_total',
    help: 'slots not run because the catch-up rule skipped them (downtime longer than a slot)',
    labelNames: ['job'] as const,
    registers: [],
  });
  private readonly lateness = new Histogram({
    name: 'scheduler_firing_delay_seconds',
    help: 'how long after its slot a firing started',
    labelNames: ['job'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 3600],
    registers: [],
  });

  constructor(private readonly opts: SchedulerOptions) {
    this.holder = opts.holder ?? `node-${randomBytes(6).toString('hex')}`;
  }

  /** Adds the scheduler's metrics to the /metrics registry. */
  registerMetrics(registry: Registry): void {
    for (const m of [this.firings, this.missed, this.lateness]) registry.registerMetric(m);
  }

  every(
    name: string,
    o: { intervalMs: number; catchUp?: CatchUp; maxCatchUp?: number; slotOf?: EveryJob['slotOf']; nextSlot?: EveryJob['nextSlot'] },
    run: JobBase['run'],
  ): void {
    this.add({ kind: 'every', name, run, catchUp: o.catchUp ?? 'latest', maxCatchUp: o.maxCatchUp ?? 100, ...o });
  }

  at(name: string, at: Date, run: JobBase['run']): void {
    this.add({ kind: 'at', name, at, run });
  }

  /** A queue worker: every `intervalMs` and when kicked (runs at least `minGapMs` apart). */
  drain(name: string, o: { intervalMs: number; minGapMs?: number }, run: JobBase['run']): void {
    this.add({ kind: 'drain', name, run, intervalMs: o.intervalMs, minGapMs: o.minGapMs ?? 0 });
  }

  private add(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`scheduler: job ${job.name} declared twice`);
    this.jobs.set(job.name, job);
  }

  /** Runs a drain job soon (coalesced); no-op when the scheduler is not started (tests run by hand). */
  kick(name: string): void {
    this.loops.get(name)?.kick();
  }

  start(): void {
    for (const job of this.jobs.values()) {
      // timed jobs look every second (cheap: the last done slot is cached), so a firing starts
      // within a second of its slot
      const tickMs = job.kind === 'drain' ? job.intervalMs : job.kind === 'every' ? Math.min(job.intervalMs, 1_000) : 1_000;
      const loop = new JobLoop(job.name, tickMs, () => this.runDue(job.name), this.opts.log, job.kind === 'drain' ? job.minGapMs : 0);
      this.loops.set(job.name, loop);
      loop.start();
    }
  }

  async stop(): Promise<void> {
    await Promise.all([...this.loops.values()].map((l) => l.stop()));
    this.loops.clear();
    // let another node take over at once
    const held = [...this.leases.keys()];
    this.leases.clear();
    if (held.length > 0)
      await this.opts.db
        .query('update scheduler_leases set expires_at = now() where holder = $1 and job = any($2::text[])', [this.holder, held])
        .catch(() => undefined);
  }

  /** The lease of a job: renewed while held, taken over once expired. Null when another node holds it. */
  private async lease(job: string): Promise<number | null> {
    const held = this.leases.get(job);
    const nowMs = Date.now();
    if (held && held.until - nowMs >= LEASE_RENEW_MS) return held.token;
    const r = await this.opts.db.query<{ token: number }>(
      `insert into scheduler_leases (job, holder, token, expires_at) values ($1, $2, 1, now() + make_interval(secs => $3))
       on conflict (job) do update
         set token = case when scheduler_leases.holder = excluded.holder then scheduler_leases.token else scheduler_leases.token + 1 end,
             holder = excluded.holder, expires_at = excluded.expires_at
       where scheduler_leases.holder = excluded.holder or scheduler_leases.expires_at < now()
       returning token`,
      [job, this.holder, LEASE_TTL_MS / 1000],
    );
    const token = r.rows[0]?.token;
    if (token === undefined || token !== held?.token) this.lastDone.delete(job); // another node may have fired meanwhile
    if (token === undefined) {
      this.leases.delete(job);
      return null;
    }
    this.leases.set(job, { token, until: nowMs + LEASE_TTL_MS });
    return token;
  }

  private firing(job: string, slot: Date, token: number): Firing {
    const { holder } = this;
    return {
      id: `${job}@${slot.toISOString()}`,
      job,
      slot,
      token,
      async assertLeader(q: Queryable) {
        const r = await q.query('select 1 from scheduler_leases where job = $1 and holder = $2 and token = $3 for share', [
          job,
          holder,
          token,
        ]);
        if (r.rows.length === 0) throw new NotLeaderError(job);
      },
    };
  }

  /** One tick of a job: runs what is due if this node leads it. Returns how many firings ran. */
  async runDue(name: string): Promise<number> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`scheduler: no job ${name}`);
    const token = await this.lease(name);
    if (token === null) return 0;
    if (job.kind === 'drain') {
      await job.run(this.firing(name, this.opts.now(), token));
      return 1;
    }
    let ran = 0;
    for (const slot of await this.dueSlots(job)) if (await this.fire(job, slot, token)) ran++;
    return ran;
  }

  private async dueSlots(job: EveryJob | AtJob): Promise<Date[]> {
    const now = this.opts.now();
    if (job.kind === 'at') return job.at.getTime() <= now.getTime() && this.lastDone.get(job.name) !== job.at.getTime() ? [job.at] : [];
    const slotOf = job.slotOf ?? ((at: Date) => new Date(Math.floor(at.getTime() / job.intervalMs) * job.intervalMs));
    const nextSlot = job.nextSlot ?? ((s: Date) => new Date(s.getTime() + job.intervalMs));
    const current = slotOf(now);
    let lastDoneMs = this.lastDone.get(job.name);
    if (lastDoneMs === current.getTime()) return [];
    if (lastDoneMs === undefined) {
      const r = await this.opts.db.query<{ slot: Date | null }>(
        `select max(slot) as slot from scheduler_firings where job = $1 and status = 'done'`,
        [job.name],
      );
      lastDoneMs = r.rows[0]?.slot ? new Date(r.rows[0].slot).getTime() : undefined;
    }
    const lastDone = lastDoneMs === undefined ? null : new Date(lastDoneMs);
    if (!lastDone) return [current]; // first run ever: from now on
    // the newest slots up to the current one: one (`latest`) or up to maxCatchUp (`all`); the older
    // ones are missed. Default slots skip a long downtime arithmetically, custom ones are walked.
    // A failed or crashed firing of the last slot(s) is still due: `fire` re-runs anything not done.
    const keep = job.catchUp === 'latest' ? 1 : job.maxCatchUp;
    let first = nextSlot(lastDone);
    let missed = 0;
    if (!job.nextSlot && first.getTime() <= current.getTime()) {
      missed = Math.max(0, Math.floor((current.getTime() - first.getTime()) / job.intervalMs) + 1 - keep);
      first = new Date(first.getTime() + missed * job.intervalMs);
    }
    const due: Date[] = [];
    for (let s = first; s.getTime() <= current.getTime(); s = nextSlot(s)) {
      due.push(s);
      if (due.length > keep) {
        due.shift();
        missed++;
      }
    }
    // counted when the first slot run is done: a firing that fails, or a node that dies, leaves
    // them to the run that does it (each missed slot is counted once)
    if (missed > 0 && due.length > 0) this.skipped.set(job.name, { slot: due[0]!.getTime(), missed });
    else this.skipped.delete(job.name);
    return due;
  }

  /** Runs one firing unless it is done already; records it. */
  private async fire(job: EveryJob | AtJob, slot: Date, token: number): Promise<boolean> {
    // claimed only under the lease's current token: a node that lost its lease (paused past it,
    // still trusting its cached lease) neither starts the firing nor takes it from the new leader
    const claimed = await this.opts.db.query<{ attempts: number }>(
      `insert into scheduler_firings (job, slot, status, token)
         select $1::text, $2::timestamptz, 'running', $3::bigint
          where exists (select 1 from scheduler_leases where job = $1 and holder = $4 and token = $3)
       on conflict (job, slot) do update set status = 'running', token = excluded.token, attempts = scheduler_firings.attempts + 1,
         started_at = now(), error = null
       where scheduler_firings.status <> 'done'
       returning attempts`,
      [job.name, slot, token, this.holder],
    );
    if (claimed.rows.length === 0) {
      if (!(await this.holds(job.name, token))) throw new NotLeaderError(job.name);
      this.firings.inc({ job: job.name, outcome: 'skipped_done' });
      if (slot.getTime() > (this.lastDone.get(job.name) ?? 0)) this.lastDone.set(job.name, slot.getTime());
      return false;
    }
    this.lateness.observe({ job: job.name }, Math.max(0, (this.opts.now().getTime() - slot.getTime()) / 1000));
    try {
      await job.run(this.firing(job.name, slot, token));
    } catch (err) {
      this.firings.inc({ job: job.name, outcome: 'failed' });
      await this.opts.db.query(
        `update scheduler_firings set status = 'failed', finished_at = now(), error = $3
          where job = $1 and slot = $2 and token = $4
            and exists (select 1 from scheduler_leases where job = $1 and holder = $5 and token = $4)`,
        [job.name, slot, String((err as Error)?.message ?? err).slice(0, 500), token, this.holder],
      );
      throw err;
    }
    // recorded only while this node still leads the job under the token it claimed the firing with:
    // once a new leader took over, what is done is the new leader's to decide (it runs again what
    // is not recorded, or counts it missed), and an outcome recorded late cannot undo its decisions
    const recorded = await this.opts.db.query(
      `update scheduler_firings set status = 'done', finished_at = now()
        where job = $1 and slot = $2 and token = $3
          and exists (select 1 from scheduler_leases where job = $1 and holder = $4 and token = $3)`,
      [job.name, slot, token, this.holder],
    );
    if (recorded.rowCount === 0) {
      await this.holds(job.name, token);
      throw new NotLeaderError(job.name);
    }
    await this.opts.db.query(`delete from scheduler_firings where job = $1 and slot < $2 and status = 'done'`, [
      job.name,
      new Date(slot.getTime() - FIRINGS_KEPT_MS),
    ]);
    this.firings.inc({ job: job.name, outcome: 'done' });
    const skipped = this.skipped.get(job.name);
    if (skipped?.slot === slot.getTime()) {
      this.missed.inc({ job: job.name }, skipped.missed);
      this.skipped.delete(job.name);
    }
    if (slot.getTime() > (this.lastDone.get(job.name) ?? 0)) this.lastDone.set(job.name, slot.getTime());
    return true;
  }

  /** Whether this node still holds the job's lease under `token`; forgets the cached lease when not. */
  private async holds(job: string, token: number): Promise<boolean> {
    const r = await this.opts.db.query('select 1 from scheduler_leases where job = $1 and holder = $2 and token = $3', [
      job,
      this.holder,
      token,
    ]);
    if (r.rows.length > 0) return true;
    this.leases.delete(job);
    this.lastDone.delete(job);
    return false;
  }
}
