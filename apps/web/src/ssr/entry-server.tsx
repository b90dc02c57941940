/**
 * The server renderer of the public pages (routes marked `ssr` in app/routes/tables.ts: official
 * homes, landing and download pages, legal documents). Built by `vite build --ssr` into
 * dist-ssr/ and loaded by the API server (apps/server/src/platform/page-render.ts), which puts
 * the markup into the page's `#root`: the reader sees the text before any script has loaded, and
 * the browser's first render draws over the same markup (app/router.tsx).
 *
 * The page is rendered with the browser's own start-up rules (app/bootstrap.ts) from what the
 * request tells (address, host, Accept-Language, the Access-Token cookie); what only the browser
 * knows (stored language, screen width, platform) the browser corrects on its first render.
 * Answers the page asks for (lib/use-request) are fetched through the server's in-process
 * transport and rendered in a second pass; they travel with the page (lib/ssr-data).
 */
import { acceptedLanguages, type BrandId, type Locale, normalizeLocale, platformOf } from '@app/shared';
import type { Resource } from 'i18next';
import { renderToString } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { runStartup } from '../app/bootstrap';
import { buildRoutes, type H5RouteHandle } from '../app/router';
import { setAppState } from '../app/startup';
import { type ThemeAttributes, themeOf } from '../app/theme';
import { I18N_OPTIONS, i18n } from '../lib/i18n';
import { type SsrTransport, setSsrTransport, withSeeds } from '../lib/ssr-data';
import { readCookie } from '../lib/storage';

export type { SsrTransport };

export interface SsrRequest {
  /** path and query, as received */
  url: string;
  host: string | undefined;
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  userAgent: string | undefined;
}

export interface SsrPage {
  /** the markup of `#root` */
  html: string;
  /** the answers the page was rendered with (lib/ssr-data), for `<script id="ssr-data">` */
  data: Record<string, unknown>;
  locale: Locale;
  title: string;
  theme: ThemeAttributes;
}

const none = { get: () => null, set: () => undefined };

const handlers = new Map<BrandId, ReturnType<typeof createStaticHandler>>();
function handlerOf(brand: BrandId) {
  let h = handlers.get(brand);
  if (!h) {
    h = createStaticHandler(buildRoutes(brand, false));
    handlers.set(brand, h);
  }
  return h;
}

let ready: Promise<void> | null = null;

/** Loads every locale's strings (they are part of this bundle) and sets the API transport. */
export function init(transport: SsrTransport): Promise<void> {
  setSsrTransport(transport);
  ready ??= (async () => {
    const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json', { eager: true });
    const resources: Resource = {};
    for (const [file, mod] of Object.entries(files)) {
      const m = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
      if (!m?.[1] || !m[2]) continue;
      resources[m[1]] ??= {};
      (resources[m[1]] as Record<string, unknown>)[m[2]] = mod.default;
    }
    await i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: 'en', resources, ns: Object.keys(resources.en ?? {}), initAsync: false });
  })();
  return ready;
}

/** The page's markup, or null when the route is not server-rendered (or would redirect). */
export async function render(req: SsrRequest): Promise<SsrPage | null> {
  if (!ready) throw new Error('ssr: init() first');
  await ready;
  const href = `http://${req.host || 'localhost'}${req.url.startsWith('/') ? req.url : `/${req.url}`}`;
  let state: ReturnType<typeof runStartup>;
  try {
    state = runStartup({
      href,
      local: none,
      session: none,
      cookieToken: readCookie('Access-Token', req.cookie ?? ''),
      browserLanguages: acceptedLanguages(req.acceptLanguage),
    });
  } catch {
    return null; // an address the URL parser refuses: the browser shows what it makes of it
  }
  if (state.token) return null; // a signed-in reader's page depends on them: the browser renders it

  const handler = handlerOf(state.brand.id);
  // most pages are not server-rendered: decided by the route before anything is loaded
  const matched = matchRoutes(handler.dataRoutes, new URL(href).pathname);
  if (!(matched?.[matched.length - 1]?.route.handle as H5RouteHandle | undefined)?.ssr) return null;
  const context = await handler.query(new Request(href));
  if (context instanceof Response) return null;
  const handle = context.matches[context.matches.length - 1]?.route.handle as H5RouteHandle | undefined;
  if (!handle?.ssr || context.errors) return null;

  const startLocale = state.locale.locale;
  const reader = { href, platform: platformOf(req.userAgent ?? '', 0), channel: state.channel };
  const draw = (data: Record<string, unknown>) => {
    // one synchronous render at a time: the shared start-up state and language are this request's
    setAppState({ brand: state.brand, lightTheme: state.lightTheme, debug: false, locale: startLocale, localeExplicit: false });
    void i18n.changeLanguage(startLocale);
    if (i18n.language !== startLocale) throw new Error(`ssr: language ${startLocale} did not apply`);
    const pass = withSeeds(data, reader, () =>
      renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />),
    );
    // a page that fixes its language (the Japanese landing pages) switched to it while rendering
    return { ...pass, locale: (normalizeLocale(i18n.language) ?? startLocale) as Locale };
  };

  const data: Record<string, unknown> = {};
  let pass = draw(data);
  if (pass.wanted.size > 0) {
    const answers = await Promise.allSettled([...pass.wanted].map(async ([key, fetch]) => [key, await fetch()] as const));
    for (const a of answers) if (a.status === 'fulfilled') data[a.value[0]] = a.value[1];
    // what failed is left to the browser, which shows its own loading and retry states
    if (Object.keys(data).length > 0) pass = draw(data);
  }
  const locale = pass.locale;
  const pageTitle = i18n.t(handle.titleKey, { lng: locale, defaultValue: '' });
  const brandName = state.brand.displayName;
  return {
    html: pass.result,
    data,
    locale,
    title: pageTitle ? `${pageTitle} - ${brandName}` : brandName,
    theme: themeOf(state.brand, state.lightTheme),
  };
}
