import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, describeBrowser, openSignedIn } from './harness';

const SHOTS = process.env.RISK_SHOTS_DIR || path.join(process.env.SCREENSHOT_DIR || '/tmp/e2e-shots', 'risk');
const XSS_NICK = '<img src=x onerror=__xss=1>';
const XSS_TEXT = '<script>window.__xss=1</script> sends links';

/** A ban ends the user's session and the H5 page shows the notice; the console renders user text as text. */
describeBrowser('risk: bans and reports', () => {
  const suite = browserSuite();
  let admin: string;
  const api = <T>(method: 'GET' | 'POST', p: string, params: Record<string, unknown>, token?: string) =>
    apiCall<T>(suite.server.url, method, p, params, token);
  const register = (nickname: string, appName = 'default') =>
    api<{ access_token: string; user: { id: number; public_id: string } }>('POST', '/api/v1/auth/register', {
      account: `risk-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`,
      password: 'Password#1',
      nickname,
      gender: 'male',
      birth_date: '1994-04-04',
      app_name: appName,
    });

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    admin = (await api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, { email: 'admin@demo.local', password: 'Admin#2026' }))
      .access_token;
  });

  async function bannedPage(lang: string): Promise<Page> {
    const user = await register(`Banned ${lang}`);
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/cp_task_guide?app-language=${lang}`,
      user.access_token,
      'cp-page',
    );
    await api(
      'POST',
      `${ADMIN_API}/risk/actions`,
      { public_id: user.user.public_id, kind: 'ban', reason: 'fraud', duration_hours: 72 },
      admin,
    );
    // the session is over: the page's next call answers USER_BANNED and the notice covers the page
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.reload();
    await page.getByTestId('ban-notice').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    return page;
  }

  it('a ban ends the session and the H5 page shows the notice (ja, zh-CN)', async () => {
    const ja = await bannedPage('ja');
    expect(await ja.getByTestId('ban-notice-reason').textContent()).toBe('詐欺');
    expect(await ja.getByTestId('ban-notice-until').textContent()).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} GMT\+8$/);
    await ja.screenshot({ path: path.join(SHOTS, 'h5-ban-notice-ja.png') });
    await ja.context().close();
    const zh = await bannedPage('zh-CN');
    expect(await zh.getByTestId('ban-notice-reason').textContent()).toBe('诈骗');
    await zh.screenshot({ path: path.join(SHOTS, 'h5-ban-notice-zh-CN.png') });
    await zh.context().close();
  });

  it('the console shows a report with hostile text and nickname as text (zh-CN, ja, en)', async () => {
    const reporter = await register('Reporter');
    const target = await register(XSS_NICK);
    await api(
      'POST',
      '/api/v1/risk/reports',
      { public_id: target.user.public_id, category: 'spam', text: XSS_TEXT },
      reporter.access_token,
    );
    for (const lang of ['zh-CN', 'ja', 'en']) {
      const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: lang });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('dialog', (d) => {
        errors.push(`dialog ${d.message()}`);
        void d.dismiss();
      });
      await page.goto(`${suite.server.url}/h5/qyqyadmin/login?app-language=${lang}`);
      await page.getByTestId('admin-email').fill('admin@demo.local');
      await page.getByTestId('admin-password').fill('Admin#2026');
      await page.getByTestId('admin-login-submit').click();
      await page.getByTestId('admin-home').waitFor();
      await page.goto(`${suite.server.url}/h5/qyqyadmin/risk/record?app-language=${lang}`);
      await page.getByTestId('risk-row').first().waitFor();
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      await page.screenshot({ path: path.join(SHOTS, `console-records-${lang}.png`) });
      await page.getByTestId('risk-row').filter({ hasText: 'sends links' }).first().click();
      await page.getByTestId('risk-description').waitFor();
      await page.waitForTimeout(400); // the drawer's slide-in
      expect(await page.getByTestId('risk-description').textContent()).toBe(XSS_TEXT);
      expect(await page.getByTestId('risk-drawer').getByText(XSS_NICK, { exact: true }).count()).toBeGreaterThan(0);
      await page.screenshot({ path: path.join(SHOTS, `console-record-drawer-${lang}.png`) });
      if (lang === 'ja') {
        // the other table's path opens the same page
        await page.goto(`${suite.server.url}/h5/qyqyadmin/riskrecord?app-language=${lang}`);
        await page.getByTestId('risk-row').first().waitFor();
        await page.goto(`${suite.server.url}/h5/qyqyadmin/risk/notify?app-language=${lang}`);
        await page.getByTestId('risk-notices-table').locator('tbody tr.ant-table-row').first().waitFor();
        await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
        await page.screenshot({ path: path.join(SHOTS, `console-notify-${lang}.png`) });
      }
      expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
