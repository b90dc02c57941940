import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, demoFund, demoLogin, describeBrowser, SCREENSHOT_DIR } from './harness';

const PASSWORD = 'Admin#2026';

const menuItem = (nav: Locator, label: string) =>
  nav.locator('.ant-menu-item').filter({ has: nav.page().getByText(label, { exact: true }) });

/** The admin console under /h5/qyqyadmin (spec 2): guard, login, navigation by permission, users. */
describeBrowser('admin console', () => {
  const suite = browserSuite();

  async function desktop(p: string): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}${p}`);
    return { page, errors };
  }

  async function login(page: Page, email: string) {
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-password').fill(PASSWORD);
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/home');
    await page.getByTestId('admin-home').waitFor();
  }

  it('sends an anonymous visitor of a console page to the login page', async () => {
    const { page } = await desktop('/h5/qyqyadmin/users');
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/login');
    await page.getByTestId('admin-login-form').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-login.png') });
    await page.context().close();
  });

  it('logs in, shows home with the full menu, sends login back to home, logs out', async () => {
    const { page, errors } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'admin@demo.local');
    const nav = page.getByTestId('admin-nav');
    for (const label of ['All feedback', 'Feedback · Ucoo (Chinese)', 'Feedback · Ucoo (Japan)', 'Risk records', 'Users']) {
      await menuItem(nav, label).waitFor();
    }
    expect(
      await page.evaluate(() => [!!localStorage.getItem('admin_access_token'), !!localStorage.getItem('admin_refresh_token')]),
    ).toEqual([true, true]);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-home.png') });

    // a logged-in admin on the login page goes to the console root
    await page.goto(`${suite.server.url}/h5/qyqyadmin/login`);
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/home');

    // a feature page not built yet shows its titled frame; the alias of the other table works
    await menuItem(nav, 'Risk records').click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/risk/record');
    await page.getByTestId('admin-page').getByText('Risk records', { exact: true }).waitFor();
    await page.goto(`${suite.server.url}/h5/qyqyadmin/riskrecord`);
    await page.getByTestId('admin-page').getByText('Risk records', { exact: true }).waitFor();

    await page.getByTestId('admin-logout').click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
    await page.goto(`${suite.server.url}/h5/qyqyadmin/home`);
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/login');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an admin with only Japan codes sees only Japan items and gets 403 on a default-region page', async () => {
    const { page } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'japan@demo.local');
    const nav = page.getByTestId('admin-nav');
    await menuItem(nav, 'Feedback · Ucoo (Japan)').waitFor();
    await menuItem(nav, 'Feedback · Wakoo (Japan)').waitFor();
    const labels = await nav.locator('.ant-menu-item').allTextContents();
    expect(labels).not.toContain('Feedback · Ucoo (Chinese)');
    expect(labels).not.toContain('Feedback · Wakoo (Chinese)');
    expect(labels).not.toContain('Users');
    await page.goto(`${suite.server.url}/h5/qyqyadmin/feedback/ucoo_zh`);
    await page.getByTestId('admin-forbidden').waitFor();
    await page.goto(`${suite.server.url}/h5/qyqyadmin/feedback/ucoo_ja`);
    await page.getByTestId('admin-page').waitFor();
    await page.context().close();
  });

  it('an admin without permissions sees no pages and 403 on users', async () => {
    const { page } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'noperm@demo.local');
    await page.goto(`${suite.server.url}/h5/qyqyadmin/users`);
    await page.getByTestId('admin-forbidden').waitFor();
    await page.context().close();
  });

  it('finds a demo user on the users page and opens the detail drawer', async () => {
    // Kai follows Mei first: the drawer's activity shows it
    const [kai, mei] = await Promise.all([
      demoLogin(suite.server.url, 'user1.default@demo.local'),
      demoLogin(suite.server.url, 'anchor1.default@demo.local'),
    ]);
    await apiCall(suite.server.url, 'POST', '/api/v1/follows', { user_id: mei.user.id }, kai.access_token);
    // one spin of the lucky wheel: the drawer lists it with the day's spending
    await demoFund(suite.server.url, kai.user.id, 100);
    await apiCall(
      suite.server.url,
      'POST',
      '/api/v1/draws/lucky_wheel/draw',
      { count: 1, request_id: `e2e-admin-spin-${Date.now()}` },
      kai.access_token,
    );
    const { page, errors } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'admin@demo.local');
    await menuItem(page.getByTestId('admin-nav'), 'Users').click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/users');
    const search = page.getByTestId('user-search');
    await search.locator('input').fill('Kai');
    await search.locator('input').press('Enter');
    const row = page.locator('.ant-table-row').filter({ hasText: 'Kai (default)' });
    await row.waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-users.png') });
    await row.click();
    await page.getByTestId('drawer-nickname').filter({ hasText: 'Kai (default)' }).waitFor();
    await page.locator('.ant-drawer').getByText('Active').waitFor();
    expect(await page.getByTestId('drawer-level').textContent()).toBe('Lv. 1 (0 exp)');
    expect(await page.getByTestId('drawer-follows').textContent()).toBe('Following 1 · Followers 0');
    expect(await page.getByTestId('drawer-draws').getAttribute('data-spent')).toBe('100');
    expect(await page.getByTestId('drawer-draw').count()).toBe(1);
    // the game's name comes from the draws namespace, which may load after the drawer draws
    await expect.poll(() => page.getByTestId('drawer-draw').textContent()).toContain('Lucky Wheel');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-user-drawer.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('adjusts a user balance from the drawer and shows it in the wallet and movements', async () => {
    const { page, errors } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'admin@demo.local');
    await page.goto(`${suite.server.url}/h5/qyqyadmin/users`);
    const search = page.getByTestId('user-search');
    await search.locator('input').fill('user2.cooya@demo.local');
    await search.locator('input').press('Enter');
    await page.locator('.ant-table-row').filter({ hasText: 'Leo (cooya)' }).click();
    await page.getByTestId('balance-diamond').filter({ hasText: '0' }).waitFor();
    const form = page.getByTestId('wallet-adjust');
    await form.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Diamonds' }).click();
    await page.getByTestId('wallet-amount').fill('250');
    await page.getByTestId('wallet-reason').fill('event compensation');
    await page.getByTestId('wallet-submit').click();
    await page.getByTestId('wallet-done').filter({ hasText: '250' }).waitFor();
    await page.getByTestId('balance-diamond').filter({ hasText: '250' }).waitFor();
    await page.locator('.ant-drawer .ant-table-row').filter({ hasText: 'event compensation' }).waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-user-wallet.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('switches the console language and keeps it', async () => {
    const { page } = await desktop('/h5/qyqyadmin/login');
    await page.getByTestId('language-switch').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '日本語' }).click();
    await page.getByText('運営管理画面').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ja');
    await page.reload();
    await page.getByText('運営管理画面').first().waitFor();
    await page.context().close();
  });

  it('clears the admin tokens on -3 and returns to login', async () => {
    const { page } = await desktop('/h5/qyqyadmin/login');
    await login(page, 'admin@demo.local');
    await page.evaluate(() => {
      localStorage.setItem('admin_access_token', 'not-a-live-token');
      localStorage.setItem('admin_refresh_token', 'not-a-live-refresh-token');
    });
    await page.reload();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/login');
    expect(await page.evaluate(() => localStorage.getItem('admin_access_token'))).toBeNull();
    await page.context().close();
  });
});
