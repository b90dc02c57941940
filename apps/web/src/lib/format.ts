/** Number and date formatting shared by the H5 pages (one Intl formatter per locale, cached). */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** 12,345 in the page's language. */
export function formatNumber(n: number, locale: string): string {
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numberFormats.set(locale, f);
  }
  return f.format(n);
}

/** A calendar date in the page's language (2026年1月5日 in ja, Jan 5, 2026 in en); bad input comes back as is. */
export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}
