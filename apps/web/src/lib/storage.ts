/** Storage access that never throws (private mode, disabled storage, sandboxed web views). */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
};

export function readCookie(name: string, cookieText: string = safe(() => document.cookie, '')): string | null {
  for (const part of cookieText.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      console.error('[session] could not decode the %s cookie', name);
      return raw || null;
    }
  }
  return null;
}

/** Storage keys of spec 3. */
export const KEYS = {
  token: 'token',
  lightTheme: 'light_theme',
  channel: 'channel',
  language: 'language',
  adminAccess: 'admin_access_token',
  adminRefresh: 'admin_refresh_token',
  adminId: 'admin_id',
  /** this browser's referral visitor id (lib/visitor.ts) */
  visitorId: 'visitor_id',
} as const;
