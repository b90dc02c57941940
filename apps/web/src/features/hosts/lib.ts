import {
  type BrandId,
  ErrorCode,
  HOST_CASH_CURRENCY,
  hostDay,
  type Region,
  type THostIncome,
  type THostIncomeKind,
  type THostTasks,
} from '@app/shared';
import { ApiError } from '../../lib/api';

/** The income page's periods; the address's `?period=` picks one (week by default). */
export const HOST_PERIODS = ['week', 'month'] as const;
export type HostPeriod = (typeof HOST_PERIODS)[number];
export const parsePeriod = (value: string | null): HostPeriod => (value === 'month' ? 'month' : 'week');

/** The kinds of income in the order the page lists them. */
export const HOST_KINDS: readonly THostIncomeKind[] = ['video', 'voice', 'new_user', 'reply', 'membership'];

/** The answer of a signed-in user who is not a host. */
export const isHostOnly = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.HOST_ONLY;

/** A call's length: 05:32, or 1:05:32 from an hour on; nothing or less than nothing is 00:00. */
export function formatDuration(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(seconds ?? 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`;
}

/** A bar shorter than this (percent of the chart) would not show: a day with points gets at least it. */
export const MIN_BAR_PERCENT = 4;

/**
 * The bars' heights in percent of the tallest day: 0 for a day without points (or a negative
 * correction), at least MIN_BAR_PERCENT for one with any.
 */
export function barHeights(points: readonly number[]): { max: number; heights: number[] } {
  const max = points.reduce((m, p) => Math.max(m, p), 0);
  const heights = points.map((p) => (p <= 0 || max <= 0 ? 0 : Math.max(MIN_BAR_PERCENT, Math.round((p / max) * 1000) / 10)));
  return { max, heights };
}

/** The day of the month of a 'YYYY-MM-DD' day. */
export const dayOfMonth = (day: string): number => Number(day.slice(8, 10));

/** A month's bars are too narrow to label each: every fifth one, counted back from the last (today). */
export function showDayTick(index: number, count: number, period: HostPeriod): boolean {
  return period === 'week' || (count - 1 - index) % 5 === 0;
}

// a 'YYYY-MM-DD' day is a calendar date, not an instant: it is formatted at UTC noon in UTC
const dayDate = (day: string) => new Date(`${day}T12:00:00Z`);
const formatters = new Map<string, Intl.DateTimeFormat>();
function dayFormat(locale: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let f = formatters.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(id, f);
  }
  return f;
}

/** A bar's label: the weekday in a week (Mon, 月), the day of the month in a month. */
export function dayTick(day: string, period: HostPeriod, locale: string): string {
  if (period === 'month') return String(dayOfMonth(day));
  return dayFormat(locale, 'weekday', { weekday: 'short', timeZone: 'UTC' }).format(dayDate(day));
}

/** A day in words: Mon, Nov 24 (11月24日(月) in ja). */
export function dayName(day: string, locale: string): string {
  return dayFormat(locale, 'day', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(dayDate(day));
}

/** The period's days: Nov 24 – 30 (2026年11月24日～30日 in ja). */
export function dayRange(from: string, to: string, locale: string): string {
  const f = dayFormat(locale, 'range', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return from === to ? f.format(dayDate(from)) : f.formatRange(dayDate(from), dayDate(to));
}

/**
 * When an event happened, on the clock of the host's region (the calendar her days follow): the
 * time alone on `today`, the date and time before it.
 */
export function eventTime(iso: string, locale: string, region: Region, today: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const sameDay = hostDay(at, region) === today;
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
    : { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone };
  return dayFormat(locale, `${sameDay ? 'time' : 'datetime'}|${timeZone}`, options).format(at);
}

export interface KindShare {
  kind: THostIncomeKind;
  points: number;
  /** percent of the period's positive income, one decimal */
  percent: number;
}

/** Each kind's points and its share of the period, in HOST_KINDS order (a missing kind is 0). */
export function kindShares(byKind: Partial<Record<THostIncomeKind, number>>): KindShare[] {
  const rows = HOST_KINDS.map((kind) => ({ kind, points: byKind[kind] ?? 0 }));
  const sum = rows.reduce((s, r) => s + Math.max(0, r.points), 0);
  return rows.map((r) => ({ ...r, percent: sum > 0 ? Math.round((Math.max(0, r.points) / sum) * 1000) / 10 : 0 }));
}

/** A day's points (0 when the period does not hold it). */
export const pointsOn = (days: THostIncome['days'], day: string): number => days.find((d) => d.day === day)?.points ?? 0;

/** Nothing earned and nothing happened in the period. */
export const isEmptyPeriod = (income: THostIncome): boolean =>
  income.totals.points === 0 && income.recent.length === 0 && income.days.every((d) => d.points === 0);

/** A rule's seconds as minutes (120 s → 2); rules are given in whole minutes where they can be. */
export const minutesOf = (seconds: number): number => Math.round((seconds / 60) * 10) / 10;

// ---- tasks page (check-in, tasks, task sets) -------------------------------------------------

export type HostTaskView = THostTasks['tasks'][number];
export type HostSetView = THostTasks['sets'][number];
export type HostCheckIn = THostTasks['check_in'];
export type HostTaskPeriod = HostTaskView['period'];

/** The task periods in the order the page shows them (today's, then the week's). */
export const HOST_TASK_PERIODS: readonly HostTaskPeriod[] = ['daily', 'weekly'];

/** The income page of the brand: Wakoo's own address, the default one elsewhere. */
export const hostIncomeHref = (brand: BrandId): string => (brand === 'wakoo' ? '/h5/auth/my_bonus' : '/h5/salary_settlement');

/** A task's progress in percent of its goal (0 to 100; a goal of 0 or less is reached). */
export function progressPercent(progress: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((progress / goal) * 1000) / 10));
}

/** The tasks of one period, in the server's order. */
export const tasksOf = (tasks: readonly HostTaskView[], period: HostTaskPeriod): HostTaskView[] => tasks.filter((t) => t.period === period);

/** The tasks a set asks for, in the set's order (ids the answer does not hold are left out). */
export function setTasks(set: Pick<HostSetView, 'tasks'>, tasks: readonly HostTaskView[]): HostTaskView[] {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  return set.tasks.flatMap((id) => byId.get(id) ?? []);
}

/** How many of a set's tasks are reached (done or claimed), of how many. */
export function setProgress(set: Pick<HostSetView, 'tasks'>, tasks: readonly HostTaskView[]): { reached: number; total: number } {
  const mine = setTasks(set, tasks);
  return { reached: mine.filter((t) => t.state !== 'todo').length, total: set.tasks.length };
}

/** The currency of a region's cash rewards. */
export const regionCurrency = (region: Region): string => HOST_CASH_CURRENCY[region].code;

/** The points today's check-in gives (or gave): today's card, else the streak day's. */
export function checkInPoints(checkIn: HostCheckIn): number {
  const today = checkIn.days.find((d) => d.state === 'today') ?? checkIn.days.find((d) => d.day === checkIn.streak);
  return today?.points ?? 0;
}

/** The days signed in a row up to now: today's included once it is done. */
export const streakDays = (checkIn: HostCheckIn): number => Math.max(0, checkIn.done_today ? checkIn.streak : checkIn.streak - 1);

/**
 * The points tomorrow's check-in gives when the streak goes on: the next day's card (day 1 again
 * after the seventh).
 */
export function tomorrowPoints(checkIn: HostCheckIn): number {
  const days = checkIn.days;
  if (!days.length) return 0;
  const next = (checkIn.streak % days.length) + 1;
  return days.find((d) => d.day === next)?.points ?? 0;
}

/** Answers that mean the page's copy of the tasks is out of date (claimed elsewhere, not done yet, signed already). */
export const isStaleTaskError = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.code === ErrorCode.TASK_NOT_DONE ||
    error.code === ErrorCode.REWARD_ALREADY_CLAIMED ||
    error.code === ErrorCode.ALREADY_CHECKED_IN);

// formatting cash lives with the other formatters (lib/format), shared with the withdrawal pages
export { cashDigits, formatCash } from '../../lib/format';
