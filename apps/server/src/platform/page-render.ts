/**
 * Server rendering of the public pages (official homes, landing and download pages, legal
 * documents): the web build's renderer (apps/web/src/ssr/entry-server.tsx, built into
 * `<WEB_DIST>-ssr/entry-server.mjs`) draws the page for the request, and its markup goes into the
 * page's `#root`, so a first-time visitor on a slow phone reads the page before any script has
 * arrived (Lighthouse: LCP from ~1.8 s to the HTML's own time). The browser then draws over the
 * same markup. Pages the renderer does not take (signed-in state, every other route) and any
 * failure fall back to the page as built: the browser renders it, as before.
 *
 * The renderer reaches the API in-process (`app.inject`, signed with the pages' key, so the same
 * validation and errors apply). Answers are cached per address, language and platform for a
 * minute (a published legal document shows within that minute).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Envelope, intlWarmStatement, platformOf, signParams, toQueryValues } from '@app/shared';
import type { FastifyInstance } from 'fastify';

interface SsrPage {
  html: string;
  data: Record<string, unknown>;
  locale: string;
  title: string;
  theme: { vars: Record<string, string>; brand: string; theme: string };
  /** who it was rendered for (`anonymous`, `query`, `cookie`): the browser adopts it only for the same reader */
  reader?: string;
}

type SsrTransport = (method: 'GET' | 'POST', path: string, params: Record<string, unknown>, token: string | null) => Promise<Envelope>;

interface SsrModule {
  init(transport: SsrTransport): Promise<void>;
  render(req: RenderRequest): Promise<SsrPage | null>;
}

export interface RenderRequest {
  url: string;
  host: string | undefined;
  acceptLanguage: string | undefined;
  cookie: string | undefined;
  userAgent: string | undefined;
}

export type PageRenderer = (html: string, req: RenderRequest) => Promise<string>;

const CACHE_TTL_MS = 60_000;
const CACHE_SIZE = 500;
/** a render waits this long for its data at most; then the browser renders the page */
const RENDER_TIMEOUT_MS = 2_000;

/** The renderer's directory for a web build directory (`apps/web/dist` → `apps/web/dist-ssr`). */
export function ssrDirOf(webDist: string): string {
  return `${webDist.replace(/[\\/]+$/, '')}-ssr`;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** JSON inside `<script type="application/json">`: no `<` can end the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A rendered page loads its code after its first contentful paint, as the browser reports it
 * (paint timing; after the next frame where that is missing; after 3 s at the latest): the
 * reader has the page already, and code requested before that paint competes with it (and
 * Lighthouse's simulation charges every request started before LCP to LCP). The page's module
 * preloads go with it, four to a task after the entry (each costs a phone some milliseconds, and
 * twenty in one task held the main thread ~90 ms at Lighthouse's 4× slowdown). Before them, in a
 * task of its own (a blob and a worker cost the main thread a few milliseconds), it starts the Intl
 * warm-up worker (shared `intl-warm.ts`): the ICU data is loaded off the main thread while the
 * entry downloads, not in the page's take-over. Inline, allowed by its hash in the CSP
 * (`AFTER_PAINT_CSP`); a hidden tab (no frames) loads at once.
 */
export const AFTER_PAINT_LOADER =
  `(function(s){function warm(){${intlWarmStatement('document.documentElement.lang')}}` +
  "var d=s.dataset,done=0;function go(){if(done++)return;var m=document.createElement('script');m.type='module';m.crossOrigin='';m.src=d.entry;document.head.appendChild(m);var q=(d.preload||'').split(' ').filter(Boolean);(function next(){q.splice(0,4).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});if(q.length)setTimeout(next,0)})()}function later(){setTimeout(warm,0);setTimeout(go,0)}if(document.visibilityState==='hidden')return go();var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}}).observe({type:'paint',buffered:true});setTimeout(go,3000)}else requestAnimationFrame(later)})(document.currentScript)";
export const AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64')}'`;

/**
 * The Intl warm-up for a page the server sends without rendering it (a page its code draws, the
 * console): at the end of the body, at once, since such a page's first formatter comes as soon as
 * its code and language file are in. Allowed by its hash in the CSP (`INTL_WARM_CSP`).
 */
export const INTL_WARM_SCRIPT = intlWarmStatement('document.documentElement.lang');
export const INTL_WARM_CSP = `'sha256-${createHash('sha256').update(INTL_WARM_SCRIPT).digest('base64')}'`;

/** A page's HTML with the Intl warm-up, unless its after-paint loader starts it (a rendered page). */
export function withIntlWarm(html: string): string {
  if (html.includes(AFTER_PAINT_LOADER)) return html;
  return html.replace('</body>', `<script>${INTL_WARM_SCRIPT}</script></body>`);
}

/** The built page's entry script and module preloads, moved behind the first paint. */
function loadAfterPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const loader = `<script data-entry="${escapeAttr(entry[1] ?? '')}" data-preload="${escapeAttr(preloads.join(' '))}">${AFTER_PAINT_LOADER}</script>`;
  return html.replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '').replace(entry[0], loader);
}

/** Puts a rendered page into the built HTML: `<html>` attributes, title, `#root` and its data. */
export function mergePage(html: string, page: SsrPage): string {
  const style = Object.entries(page.theme.vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';');
  const htmlAttrs = `<html lang="${escapeAttr(page.locale)}" data-brand="${escapeAttr(page.theme.brand)}" data-theme="${escapeAttr(page.theme.theme)}" style="${escapeAttr(style)}">`;
  const data = Object.keys(page.data).length ? `<script type="application/json" id="ssr-data">${scriptJson(page.data)}</script>` : '';
  const title = page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return loadAfterPaint(html)
    .replace(/<html[^>]*>/, htmlAttrs)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace('<div id="root"></div>', `<div id="root" data-reader="${escapeAttr(page.reader ?? 'anonymous')}">${page.html}</div>${data}`);
}

/**
 * The request carries a user session (the apps' `access_token` in the address, or the
 * Access-Token cookie): its page is rendered with that reader's answers, so it is neither cached
 * here nor by anything between (`private, no-store`).
 */
export function isSignedInPage(url: string, cookie: string | undefined): boolean {
  return /[?&]access_token=[^&]/.test(url) || /(?:^|;\s*)Access-Token=[^;]/.test(cookie ?? '');
}

/** Inlined styles per page at most (about 6 KB compressed): more, and the page links them. */
const INLINE_CSS_MAX = 48 * 1024;

/**
 * A rendered page's stylesheets inline: each linked file is a request the first paint waits for
 * (on a slow phone a round trip each). Files whose text could close the element or that point at
 * other files by relative address stay linked.
 */
export function cssInliner(webDist: string): (html: string) => string {
  const files = new Map<string, string | null>();
  const read = (href: string): string | null => {
    if (!files.has(href)) {
      let css: string | null = null;
      const file = path.join(webDist, href);
      if (href.startsWith('/assets/') && !href.includes('..') && existsSync(file)) {
        css = readFileSync(file, 'utf8');
        if (/<\/style/i.test(css) || /url\(\s*(?!["']?data:)/i.test(css)) css = null;
      }
      files.set(href, css);
    }
    return files.get(href) ?? null;
  };
  return (html) => {
    let budget = INLINE_CSS_MAX;
    return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (tag, href: string) => {
      const css = read(href);
      if (css === null || css.length > budget) return tag;
      budget -= css.length;
      return `<style data-href="${escapeAttr(href)}">${css}</style><link rel="stylesheet" href="${escapeAttr(href)}" disabled>`;
    });
  };
}

/**
 * Loads the renderer of a web build; null when the build has none (an older build, or the web
 * app built without it): pages are then served as built.
 */
export async function loadPageRenderer(
  webDist: string,
  app: FastifyInstance,
  keys: { accessKey: string; secret: string },
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDirOf(webDist), 'entry-server.mjs');
  if (!existsSync(entry)) return null;
  const mod = (await import(pathToFileURL(entry).href)) as SsrModule;
  await mod.init(async (method, apiPath, params, token) => {
    const signed = signParams({ ...params }, keys);
    // a signed-in reader's answers are theirs: asked with their token, as their browser would
    const headers = { 'client-platform': 'web', ...(token ? { 'access-token': token } : {}) };
    const res =
      method === 'GET'
        ? await app.inject({ method, url: `${apiPath}?${new URLSearchParams(toQueryValues(signed))}`, headers })
        : await app.inject({ method, url: apiPath, payload: signed, headers });
    return res.json() as Envelope;
  });

  const inline = cssInliner(webDist);
  const cache = new Map<string, { at: number; page: SsrPage | null }>();
  return async (html, req) => {
    const key = [req.host, req.url, req.acceptLanguage, platformOf(req.userAgent ?? '')].join('|');
    // a signed-in reader's page is theirs: rendered for them alone, never cached
    const signedIn = isSignedInPage(req.url, req.cookie);
    let hit = signedIn ? undefined : cache.get(key);
    if (hit && performance.now() - hit.at > CACHE_TTL_MS) {
      cache.delete(key);
      hit = undefined;
    }
    let page: SsrPage | null;
    if (hit) {
      page = hit.page;
    } else {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), RENDER_TIMEOUT_MS);
      });
      let done = false;
      try {
        const out = await Promise.race([mod.render(req), timeout]);
        done = out !== 'timeout';
        page = out === 'timeout' ? null : out;
        if (!done) app.log.warn({ url: req.url }, 'page render too slow; the browser renders it');
      } catch (err) {
        app.log.warn({ err, url: req.url }, 'page render failed; the browser renders it');
        page = null;
      } finally {
        clearTimeout(timer);
      }
      // a slow or failed render is tried again next time
      if (done && !signedIn) {
        if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
        cache.set(key, { at: performance.now(), page });
      }
    }
    return page ? inline(mergePage(html, page)) : html;
  };
}
