/**
 * Start-up rules of spec 4, written against injected storage so they are unit-tested.
 * The browser wiring is in main.tsx.
 */
import { type Brand, type LocaleResult, resolveBrand, resolveLocale } from '@app/shared';
import { KEYS } from '../lib/storage';

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

export interface StartupEnv {
  /** the full address, e.g. location.href */
  href: string;
  local: KeyValueStore;
  session: KeyValueStore;
  /** the Access-Token cookie */
  cookieToken: string | null;
  browserLanguages: readonly string[];
}

export interface StartupState {
  brand: Brand;
  token: string | null;
  tokenSource: 'query' | 'storage' | 'cookie' | null;
  lightTheme: boolean;
  locale: LocaleResult;
  channel: string | null;
  /** set when the address must be rewritten (the token was in it) */
  cleanUrl: string | null;
}

export function runStartup(env: StartupEnv): StartupState {
  const url = new URL(env.href);
  const q = url.searchParams;

  const channel = q.get('channel');
  if (channel) env.session.set(KEYS.channel, channel);

  let token: string | null = null;
  let tokenSource: StartupState['tokenSource'] = null;
  let cleanUrl: string | null = null;
  const queryToken = q.get('access_token');
  if (queryToken) {
    token = queryToken;
    tokenSource = 'query';
    env.local.set(KEYS.token, queryToken);
    // a token must not stay in the address bar, history or referrers (DESIGN "Web security")
    q.delete('access_token');
    const search = q.toString();
    cleanUrl = `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
  } else if (env.local.get(KEYS.token)) {
    token = env.local.get(KEYS.token);
    tokenSource = 'storage';
  } else if (env.cookieToken) {
    token = env.cookieToken;
    tokenSource = 'cookie';
  }

  const lightQuery = q.get('light_theme');
  if (lightQuery !== null) env.local.set(KEYS.lightTheme, lightQuery);

  const brand = resolveBrand({ appName: q.get('app_name'), host: url.hostname });
  const lightTheme = brand.forceLightTheme || env.local.get(KEYS.lightTheme) === 'true';

  const locale = localeFor(url.pathname, url.search, env.local.get(KEYS.language), env.browserLanguages);

  return { brand, token, tokenSource, lightTheme, locale, channel: channel || null, cleanUrl };
}

export function localeFor(pathname: string, search: string, stored: string | null, browser: readonly string[]): LocaleResult {
  const q = new URLSearchParams(search);
  return resolveLocale({ query: q.get('app-language'), stored, browser, pathname, pkg: q.get('_pkg') });
}
