import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodePathSegments, legalSlugOf, type RouteMatcher, routeMatcher } from '@app/shared';
import type { Browser } from 'playwright-core';
import { PHONE, SCREENSHOT_DIR, WEB_DIST, waitForTakeOver } from './harness';

/** One page of a walk: a path of a brand's table, in a language (else the browser's). */
export interface Visit {
  brand: string;
  path: string;
  lang?: string;
}

/** Every dotted key of the pages' locale files (a key shown as text means a missing translation). */
function translationKeys(): string[] {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/src/locales/en');
  const keys: string[] = [];
  const walk = (v: unknown, prefix: string) => {
    if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, prefix ? `${prefix}.${k}` : k);
    else if (prefix.includes('.')) keys.push(prefix);
  };
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.json'))) walk(JSON.parse(readFileSync(path.join(dir, f), 'utf8')), '');
  return keys;
}

interface TableRoute {
  path: string;
  name: string;
}

/** Each brand's route table as the build wrote it (dist/.vite/route-preloads.json). */
function brandTables(): Map<string, RouteMatcher<TableRoute>> {
  const file = path.join(WEB_DIST, '.vite/route-preloads.json');
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as { routes: Record<string, TableRoute[]> }).routes;
  return new Map(Object.entries(routes).map(([brand, table]) => [brand, routeMatcher(table)]));
}

/**
 * What is wrong with a link a page shows, in the brand's own table: a path no route of it answers
 * (the page would be not-found), or one only the generic legal-document route catches without
 * naming a document (a legal placeholder: the dead end of a link to another brand's page). The
 * router navigates within the table it was built with, so links are checked against the page's
 * brand. Links off the site, to the API, to files and the console are not pages of the table.
 */
export function linkProblem(table: RouteMatcher<TableRoute>, href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'http://page.local');
  if (/^\/(api|brand|assets)\//.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith('/h5/qyqyadmin')) {
    return null;
  }
  if (url.pathname === '/h5/login') return null;
  const pathname = decodePathSegments(url.pathname);
  const route = table.match(pathname);
  if (!route) return `${href}: no route`;
  if (route.name === 'legal_document' && !legalSlugOf(pathname.split('/')[2])) return `${href}: a legal placeholder`;
  return null;
}

/**
 * The acceptance walk of the route issues: opens each visit at 375×812 (signed in with `token`
 * when given) and answers what is wrong — the not-found page, an uncaught
 * error, a console error, a page still loading after 10 s, (almost) no text, a translation key or
 * an unfilled `{{…}}` on screen, or a link to a page the brand's table lacks (`linkProblem`). Each page is photographed as `<shotPrefix>-<lang>-<brand>_<path>.png`.
 */
export async function walkRoutes(
  browser: Browser,
  baseUrl: string,
  visits: readonly Visit[],
  opts: { shotPrefix: string; locale?: string; token?: string },
): Promise<string[]> {
  const keys = translationKeys();
  const tables = brandTables();
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: opts.locale });
  if (opts.token) await context.addInitScript((t) => localStorage.setItem('token', t), opts.token);
  const failures: string[] = [];
  let current = '';
  // a server-rendered page's markup first, then the page's code takes it over (a stored session's own page replaces it)
  const page = waitForTakeOver(await context.newPage());
  page.on('pageerror', (e) => failures.push(`${current}: uncaught ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') failures.push(`${current}: console ${m.text()}`);
  });
  for (const v of visits) {
    current = `${v.brand} ${v.path}${v.lang ? ` (${v.lang})` : ''}`;
    const query = new URLSearchParams({ app_name: v.brand, ...(v.lang && { 'app-language': v.lang }) });
    await page.goto(`${baseUrl}${v.path}${v.path.includes('?') ? '&' : '?'}${query}`, { waitUntil: 'load' });
    // the route's own content, not the shell's spinner (the UI kit gallery shows a loading
    // skeleton on purpose, inside its theme stages)
    await page
      .waitForFunction(() => ![...document.querySelectorAll('[aria-busy="true"]')].some((el) => !el.closest('.tl-stage')), null, {
        timeout: 10_000,
      })
      .catch(() => {
        failures.push(`${current}: still loading after 10 s`);
      });
    if (await page.getByTestId('not-found').count()) failures.push(`${current}: not-found page`);
    // a page between its loading state and its content has no text for a frame or two
    await page.waitForFunction(() => document.body.innerText.trim().length >= 8, null, { timeout: 3_000 }).catch(() => {});
    const text = await page.evaluate(() => document.body.innerText);
    // a state card of a few CJK characters is a real page; fewer than 8 characters is not
    if (text.trim().length < 8) failures.push(`${current}: (almost) empty page`);
    if (text.includes('{{')) failures.push(`${current}: an unfilled placeholder`);
    const shown = keys.filter((k) => text.includes(k));
    if (shown.length) failures.push(`${current}: translation keys on screen: ${shown.slice(0, 3).join(', ')}`);
    // every link on the page leads to a page of this brand's table
    const table = tables.get(v.brand) ?? tables.get('default');
    const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs)) {
      const problem = table ? linkProblem(table, href) : null;
      if (problem) failures.push(`${current}: link ${problem}`);
    }
    const name = `${v.brand}${v.path.replace(/[^\w]+/g, '_')}`.replace(/_+$/, '');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${opts.shotPrefix}-${v.lang ?? opts.locale ?? 'en'}-${name}.png`) });
  }
  await context.close();
  return failures;
}
