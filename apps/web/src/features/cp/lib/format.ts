/** "2d 5h", "5h 12m", "12m": what is left of an invitation's 72 hours (never below a minute). */
export function timeLeftParts(seconds: number): { d: number; h: number; m: number } {
  const mins = Math.max(1, Math.ceil(Math.max(0, seconds) / 60));
  return { d: Math.floor(mins / 1440), h: Math.floor((mins % 1440) / 60), m: mins % 60 };
}

const formats = new Map<string, Intl.NumberFormat>();
export function formatNumber(n: number, locale: string): string {
  let f = formats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    formats.set(locale, f);
  }
  return f.format(n);
}

export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(iso));
}

/** Whole days since `iso` (the day the pair formed counts as day 1). */
export function daysTogether(iso: string, now: number = Date.now()): number {
  return Math.max(1, Math.floor((now - new Date(iso).getTime()) / 86_400_000) + 1);
}

/** A fresh idempotency key for one intended action (8–64 of [A-Za-z0-9_-]). */
export function newRequestId(prefix = 'cp'): string {
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${prefix}${Date.now().toString(36)}${random}`;
}
