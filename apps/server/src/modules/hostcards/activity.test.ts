import { describe, expect, it } from 'vitest';
import { ActivityThrottle } from './activity';

describe('host card activity throttle', () => {
  it('writes a user at most once a window; other users are independent', () => {
    const t = new ActivityThrottle(60_000, 100);
    expect(t.take(1, 0)).toBe(true);
    expect(t.take(1, 1_000)).toBe(false);
    expect(t.take(1, 59_999)).toBe(false);
    expect(t.take(2, 59_999)).toBe(true);
    expect(t.take(1, 60_000)).toBe(true);
    expect(t.take(1, 60_001)).toBe(false);
    // a clock set back writes (the row only moves forward)
    expect(t.take(1, 30_000)).toBe(true);
  });

  it('stays bounded: forgets users past the window, and the oldest beyond the bound', () => {
    const t = new ActivityThrottle(60_000, 3);
    for (let u = 1; u <= 3; u++) expect(t.take(u, u)).toBe(true);
    expect(t.size).toBe(3);
    // a fourth user inside the window: the oldest (user 1) is forgotten, so it may write again
    expect(t.take(4, 10)).toBe(true);
    expect(t.size).toBe(3);
    expect(t.take(2, 20)).toBe(false);
    expect(t.take(1, 30)).toBe(true);
    // a minute on, one more request forgets everyone past the window
    expect(t.take(9, 70_000)).toBe(true);
    expect(t.size).toBe(1);
    // many users over time: never more than the bound
    const big = new ActivityThrottle(60_000, 1000);
    for (let i = 0; i < 20_000; i++) big.take(i, i);
    expect(big.size).toBe(1000);
  });
});
