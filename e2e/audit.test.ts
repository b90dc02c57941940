import path from 'node:path';
import { expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, consolePage, describeBrowser, SCREENSHOT_DIR } from './harness';

/** The console audit log: denied calls land in it; the page searches it and shows the chain's state. */
describeBrowser('console audit log', () => {
  const suite = browserSuite();

  it('finds a denied call, opens its detail and shows the chain verified', async () => {
    const base = suite.server.url;
    // denied: no token (-3), and an admin without audit.view (FORBIDDEN)
    await expect(apiCall(base, 'GET', `${ADMIN_API}/audit/logs`, {})).rejects.toThrow(/-3/);
    const japan = await apiCall<{ access_token: string }>(base, 'POST', `${ADMIN_API}/auth/login`, {
      email: 'japan@demo.local',
      password: 'Admin#2026',
    });
    await expect(apiCall(base, 'GET', `${ADMIN_API}/audit/logs`, {}, japan.access_token)).rejects.toThrow(/2003/);

    const { page, errors } = await consolePage(suite.browser, base);
    // the menu item comes from the server's menu
    await page.getByTestId('admin-nav').locator('.ant-menu-item').filter({ hasText: 'Audit log' }).click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/audit');
    await page.locator('[data-testid="audit-chain"][data-ok="true"]').waitFor();

    await page.getByTestId('audit-denied').check();
    await page.getByTestId('audit-search').click();
    const rows = page.getByTestId('audit-table').locator('.ant-table-row');
    await rows.filter({ hasText: 'auth.denied' }).first().waitFor();
    await page.waitForTimeout(300);
    const texts = await rows.allInnerTexts();
    expect(texts.length).toBeGreaterThanOrEqual(2);
    expect(texts.every((t) => t.includes('Denied'))).toBe(true);
    expect(texts.some((t) => t.includes('permission.denied') && t.includes('Japan Ops') && t.includes('/audit/logs'))).toBe(true);

    await rows.filter({ hasText: 'auth.denied' }).first().click();
    const detail = page.getByTestId('audit-detail-json');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('"reason": "no_token"');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-audit-drawer.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
