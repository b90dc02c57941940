import { describe, expect, it } from 'vitest';
import { durationParts } from './Countdown';

describe('durationParts', () => {
  it('counts down to the minute and stops at zero', () => {
    expect(durationParts((2 * 1440 + 3 * 60 + 4) * 60_000 + 59_999)).toEqual({ d: 2, h: 3, m: 4 });
    expect(durationParts(-5_000)).toEqual({ d: 0, h: 0, m: 0 });
  });
  it('time left to act rounds up and is never below a minute', () => {
    expect(durationParts(72 * 3_600_000, 'up')).toEqual({ d: 3, h: 0, m: 0 });
    expect(durationParts((3600 + 61) * 1000, 'up')).toEqual({ d: 0, h: 1, m: 2 });
    expect(durationParts(0, 'up')).toEqual({ d: 0, h: 0, m: 1 });
  });
});
