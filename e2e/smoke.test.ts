import { expect, it } from 'vitest';
import { browserSuite, describeBrowser, phonePage } from './harness';

describeBrowser('server serves the built pages', () => {
  const suite = browserSuite();

  it('serves index.html with a strict CSP for any page path and loads app-config.js', async () => {
    const res = await fetch(`${suite.server.url}/h5/whole_rank`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('/app-config.js');
    const page = await phonePage(suite.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/h5/whole_rank`);
    await page.waitForFunction(() => Boolean((window as unknown as { __APP_CONFIG__?: unknown }).__APP_CONFIG__));
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
