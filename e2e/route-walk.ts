import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { PHONE, SCREENSHOT_DIR } from './harness';

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

/**
 * The acceptance walk of the route issues: opens each visit at 375×812 (signed in with `token`
 * when given) and answers what is wrong — the not-found page, the placeholder frame, an uncaught
 * error, a console error, a page still loading after 10 s, (almost) no text, a translation key or
 * an unfilled `{{…}}` on screen. Each page is photographed as `<shotPrefix>-<lang>-<brand>_<path>.png`.
 */
export async function walkRoutes(
  browser: Browser,
  baseUrl: string,
  visits: readonly Visit[],
  opts: { shotPrefix: string; locale?: string; token?: string },
): Promise<string[]> {
  const keys = translationKeys();
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: opts.locale });
  if (opts.token) await context.addInitScript((t) => localStorage.setItem('token', t), opts.token);
  const failures: string[] = [];
  let current = '';
  const page = await context.newPage();
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
    if (await page.getByTestId('placeholder-frame').count()) failures.push(`${current}: placeholder frame`);
    const text = await page.evaluate(() => document.body.innerText);
    // a state card of a few CJK characters is a real page; fewer than 8 characters is not
    if (text.trim().length < 8) failures.push(`${current}: (almost) empty page`);
    if (text.includes('{{')) failures.push(`${current}: an unfilled placeholder`);
    const shown = keys.filter((k) => text.includes(k));
    if (shown.length) failures.push(`${current}: translation keys on screen: ${shown.slice(0, 3).join(', ')}`);
    const name = `${v.brand}${v.path.replace(/[^\w]+/g, '_')}`.replace(/_+$/, '');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${opts.shotPrefix}-${v.lang ?? opts.locale ?? 'en'}-${name}.png`) });
  }
  await context.close();
  return failures;
}
