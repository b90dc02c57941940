import { NUMERIC_DATE_TIME, type TMembership } from '@app/shared';

/** Minor units per major unit: JPY has none, CNY/USD have cents (fen). */
const MINOR_DIGITS: Record<string, number> = { JPY: 0, CNY: 2, USD: 2 };

/**
 * One formatter per language and options: building an Intl formatter is the slow part (a page of
 * prices built one per price: 130 ms of a 4×-throttled start).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(id: string, make: () => F): F {
  let f = formatters.get(id) as F | undefined;
  if (!f) {
    f = make();
    formatters.set(id, f);
  }
  return f;
}

export function formatPrice(priceMinor: number, currency: string, locale: string): string {
  const digits = MINOR_DIGITS[currency] ?? 2;
  const major = priceMinor / 10 ** digits;
  try {
    return cached(
      `price|${locale}|${currency}|${digits}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }),
    ).format(major);
  } catch {
    return `${currency} ${major.toFixed(digits)}`;
  }
}

export function formatSigned(n: number, locale: string): string {
  return cached(`signed|${locale}`, () => new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' })).format(n);
}

/** A numeric date (2026/01/05) for records and membership; lib/format's formatDate spells the month. */
export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return cached(`date|${locale}`, () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' })).format(d);
}

export function formatDateTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return cached(`datetime|${locale}`, () => new Intl.DateTimeFormat(locale, NUMERIC_DATE_TIME)).format(d);
}

export type MembershipState =
  | { state: 'none' }
  | { state: 'active'; tier: NonNullable<TMembership['tier']>; expiresAt: string; daysLeft: number }
  | { state: 'expired'; tier: TMembership['tier']; expiredAt: string };

/**
 * What the membership card shows. The server decides `active` with its own clock; a membership it
 * reports inactive but with an expiry date has expired (a never-bought one has neither).
 */
export function membershipState(m: TMembership): MembershipState {
  if (m.active && m.tier && m.expires_at)
    return { state: 'active', tier: m.tier, expiresAt: m.expires_at, daysLeft: Math.max(1, m.days_left) };
  if (m.expires_at) return { state: 'expired', tier: m.tier, expiredAt: m.expires_at };
  return { state: 'none' };
}

/** Share of the package that is bonus, in whole percent of the base amount (for the badge). */
export function bonusPercent(amount: number, bonus: number): number {
  const base = amount - bonus;
  if (bonus <= 0 || base <= 0) return 0;
  return Math.round((bonus / base) * 100);
}
