import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpPoints, expForLevel, levelBand, levelExp, levelForExp, levelProgress, rankPoints, receiverIncome, tribeHonor } from './economy';
import { periodKey, previousPeriodKey } from './periods';

describe('gift points (spec 9)', () => {
  it('1 gold coin or diamond gives 10 rich/charm points, 1 exp, 1 honour', () => {
    const v = { asset: 'gold_coin' as const, total: 7, bonus: false };
    expect(rankPoints(v)).toBe(70);
    expect(levelExp(v)).toBe(7);
    expect(tribeHonor(v)).toBe(7);
    expect(rankPoints({ ...v, asset: 'diamond' })).toBe(70);
  });
  it('10 silver coins give 10 points, 12 with the 1.2x bonus, 3 exp and 3 honour', () => {
    expect(rankPoints({ asset: 'silver_coin', total: 10, bonus: false })).toBe(10);
    expect(rankPoints({ asset: 'silver_coin', total: 10, bonus: true })).toBe(12);
    expect(levelExp({ asset: 'silver_coin', total: 10, bonus: false })).toBe(3);
    expect(tribeHonor({ asset: 'silver_coin', total: 20, bonus: false })).toBe(6);
    expect(receiverIncome({ asset: 'silver_coin', total: 100, bonus: false })).toBe(0);
  });
  it('CP multipliers: x3 ultimate, x1.5 peerless', () => {
    expect(cpPoints(100, 'ultimate')).toBe(300);
    expect(cpPoints(100, 'peerless')).toBe(150);
    expect(cpPoints(100, 'normal')).toBe(100);
  });
  it('points are never negative and grow with the amount', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gold_coin', 'diamond', 'silver_coin' as const),
        fc.nat(1_000_000),
        fc.nat(1000),
        fc.boolean(),
        (asset, a, extra, bonus) => {
          const small = rankPoints({ asset, total: a, bonus });
          const big = rankPoints({ asset, total: a + extra, bonus });
          expect(small).toBeGreaterThanOrEqual(0);
          expect(big).toBeGreaterThanOrEqual(small);
          expect(Number.isInteger(receiverIncome({ asset, total: a, bonus }))).toBe(true);
        },
      ),
    );
  });
});

describe('levels 1-100 in bands of 10', () => {
  it('inverts the experience curve at every level', () => {
    for (let l = 1; l <= 100; l++) {
      expect(levelForExp(expForLevel(l))).toBe(l);
      if (l > 1) expect(levelForExp(expForLevel(l) - 1)).toBe(l - 1);
    }
    expect(levelForExp(10 ** 12)).toBe(100);
  });
  it('bands and the level-10 lock', () => {
    expect([1, 10, 11, 20, 91, 100].map(levelBand)).toEqual([1, 1, 2, 2, 10, 10]);
    expect(levelProgress(expForLevel(9)).locked).toBe(true);
    expect(levelProgress(expForLevel(10))).toMatchObject({ level: 10, locked: false, nextLevelExp: expForLevel(11) });
    expect(levelProgress(expForLevel(100)).nextLevelExp).toBeNull();
  });
});

describe('period keys in the region time zone', () => {
  it('daily resets at 0:00 local time', () => {
    // 2026-11-22 15:59:59Z is 23:59:59 in Shanghai; 16:00Z is the next day there
    expect(periodKey('daily', new Date('2026-11-22T15:59:59Z'), 'default')).toBe('d:2026-11-22');
    expect(periodKey('daily', new Date('2026-11-22T16:00:00Z'), 'default')).toBe('d:2026-11-23');
    // Tokyo is an hour ahead
    expect(periodKey('daily', new Date('2026-11-22T15:00:00Z'), 'japan')).toBe('d:2026-11-23');
    expect(periodKey('daily', new Date('2026-11-22T14:59:59Z'), 'japan')).toBe('d:2026-11-22');
  });
  it('weekly resets on Monday 0:00 local time', () => {
    // Monday 2026-11-23 00:00 in Tokyo = Sunday 15:00Z
    expect(periodKey('weekly', new Date('2026-11-22T14:59:59Z'), 'japan')).toBe('w:2026-11-16');
    expect(periodKey('weekly', new Date('2026-11-22T15:00:00Z'), 'japan')).toBe('w:2026-11-23');
    expect(periodKey('weekly', new Date('2026-11-22T15:00:00Z'), 'default')).toBe('w:2026-11-16');
    expect(previousPeriodKey('weekly', new Date('2026-11-22T15:00:00Z'), 'japan')).toBe('w:2026-11-16');
    expect(previousPeriodKey('daily', new Date('2026-03-01T03:00:00Z'), 'default')).toBe('d:2026-02-28');
    expect(periodKey('all', new Date(), 'default')).toBe('all');
  });
  it('a weekly key is always a Monday within the last 7 days', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('default', 'japan' as const),
        (at, region) => {
          const week = periodKey('weekly', at, region).slice(2);
          const day = periodKey('daily', at, region).slice(2);
          expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
          const diff = (Date.parse(day) - Date.parse(week)) / 86_400_000;
          expect(diff).toBeGreaterThanOrEqual(0);
          expect(diff).toBeLessThan(7);
        },
      ),
    );
  });
});
