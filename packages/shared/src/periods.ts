import { REGION_TIME_ZONES, type Region } from './brands';

/**
 * Ranking and event periods. Daily periods start at 0:00 and weekly ones on Monday 0:00 on a
 * time zone's clock — a scope's zone (brands.ts `scopeOf`), DESIGN "Regions and time"; storage is
 * UTC. Keys: `d:YYYY-MM-DD`, `w:YYYY-MM-DD` (the Monday), `all`.
 *
 * `periodSpan` is the one period function: the key, start and end of the period holding an
 * instant. The server keys scores and settles rewards with it, the pages count down to its end.
 * It holds in any IANA zone, daylight saving included: a day starts at its first instant (0:00,
 * or the end of a gap when the clocks skip midnight), a day ends where the next one starts, and
 * once a day has started it stays the period's day even if the clocks fall back across midnight.
 */
export const PERIODS = ['daily', 'weekly', 'all'] as const;
export type Period = (typeof PERIODS)[number];

/** A period's bounds: `start` is its first instant, `end` the first instant of the next one; null for 'all'. */
export interface PeriodSpan {
  key: string;
  start: Date | null;
  end: Date | null;
}
export interface BoundedPeriodSpan extends PeriodSpan {
  start: Date;
  end: Date;
}

const DAY_MS = 86_400_000;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * The last answer per time zone, by UTC minute: every zone's offset is a whole number of minutes,
 * so one minute is one local date. Formatting is costly and the gift-effects job asks for the
 * same few minutes thousands of times.
 */
const lastAnswer = new Map<string, { minute: number; date: { y: number; m: number; d: number } }>();

/** The calendar date (y, m, d) at `at` in the given IANA time zone. */
export function localDate(at: Date, timeZone: string): { y: number; m: number; d: number } {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastAnswer.get(timeZone);
  if (last && last.minute === minute) return { ...last.date };
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  const [y, m, d] = f.format(at).split('-').map(Number) as [number, number, number];
  lastAnswer.set(timeZone, { minute, date: { y, m, d } });
  return { y, m, d };
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Shifts a calendar date by whole days (calendar arithmetic in UTC, no time-zone effects). */
export function addDays(date: string, days: number): string {
  const dt = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS);
  return iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** UTC offset of a time zone at an instant, in ms (whole seconds). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

const dayStarts = new Map<string, number>();
/** The first instant (ms) of a local calendar day in a zone; cached, there are few distinct days. */
function dayStartMs(day: string, timeZone: string): number {
  const cacheKey = `${timeZone} ${day}`;
  let start = dayStarts.get(cacheKey);
  if (start === undefined) {
    start = firstInstantOf(day, timeZone);
    if (dayStarts.size >= 4096) dayStarts.clear();
    dayStarts.set(cacheKey, start);
  }
  return start;
}

function firstInstantOf(day: string, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  // 0:00 local is `wall − offset` for the offset in force at that instant. Offsets around it are
  // the candidates; the earliest that reads 0:00 wins (0:00 may happen twice when clocks fall back).
  const offsets = new Set([-36, 0, 36].map((h) => zoneOffsetMs(new Date(wall + h * 3_600_000), timeZone)));
  let first: number | null = null;
  for (const offset of offsets) {
    const t = wall - offset;
    if (zoneOffsetMs(new Date(t), timeZone) === offset && (first === null || t < first)) first = t;
  }
  if (first !== null) return first;
  // 0:00 does not exist (the clocks skip midnight): the day starts where the gap ends, the first
  // second whose local date is `day`. Offsets lie within ±14 h, so 15 h before 0:00 is the day
  // before and 13 h after it is this day or later.
  let lo = wall - 15 * 3_600_000;
  let hi = wall + 13 * 3_600_000;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    const { y, m, d } = localDate(new Date(mid), timeZone);
    if (iso(y, m, d) >= day) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** The first instant of a local calendar day (`YYYY-MM-DD`) in a zone: event windows and stages. */
export function localDayStart(day: string, timeZone: string): Date {
  return new Date(dayStartMs(day, timeZone));
}

const lastDay = new Map<string, { minute: number; day: string; next: string; nextStart: number }>();
/**
 * The day whose period holds `at`: its local date, or the next date when that one has already
 * begun (clocks that fall back across midnight show the old date again for a while).
 */
export function periodDay(at: Date, timeZone: string): string {
  const ms = at.getTime();
  const minute = Math.floor(ms / 60_000);
  let c = lastDay.get(timeZone);
  if (!c || c.minute !== minute) {
    const { y, m, d } = localDate(at, timeZone);
    const day = iso(y, m, d);
    const next = addDays(day, 1);
    c = { minute, day, next, nextStart: dayStartMs(next, timeZone) };
    lastDay.set(timeZone, c);
  }
  return ms >= c.nextStart ? c.next : c.day;
}

/** The Monday of a calendar date's week. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The key, first instant and end of the daily, weekly or all-time period holding `at` in `timeZone`. */
export function periodSpan(period: 'daily' | 'weekly', at: Date, timeZone: string): BoundedPeriodSpan;
export function periodSpan(period: Period, at: Date, timeZone: string): PeriodSpan;
export function periodSpan(period: Period, at: Date, timeZone: string): PeriodSpan {
  if (period === 'all') return { key: 'all', start: null, end: null };
  const day = periodDay(at, timeZone);
  return periodKeySpan(period === 'daily' ? `d:${day}` : `w:${mondayOf(day)}`, timeZone);
}

/** The bounds of a daily (`d:…`) or weekly (`w:…`) key in `timeZone`; 'all' has none and throws. */
export function periodKeySpan(key: string, timeZone: string): BoundedPeriodSpan {
  const days = key.startsWith('d:') ? 1 : key.startsWith('w:') ? 7 : null;
  if (days === null) throw new Error(`period ${key} has no bounds`);
  const first = key.slice(2);
  return { key, start: new Date(dayStartMs(first, timeZone)), end: new Date(dayStartMs(addDays(first, days), timeZone)) };
}

/** The key of the period holding `at` in the region's time zone (the key of `periodSpan`, without its bounds). */
export function periodKey(period: Period, at: Date, region: Region): string {
  if (period === 'all') return 'all';
  const day = periodDay(at, REGION_TIME_ZONES[region]);
  return period === 'daily' ? `d:${day}` : `w:${mondayOf(day)}`;
}

/** The key `steps` periods after `key` (before it when negative); 'all' stays 'all'. */
export function shiftPeriodKey(key: string, steps: number): string {
  if (key === 'all') return key;
  return `${key.slice(0, 2)}${addDays(key.slice(2), steps * (key.startsWith('w:') ? 7 : 1))}`;
}

/** The key of the period before the one containing `at` (for "last week" views). */
export function previousPeriodKey(period: Period, at: Date, region: Region): string {
  return shiftPeriodKey(periodKey(period, at, region), -1);
}

/** The numeric date and time the pages and notices show ('2026/11/24 09:30'; 24-hour clock). */
export const NUMERIC_DATE_TIME: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
