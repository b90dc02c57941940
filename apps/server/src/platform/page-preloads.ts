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
  BRANDS,
  type BrandId,
  decodePathSegments,
  type Locale,
  type RouteMatcher,
  resolveBrand,
  resolveLocale,
  routeMatcher,
  themeOf,
} from '@app/shared';
import { BRAND_ASSET_BASE } from './brand-assets';

interface RoutePreload {
  path: string;
  name: string;
  /** the key of its title in the `routes` strings */
  titleKey?: string;
  js: string[];
  css: string[];
  ns: string[];
}

interface PreloadManifest {
  boot: string[];
  locales: Record<string, Record<string, string>>;
  /** each language's map of its namespace files (the page's strings load through it) */
  localeMaps?: Record<string, string>;
  routes: Record<string, RoutePreload[]>;
  /** the `routes` strings per language: page titles and `share_description` */
  titles?: Record<string, Record<string, unknown>>;
}

export interface PageRequest {
  /** path and query, as received */
  url: string;
  host: string | undefined;
  acceptLanguage: string | undefined;
  /** `http` or `https`, as the request arrived (behind a proxy: as the proxy reports it) */
  proto?: string;
}

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP', ko: 'ko_KR', 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW' };
/** stands for the request's own origin in the cached HTML (og:image must be an absolute address) */
const ORIGIN = '__PAGE_ORIGIN__';

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The page's own origin from its Host header; null for anything that is not a plain host name. */
export function pageOrigin(host: string | undefined, proto: string | undefined): string | null {
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) return null;
  const local = /^(localhost|127\.|\[::1\])/.test(host);
  return `${proto === 'http' || (local && proto !== 'https') ? 'http' : 'https'}://${host}`;
}

/**
 * The head of a page for its brand, route and language: `<html>` with the brand's theme (so
 * nothing paints in another brand's colours while the code loads), the page's title, its
 * description and the `og:` tags a shared link previews with (LINE, WeChat, X), the brand's
 * theme colour, icon and web manifest.
 */
function brandHead(
  html: string,
  x: { brand: BrandId; light: boolean; locale: Locale; title: string | null; description: string | null },
): string {
  const brand = BRANDS[x.brand];
  const theme = themeOf(brand, x.light);
  const style = Object.entries(theme.vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const title = x.title ? `${x.title} - ${brand.displayName}` : brand.displayName;
  const base = `${BRAND_ASSET_BASE}/${brand.id}`;
  const meta = [
    x.description && `<meta name="description" content="${escapeAttr(x.description)}">`,
    `<meta name="theme-color" content="${escapeAttr(theme.vars['--brand-bg'] ?? brand.theme.background)}">`,
    `<link rel="manifest" href="${base}/manifest.webmanifest">`,
    `<link rel="apple-touch-icon" href="${base}/icon-192.png">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeAttr(brand.displayName)}">`,
    `<meta property="og:title" content="${escapeAttr(title)}">`,
    x.description && `<meta property="og:description" content="${escapeAttr(x.description)}">`,
    `<meta property="og:image" content="${ORIGIN}${base}/share.png">`,
    '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    `<meta property="og:locale" content="${OG_LOCALES[x.locale]}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ]
    .filter(Boolean)
    .join('');
  const at = html.indexOf('</head>');
  const withMeta = at < 0 ? html : `${html.slice(0, at)}${meta}${html.slice(at)}`;
  return withMeta
    .replace(
      /<html[^>]*>/,
      `<html lang="${escapeAttr(x.locale)}" data-brand="${escapeAttr(theme.brand)}" data-theme="${theme.theme}" style="${escapeAttr(style)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(title)}</title>`)
    .replace('<link rel="icon" href="data:," />', `<link rel="icon" href="${base}/icon-192.png" />`);
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
  const manifest: PreloadManifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as PreloadManifest)
    : { boot: [], locales: {}, routes: {} };
  const matchers = new Map<string, RouteMatcher<RoutePreload>>();
  const matcherOf = (brand: BrandId) => {
    let m = matchers.get(brand);
    if (!m) {
      m = routeMatcher(manifest.routes[brand] ?? manifest.routes.default ?? []);
      matchers.set(brand, m);
    }
    return m;
  };
  const text = (locale: Locale, key: string | undefined): string | null => {
    const v = key ? manifest.titles?.[locale]?.[key] : undefined;
    return typeof v === 'string' && v ? v : null;
  };
  // bounded: brands × routes × languages × 2 themes
  const cache = new Map<string, string>();

  return (req) => {
    let url: URL;
    try {
      url = new URL(req.url, 'http://page.local');
    } catch {
      return html.replaceAll(ORIGIN, '');
    }
    const brand = resolveBrand({ appName: url.searchParams.get('app_name'), host: req.host }).id;
    const light = BRANDS[brand].forceLightTheme || url.searchParams.get('light_theme') === 'true';
    const pathname = decodePathSegments(url.pathname);
    const route = matcherOf(brand).match(pathname);
    const locale: Locale = resolveLocale({
      query: url.searchParams.get('app-language'),
      browser: acceptedLanguages(req.acceptLanguage),
      pathname,
      pkg: url.searchParams.get('_pkg'),
    }).locale;
    const key = `${brand}|${route?.name ?? ''}|${locale}|${light}`;
    let out = cache.get(key);
    if (out === undefined) {
      const files = manifest.locales[locale] ?? {};
      const map = manifest.localeMaps?.[locale];
      const ns = [...(map ? [map] : []), ...[...manifest.boot, ...(route?.ns ?? [])].flatMap((n) => (files[n] ? [files[n]] : []))];
      const links = [
        ...(route?.css ?? []).map((f) => `<link rel="stylesheet" href="/${f}">`),
        ...[...ns, ...(route?.js ?? [])].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ].join('');
      const at = html.indexOf('</head>');
      const hinted = at < 0 ? html : `${html.slice(0, at)}${links}${html.slice(at)}`;
      out = brandHead(hinted, {
        brand,
        light,
        locale,
        title: text(locale, route?.titleKey),
        description: text(locale, 'share_description'),
      });
      cache.set(key, out);
    }
    return out.replaceAll(ORIGIN, pageOrigin(req.host, req.proto) ?? '');
  };
}
