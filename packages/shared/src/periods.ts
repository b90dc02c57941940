import { REGION_TIME_ZONES, type Region } from './brands';

/**
 * Ranking and event periods. Daily periods start at 0:00 and weekly ones on Monday 0:00 in the
 * region's time zone (DESIGN "Regions and time"); storage is UTC. Keys: `d:YYYY-MM-DD`,
 * `w:YYYY-MM-DD` (the Monday), `all`.
 */
export const PERIODS = ['daily', 'weekly', 'all'] as const;
export type Period = (typeof PERIODS)[number];

const formatters = new Map<string, Intl.DateTimeFormat>();
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
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
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
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  const dt = new Date(t);
  return iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
}

export function periodKey(period: Period, at: Date, region: Region): string {
  if (period === 'all') return 'all';
  const { y, m, d } = localDate(at, REGION_TIME_ZONES[region]);
  const day = iso(y, m, d);
  if (period === 'daily') return `d:${day}`;
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  return `w:${addDays(day, -sinceMonday)}`;
}

/** The key of the period before the one containing `at` (for "last week" views). */
export function previousPeriodKey(period: Period, at: Date, region: Region): string {
  const key = periodKey(period, at, region);
  if (period === 'all') return 'all';
  const date = key.slice(2);
  return `${key.slice(0, 2)}${addDays(date, period === 'daily' ? -1 : -7)}`;
}

/** UTC offset of a time zone at an instant, in ms (the regions' zones have no DST, but this does not assume it). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}
