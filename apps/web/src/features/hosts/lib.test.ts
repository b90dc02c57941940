import { ErrorCode, HOST_CHECK_IN_POINTS, HOST_RULES, HOST_TASK_SETS, HOST_TASKS, type THostIncome, type THostTasks } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  barHeights,
  cashDigits,
  checkInPoints,
  dayOfMonth,
  dayRange,
  dayTick,
  eventTime,
  formatCash,
  formatDuration,
  hostIncomeHref,
  isEmptyPeriod,
  isHostOnly,
  isStaleTaskError,
  kindShares,
  MIN_BAR_PERCENT,
  minutesOf,
  parsePeriod,
  pointsOn,
  progressPercent,
  regionCurrency,
  setProgress,
  setTasks,
  showDayTick,
  streakDays,
  tasksOf,
  tomorrowPoints,
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

/** A host's tasks as the server answers: day `streak` of the check-in, today signed or not. */
const hostTasks = (streak: number, doneToday: boolean, states: Record<string, 'todo' | 'done' | 'claimed'> = {}): THostTasks => ({
  region: 'default',
  today: '2026-11-25',
  week_from: '2026-11-23',
  week_to: '2026-11-29',
  check_in: {
    days: HOST_CHECK_IN_POINTS.map((points, i) => ({
      day: i + 1,
      points,
      state:
        i + 1 < streak || (i + 1 === streak && doneToday)
          ? ('signed' as const)
          : i + 1 === streak
            ? ('today' as const)
            : ('unsigned' as const),
    })),
    streak,
    done_today: doneToday,
  },
  tasks: HOST_TASKS.map((t) => ({ ...t, progress: 0, state: states[t.id] ?? 'todo' })),
  sets: HOST_TASK_SETS.map((s) => ({
    id: s.id,
    period: s.period,
    tasks: [...s.tasks],
    cash: s.cash.default,
    currency: 'CNY' as const,
    state: 'todo' as const,
  })),
});

describe('host tasks page helpers', () => {
  it('links the income page of the brand', () => {
    expect(hostIncomeHref('wakoo')).toBe('/h5/auth/my_bonus');
    expect(hostIncomeHref('default')).toBe('/h5/salary_settlement');
    expect(hostIncomeHref('ocha')).toBe('/h5/salary_settlement');
  });

  it('measures progress in percent of the goal, within 0 and 100', () => {
    expect(progressPercent(0, 20)).toBe(0);
    expect(progressPercent(7, 20)).toBe(35);
    expect(progressPercent(1, 3)).toBe(33.3);
    expect(progressPercent(25, 20)).toBe(100);
    expect(progressPercent(-2, 20)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it("splits the tasks by period and finds a set's tasks in its order", () => {
    const data = hostTasks(1, false, { fast_replies: 'done', receptions: 'claimed' });
    expect(tasksOf(data.tasks, 'daily').map((t) => t.id)).toEqual(['fast_replies', 'receptions', 'message_rounds']);
    expect(tasksOf(data.tasks, 'weekly').map((t) => t.id)).toEqual(['video_minutes', 'members', 'new_users', 'relatives', 'cp']);
    const daily = { tasks: ['message_rounds', 'fast_replies', 'receptions'] };
    expect(setTasks(daily, data.tasks).map((t) => t.id)).toEqual(['message_rounds', 'fast_replies', 'receptions']);
    expect(setProgress(daily, data.tasks)).toEqual({ reached: 2, total: 3 });
    // an id the answer does not hold is not shown, and not reached
    expect(setTasks({ tasks: ['gone', 'members'] }, data.tasks).map((t) => t.id)).toEqual(['members']);
    expect(setProgress({ tasks: ['gone', 'members'] }, data.tasks)).toEqual({ reached: 0, total: 2 });
  });

  it('formats cash from minor units with the currency digits, in the page language', () => {
    expect(cashDigits('CNY')).toBe(2);
    expect(cashDigits('JPY')).toBe(0);
    expect(cashDigits('USD')).toBe(2);
    expect(regionCurrency('default')).toBe('CNY');
    expect(regionCurrency('japan')).toBe('JPY');
    expect(formatCash(3_000, 'CNY', 'zh-CN')).toBe('¥30');
    expect(formatCash(10_000, 'CNY', 'en')).toBe('CN¥100');
    expect(formatCash(1_250, 'CNY', 'en')).toBe('CN¥12.50');
    expect(formatCash(1_000, 'JPY', 'ja')).toMatch(/^[¥￥]1,000$/);
    expect(formatCash(300, 'JPY', 'en')).toBe('¥300');
  });

  it("reads the check-in: today's points, the streak so far and tomorrow's points", () => {
    const first = hostTasks(1, false).check_in;
    expect(checkInPoints(first)).toBe(HOST_CHECK_IN_POINTS[0]);
    expect(streakDays(first)).toBe(0);
    const third = hostTasks(3, false).check_in;
    expect(checkInPoints(third)).toBe(HOST_CHECK_IN_POINTS[2]);
    expect(streakDays(third)).toBe(2);
    const thirdDone = hostTasks(3, true).check_in;
    expect(checkInPoints(thirdDone)).toBe(HOST_CHECK_IN_POINTS[2]);
    expect(streakDays(thirdDone)).toBe(3);
    expect(tomorrowPoints(thirdDone)).toBe(HOST_CHECK_IN_POINTS[3]);
    // after the seventh day the streak starts a new round
    const last = hostTasks(HOST_CHECK_IN_POINTS.length, true).check_in;
    expect(streakDays(last)).toBe(HOST_CHECK_IN_POINTS.length);
    expect(tomorrowPoints(last)).toBe(HOST_CHECK_IN_POINTS[0]);
    expect(tomorrowPoints({ days: [], streak: 0, done_today: false })).toBe(0);
  });

  it('knows the answers that mean the page is out of date', () => {
    expect(isStaleTaskError(new ApiError(ErrorCode.REWARD_ALREADY_CLAIMED, 'claimed'))).toBe(true);
    expect(isStaleTaskError(new ApiError(ErrorCode.TASK_NOT_DONE, 'not done'))).toBe(true);
    expect(isStaleTaskError(new ApiError(ErrorCode.ALREADY_CHECKED_IN, 'signed'))).toBe(true);
    expect(isStaleTaskError(new ApiError(ErrorCode.HOST_ONLY, 'hosts'))).toBe(false);
    expect(isStaleTaskError(new Error('network'))).toBe(false);
  });
});
