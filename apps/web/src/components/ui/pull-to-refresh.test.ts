import { describe, expect, it } from 'vitest';
import { PULL_LIMITS, phaseAt, reached, resist, startsPull } from './pull-to-refresh';

describe('pull to refresh', () => {
  it('follows the finger one to one at first, then ever harder, never past the limit', () => {
    expect(resist(0)).toBe(0);
    expect(resist(-40)).toBe(0);
    expect(resist(4)).toBeCloseTo(4, 0);
    let last = 0;
    for (const pulled of [10, 40, 80, 160, 320, 2000]) {
      const d = resist(pulled);
      expect(d).toBeGreaterThan(last);
      expect(d).toBeLessThan(pulled);
      expect(d).toBeLessThanOrEqual(PULL_LIMITS.max);
      last = d;
    }
    // the gain falls: the second 80 px of a pull move the list less than the first
    expect(resist(160) - resist(80)).toBeLessThan(resist(80));
  });

  it('refreshes past the threshold, which a deliberate pull reaches and a nudge does not', () => {
    expect(reached(PULL_LIMITS.threshold)).toBe(true);
    expect(reached(PULL_LIMITS.threshold - 1)).toBe(false);
    expect(reached(resist(40))).toBe(false);
    expect(reached(resist(140))).toBe(true);
  });

  it('names the phase for the indicator', () => {
    expect(phaseAt(0, false)).toBe('idle');
    expect(phaseAt(20, false)).toBe('pull');
    expect(phaseAt(PULL_LIMITS.threshold, false)).toBe('release');
    expect(phaseAt(0, true)).toBe('refreshing');
  });

  it('starts only at the top, downwards, more down than sideways, past the jitter', () => {
    expect(startsPull(0, 20, true)).toBe(true);
    expect(startsPull(0, 20, false)).toBe(false);
    expect(startsPull(0, 4, true)).toBe(false);
    expect(startsPull(30, 20, true)).toBe(false);
    expect(startsPull(0, -20, true)).toBe(false);
  });
});
