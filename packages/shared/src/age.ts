import { REGION_TIME_ZONES, type Region } from './brands';
import { LIMITS } from './limits';
import { localDate } from './periods';

/**
 * Minors are forbidden to join events (spec 5). Age is counted in whole years on the calendar day
 * of `on` in a time zone: the user's region (`REGION_TIME_ZONES`) — a Tokyo birthday starts at
 * Tokyo midnight, 9 hours before UTC's. Without a zone the day is UTC's; every region lies east
 * of UTC, so a UTC count never makes anyone older early (a minor stays a minor a few hours longer).
 */
export function ageOn(birthDate: string, on: Date, timeZone?: string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const today = timeZone ? localDate(on, timeZone) : { y: on.getUTCFullYear(), m: on.getUTCMonth() + 1, d: on.getUTCDate() };
  let age = today.y - y;
  if (today.m < m || (today.m === m && today.d < d)) age -= 1;
  return age;
}

/** Age on the region's calendar day (see `ageOn`). */
export function ageInRegion(birthDate: string, on: Date, region: Region): number {
  return ageOn(birthDate, on, REGION_TIME_ZONES[region]);
}

/** Under the adult age; with a region, counted on that region's day. */
export function isMinor(birthDate: string, on: Date, region?: Region): boolean {
  return (region ? ageInRegion(birthDate, on, region) : ageOn(birthDate, on)) < LIMITS.adultAgeYears;
}
