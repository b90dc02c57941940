/** Runtime configuration served by the server as /app-config.js (see index.html). */
export interface AppConfig {
  accessKey: string;
  secret: string;
  demo: boolean;
  release: boolean;
  apiBase: string;
}

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

const FALLBACK: AppConfig = { accessKey: 'h5-web', secret: 'dev-secret', demo: false, release: false, apiBase: '' };

export function getAppConfig(): AppConfig {
  const raw = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return {
    accessKey: raw?.accessKey || FALLBACK.accessKey,
    secret: raw?.secret || FALLBACK.secret,
    demo: raw?.demo === true,
    release: raw?.release === true,
    apiBase: typeof raw?.apiBase === 'string' ? raw.apiBase.replace(/\/+$/, '') : FALLBACK.apiBase,
  };
}

/** Debug mode (spec 7): on unless this is a release build; ?release=true turns it off too. */
export function isDebug(search: string = typeof location === 'undefined' ? '' : location.search): boolean {
  if (getAppConfig().release) return false;
  return new URLSearchParams(search).get('release') !== 'true';
}
