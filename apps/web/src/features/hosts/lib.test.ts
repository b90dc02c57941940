import { ErrorCode, HOST_RULES, type THostIncome } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  barHeights,
  dayOfMonth,
  dayRange,
  dayTick,
  eventTime,
  formatDuration,
  isEmptyPeriod,
  isHostOnly,
  kindShares,
  MIN_BAR_PERCENT,
  minutesOf,
  parsePeriod,
  pointsOn,
  showDayTick,
} from './lib';

const income = (over: Partial<THostIncome> = {}): THostIncome => ({
  region: 'default',
  period: 'week',
  from: '2026-11-23',
  to: '2026-11-29',
  today: '2026-11-25',
  balance: 0,
  totals: {
    points: 0,
    by_kind: { video: 0, voice: 0, new_user: 0, reply: 0, membership: 0 },
    call_minutes: 0,
    receptions: 0,
    fast_replies: 0,
  },
  days: ['23', '24', '25', '26', '27', '28', '29'].map((d) => ({ day: `2026-11-${d}`, points: 0 })),
  recent: [],
  ...over,
});

describe('hosts page helpers', () => {
  it('formats a call as mm:ss, with hours from an hour on', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59)).toBe('00:59');
    expect(formatDuration(332)).toBe('05:32');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3932)).toBe('1:05:32');
    expect(formatDuration(12.9)).toBe('00:12');
    expect(formatDuration(-5)).toBe('00:00');
    expect(formatDuration(null)).toBe('00:00');
  });

  it('scales the bars to the best day, a small day still visible, none for nothing', () => {
    expect(barHeights([0, 50, 100, 1, -10])).toEqual({ max: 100, heights: [0, 50, 100, MIN_BAR_PERCENT, 0] });
    expect(barHeights([0, 0])).toEqual({ max: 0, heights: [0, 0] });
    expect(barHeights([])).toEqual({ max: 0, heights: [] });
    expect(barHeights([1, 3]).heights).toEqual([33.3, 100]);
  });

  it('labels every day of a week and a few days of a month', () => {
    expect(dayOfMonth('2026-11-05')).toBe(5);
    expect(showDayTick(2, 7, 'week')).toBe(true);
    const ticks = Array.from({ length: 30 }, (_, i) => i).filter((i) => showDayTick(i, 30, 'month'));
    expect(ticks).toEqual([4, 9, 14, 19, 24, 29]);
    expect(dayTick('2026-11-23', 'week', 'en')).toBe('Mon');
    expect(dayTick('2026-11-23', 'month', 'en')).toBe('23');
  });

  it('formats days as calendar dates, whatever the time zone of the device', () => {
    expect(dayRange('2026-11-23', '2026-11-29', 'en')).toMatch(/Nov 23\s*–\s*29/);
    expect(dayRange('2026-11-23', '2026-11-23', 'en')).toBe('Nov 23');
  });

  it("shows an event's time on the region's clock: the time today, the date before", () => {
    // 2026-11-25 06:05 UTC is 14:05 in Shanghai and 15:05 in Tokyo
    expect(eventTime('2026-11-25T06:05:00Z', 'en', 'default', '2026-11-25', 'Asia/Shanghai')).toBe('14:05');
    expect(eventTime('2026-11-25T06:05:00Z', 'en', 'japan', '2026-11-25', 'Asia/Tokyo')).toBe('15:05');
    expect(eventTime('2026-11-24T06:05:00Z', 'en', 'default', '2026-11-25', 'Asia/Shanghai')).toMatch(/11\/24.*14:05/);
    // 20:00 UTC on the 24th is already the 25th in Shanghai
    expect(eventTime('2026-11-24T20:00:00Z', 'en', 'default', '2026-11-25', 'Asia/Shanghai')).toBe('04:00');
    expect(eventTime('not a date', 'en', 'default', '2026-11-25', 'Asia/Shanghai')).toBe('not a date');
  });

  it('shares each kind of the positive total, in the page order', () => {
    const shares = kindShares({ video: 300, voice: 100, reply: 0, membership: 100 });
    expect(shares.map((s) => s.kind)).toEqual(['video', 'voice', 'new_user', 'reply', 'membership']);
    expect(shares.map((s) => s.percent)).toEqual([60, 20, 0, 0, 20]);
    expect(shares.find((s) => s.kind === 'new_user')?.points).toBe(0);
    expect(kindShares({}).every((s) => s.percent === 0)).toBe(true);
  });

  it('reads the period, the day, emptiness and the hosts-only answer', () => {
    expect(parsePeriod(null)).toBe('week');
    expect(parsePeriod('month')).toBe('month');
    expect(parsePeriod('year')).toBe('week');
    const days = [{ day: '2026-11-25', points: 40 }];
    expect(pointsOn(days, '2026-11-25')).toBe(40);
    expect(pointsOn(days, '2026-11-26')).toBe(0);
    expect(isEmptyPeriod(income())).toBe(true);
    expect(isEmptyPeriod(income({ totals: { ...income().totals, points: 2 } }))).toBe(false);
    expect(isHostOnly(new ApiError(ErrorCode.HOST_ONLY, 'hosts only'))).toBe(true);
    expect(isHostOnly(new ApiError(ErrorCode.NOT_LOGGED_IN, 'log in'))).toBe(false);
    expect(isHostOnly(new Error('x'))).toBe(false);
  });

  it('gives the rules in minutes', () => {
    expect(minutesOf(HOST_RULES.replyWithinSeconds)).toBe(3);
    expect(minutesOf(HOST_RULES.newUserCallSeconds)).toBe(2);
    expect(minutesOf(90)).toBe(1.5);
  });
});
