import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SandboxProvider } from '@app/server/src/modules/payments/providers';
import { expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, demoLogin, describeBrowser, openSignedIn, reviewShots, SCREENSHOT_DIR } from './harness';

/** Pays a coin pack for the user as the sandbox provider reports it (signed with the development secret). */
async function sandboxRecharge(url: string, token: string): Promise<string> {
  const { products } = await apiCall<{ products: Array<{ id: number; kind: string }> }>(url, 'GET', '/api/v1/products', {}, token);
  const pack = products.find((p) => p.kind === 'coins');
  if (!pack) throw new Error('no coin pack');
  const order = await apiCall<{ order_id: string }>(
    url,
    'POST',
    '/api/v1/recharge/orders',
    { product_id: pack.id, method: 'card', request_id: `e2e-centre-${Date.now()}` },
    token,
  );
  const note = new SandboxProvider('sandbox-secret').notification({
    orderId: order.order_id,
    event: 'paid',
    providerRef: `pay-${order.order_id}`,
  });
  const paid = await fetch(`${url}/api/v1/payments/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': note.signature },
    body: note.body,
  });
  if (paid.status !== 200) throw new Error(`sandbox callback: ${paid.status}`);
  return order.order_id;
}

/** The message centre (issue 14): a recharge credited elsewhere shows up live; mark-all-read clears the badges. */
describeBrowser('message centre', () => {
  const suite = browserSuite();

  it('shows a credited order live, opens the charge records from it, and mark-all-read clears the badge', async () => {
    const user = await demoLogin(suite.server.url, 'user2.default@demo.local');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/messages?app-language=ja`,
      user.access_token,
      'notices-page',
      'ja-JP',
    );
    await expect.poll(() => page.getByTestId('notices-page').getAttribute('data-state')).toMatch(/list|empty/);
    const credited = page.locator('[data-testid="notice-row"][data-kind="order_credited"]');
    const before = await credited.count();

    // the provider reports the payment while the page is open: the notice arrives without a reload
    await sandboxRecharge(suite.server.url, user.access_token);
    await expect.poll(() => credited.count(), { timeout: 20_000 }).toBe(before + 1);
    const row = credited.first();
    expect(await row.getAttribute('data-read')).toBe('false');
    expect(await row.textContent()).toContain('チャージ完了');
    await page.getByTestId('notices-unread').waitFor();
    await page.getByTestId('notices-unread-system').waitFor();

    // the system tab lists it; mark-all-read there clears the system badge, then everything
    await page.getByTestId('notices-tab-system').click();
    await expect.poll(() => page.getByTestId('notices-page').getAttribute('data-tab')).toBe('system');
    await expect
      .poll(() =>
        page
          .locator(
            '[data-testid="notice-row"]:not([data-kind="order_credited"]):not([data-kind="withdrawal_status"]):not([data-kind="activity_reward"]):not([data-kind="risk"])',
          )
          .count(),
      )
      .toBe(0);
    await page.getByTestId('notices-read-all').click();
    await expect.poll(() => page.getByTestId('notices-unread-system').count()).toBe(0);
    await expect.poll(() => credited.first().getAttribute('data-read')).toBe('true');
    await page.getByTestId('notices-tab-all').click();
    if ((await page.getByTestId('notices-read-all').count()) > 0) await page.getByTestId('notices-read-all').click();
    await expect.poll(() => page.getByTestId('notices-unread').count()).toBe(0);
    const badge = await apiCall<{ unread: number }>(suite.server.url, 'GET', '/api/v1/notices/unread', {}, user.access_token);
    expect(badge.unread).toBe(0);

    // tapping the notice opens the charge records of the user's brand
    await credited.first().click();
    await page.waitForURL((u) => u.pathname === '/h5/charge_records' || u.pathname === '/h5/japan/withdraw/charge/record');
    expect(new URL(page.url()).searchParams.get('app_name')).toBe('default');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  // the review screenshots: H5 375×812 in ja and zh-CN (the demo user's notices, a notice sheet)
  it('screenshots', async () => {
    const dir = process.env.NOTICES_SHOTS_DIR ?? SCREENSHOT_DIR;
    mkdirSync(dir, { recursive: true });
    const user = await demoLogin(suite.server.url, 'user1.default@demo.local');
    for (const [lang, locale] of [
      ['ja', 'ja-JP'],
      ['zh-CN', 'zh-CN'],
    ] as const) {
      const { page } = await openSignedIn(
        suite.browser,
        `${suite.server.url}/h5/messages?app-language=${lang}`,
        user.access_token,
        'notices-list',
        locale,
      );
      const { shoot } = reviewShots(page, dir);
      await page.getByTestId('notice-row').first().waitFor();
      await shoot(`centre-all-${lang}`, 400);
      await page.getByTestId('notices-tab-system').click();
      await page.getByTestId('notice-row').first().waitFor();
      await shoot(`centre-system-${lang}`, 300);
      await page.getByTestId('notices-tab-official').click();
      await page.getByTestId('notice-row').first().waitFor();
      await page.getByTestId('notice-row').first().click();
      await page.getByTestId('notice-sheet').waitFor();
      await shoot(`centre-sheet-${lang}`, 400);
      await page.context().close();
    }
    // a restriction's notice, as its sheet shows it (staff mute the user in this test server)
    const admin = await apiCall<{ access_token: string }>(suite.server.url, 'POST', `${ADMIN_API}/auth/login`, {
      email: 'admin@demo.local',
      password: 'Admin#2026',
    });
    await apiCall(
      suite.server.url,
      'POST',
      `${ADMIN_API}/risk/actions`,
      { public_id: user.user.public_id, kind: 'mute', reason: 'harassment', note: 'e2e', duration_hours: 24 },
      admin.access_token,
    );
    const { page } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/messages?app-language=ja`,
      user.access_token,
      'notices-list',
      'ja-JP',
    );
    const risk = page.locator('[data-testid="notice-row"][data-kind="risk"]').first();
    await risk.waitFor({ timeout: 20_000 });
    await risk.click();
    await page.getByTestId('notice-risk').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(dir, 'centre-risk-ja.png') });
    await page.context().close();
  }, 180_000);
});
