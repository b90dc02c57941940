/** Day and minute: `2026/11/22 09:05` (in the locale's order and clock). */
export const TIME_TO_MINUTE: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/**
 * A server time (ISO) in the console's locale: `—` when there is none, the raw text when it does
 * not parse. `options` as for `Date#toLocaleString` (none: the locale's full date and time).
 */
export function formatTime(iso: string | null | undefined, locale: string, options?: Intl.DateTimeFormatOptions): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(locale, options);
}

/** As `TIME_TO_MINUTE`, always on a 24-hour clock. */
export const TIME_TO_MINUTE_24H: Intl.DateTimeFormatOptions = { ...TIME_TO_MINUTE, hour12: false };
