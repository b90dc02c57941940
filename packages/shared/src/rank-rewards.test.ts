import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { periodKey, previousPeriodKey } from './periods';
import {
  competitionRanks,
  isNewcomer,
  periodEndsAt,
  RANK_REWARDS,
  REWARD_PERIODS,
  rankRewardKey,
  rewardedEntries,
  rewardedRanks,
  rewardForRank,
  rewardItems,
} from './rank-rewards';
import { BOARDS } from './schemas/gifts';

describe('rank rewards', () => {
  it('pays the daily top 3 and the weekly top 10 of every board, better ranks never less', () => {
    for (const board of BOARDS) {
      expect(rewardedRanks(board, 'daily')).toBe(3);
      expect(rewardedRanks(board, 'weekly')).toBe(10);
      for (const period of REWARD_PERIODS) {
        const tiers = RANK_REWARDS[board][period];
        expect(tiers[0]!.from).toBe(1);
        for (let rank = 1; rank <= rewardedRanks(board, period); rank++) {
          const here = rewardForRank(board, period, rank)!;
          const below = rewardForRank(board, period, rank + 1);
          expect(here.coins + here.fragments).toBeGreaterThan(0);
          if (board === 'racing') expect(here.coins).toBe(0);
          expect(Number.isInteger(here.coins) && Number.isInteger(here.fragments)).toBe(true);
          if (below) expect(below.coins + below.fragments).toBeLessThanOrEqual(here.coins + here.fragments);
        }
        expect(rewardForRank(board, period, rewardedRanks(board, period) + 1)).toBeNull();
        expect(rewardForRank(board, period, 0)).toBeNull();
      }
    }
  });

  it('ranks ties together: 1, 2, 2, 4', () => {
    const ranks = competitionRanks([{ score: 50 }, { score: 30 }, { score: 30 }, { score: 10 }]).map((r) => r.rank);
    expect(ranks).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([])).toEqual([]);
  });

  it('gives tied places the same reward, and a tie on the last paid place pays everyone in it', () => {
    const rows = [
      { owner: 'a', score: 90 },
      { owner: 'b', score: 70 },
      { owner: 'c', score: 70 },
      { owner: 'd', score: 70 },
      { owner: 'e', score: 10 },
    ];
    const daily = rewardedEntries('charm', 'daily', rows);
    expect(daily.map((r) => [r.owner, r.rank])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 2],
      ['d', 2],
    ]);
    expect(daily[1]!.tier).toEqual(daily[3]!.tier);
    expect(daily[1]!.tier).toEqual(rewardForRank('charm', 'daily', 2));
    // 'e' has four above it: 5th, paid weekly (top 10) but not daily
    expect(rewardedEntries('charm', 'weekly', rows).map((r) => r.rank)).toEqual([1, 2, 2, 2, 5]);
    const lastTie = rewardedEntries('rich', 'daily', [{ score: 9 }, { score: 8 }, { score: 7 }, { score: 7 }, { score: 7 }, { score: 6 }]);
    expect(lastTie.map((r) => r.rank)).toEqual([1, 2, 3, 3, 3]);
  });

  it('pays coins in the brand currency plus medal fragments', () => {
    const tier = rewardForRank('rich', 'weekly', 1)!;
    expect(rewardItems(tier, 'gold')).toEqual([
      { asset: 'gold_coin', amount: tier.coins },
      { asset: 'medal_fragment', amount: tier.fragments },
    ]);
    expect(rewardItems(tier, 'diamond')[0]).toEqual({ asset: 'diamond', amount: tier.coins });
    expect(rewardItems({ coins: 5, fragments: 0 }, 'gold')).toEqual([{ asset: 'gold_coin', amount: 5 }]);
  });

  it('keys each payout by board, scope, period, rank and user', () => {
    expect(rankRewardKey('cp', 'wakoo:japan', 'w:2026-03-02', 1, 42)).toBe('rank-reward:cp:wakoo:japan:w:2026-03-02:1:42');
  });

  it('ends periods at local midnight of the next day / Monday', () => {
    expect(periodEndsAt('d:2026-03-04', 'japan').toISOString()).toBe('2026-03-04T15:00:00.000Z');
    expect(periodEndsAt('d:2026-03-04', 'default').toISOString()).toBe('2026-03-04T16:00:00.000Z');
    expect(periodEndsAt('w:2026-03-02', 'japan').toISOString()).toBe('2026-03-08T15:00:00.000Z');
    const at = new Date('2026-03-04T10:00:00Z');
    const prev = previousPeriodKey('daily', at, 'japan');
    expect(periodEndsAt(prev, 'japan').getTime()).toBeLessThanOrEqual(at.getTime());
    expect(periodEndsAt(periodKey('weekly', at, 'japan'), 'japan').getTime()).toBeGreaterThan(at.getTime());
    expect(() => periodEndsAt('all', 'japan')).toThrow();
  });

  it('counts an account as a newcomer for its first 30 days', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    expect(isNewcomer(created, new Date(created.getTime() + LIMITS.newcomerAccountAgeDaysMax * 86_400_000))).toBe(true);
    expect(isNewcomer(created, new Date(created.getTime() + LIMITS.newcomerAccountAgeDaysMax * 86_400_000 + 1))).toBe(false);
  });
});
