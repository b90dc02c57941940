import { describe, expect, it } from 'vitest';
import {
  fastReplyRate,
  gradeOf,
  HOST_INCENTIVE_TIERS,
  HOST_RATING_FACTORS,
  HOST_RATING_RULES,
  HOST_ROOM_TASKS,
  hostRating,
  incentiveDueDay,
  incentiveTier,
  nextPendantTier,
  pendantTier,
  roomPoints,
} from './host-programs';
import { isJapanBankHoliday } from './withdrawals';

const none = { replies: 0, fast_replies: 0, receptions: 0, call_minutes: 0, new_user_calls: 0, check_in_days: 0 };

describe('host rating', () => {
  it('weights sum to 100 and grades cover every score', () => {
    expect(HOST_RATING_FACTORS.reduce((s, f) => s + HOST_RATING_RULES.factors[f].weight, 0)).toBe(100);
    expect([100, 90, 89, 75, 74, 55, 54, 35, 34, 0].map(gradeOf)).toEqual(['S', 'S', 'A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
  });

  it('nothing done is D with every factor to raise; everything at target is S', () => {
    const zero = hostRating(none);
    expect(zero).toMatchObject({ grade: 'D', score: 0, next: { grade: 'C', score: 35 } });
    // the factors with most to gain first (25, 25, 20, 15, 15; ties in factor order)
    expect(zero.raise).toEqual(['fast_reply_rate', 'call_minutes', 'receptions', 'new_user_calls', 'check_in_days']);
    const full = hostRating({ replies: 100, fast_replies: 95, receptions: 60, call_minutes: 700, new_user_calls: 12, check_in_days: 9 });
    expect(full).toMatchObject({ grade: 'S', score: 100, next: null, raise: [] });
    expect(full.factors.find((f) => f.id === 'check_in_days')?.value).toBe(7);
  });

  it('scores each factor by its share of the target, rounded down; the rate needs 10 replies', () => {
    expect(fastReplyRate(9, 9)).toBe(0);
    expect(fastReplyRate(20, 15)).toBe(75);
    expect(fastReplyRate(10, 12)).toBe(100);
    const r = hostRating({ replies: 20, fast_replies: 15, receptions: 25, call_minutes: 300, new_user_calls: 5, check_in_days: 7 });
    // 25*75/90 = 20.8 → 20; 10; 12.5 → 12; 7.5 → 7; 15
    expect(r.factors.map((f) => f.score)).toEqual([20, 10, 12, 7, 15]);
    expect(r).toMatchObject({ score: 64, grade: 'B', next: { grade: 'A', score: 75 } });
    expect(r.factors.find((f) => f.id === 'receptions')?.missing).toBe(25);
    expect(r.raise[0]).toBe('call_minutes');
  });
});

describe('party rooms', () => {
  it('room points and pendant tiers', () => {
    expect(roomPoints({ room_minutes: 120, room_receptions: 3, room_gift_coins: 2_509 })).toBe(120 + 30 + 250);
    expect(pendantTier(299)).toBeNull();
    expect(pendantTier(300)).toBe('bronze');
    expect(pendantTier(8_000)).toBe('diamond');
    expect(nextPendantTier(300)).toEqual({ id: 'silver', points: 1_000 });
    expect(nextPendantTier(9_000)).toBeNull();
    expect(new Set(HOST_ROOM_TASKS.map((t) => t.id)).size).toBe(HOST_ROOM_TASKS.length);
  });
});

describe('weekly incentive', () => {
  it('pays the highest tier reached, nothing below the first', () => {
    expect(incentiveTier('japan', 2_999)).toEqual({ index: -1, cash: 0 });
    expect(incentiveTier('japan', 3_000)).toEqual({ index: 0, cash: 500 });
    expect(incentiveTier('japan', 79_999)).toEqual({ index: 2, cash: 7_000 });
    expect(incentiveTier('default', 1_000_000)).toEqual({ index: 3, cash: 100_000 });
    for (const tiers of Object.values(HOST_INCENTIVE_TIERS))
      for (let i = 1; i < tiers.length; i++)
        expect(tiers[i]!.points > tiers[i - 1]!.points && tiers[i]!.cash > tiers[i - 1]!.cash).toBe(true);
  });

  it('is due 3 working days after the week’s Sunday, holidays skipped', () => {
    // week of Mon 16 Nov 2026: Sunday 22, Monday 23 is 勤労感謝の日 → Tue 24, Wed 25, Thu 26
    const jp = (d: string) => d === '2026-11-23' || isJapanBankHoliday(d);
    expect(incentiveDueDay('2026-11-16', jp)).toBe('2026-11-26');
    expect(incentiveDueDay('2026-11-16', () => false)).toBe('2026-11-25');
    // the year-end bank holidays: week of Mon 28 Dec 2026 → Sun 3 Jan; Mon 4, Tue 5, Wed 6
    expect(incentiveDueDay('2026-12-28', jp)).toBe('2027-01-06');
  });
});
