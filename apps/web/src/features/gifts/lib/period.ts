import { addDays, type BrandId, type Period, periodSpan, REGION_TIME_ZONES, type Region, scopeOf, zoneOffsetMs } from '@app/shared';

/** The region whose clock a board runs on: the page's, else the viewer's (same brand), else the brand's home region. */
export function boardRegion(
  brand: BrandId,
  explicit: Region | undefined,
  viewer: { brand: BrandId; region: Region } | null | undefined,
): Region {
  return scopeOf(brand, { region: explicit, viewer }).region;
}

/** When the current daily / weekly board closes (0:00, Monday 0:00 in the region); null for 'all'. */
export function nextResetAt(period: Period, now: Date, region: Region): Date | null {
  return periodSpan(period, now, REGION_TIME_ZONES[region]).end;
}

/** The calendar days a period key covers, e.g. ['2026-11-16', '2026-11-22']; null for 'all'. */
export function periodDays(key: string): [string, string] | null {
  if (key.startsWith('d:')) return [key.slice(2), key.slice(2)];
  if (key.startsWith('w:')) return [key.slice(2), addDays(key.slice(2), 6)];
  return null;
}

export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * A period's days as one text ("11月30日 – 12月6日", one day alone): one text node, as the server
 * renders it, so the browser adopts it unchanged.
 */
export function formatDays(days: readonly [string, string], locale: string): string {
  const first = formatDay(days[0], locale);
  return days[1] === days[0] ? first : `${first} – ${formatDay(days[1], locale)}`;
}

/** "UTC+8" for the region's zone (shown on rule pages next to the reset times). */
export function utcOffsetLabel(region: Region, now = new Date()): string {
  const h = zoneOffsetMs(now, REGION_TIME_ZONES[region]) / 3_600_000;
  return `UTC${h >= 0 ? '+' : '−'}${Math.abs(h)}`;
}
