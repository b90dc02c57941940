/** Number and date formatting shared by the H5 pages (one Intl formatter per locale, cached). */

const numberFormats = new Map<string, Intl.NumberFormat>();

/** the languages whose integers are written 12,345 (and -12,345): all the pages' languages */
const COMMA_GROUPED = /^(en|ja|ko|zh)(-|$)/i;

/**
 * 12,345 in the page's language. Whole numbers in the pages' own languages are grouped here:
 * a page's first Intl formatter loads the language's ICU data, 40 ms on a mid-range phone's main
 * thread while the page starts (Lighthouse: the largest single cost of the club page's start).
 */
export function formatNumber(n: number, locale: string): string {
  if (Number.isSafeInteger(n) && COMMA_GROUPED.test(locale)) return groupDigits(n);
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numberFormats.set(locale, f);
  }
  return f.format(n);
}

/** -1234567 → "-1,234,567" */
export function groupDigits(n: number): string {
  const digits = String(Math.abs(n));
  let out = '';
  for (let end = digits.length; end > 0; end -= 3) out = `${digits.slice(Math.max(0, end - 3), end)}${out ? `,${out}` : ''}`;
  return n < 0 ? `-${out}` : out;
}

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A big number the way the page's language shortens it: 123.4万 (zh, ja), 1234万 and 1.2億 (ja),
 * 12만 (ko), 123K (en). Below 10,000 it is written out in full; shortened, it keeps at most one
 * decimal, and rounds down so a score is never shown above what it is.
 */
export function formatCompact(n: number, locale: string): string {
  if (Math.abs(n) < 10_000) return formatNumber(n, locale);
  let f = compactFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'trunc' } as Intl.NumberFormatOptions);
    compactFormats.set(locale, f);
  }
  return f.format(n);
}

/** A calendar date in the page's language (2026年1月5日 in ja, Jan 5, 2026 in en); bad input comes back as is. */
export function formatDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** The minor-unit digits of a currency as Intl knows them (CNY 2, JPY 0); an unknown code is taken as 2. */
const digitsOf = new Map<string, number>();
export function cashDigits(currency: string): number {
  let d = digitsOf.get(currency);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2;
    }
    digitsOf.set(currency, d);
  }
  return d;
}

const cashFormats = new Map<string, Intl.NumberFormat>();

/**
 * Cash in minor units as money in the page's language: 3000 CNY → ¥30 (zh-CN), CN¥30 (en); 300
 * JPY → ￥300 (ja). A whole amount drops its zero decimals; 1250 CNY → ¥12.50.
 */
export function formatCash(minor: number, currency: string, locale: string): string {
  const digits = cashDigits(currency);
  const major = minor / 10 ** digits;
  const fraction = Number.isInteger(major) ? 0 : digits;
  // Japanese writes yuan after the amount (30元); ICU's Japanese CNY symbol would put 元 in front
  if (currency === 'CNY' && locale.startsWith('ja')) {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(major)}元`;
  }
  const id = `${locale}|${currency}|${fraction}`;
  let f = cashFormats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction });
    cashFormats.set(id, f);
  }
  return f.format(major);
}
