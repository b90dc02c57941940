import { LIMITS } from './limits';

/** Minors are forbidden to join events (spec 5). Age is counted in whole years on the given day (UTC). */

export function ageOn(birthDate: string, on: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const month = on.getUTCMonth() + 1;
  if (month < m || (month === m && on.getUTCDate() < d)) age -= 1;
  return age;
}

export function isMinor(birthDate: string, on: Date): boolean {
  return ageOn(birthDate, on) < LIMITS.adultAgeYears;
}
