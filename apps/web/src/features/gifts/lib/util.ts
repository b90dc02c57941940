import { REQUEST_ID_PATTERN } from '@app/shared';

/** A fresh idempotency key for one intended send (REQUEST_ID_PATTERN: 8–64 of [A-Za-z0-9_-]). */
export function newRequestId(): string {
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
  const id = `g${Date.now().toString(36)}${random}`;
  if (!REQUEST_ID_PATTERN.test(id)) throw new Error('bad request id');
  return id;
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

/** `/h5/login?app_name=…` keeping the brand of the page we came from. */
export function loginHref(search: string): string {
  const appName = new URLSearchParams(search).get('app_name');
  return appName ? `/h5/login?${new URLSearchParams({ app_name: appName }).toString()}` : '/h5/login';
}

/** stable keys for loading placeholders */
export const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
