import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobLoop } from './jobs';

/** A loop whose work only counts its runs. */
function counting(intervalMs: number, minGapMs?: number) {
  const counter = { n: 0 };
  const loop = new JobLoop(
    't',
    intervalMs,
    async () => void counter.n++,
    () => undefined,
    minGapMs,
  );
  return { loop, runs: counter };
}

describe('JobLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs soon after a kick, coalesces kicks, and keeps the minimum gap between runs', async () => {
    const { loop, runs } = counting(10_000, 100);
    loop.start();
    loop.kick();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs.n).toBe(1); // a kick does not wait for the interval
    // a kick every 5 ms for one second: about one run per 100 ms, not two hundred
    for (let t = 0; t < 1000; t += 5) {
      loop.kick();
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(runs.n).toBeGreaterThanOrEqual(9);
    expect(runs.n).toBeLessThanOrEqual(12);
    await loop.stop();
  });

  it('without a gap, a kick runs it within a few milliseconds', async () => {
    const { loop, runs } = counting(10_000);
    loop.start();
    for (let i = 0; i < 3; i++) {
      loop.kick();
      await vi.advanceTimersByTimeAsync(6);
    }
    expect(runs.n).toBe(3);
    await loop.stop();
  });

  it('a loop never started ignores kicks (an app with its jobs off runs them by hand)', async () => {
    const { loop, runs } = counting(1_000);
    loop.kick();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs.n).toBe(0);
    await loop.stop();
  });
});
