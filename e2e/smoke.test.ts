import { expect, it } from 'vitest';
import { browserSuite, describeBrowser, phonePage } from './harness';

describeBrowser('server serves the built pages', () => {
  const suite = browserSuite();

  it('serves the page with a strict CSP, its configuration inline, its preload hints and compressed assets', async () => {
    const res = await fetch(`${suite.server.url}/h5/whole_rank`, { headers: { 'accept-language': 'ja-JP,ja;q=0.9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    // the configuration as data, not a second request
    expect(html).toContain('<script type="application/json" id="app-config">');
    expect(html).not.toContain('/app-config.js');
    // the page's chunk and its Japanese strings are hinted with the entry: as links on a page drawn in
    // the browser, in the after-paint loader's list on a page rendered on the server (as this one is)
    const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+)">/g)].map((m) => m[1]!);
    const loaded = /<script data-entry="[^"]+" data-preload="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? [];
    expect(loaded.length).toBeGreaterThan(0);
    const hints = [...links, ...loaded];
    expect(hints.some((h) => /RankingPage-/.test(h))).toBe(true);
    expect(hints.some((h) => /\/ranking-[\w-]+\.js$/.test(h))).toBe(true);
    const asset = await fetch(`${suite.server.url}${hints[0]}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await phonePage(suite.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${suite.server.url}/h5/whole_rank`);
    await page.getByTestId('ranking-page').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
