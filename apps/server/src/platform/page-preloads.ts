/**
 * Preload hints in the pages' HTML. Without them a page's code waits for the entry to run, and
 * its strings for its code: entry → locale files → page chunk → page strings, one round trip
 * after another before anything paints (Lighthouse on a slow phone: LCP 2.8–3.9 s). The build
 * writes which files each route loads (apps/web/scripts/route-preloads.mjs); for a page request
 * the server picks the route the router will pick (shared `routeMatcher`, react-router's ranking),
 * the brand as the page's start-up picks it, and the language as it will (query, Japan pages,
 * browser language), and adds `<link rel="modulepreload">` for the page's chunks and the locale
 * files and `<link rel="stylesheet">` for its CSS. A wrong guess costs bandwidth, never
 * correctness: the page loads what it needs either way.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  acceptedLanguages,
  type BrandId,
  decodePathSegments,
  type Locale,
  type RouteMatcher,
  resolveBrand,
  resolveLocale,
  routeMatcher,
} from '@app/shared';

interface RoutePreload {
  path: string;
  name: string;
  js: string[];
  css: string[];
  ns: string[];
}

interface PreloadManifest {
  boot: string[];
  locales: Record<string, Record<string, string>>;
  routes: Record<string, RoutePreload[]>;
}

export interface PageRequest {
  /** path and query, as received */
  url: string;
  host: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The page HTML for a request, with the hints of the page it shows; null when the build has no
 * index.html. Without a route-preloads file (an older build) the HTML is served as built.
 */
export function pageHtml(webDist: string, clientConfig: object): ((req: PageRequest) => string) | null {
  const indexPath = path.join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  // the client configuration inline, as data (no script request before the entry can start);
  // `<` escaped so no value can close the tag
  const configTag = `<script type="application/json" id="app-config">${JSON.stringify(clientConfig).replace(/</g, '\\u003c')}</script>`;
  const built = readFileSync(indexPath, 'utf8');
  const html = built.includes('<script src="/app-config.js"></script>')
    ? built.replace('<script src="/app-config.js"></script>', configTag)
    : built;
  const manifestPath = path.join(webDist, '.vite/route-preloads.json');
  if (!existsSync(manifestPath)) return () => html;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PreloadManifest;
  const matchers = new Map<string, RouteMatcher<RoutePreload>>();
  const matcherOf = (brand: BrandId) => {
    let m = matchers.get(brand);
    if (!m) {
      m = routeMatcher(manifest.routes[brand] ?? manifest.routes.default ?? []);
      matchers.set(brand, m);
    }
    return m;
  };
  const cache = new Map<string, string>();
  const at = html.indexOf('</head>');

  return (req) => {
    let url: URL;
    try {
      url = new URL(req.url, 'http://page.local');
    } catch {
      return html;
    }
    const brand = resolveBrand({ appName: url.searchParams.get('app_name'), host: req.host }).id;
    const pathname = decodePathSegments(url.pathname);
    const route = matcherOf(brand).match(pathname);
    const locale: Locale = resolveLocale({
      query: url.searchParams.get('app-language'),
      browser: acceptedLanguages(req.acceptLanguage),
      pathname,
      pkg: url.searchParams.get('_pkg'),
    }).locale;
    const key = `${brand}|${route?.name ?? ''}|${locale}`;
    let out = cache.get(key);
    if (out === undefined) {
      const files = manifest.locales[locale] ?? {};
      const ns = [...manifest.boot, ...(route?.ns ?? [])].flatMap((n) => (files[n] ? [files[n]] : []));
      const links = [
        ...(route?.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`),
        ...[...ns, ...(route?.js ?? [])].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('');
      out = at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
      cache.set(key, out);
    }
    return out;
  };
}
