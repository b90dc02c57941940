import { addDays, BRANDS, type BrandId, type Period, periodKey, REGION_TIME_ZONES, type Region, zoneOffsetMs } from '@app/shared';

/** The region whose clock a board runs on: the page's, else the viewer's (same brand), else the brand's home region. */
export function boardRegion(
  brand: BrandId,
  explicit: Region | undefined,
  viewer: { brand: string; region: Region } | null | undefined,
): Region {
  if (explicit) return explicit;
  if (viewer && viewer.brand === brand) return viewer.region;
  return BRANDS[brand].defaultRegion;
}

/** When the current daily / weekly board closes (0:00, Monday 0:00 in the region); null for 'all'. */
export function nextResetAt(period: Period, now: Date, region: Region): Date | null {
  if (period === 'all') return null;
  const start = periodKey(period, now, region).slice(2);
  const end = addDays(start, period === 'daily' ? 1 : 7);
  return new Date(Date.parse(`${end}T00:00:00Z`) - zoneOffsetMs(now, REGION_TIME_ZONES[region]));
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

/** "UTC+8" for the region's zone (shown on rule pages next to the reset times). */
export function utcOffsetLabel(region: Region, now = new Date()): string {
  const h = zoneOffsetMs(now, REGION_TIME_ZONES[region]) / 3_600_000;
  return `UTC${h >= 0 ? '+' : '−'}${Math.abs(h)}`;
}
