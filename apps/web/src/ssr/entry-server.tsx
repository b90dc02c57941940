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
import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptedLanguages, type BrandId, type Envelope, type Locale, normalizeLocale, platformOf } from '@app/shared';
import { type Query, QueryClient, skipToken } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import { renderToString } from 'preact-render-to-string';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { runStartup } from '../app/bootstrap';
import { buildRoutes, type H5RouteHandle } from '../app/router';
import { setAppState } from '../app/startup';
import { type ThemeAttributes, themeOf } from '../app/theme';
import { I18N_OPTIONS, i18n } from '../lib/i18n';
import { QUERY_SEED_KEY, type QuerySeed, setRenderQueryClient } from '../lib/query';
import { setSsrTransport, withSeeds } from '../lib/ssr-data';
import { readCookie } from '../lib/storage';

/** How the renderer reaches the API: in-process, signed by the server, as the reader (`token`). */
export type SsrTransport = (
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, unknown>,
  token: string | null,
) => Promise<Envelope>;

/** the token of the request whose answers are being fetched (fetches run concurrently across requests) */
const requestToken = new AsyncLocalStorage<string | null>();
/** rounds of fetching at most: a query enabled by another's answer is fetched in the next round */
const FETCH_ROUNDS = 3;

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
  /** whose page it is: the browser adopts the markup only when it finds the same reader (app/start.tsx) */
  reader: RenderedReader;
}

/** Who a page was rendered for: nobody, or the session of the address's token or of the cookie. */
export type RenderedReader = 'anonymous' | 'query' | 'cookie';

const none = { get: () => null, set: () => undefined };

const handlers = new Map<BrandId, ReturnType<typeof createStaticHandler>>();
function handlerOf(brand: BrandId) {
  let h = handlers.get(brand);
  if (!h) {
    h = createStaticHandler(buildRoutes(brand));
    handlers.set(brand, h);
  }
  return h;
}

let ready: Promise<void> | null = null;

/** Loads every locale's strings (they are part of this bundle) and sets the API transport. */
export function init(transport: SsrTransport): Promise<void> {
  setSsrTransport((method, path, params) => transport(method, path, params, requestToken.getStore() ?? null));
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

/** Queries a render asked for that have no answer yet and may be asked (enabled, with a function). */
function unfetched(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => {
      if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false;
      if (!q.options.queryFn || q.options.queryFn === skipToken) return false;
      const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return (typeof enabled === 'function' ? enabled(q) : enabled) !== false;
    });
}

/** renderToString's answer to a part that suspended (a React.lazy part on its first render) */
const SUSPENDED = /renderToStringAsync/;
const LAZY_TRIES = 3;

/**
 * A part a page loads when it is shown (React.lazy: the CP board's panel) suspends on its first
 * render. Its code is in this bundle, so it has loaded a moment later and the page is drawn again,
 * whole; each draw stays synchronous (the start-up state and the language are shared).
 */
async function drawLoaded<T>(draw: (data: Record<string, unknown>) => T, data: Record<string, unknown>): Promise<T> {
  for (let tries = 1; ; tries++) {
    try {
      return draw(data);
    } catch (err) {
      if (tries >= LAZY_TRIES || !(err instanceof Error && SUSPENDED.test(err.message))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

/** The page's markup, or null when the route is not server-rendered (or would redirect). */
export async function render(req: SsrRequest): Promise<SsrPage | null> {
  if (!ready) throw new Error('ssr: init() first');
  await ready;
  const origin = `http://${req.host || 'localhost'}`;
  const asked = `${origin}${req.url.startsWith('/') ? req.url : `/${req.url}`}`;
  let state: ReturnType<typeof runStartup>;
  try {
    state = runStartup({
      href: asked,
      local: none,
      session: none,
      cookieToken: readCookie('Access-Token', req.cookie ?? ''),
      browserLanguages: acceptedLanguages(req.acceptLanguage),
    });
  } catch {
    return null; // an address the URL parser refuses: the browser shows what it makes of it
  }
  // the page as the browser will have it: without the token in its address (links drawn from it)
  const href = state.cleanUrl ? `${origin}${state.cleanUrl}` : asked;
  const token = state.token;

  const handler = handlerOf(state.brand.id);
  // most pages are not server-rendered: decided by the route before anything is loaded
  const matched = matchRoutes(handler.dataRoutes, new URL(href).pathname);
  if (!(matched?.[matched.length - 1]?.route.handle as H5RouteHandle | undefined)?.ssr) return null;
  const context = await handler.query(new Request(href));
  if (context instanceof Response) return null;
  const handle = context.matches[context.matches.length - 1]?.route.handle as H5RouteHandle | undefined;
  if (!handle?.ssr || context.errors) return null;

  const startLocale = state.locale.locale;
  const reader = { href, platform: platformOf(req.userAgent ?? '', 0), channel: state.channel, token };
  // this request's own query cache: answers never cross readers
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const draw = (data: Record<string, unknown>) => {
    // one synchronous render at a time: the shared start-up state and language are this request's
    setAppState({ brand: state.brand, lightTheme: state.lightTheme, debug: false, locale: startLocale, localeExplicit: false });
    void i18n.changeLanguage(startLocale);
    if (i18n.language !== startLocale) throw new Error(`ssr: language ${startLocale} did not apply`);
    setRenderQueryClient(queries);
    const pass = (() => {
      try {
        return withSeeds(data, reader, () =>
          renderToString(
            <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
          ),
        );
      } finally {
        setRenderQueryClient(null);
      }
    })();
    // a page that fixes its language (the Japanese landing pages) switched to it while rendering
    return { ...pass, locale: (normalizeLocale(i18n.language) ?? startLocale) as Locale };
  };

  const data: Record<string, unknown> = {};
  let pass = await drawLoaded(draw, data);
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    const wanted = [...pass.wanted];
    const pending = unfetched(queries);
    if (wanted.length === 0 && pending.length === 0) break;
    const got = await requestToken.run(token, async () => {
      const [answers, fetched] = await Promise.all([
        Promise.allSettled(wanted.map(async ([key, fetch]) => [key, await fetch()] as const)),
        Promise.allSettled(pending.map((q) => q.fetch())),
      ]);
      for (const a of answers) if (a.status === 'fulfilled') data[a.value[0]] = a.value[1];
      return answers.some((a) => a.status === 'fulfilled') || fetched.some((a) => a.status === 'fulfilled');
    });
    // what failed is left to the browser, which shows its own loading and retry states
    if (!got) break;
    pass = await drawLoaded(draw, data);
  }
  const answered: QuerySeed[] = queries
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'success')
    .map((q) => ({ key: q.queryKey, data: q.state.data, at: q.state.dataUpdatedAt }));
  if (answered.length > 0) data[QUERY_SEED_KEY] = answered;
  const locale = pass.locale;
  const pageTitle = i18n.t(handle.titleKey, { lng: locale, defaultValue: '' });
  const brandName = state.brand.displayName;
  return {
    html: pass.result,
    data,
    locale,
    title: pageTitle ? `${pageTitle} - ${brandName}` : brandName,
    theme: themeOf(state.brand, state.lightTheme),
    reader: token ? (state.tokenSource === 'query' ? 'query' : 'cookie') : 'anonymous',
  };
}
