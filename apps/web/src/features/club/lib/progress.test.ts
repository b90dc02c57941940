import { CLUB_RICH_THRESHOLD } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { clubProgress, coinsForPoints, POINTS_PER_GOLD_COIN } from './progress';

describe('club progress', () => {
  it('the threshold is 100,000 gold coins given as gifts (points = coins × 10)', () => {
    expect(POINTS_PER_GOLD_COIN).toBe(10);
    expect(coinsForPoints(CLUB_RICH_THRESHOLD)).toBe(100_000);
    expect(coinsForPoints(15)).toBe(2);
    expect(coinsForPoints(-5)).toBe(0);
  });

  it('percent and what is left', () => {
    expect(clubProgress(0, 1_000_000)).toEqual({ percent: 0, remaining: 1_000_000, remainingCoins: 100_000 });
    expect(clubProgress(250_000, 1_000_000)).toEqual({ percent: 25, remaining: 750_000, remainingCoins: 75_000 });
    expect(clubProgress(1_200_000, 1_000_000)).toEqual({ percent: 100, remaining: 0, remainingCoins: 0 });
    expect(clubProgress(5, 0).percent).toBe(100);
  });
});
