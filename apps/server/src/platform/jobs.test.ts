import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobLoop } from './jobs';

describe('JobLoop', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs soon after a kick, coalesces kicks, and keeps the minimum gap between runs', async () => {
    let runs = 0;
    const loop = new JobLoop(
      't',
      10_000,
      async () => void runs++,
      () => undefined,
      100,
    );
    loop.start();
    loop.kick();
    await vi.advanceTimersByTimeAsync(10);
    expect(runs).toBe(1); // a kick does not wait for the interval
    // a kick every 5 ms for one second: about one run per 100 ms, not two hundred
    for (let t = 0; t < 1000; t += 5) {
      loop.kick();
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(runs).toBeGreaterThanOrEqual(9);
    expect(runs).toBeLessThanOrEqual(12);
    await loop.stop();
  });

  it('without a gap, a kick runs it within a few milliseconds', async () => {
    let runs = 0;
    const loop = new JobLoop(
      't',
      10_000,
      async () => void runs++,
      () => undefined,
    );
    loop.start();
    for (let i = 0; i < 3; i++) {
      loop.kick();
      await vi.advanceTimersByTimeAsync(6);
    }
    expect(runs).toBe(3);
    await loop.stop();
  });

  it('a loop never started ignores kicks (an app with its jobs off runs them by hand)', async () => {
    let runs = 0;
    const loop = new JobLoop(
      't',
      1_000,
      async () => void runs++,
      () => undefined,
    );
    loop.kick();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(0);
    await loop.stop();
  });
});
