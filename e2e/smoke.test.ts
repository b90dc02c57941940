import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, phonePage, startTestServer, type TestServer } from './harness';

describeBrowser('server serves the built pages', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves index.html with a strict CSP for any page path and loads app-config.js', async () => {
    const res = await fetch(`${server.url}/h5/whole_rank`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('/app-config.js');
    const page = await phonePage(browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${server.url}/h5/whole_rank`);
    await page.waitForFunction(() => Boolean((window as unknown as { __APP_CONFIG__?: unknown }).__APP_CONFIG__));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
