import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, openTestDb, TestClock, type TestDb } from '../test/helpers';
import type { Db } from './db';
import { migrate } from './migrate';
import { type Firing, NotLeaderError, Scheduler } from './scheduler';

const MINUTE = 60_000;

describe.each(BACKENDS)('scheduler (%s)', (backend) => {
  let tdb: TestDb;
  let db: Db;
  beforeAll(async () => {
    tdb = await openTestDb(backend);
    db = tdb.db;
    await migrate(db);
  });
  afterAll(() => tdb?.cleanup());

  const node = (clock: TestClock) => new Scheduler({ db, now: clock.now, log: () => {} });
  const metric = async (s: Scheduler, name: string, job: string) => {
    const { Registry } = await import('prom-client');
    const r = new Registry();
    s.registerMetrics(r);
    const m = (await r.getMetricsAsJSON()).find((x) => x.name === name);
    return (m?.values as Array<{ value: number; labels: Record<string, string> }> | undefined)
      ?.filter((v) => v.labels.job === job && (name !== 'scheduler_firings_total' || v.labels.outcome === 'done'))
      .reduce((a, v) => a + v.value, 0);
  };

  it('fires each slot of an "every" job once, with its own id; catch-up "latest" skips to the newest and counts the missed', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 23, 10, 0, 30));
    const s = node(clock);
    const seen: string[] = [];
    s.every('minutely-a', { intervalMs: MINUTE }, async (f) => void seen.push(f.id));
    expect(await s.runDue('minutely-a')).toBe(1);
    expect(await s.runDue('minutely-a')).toBe(0); // same slot: done
    clock.advance(60);
    expect(await s.runDue('minutely-a')).toBe(1);
    clock.advance(5 * 60); // down for five slots
    expect(await s.runDue('minutely-a')).toBe(1);
    expect(seen).toEqual([
      'minutely-a@2026-11-23T10:00:00.000Z',
      'minutely-a@2026-11-23T10:01:00.000Z',
      'minutely-a@2026-11-23T10:06:00.000Z',
    ]);
    expect(await metric(s, 'scheduler_missed_slots_total', 'minutely-a')).toBe(4);
  });

  it('catch-up "all" runs every missed slot in order', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 23, 10, 0, 0));
    const s = node(clock);
    const slots: string[] = [];
    s.every('minutely-b', { intervalMs: MINUTE, catchUp: 'all' }, async (f) => void slots.push(f.slot.toISOString().slice(11, 16)));
    await s.runDue('minutely-b');
    clock.advance(3 * 60);
    expect(await s.runDue('minutely-b')).toBe(3);
    expect(slots).toEqual(['10:00', '10:01', '10:02', '10:03']);
  });

  it('a firing that crashed runs again under the same id, and never after it is done', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 23, 11, 0, 0));
    const s = node(clock);
    const attempts: string[] = [];
    let fail = true;
    s.every('flaky', { intervalMs: MINUTE }, async (f) => {
      attempts.push(f.id);
      if (fail) throw new Error('crash half-way');
    });
    await expect(s.runDue('flaky')).rejects.toThrow('crash half-way');
    fail = false;
    expect(await s.runDue('flaky')).toBe(1);
    expect(await s.runDue('flaky')).toBe(0);
    expect(attempts).toEqual(['flaky@2026-11-23T11:00:00.000Z', 'flaky@2026-11-23T11:00:00.000Z']);
    const row = await db.query<{ status: string; attempts: number }>(`select status, attempts from scheduler_firings where job = 'flaky'`);
    expect(row.rows).toEqual([{ status: 'done', attempts: 2 }]);
  });

  it('an "at" job fires once, at its time', async () => {
    const clock = new TestClock(Date.UTC(2026, 11, 26, 23, 59, 0));
    const s = node(clock);
    const fired: string[] = [];
    s.at('christmas-split', new Date(Date.UTC(2026, 11, 27, 0, 0, 0)), async (f) => void fired.push(f.id));
    expect(await s.runDue('christmas-split')).toBe(0);
    clock.advance(60);
    expect(await s.runDue('christmas-split')).toBe(1);
    clock.advance(3600);
    expect(await s.runDue('christmas-split')).toBe(0);
    expect(fired).toEqual(['christmas-split@2026-12-27T00:00:00.000Z']);
  });

  it('one leader per job: the other node waits; after the leader stops it takes over with a new fencing token', async () => {
    const clock = new TestClock(Date.UTC(2026, 10, 23, 12, 0, 0));
    const a = node(clock);
    const b = node(clock);
    const runs: Array<{ node: string; firing: Firing }> = [];
    for (const [n, s] of [
      ['a', a],
      ['b', b],
    ] as const)
      s.drain('relay', { intervalMs: 1000 }, async (f) => void runs.push({ node: n, firing: f }));
    expect(await a.runDue('relay')).toBe(1);
    expect(await b.runDue('relay')).toBe(0);
    const first = runs[0]!.firing;
    await db.tx((q) => first.assertLeader(q)); // still the leader
    await a.stop(); // hands the lease back
    expect(await b.runDue('relay')).toBe(1);
    const second = runs[1]!;
    expect(second.node).toBe('b');
    expect(second.firing.token).toBe(first.token + 1);
    // the old leader's token is fenced off
    await expect(db.tx((q) => first.assertLeader(q))).rejects.toBeInstanceOf(NotLeaderError);
    await b.stop();
  });
});
