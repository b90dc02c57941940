/**
 * Minors' protection (issue 14 D): recharge limits per age band and region. Pure rules; the server
 * (modules/minors) enforces them in the order's transaction, the recharge page shows them before
 * payment. Amounts are integer minor units of the region's currency (CNY fen, JPY yen). Ages are
 * counted on the region's calendar day, months are the region's calendar months (`age.ts`,
 * `periods.ts`).
 */
import { ageInRegion } from './age';
import { REGION_TIME_ZONES, REGIONS, type Region } from './brands';
import { localDayStart, periodDay } from './periods';

/**
 * One age band: ages `min_age` ≤ age < `max_age` (whole years). `per_payment` caps one order,
 * `monthly` the sum of a calendar month's orders; null = no cap of that kind, 0 = no recharge.
 */
export interface RechargeBand {
  min_age: number;
  max_age: number;
  per_payment: number | null;
  monthly: number | null;
}
export type RechargeLimits = Record<Region, readonly RechargeBand[]>;

/** The currency each region's limits are written in. */
export const REGION_CURRENCY: Record<Region, 'CNY' | 'JPY'> = { default: 'CNY', japan: 'JPY' };

/**
 * Defaults (configurable: MINOR_RECHARGE_LIMITS). China (default region): under 8 no recharge;
 * 8–15: ¥50 a payment, ¥200 a month; 16–17: ¥100 a payment, ¥400 a month. Japan counts under-20
 * for payments: under 16 ¥5,000 a month, 16–19 ¥10,000 a month.
 */
export const MINOR_RECHARGE_LIMITS_DEFAULT: RechargeLimits = {
  default: [
    { min_age: 0, max_age: 8, per_payment: 0, monthly: 0 },
    { min_age: 8, max_age: 16, per_payment: 5_000, monthly: 20_000 },
    { min_age: 16, max_age: 18, per_payment: 10_000, monthly: 40_000 },
  ],
  japan: [
    { min_age: 0, max_age: 16, per_payment: null, monthly: 5_000 },
    { min_age: 16, max_age: 20, per_payment: null, monthly: 10_000 },
  ],
};

const isCap = (v: unknown) => v === null || (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);

/** Why a limits table is unusable (the server refuses to start on it), or null. */
export function rechargeLimitsProblem(limits: unknown): string | null {
  if (!limits || typeof limits !== 'object') return 'limits must be an object keyed by region';
  for (const region of REGIONS) {
    const bands = (limits as Record<string, unknown>)[region];
    if (!Array.isArray(bands)) return `${region}: a list of bands is required`;
    let last = 0;
    for (const [i, b] of bands.entries()) {
      const band = b as Partial<RechargeBand>;
      if (!Number.isInteger(band.min_age) || !Number.isInteger(band.max_age)) return `${region}[${i}]: whole-year ages are required`;
      if (band.min_age! < last || band.max_age! <= band.min_age!) return `${region}[${i}]: bands must be ordered and not overlap`;
      if (!isCap(band.per_payment) || !isCap(band.monthly)) return `${region}[${i}]: caps are whole numbers ≥ 0 or null`;
      last = band.max_age!;
    }
  }
  return null;
}

/** The region whose limits govern an order: its currency's region, else the user's. */
export function limitsRegionOf(currency: string, userRegion: Region): Region {
  const found = REGIONS.find((r) => REGION_CURRENCY[r] === currency);
  return found ?? userRegion;
}

/** The band holding this age in the region, or null (no limit: an adult for recharges). */
export function rechargeBandOf(limits: RechargeLimits, region: Region, age: number): RechargeBand | null {
  return limits[region].find((b) => age >= b.min_age && age < b.max_age) ?? null;
}

/** The band of a user with this birth date on the region's day at `at`. */
export function rechargeBandAt(limits: RechargeLimits, region: Region, birthDate: string, at: Date): RechargeBand | null {
  return rechargeBandOf(limits, region, ageInRegion(birthDate, at, region));
}

/** The region's calendar month holding `at`: `YYYY-MM`. */
export function rechargeMonth(at: Date, region: Region): string {
  return periodDay(at, REGION_TIME_ZONES[region]).slice(0, 7);
}

/** The first instant of the month after `month` (`YYYY-MM`) on the region's clock: when the monthly cap resets. */
export function rechargeMonthEnd(month: string, region: Region): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${String(y + 1).padStart(4, '0')}-01` : `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
  return localDayStart(`${next}-01`, REGION_TIME_ZONES[region]);
}

/** What is left of the month's cap after `used` (never below 0); null = no monthly cap. */
export function monthlyRemaining(band: RechargeBand, used: number): number | null {
  return band.monthly === null ? null : Math.max(0, band.monthly - used);
}

/** The largest single order this band may place now (per payment and the month's remainder); null = none. */
export function largestPayment(band: RechargeBand, used: number): number | null {
  const month = monthlyRemaining(band, used);
  if (band.per_payment === null) return month;
  return month === null ? band.per_payment : Math.min(band.per_payment, month);
}

export type RechargeVerdict =
  | { ok: true }
  /** blocked: this band may not recharge at all; per_payment: the order alone is above the cap; monthly: the month's remainder is too small */
  | { ok: false; reason: 'blocked' | 'per_payment' | 'monthly'; limit: number; remaining: number };

/** May a user of this band (null: no limits) who used `used` this month pay `price` now? */
export function rechargeVerdict(band: RechargeBand | null, used: number, price: number): RechargeVerdict {
  if (!band) return { ok: true };
  const remaining = monthlyRemaining(band, used);
  if (band.per_payment === 0 || band.monthly === 0) return { ok: false, reason: 'blocked', limit: 0, remaining: 0 };
  if (band.per_payment !== null && price > band.per_payment)
    return { ok: false, reason: 'per_payment', limit: band.per_payment, remaining: remaining ?? band.per_payment };
  if (remaining !== null && price > remaining) return { ok: false, reason: 'monthly', limit: band.monthly!, remaining };
  return { ok: true };
}

/** An amount of minor units as people read it: ¥5,000 (yen), ¥50 / ¥12.50 (yuan, from fen). */
export function formatMinorAmount(amount: number, currency: string): string {
  if (currency === 'JPY') return `¥${amount.toLocaleString('en-US')}`;
  const major = amount / 100;
  const text = Number.isInteger(major) ? major.toLocaleString('en-US') : major.toLocaleString('en-US', { minimumFractionDigits: 2 });
  return currency === 'CNY' ? `¥${text}` : `${text} ${currency}`;
}
