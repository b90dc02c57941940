/**
 * Runtime configuration from the server: inline in the page (`<script type="application/json"
 * id="app-config">`, data the CSP lets through, no request) when the server wrote the HTML, else
 * /app-config.js (index.html's script, which the server drops when it inlines).
 */
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

let inline: Partial<AppConfig> | null | undefined;
function inlineConfig(): Partial<AppConfig> | null {
  if (inline === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById('app-config')?.textContent;
    try {
      inline = text ? (JSON.parse(text) as Partial<AppConfig>) : null;
    } catch {
      inline = null;
    }
  }
  return inline;
}

export function getAppConfig(): AppConfig {
  const raw = typeof window === 'undefined' ? undefined : (window.__APP_CONFIG__ ?? inlineConfig() ?? undefined);
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
