/** Supported UI languages and the resolution rules of spec section 4. */
export const LOCALES = ['zh-CN', 'zh-TW', 'en', 'ja', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  en: 'English',
  ja: '日本語',
  ko: '한국어',
};

/**
 * Maps a language tag to a supported locale, or null when unknown.
 * Chinese with "tw" or "hant" (any case, any position) is Traditional, other Chinese is Simplified.
 */
export function normalizeLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = String(tag).trim().toLowerCase().replace(/_/g, '-');
  if (!t) return null;
  const primary = t.split('-')[0];
  switch (primary) {
    case 'zh':
      return /(^|-)(tw|hant|hk|mo)(-|$)/.test(t) ? 'zh-TW' : 'zh-CN';
    case 'en':
      return 'en';
    case 'ja':
      return 'ja';
    case 'ko':
      return 'ko';
    default:
      return null;
  }
}

/** the console's prefix (permissions.ts ADMIN_PREFIX; this module imports nothing) */
const CONSOLE_PREFIX = '/h5/qyqyadmin';

/** Japan pages always show Japanese (spec 4). */
export function isJapanPage(pathname: string): boolean {
  const p = pathname.toLowerCase();
  // the console speaks its operator's language: a desk path such as feedback/ucoo_ja is no Japan page
  if (p === CONSOLE_PREFIX || p.startsWith(`${CONSOLE_PREFIX}/`)) return false;
  return /^\/(jp|japan)(\/|$)/.test(p) || /^\/h5\/(japan|jp|ja)(\/|$)/.test(p) || /_(jp|ja)(\/|$)/.test(p) || p === '/h5/landing_page_jp';
}

export interface LocaleInput {
  /** the app-language query parameter */
  query?: string | null;
  /** the language stored earlier by the page */
  stored?: string | null;
  /** navigator.language(s), best first */
  browser?: readonly string[] | string | null;
  pathname?: string;
  /** the _pkg query parameter; "cupid" forces Japanese */
  pkg?: string | null;
}

export interface LocaleResult {
  locale: Locale;
  source: 'forced' | 'query' | 'stored' | 'browser' | 'fallback';
  /** a language was asked for but is not supported; the caller logs it */
  unknown?: string;
}

export function resolveLocale(input: LocaleInput): LocaleResult {
  if (input.pkg === 'cupid' || (input.pathname && isJapanPage(input.pathname))) {
    return { locale: 'ja', source: 'forced' };
  }
  let unknown: string | undefined;
  const candidates: Array<[LocaleResult['source'], string | null | undefined]> = [
    ['query', input.query],
    ['stored', input.stored],
  ];
  const browser = typeof input.browser === 'string' ? [input.browser] : (input.browser ?? []);
  for (const b of browser) candidates.push(['browser', b]);
  for (const [source, tag] of candidates) {
    if (!tag) continue;
    const locale = normalizeLocale(tag);
    if (locale) return unknown ? { locale, source, unknown } : { locale, source };
    unknown ??= tag;
  }
  return unknown ? { locale: DEFAULT_LOCALE, source: 'fallback', unknown } : { locale: DEFAULT_LOCALE, source: 'fallback' };
}

/** Accept-Language tags, best first (`ja-JP,ja;q=0.9,en;q=0.8` → ja-JP, ja, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((x) => x.tag);
}
