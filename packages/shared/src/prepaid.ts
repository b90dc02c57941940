/**
 * Prepaid balance monitor (Japan's Payment Services Act, 資金決済法): an issuer of prepaid value
 * whose unused balance exceeds ¥10,000,000 on a base date (31 March, 30 September) must register
 * it and deposit half. The console shows each brand's unused paid coins, their yen value and a
 * projection at the next base dates. Pure rules, shared by the server and the console.
 */

/** The base dates of each year (MM-DD). */
export const PREPAID_BASE_DATES = ['03-31', '09-30'] as const;
/** The legal line (yen) unless PREPAID_THRESHOLD_JPY configures another. */
export const PREPAID_DEFAULT_THRESHOLD_JPY = 10_000_000;
/** Days of snapshots the trend is read from. */
export const PREPAID_TREND_DAYS = 30;

/** The next `n` base dates on or after `today` (YYYY-MM-DD). */
export function nextBaseDates(today: string, n = 2): string[] {
  const out: string[] = [];
  let year = Number(today.slice(0, 4));
  while (out.length < n) {
    for (const md of PREPAID_BASE_DATES) {
      const day = `${year}-${md}`;
      if (day >= today && out.length < n) out.push(day);
    }
    year++;
  }
  return out;
}

/** A user's unused paid coins: what they hold, up to what they bought (free coins count first as spent). */
export const unusedPaidCoins = (balance: number, paidCoins: number): number => Math.max(0, Math.min(balance, paidCoins));

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * The value at `target` on the straight line through the first and last snapshots (days ascending),
 * never below zero; the last value when there is under a day of history.
 */
export function projectValue(history: ReadonlyArray<{ day: string; value: number }>, target: string): number {
  const last = history.at(-1);
  if (!last) return 0;
  const first = history[0]!;
  const spanDays = (dayMs(last.day) - dayMs(first.day)) / 86_400_000;
  if (spanDays < 1) return last.value;
  const perDay = (last.value - first.value) / spanDays;
  const ahead = Math.max(0, (dayMs(target) - dayMs(last.day)) / 86_400_000);
  return Math.max(0, Math.floor(last.value + perDay * ahead));
}
