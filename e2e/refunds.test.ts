import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiCall, browserSuite, describeBrowser, newestTransaction, PHONE, SCREENSHOT_DIR } from './harness';

const USER = 'user2.default@demo.local';

/** Staff refund a paid order in the console; the user's charge records then show it refunded. */
describeBrowser('order refunds', () => {
  const suite = browserSuite();
  let token: string;
  let publicId: string;
  let orderId: string;
  const errors: string[] = [];

  beforeAll(async () => {
    // the user buys 330 coins through the sandbox's hosted checkout
    const session = await apiCall<{ access_token: string; user: { public_id: string } }>(suite.server.url, 'POST', '/api/v1/auth/login', {
      account: USER,
      password: 'Demo#2026',
    });
    token = session.access_token;
    publicId = session.user.public_id;
    const { products } = await apiCall<{ products: Array<{ id: number; kind: string; amount: number }> }>(
      suite.server.url,
      'GET',
      '/api/v1/products',
      { kind: 'coins' },
      token,
    );
    const pkg = products.find((p) => p.amount === 330)!;
    const order = await apiCall<{ order_id: string; checkout_url: string }>(
      suite.server.url,
      'POST',
      '/api/v1/recharge/orders',
      { product_id: pkg.id, method: 'alipay', request_id: `e2e-refund-${Date.now()}` },
      token,
    );
    orderId = order.order_id;
    const paid = await fetch(`${suite.server.url}${order.checkout_url}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
  });

  async function newPage(opts: { width: number; height: number; mobile: boolean }): Promise<Page> {
    const context = await suite.browser.newContext({
      viewport: { width: opts.width, height: opts.height },
      deviceScaleFactor: opts.mobile ? 2 : 1,
      isMobile: opts.mobile,
      hasTouch: opts.mobile,
      locale: 'en-US',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    return page;
  }
  async function consoleLogin(page: Page, email: string) {
    await page.goto(`${suite.server.url}/h5/qyqyadmin/login`);
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-password').fill('Admin#2026');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-home').waitFor();
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `refunds-${name}.png`), fullPage: true });

  it('an admin without the codes has no Orders entry and is refused the page', async () => {
    const page = await newPage({ width: 1280, height: 800, mobile: false });
    await consoleLogin(page, 'noperm@demo.local');
    expect(await page.getByTestId('admin-nav').getByText('Orders', { exact: true }).count()).toBe(0);
    await page.goto(`${suite.server.url}/h5/qyqyadmin/orders`);
    await page.getByTestId('admin-forbidden').waitFor();
    await page.context().close();
  });

  it('staff refund the order in the console; the user sees it refunded in the charge records', async () => {
    const page = await newPage({ width: 1280, height: 800, mobile: false });
    await consoleLogin(page, 'admin@demo.local');
    await page.getByTestId('admin-nav').getByText('Orders', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/orders');

    await page.getByTestId('orders-user').fill(publicId);
    await page.getByTestId('orders-search').click();
    const row = page.getByTestId('orders-table').locator(`tr[data-row-key="${orderId}"]`);
    await row.waitFor();
    await expect.poll(() => page.getByTestId('orders-table').locator('tbody tr.ant-table-row').count()).toBe(1);
    expect(await row.getByTestId('order-status').getAttribute('data-status')).toBe('credited');
    await shot(page, 'console-list');

    await row.click();
    const drawer = page.getByTestId('order-drawer');
    await drawer.getByTestId('order-detail').waitFor();
    expect(await drawer.getByTestId('order-events').textContent()).toContain('Paid');
    await drawer.getByTestId('refund-open').click();
    // the reason is required
    await page.getByTestId('refund-submit').click();
    await page.getByText('Enter a reason').waitFor();
    await page.getByTestId('refund-reason').fill('Charged twice by mistake');
    await page.getByTestId('refund-submit').click();
    await page.getByTestId('refund-confirm').click();
    await page.getByText('Refund requested. The provider confirms it shortly.').waitFor();

    // the sandbox's notification arrives; the drawer follows it to completed
    await expect.poll(() => drawer.getByTestId('refund-state').getAttribute('data-state'), { timeout: 10_000 }).toBe('completed');
    await expect.poll(() => drawer.getByTestId('order-detail').getByTestId('order-status').getAttribute('data-status')).toBe('refunded');
    expect(await drawer.getByTestId('refund-operation').textContent()).toMatch(/refund:\d+/);
    expect(await drawer.getByTestId('refund-open').count()).toBe(0);
    expect(await drawer.getByTestId('order-events').textContent()).toContain('Reversed');
    await shot(page, 'console-drawer');
    // the list follows
    await page.locator('.ant-drawer-close').click();
    await expect.poll(() => row.getByTestId('order-status').getAttribute('data-status')).toBe('refunded');
    await page.context().close();

    // the user's charge records (a Japan page: Japanese)
    const phone = await newPage({ ...PHONE, mobile: true });
    await phone.goto(`${suite.server.url}/h5/japan/withdraw/charge/record?app_name=default&access_token=${token}`);
    const orderRow = phone.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await orderRow.waitFor();
    const status = orderRow.getByTestId('order-status');
    expect(await status.getAttribute('data-status')).toBe('refunded');
    expect(await status.textContent()).toBe('返金済み');
    expect(await orderRow.getByTestId('order-refunded-at').textContent()).toContain('返金済み');
    await shot(phone, 'records-ja');
    const tx = await newestTransaction(phone);
    expect(tx.kind).toBe('refund');
    expect(tx.text).toContain('-330');
    await shot(phone, 'transactions-ja');
    const wallet = await apiCall<{ balances: Record<string, number> }>(suite.server.url, 'GET', '/api/v1/wallet', {}, token);
    expect(wallet.balances.gold_coin).toBe(0);
    await phone.context().close();
    expect(errors).toEqual([]);
  });
  it('staff record a customer-service payment in the console; the user is credited once', async () => {
    const wallet = () => apiCall<{ balances: Record<string, number> }>(suite.server.url, 'GET', '/api/v1/wallet', {}, token);
    const before = (await wallet()).balances.gold_coin ?? 0;
    const page = await newPage({ width: 1280, height: 800, mobile: false });
    await consoleLogin(page, 'admin@demo.local');
    await page.goto(`${suite.server.url}/h5/qyqyadmin/orders`);
    await page.getByTestId('manual-open').click();
    await page.getByTestId('manual-user').fill(publicId);
    await page.getByTestId('manual-user').press('Enter');
    await page.getByTestId('manual-found').waitFor();
    await page.getByTestId('manual-product').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '330 coins' }).click();
    await page.getByTestId('manual-reference').fill('BANK-0042');
    await shot(page, 'console-manual');
    await page.getByTestId('manual-submit').click();
    await page.getByTestId('manual-confirm').click();
    await page.getByText(/Recorded and credited: order po_/).waitFor();
    await expect.poll(async () => (await wallet()).balances.gold_coin ?? 0).toBe(before + 330);
    // the new order is in the list, credited, paid through customer service
    await page.getByTestId('orders-user').fill(publicId);
    await page.getByTestId('orders-search').click();
    await expect.poll(() => page.getByTestId('orders-table').locator('tbody tr.ant-table-row').count()).toBe(2);
    expect(await page.getByTestId('orders-table').textContent()).toContain('Customer service');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
