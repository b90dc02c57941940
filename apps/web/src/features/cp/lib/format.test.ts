import { describe, expect, it } from 'vitest';
import { daysTogether, timeLeftParts } from './format';

describe('cp page formatting', () => {
  it('time left rounds up to the minute', () => {
    expect(timeLeftParts(72 * 3600)).toEqual({ d: 3, h: 0, m: 0 });
    expect(timeLeftParts(3600 + 61)).toEqual({ d: 0, h: 1, m: 2 });
    expect(timeLeftParts(1)).toEqual({ d: 0, h: 0, m: 1 });
    expect(timeLeftParts(0)).toEqual({ d: 0, h: 0, m: 1 });
  });
  it('days together start at 1', () => {
    const now = Date.parse('2026-03-10T12:00:00Z');
    expect(daysTogether('2026-03-10T11:00:00Z', now)).toBe(1);
    expect(daysTogether('2026-03-08T12:00:00Z', now)).toBe(3);
  });
});
