/** Small helpers of the guild pages. */
export function formatDay(iso: string | null, locale: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** Basis points as a percentage ("10%", "12.5%"). */
export const percent = (bp: number): string => `${Number((bp / 100).toFixed(2))}%`;
