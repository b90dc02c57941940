import path from 'node:path';
import { SandboxProvider } from '@app/server/src/modules/payments/providers';
import { PREPAID_DEFAULT_THRESHOLD_JPY } from '@app/shared';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, consolePage, demoLogin, describeBrowser, SCREENSHOT_DIR } from './harness';

/**
 * The prepaid balance monitor: a Wakoo user buys coins in yen through the sandbox, and finance staff
 * see the brand's unused paid coins and their projection at the next base dates, in Japanese.
 */
describeBrowser('prepaid balance monitor', () => {
  const suite = browserSuite();

  it('shows each brand with yen purchases, its value and the base dates, against the legal line', async () => {
    const buyer = await demoLogin(suite.server.url, 'user1.wakoo@demo.local');
    const { products } = await apiCall<{ products: Array<{ id: number; kind: string; currency: string; amount: number }> }>(
      suite.server.url,
      'GET',
      '/api/v1/products',
      {},
      buyer.access_token,
    );
    const pack = products.find((p) => p.kind === 'coins' && p.currency === 'JPY');
    expect(pack).toBeDefined();
    // an order by card, paid as the sandbox provider reports it (signed with the development secret)
    const order = await apiCall<{ order_id: string }>(
      suite.server.url,
      'POST',
      '/api/v1/recharge/orders',
      { product_id: pack!.id, method: 'card', request_id: `e2e-prepaid-${Date.now()}` },
      buyer.access_token,
    );
    const note = new SandboxProvider('sandbox-secret').notification({
      orderId: order.order_id,
      event: 'paid',
      providerRef: `pay-${order.order_id}`,
    });
    const paid = await fetch(`${suite.server.url}/api/v1/payments/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': note.signature },
      body: note.body,
    });
    expect(paid.status).toBe(200);

    const { page, errors } = await consolePage(suite.browser, suite.server.url, { locale: 'ja-JP' });
    await page.goto(`${suite.server.url}/h5/qyqyadmin/prepaid?lang=ja`);
    const report = page.getByTestId('prepaid-report');
    await report.waitFor();
    const threshold = new Intl.NumberFormat('ja', { style: 'currency', currency: 'JPY' }).format(PREPAID_DEFAULT_THRESHOLD_JPY);
    expect(await report.textContent()).toContain(threshold.replace(/^[¥￥]/, ''));
    const wakoo = page.locator('[data-testid="prepaid-brand"][data-brand="wakoo"]');
    await wakoo.waitFor();
    const text = (await wakoo.textContent()) ?? '';
    // the coins just bought are unused (at least those; demo purchases may add more), valued below the line
    const unused = Number((/([\d,]+)\s*コイン/.exec(text)?.[1] ?? '0').replace(/,/g, ''));
    expect(unused).toBeGreaterThanOrEqual(pack!.amount);
    expect(text).toMatch(/\d{4}-03-31/);
    expect(text).toMatch(/\d{4}-09-30/);
    expect(await wakoo.getAttribute('data-warning')).toBe('false');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'console-prepaid-ja.png') });
    expect(errors).toEqual([]);
    await page.close();
  });
});
