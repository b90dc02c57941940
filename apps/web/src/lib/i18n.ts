import { DEFAULT_LOCALE, type Locale, normalizeLocale } from '@app/shared';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { useEffect } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import { KEYS, local } from './storage';

/**
 * i18next with one JSON file per locale and namespace (src/locales/<lng>/<ns>.json).
 * Each file is its own chunk and only the active locale's files are fetched.
 */
export const NAMESPACES = [
  'common',
  'routes',
  'admin',
  'ranking',
  'money',
  'club',
  'cp',
  'social',
  'staff',
  'risk',
  'notices',
  'support',
  'legal',
  'site',
  'tools',
  'referral',
  'games',
  'fairness',
  'draws',
  'hosts',
  'withdraw',
  'withdrawConsole',
  'traders',
  'tradersConsole',
  'guilds',
  'guildsConsole',
  'hostcard',
  'tribes',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
/** loaded before the first render; the console loads `admin` itself */
const BOOT_NAMESPACES: Namespace[] = ['common', 'routes'];

type JsonModule = { default: Record<string, unknown> };
type NamespaceLoaders = Record<string, () => Promise<JsonModule>>;
/**
 * Each language's map of namespace files is a chunk of its own (src/locales/loaders): the map of
 * every language's files, one hashed name each, weighed 2.6 KB gzip in the entry of every page.
 * The server's preload hints fetch the page language's map with the entry (platform/page-preloads.ts).
 */
const LANGUAGE_LOADERS: Record<string, () => Promise<{ default: NamespaceLoaders }>> = {
  en: () => import('../locales/loaders/en'),
  ja: () => import('../locales/loaders/ja'),
  ko: () => import('../locales/loaders/ko'),
  'zh-CN': () => import('../locales/loaders/zh-CN'),
  'zh-TW': () => import('../locales/loaders/zh-TW'),
};
const languageMaps = new Map<string, Promise<NamespaceLoaders>>();

function namespaceFile(language: string, namespace: string): Promise<Record<string, unknown>> {
  const loadMap = LANGUAGE_LOADERS[language];
  if (!loadMap) return Promise.resolve({});
  let map = languageMaps.get(language);
  if (!map) {
    map = loadMap().then((m) => m.default);
    // a failed fetch (offline) is tried again next time
    map.catch(() => languageMaps.delete(language));
    languageMaps.set(language, map);
  }
  return map.then((files) => {
    const load = files[`../${language}/${namespace}.json`];
    return load ? load().then((m) => m.default) : {};
  });
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    namespaceFile(language, namespace).then(
      (data) => callback(null, data as Parameters<ReadCallback>[1]),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** The options the browser and the server renderer (src/ssr) share. */
export const I18N_OPTIONS = {
  // every key exists in every locale (src/locales/locales.test.ts), so no second locale is fetched
  fallbackLng: false,
  supportedLngs: ['zh-CN', 'zh-TW', 'en', 'ja', 'ko'],
  load: 'currentOnly',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
  returnNull: false,
  showSupportNotice: false,
} as const;

export async function initI18n(locale: Locale): Promise<void> {
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({ ...I18N_OPTIONS, lng: locale, ns: BOOT_NAMESPACES });
  document.documentElement.lang = locale;
}

export function currentLocale(): Locale {
  return normalizeLocale(i18n.language) ?? DEFAULT_LOCALE;
}

let pinned: Locale | null = null;

/**
 * A page whose address fixes its language (the Japanese home, Wakoo's `/h5/wakoo/:lang`) pins it
 * while it is shown, so the layout's start-up language does not switch it back (and forth).
 */
export function pinLocale(locale: Locale | null): void {
  pinned = locale;
}

export function pinnedLocale(): Locale | null {
  return pinned;
}

/** Shows the page in `lng` while it is mounted (pinned; not stored as the user's choice); null leaves the language alone. */
export function usePinnedLocale(lng: Locale | null): void {
  const { i18n: inst } = useTranslation();
  useEffect(() => {
    pinLocale(lng);
    if (lng && inst.language !== lng) void changeLocale(lng);
    return () => pinLocale(null);
  }, [lng, inst.language]);
}

/** Switches the language; `persist` stores it as the user's choice (localStorage `language`). */
export async function changeLocale(locale: Locale, opts: { persist?: boolean } = {}): Promise<void> {
  if (opts.persist) local.set(KEYS.language, locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
