import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, demoFund, demoLogin, describeBrowser, PHONE } from './harness';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** `#root`'s markup (and what follows it in the body) in the page as the server sent it. */
function rootOf(html: string): string {
  const open = /<div id="root"[^>]*>/.exec(html);
  return open ? html.slice(open.index + open[0].length, html.indexOf('</body>')) : '';
}

/**
 * Records, from when the page has been parsed, every element the page's scripts take out of
 * `#root` and every text they rewrite (`window.__changed`).
 */
async function recordChanges(tab: Page): Promise<void> {
  await tab.addInitScript(() => {
    const w = window as unknown as { __changed: string[] };
    w.__changed = [];
    new MutationObserver((records) => {
      if (document.readyState === 'loading') return; // the parser's own insertions
      for (const r of records) {
        if (!document.getElementById('root')?.contains(r.target)) continue; // the page's own markup only
        if (r.type === 'characterData') w.__changed.push(`text: ${r.oldValue} → ${(r.target as Text).data}`);
        for (const n of r.removedNodes) if (n instanceof Element) w.__changed.push(`removed: ${n.outerHTML.slice(0, 80)}`);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  });
}

/** what a page asks on every visit whatever it was drawn with (the client's configuration, live tickets) */
const ALWAYS_ASKED = /\/(client-info|realtime\/ticket|socket)/;

describeBrowser('server-rendered public pages', () => {
  const suite = browserSuite();

  async function page(url: string, headers: Record<string, string> = {}): Promise<string> {
    const res = await fetch(`${suite.server.url}${url}`, { headers: { 'user-agent': IPHONE_UA, ...headers } });
    expect(res.status).toBe(200);
    return res.text();
  }

  it('sends the landing page drawn for the reader: language, platform, channel and brand', async () => {
    // compressed for a browser that accepts it
    const packed = await fetch(`${suite.server.url}/h5/landing_page?app_name=wakoo`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(packed.headers.get('content-encoding')).toBe('br');
    expect(packed.headers.get('vary')).toMatch(/accept-encoding/i);
    const html = await page('/h5/landing_page?app_name=wakoo&channel=ad_7', { 'accept-language': 'ja-JP,ja;q=0.9' });
    expect(html).toMatch(/<html lang="ja" data-brand="wakoo" data-theme="light" style="[^"]*--brand-primary:/);
    const root = rootOf(html);
    expect(root).toContain('data-testid="site-landing"');
    expect(root).toContain('data-platform="ios"');
    expect(root).toMatch(/<h1[^>]*>[^<]*Wakoo/);
    // the App Store link carries the channel (ct) for attribution
    expect(root).toMatch(/href="https:\/\/apps\.apple\.com\/[^"]*ct=ad_7/);
    expect(html).toMatch(/<title>[^<]+ - Wakoo<\/title>/);
    // its code loads after the first paint (with the page's chunks), through the loader the CSP allows
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toMatch(/<script data-entry="\/assets\/index-[\w-]+\.js" data-preload="[^"]*LandingPage-[\w-]+\.js[^"]*">/);

    const zh = rootOf(await page('/h5/landing_page?app_name=wakoo', { 'accept-language': 'zh-CN' }));
    expect(zh).not.toEqual(root);
    expect(zh).toMatch(/lang="zh-CN"/);
  });

  it('sends a legal document with its text and the answer it was drawn from', async () => {
    const html = await page('/h5/privacy?app_name=wakoo', { 'accept-language': 'ja' });
    const root = rootOf(html);
    expect(root).toContain('data-testid="legal-document"');
    expect(root).toMatch(/<h2 class="legal-title">[^<]*プライバシー/);
    const data = /<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1];
    expect(data).toBeTruthy();
    const seeded = JSON.parse(data!) as Record<string, { version: number; title: string }>;
    const doc = seeded['legal|privacy_policy|wakoo|ja'];
    expect(doc?.version).toBeGreaterThan(0);
    expect(root).toContain(doc!.title);
  });

  it("renders a signed-in reader's page with their own answers, for them alone", async () => {
    const [a, b] = await Promise.all([
      demoLogin(suite.server.url, 'user1.wakoo@demo.local'),
      demoLogin(suite.server.url, 'user2.wakoo@demo.local'),
    ]);
    await demoFund(suite.server.url, a.user.id, 1234);
    for (const who of [a, b]) {
      // as the apps open a page: the token in the address
      const res = await fetch(`${suite.server.url}/h5/recharge?app_name=wakoo&access_token=${encodeURIComponent(who.access_token)}`);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const html = await res.text();
      // the token is not in what was sent (links are drawn from the address without it)
      expect(html).not.toContain(who.access_token);
      expect(html).toContain('<div id="root" data-reader="query">');
      const seeded = JSON.parse(/<script type="application\/json" id="ssr-data">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
        'query-cache'?: { key: unknown[]; data: { balances?: Record<string, number> } }[];
      };
      const wallet = seeded['query-cache']?.find((q) => q.key[0] === 'wallet')?.data;
      const own = await apiCall<{ balances: Record<string, number> }>(suite.server.url, 'GET', '/api/v1/wallet', {}, who.access_token);
      expect(wallet?.balances).toEqual(own.balances);
      expect(rootOf(html)).toContain('data-testid="recharge-page"');
    }
    // an anonymous reader's ranking is rendered and shared; a page not marked for it is the browser's
    const rank = await fetch(`${suite.server.url}/h5/whole_rank?app_name=wakoo`);
    expect(rank.headers.get('cache-control')).toBe('no-cache');
    expect(rootOf(await rank.text())).toContain('data-testid="ranking-page"');
    const letters = await page('/h5/letters?app_name=wakoo');
    expect(letters).toContain('<div id="root"></div>');
    // its code loads at once, with its preloads
    expect(letters).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(letters).toContain('<link rel="modulepreload"');
  });

  it('adopts the markup for the reader it was drawn for, and draws its own for a session the server could not see', async () => {
    const me = await demoLogin(suite.server.url, 'user1.wakoo@demo.local');
    const context = await suite.browser.newContext({ viewport: PHONE, locale: 'ja-JP' });
    const tab = await context.newPage();
    const errors: string[] = [];
    tab.on('pageerror', (e) => errors.push(String(e)));
    const calls: string[] = [];
    tab.on('request', (r) => {
      if (r.url().includes('/api/v1/')) calls.push(new URL(r.url()).pathname);
    });
    await recordChanges(tab);
    // the money pages and the board, signed in as the apps open them: taken over, not drawn again
    // (no element taken away, no text rewritten), and their answers came with them
    for (const [url, ready] of [
      ['/h5/jp/club?app_name=wakoo', 'club-page'],
      ['/h5/recharge?app_name=wakoo', 'recharge-page'],
      ['/h5/member/wakoo?app_name=wakoo', 'member-page'],
      ['/h5/whole_rank?app_name=wakoo', 'ranking-page'],
    ] as const) {
      calls.length = 0;
      await tab.goto(`${suite.server.url}${url}&access_token=${encodeURIComponent(me.access_token)}`);
      await tab.getByTestId(ready).waitFor();
      await tab.locator('#root[data-mounted]').waitFor({ state: 'attached' });
      await tab.waitForLoadState('networkidle');
      expect(tab.url(), url).not.toContain('access_token');
      await expect(
        tab.evaluate(() => (window as unknown as { __changed: string[] }).__changed),
        url,
      ).resolves.toEqual([]);
      expect(
        calls.filter((c) => !ALWAYS_ASKED.test(c)),
        url,
      ).toEqual([]);
    }
    await expect(tab.getByTestId('ranking-page').getAttribute('data-state')).resolves.not.toBe('loading');
    expect(errors).toEqual([]);
    // the next visit without the token in the address: the server draws it for nobody, this
    // browser has the session stored, so it draws the reader's own page
    calls.length = 0;
    await tab.goto(`${suite.server.url}/h5/jp/club?app_name=wakoo`);
    await tab.locator('#root[data-mounted]').waitFor({ state: 'attached' });
    await expect(tab.locator('#root').getAttribute('data-reader')).resolves.toBe('anonymous');
    await tab.locator('[data-testid="club-page"]:not([data-state="loading"])').waitFor();
    await tab.waitForLoadState('networkidle');
    expect(calls).toContain('/api/v1/club');
    await expect(tab.getByTestId('club-page').getAttribute('data-state')).resolves.toMatch(/^(member|guest)$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads the number and date data off the main thread: one Intl worker a page, allowed by the CSP', async () => {
    const context = await suite.browser.newContext({
      viewport: PHONE,
      locale: 'ja-JP',
      userAgent: IPHONE_UA,
      extraHTTPHeaders: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    // every worker a page starts (its name, whether it failed) and every CSP refusal
    await context.addInitScript(() => {
      const w = window as unknown as { __workers: string[]; __refused: string[] };
      w.__workers = [];
      w.__refused = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__refused.push(`${e.violatedDirective} ${e.blockedURI}`));
      const Native = window.Worker;
      window.Worker = class extends Native {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          const entry = `${String(url).split(':')[0]} ${options?.name ?? ''}`;
          w.__workers.push(entry);
          this.addEventListener('error', () => w.__workers.push(`failed: ${entry}`));
        }
      };
    });
    // a page the server drew (its loader starts the worker after the first paint) and one the
    // browser draws (the console: the start-up does)
    for (const [url, lang] of [
      ['/h5/landing_page?app_name=wakoo', 'ja'],
      // the language the served HTML names: the worker's data serves every language
      ['/h5/qyqyadmin/login', 'en'],
    ]) {
      const tab = await context.newPage();
      await tab.goto(`${suite.server.url}${url}`);
      await tab.locator('#root[data-mounted]').waitFor({ state: 'attached' });
      await expect
        .poll(() => tab.evaluate(() => (window as unknown as { __workers: string[] }).__workers), { timeout: 5_000 })
        .toEqual([`blob ${lang}`]);
      // it ran to its end: no error, nothing refused
      await tab.waitForTimeout(300);
      expect(await tab.evaluate(() => (window as unknown as { __workers: string[] }).__workers), url).toEqual([`blob ${lang}`]);
      expect(await tab.evaluate(() => (window as unknown as { __refused: string[] }).__refused), url).toEqual([]);
      await tab.close();
    }
    await context.close();
  });

  it('reads without JavaScript, and the browser takes over without redrawing or asking again', async () => {
    const noJs = await suite.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, locale: 'ja-JP', userAgent: IPHONE_UA });
    const still = await noJs.newPage();
    await still.goto(`${suite.server.url}/?app_name=ocha`);
    await expect(still.locator('h1#site-title').textContent()).resolves.toContain('Ocha');
    await noJs.close();

    const context = await suite.browser.newContext({
      viewport: PHONE,
      locale: 'zh-CN',
      userAgent: IPHONE_UA,
      isMobile: true,
      hasTouch: true,
    });
    for (const [url, ready] of [
      ['/h5/landing_page?channel=ad_7', 'download-ios'],
      ['/h5/agreement', 'legal-document'],
      // a home with drawn screenshots; a page whose address fixes another language than the reader's
      ['/?app_name=wakoo', 'site-home'],
      ['/h5/wakoo/zh-TW?app_name=wakoo', 'site-home'],
      // a board whose panel loads when shown: the server waits for it, the browser resumes it in place
      ['/h5/japan/cp_rank?app_name=wakoo', 'cp-panel'],
    ] as const) {
      const tab = await context.newPage();
      const errors: string[] = [];
      const documentCalls: string[] = [];
      const stylesheets: string[] = [];
      tab.on('pageerror', (e) => errors.push(String(e)));
      tab.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      tab.on('request', (r) => {
        if (r.url().includes('/api/v1/legal/documents/')) documentCalls.push(r.url());
        if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
      });
      await recordChanges(tab);
      await tab.goto(`${suite.server.url}${url}`);
      // the server's markup answers before the scripts run; the scripts then bind to it
      await tab.getByTestId(ready).waitFor();
      await tab.locator('#root[data-mounted]').waitFor({ state: 'attached' });
      await tab.waitForLoadState('networkidle');
      const changed = await tab.evaluate(() => (window as unknown as { __changed: string[] }).__changed);
      expect(changed, url).toEqual([]);
      expect(errors, url).toEqual([]);
      expect(documentCalls, url).toEqual([]);
      // its styles came inline, and the route's code does not fetch them again
      expect(stylesheets, url).toEqual([]);
      if (url.includes('zh-TW')) await expect(tab.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-TW');
      await tab.close();
    }
    // the page works after the take-over: the sign-in link of a consent document is the router's
    const tab = await context.newPage();
    const loads: string[] = [];
    tab.on('request', (r) => {
      if (r.resourceType() === 'document') loads.push(r.url());
    });
    await tab.goto(`${suite.server.url}/h5/promise`);
    await tab.locator('#root[data-mounted]').waitFor({ state: 'attached' });
    await tab.getByTestId('legal-sign-in').getByRole('link').click();
    await tab.waitForURL(/\/h5\/login/);
    expect(loads).toHaveLength(1);
    await context.close();
  });
});
