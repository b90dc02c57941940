import { readFile } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, describeBrowser, SCREENSHOT_DIR } from './harness';

/** Reports (issue 9): the dashboard from real data, and an export that downloads a real xlsx. */
describeBrowser('console reports', () => {
  const suite = browserSuite();
  const errors: string[] = [];

  beforeAll(async () => {
    // a default-brand user buys twice (one paid: the dashboard's recharge), so the export has rows
    const session = await apiCall<{ access_token: string }>(suite.server.url, 'POST', '/api/v1/auth/login', {
      account: 'user1.default@demo.local',
      password: 'Demo#2026',
    });
    const { products } = await apiCall<{ products: Array<{ id: number }> }>(
      suite.server.url,
      'GET',
      '/api/v1/products',
      { kind: 'coins' },
      session.access_token,
    );
    for (const i of [0, 1]) {
      const order = await apiCall<{ checkout_url: string }>(
        suite.server.url,
        'POST',
        '/api/v1/recharge/orders',
        { product_id: products[i]!.id, method: 'alipay', request_id: `e2e-reports-${Date.now()}-${i}` },
        session.access_token,
      );
      if (i === 0)
        await fetch(`${suite.server.url}${order.checkout_url}/complete`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=paid',
          redirect: 'manual',
        });
    }
  });

  async function signedIn(locale: string): Promise<Page> {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale, acceptDownloads: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/h5/qyqyadmin/login`);
    await page.getByTestId('admin-email').fill('admin@demo.local');
    await page.getByTestId('admin-password').fill('Admin#2026');
    await page.getByTestId('admin-login-submit').click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/home');
    return page;
  }

  it('shows the dashboard charts and downloads the filtered orders as xlsx', async () => {
    for (const locale of ['en-US', 'zh-CN', 'ja-JP']) {
      const page = await signedIn(locale);
      await page.getByTestId('dashboard').waitFor();
      for (const id of ['chart-users', 'chart-recharge', 'chart-gifts', 'chart-risk', 'chart-support', 'chart-ratings']) {
        await page.getByTestId(id).locator('canvas').first().waitFor();
      }
      await page.waitForTimeout(600); // the charts' entry animation
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `reports-dashboard-${locale}.png`) });
      if (locale !== 'en-US') await page.context().close();
      else {
        // the orders page: filter by brand, export, the file has the filtered rows under the server's name
        const login = await apiCall<{ access_token: string }>(suite.server.url, 'POST', `${ADMIN_API}/auth/login`, {
          email: 'admin@demo.local',
          password: 'Admin#2026',
        });
        const listed = await apiCall<{ total: number }>(
          suite.server.url,
          'GET',
          `${ADMIN_API}/orders`,
          { brand: 'default', page_size: 1 },
          login.access_token,
        );
        await page.goto(`${suite.server.url}/h5/qyqyadmin/orders`);
        await page.getByTestId('orders-filter').waitFor();
        await page.getByTestId('orders-filter').locator('.ant-select').nth(1).click();
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: /^default$/ })
          .click();
        await page.getByTestId('orders-search').click();
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-xlsx').click()]);
        expect(download.suggestedFilename()).toMatch(/^orders_\d{4}-\d{2}-\d{2}\.xlsx$/);
        const file = await download.path();
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load((await readFile(file!)) as unknown as ArrayBuffer);
        const ws = wb.worksheets[0]!;
        expect(ws.getRow(1).getCell(1).value).toBe('Order');
        expect(listed.total).toBeGreaterThanOrEqual(2);
        expect(ws.actualRowCount - 1).toBe(listed.total);
        const brands = new Set<unknown>();
        ws.eachRow((row, n) => n > 1 && brands.add(row.getCell(4).value));
        expect([...brands]).toEqual(['default']);
        expect(errors).toEqual([]);
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'reports-orders-export.png') });
        await page.context().close();
      }
    }
  }, 90_000);
});
