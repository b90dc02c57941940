import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextBaseDates, projectValue, unusedPaidCoins } from './prepaid';

describe('prepaid balance rules', () => {
  it('finds the next base dates, a base date itself included', () => {
    expect(nextBaseDates('2026-11-29')).toEqual(['2027-03-31', '2027-09-30']);
    expect(nextBaseDates('2027-03-31')).toEqual(['2027-03-31', '2027-09-30']);
    expect(nextBaseDates('2027-04-01', 3)).toEqual(['2027-09-30', '2028-03-31', '2028-09-30']);
  });

  it('counts free coins as spent first', () => {
    expect(unusedPaidCoins(500, 300)).toBe(300);
    expect(unusedPaidCoins(200, 300)).toBe(200);
    expect(unusedPaidCoins(0, 300)).toBe(0);
    expect(unusedPaidCoins(-5, 300)).toBe(0);
  });

  it('projects on the line through the first and last snapshot, never below zero', () => {
    const history = [
      { day: '2026-11-01', value: 1_000 },
      { day: '2026-11-11', value: 2_000 },
    ];
    expect(projectValue(history, '2026-11-21')).toBe(3_000);
    expect(projectValue([{ day: '2026-11-29', value: 7 }], '2027-03-31')).toBe(7);
    expect(projectValue([], '2027-03-31')).toBe(0);
    expect(
      projectValue(
        [
          { day: '2026-11-01', value: 100 },
          { day: '2026-11-02', value: 0 },
        ],
        '2026-12-31',
      ),
    ).toBe(0);
  });

  it('a projection lies between the last value and the line, and a flat history stays flat', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 400 }), (v, span, ahead) => {
        const start = Date.parse('2026-01-01T00:00:00Z');
        const day = (d: number) => new Date(start + d * 86_400_000).toISOString().slice(0, 10);
        expect(
          projectValue(
            [
              { day: day(0), value: v },
              { day: day(span), value: v },
            ],
            day(span + ahead),
          ),
        ).toBe(v);
      }),
    );
  });
});
