import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { apiCall, browserSuite, CONSOLE_SHOT_LOCALES, confirmAndAwait, demoLogin, describeBrowser, SCREENSHOT_DIR } from './harness';

const ADMIN_API = '/api/qyqyadmin/v1/qyqyadmin';
const APPROVER = `approver.${Date.now().toString(36)}@demo.local`;
const APPROVER_PASSWORD = 'Approv3r#Second-eyes';
const BIG = 600_000; // above LIMITS.approvalAdjustAmountMax
/** where to save the console pages in three languages (`STAFF_SHOTS=/tmp/shots/staff`); none when unset */
const SHOTS = process.env.STAFF_SHOTS;

/** Four eyes on money: a second admin approves, in the console, a large adjustment the first one requested. */
describeBrowser('staff approvals', () => {
  const suite = browserSuite();
  let rootToken: string;
  let userId: number;
  /** a console call as the demo's root admin */
  const asRoot = (p: string, body: Record<string, unknown>) => apiCall(suite.server.url, 'POST', `${ADMIN_API}${p}`, body, rootToken);

  beforeAll(async () => {
    rootToken = (
      await apiCall<{ access_token: string }>(suite.server.url, 'POST', `${ADMIN_API}/auth/login`, {
        email: 'admin@demo.local',
        password: 'Admin#2026',
      })
    ).access_token;
    await asRoot('/staff/admins', {
      email: APPROVER,
      nickname: 'Second Eyes',
      password: APPROVER_PASSWORD,
      perms: ['finance.approve', 'user.query'],
    });
    userId = (await demoLogin(suite.server.url, 'user2.cooya@demo.local')).user.id;
  });

  async function consolePage(email: string, password: string, locale = 'en-US'): Promise<{ page: Page; errors: string[] }> {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/h5/qyqyadmin/login`);
    await page.getByTestId('admin-email').fill(email);
    await page.getByTestId('admin-password').fill(password);
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-home').waitFor();
    return { page, errors };
  }
  const gold = async () =>
    (
      await apiCall<{ balances: Record<string, number> }>(
        suite.server.url,
        'GET',
        `${ADMIN_API}/wallet/user`,
        { user_id: userId },
        rootToken,
      )
    ).balances.gold_coin ?? 0;

  it('the first admin requests a large adjustment; the second approves it once; the balance moves then', async () => {
    const before = await gold();
    const first = await consolePage('admin@demo.local', 'Admin#2026');
    await first.page.goto(`${suite.server.url}/h5/qyqyadmin/users`);
    const search = first.page.getByTestId('user-search');
    await search.locator('input').fill('user2.cooya@demo.local');
    await search.locator('input').press('Enter');
    await first.page.locator('.ant-table-row').filter({ hasText: 'Leo (cooya)' }).click();
    await first.page.getByTestId('wallet-amount').fill(String(BIG));
    await first.page.getByTestId('wallet-reason').fill('tournament prize');
    await first.page.getByTestId('wallet-submit').click();
    const done = first.page.getByTestId('wallet-done');
    await done.filter({ hasText: 'sent for approval' }).waitFor();
    const id = Number(/#(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
    expect(id).toBeGreaterThan(0);
    expect(await gold()).toBe(before);
    // the requester sees it pending, and cannot decide it
    await first.page.goto(`${suite.server.url}/h5/qyqyadmin/approvals`);
    await first.page.getByTestId(`approval-row-${id}`).waitFor();
    expect(await first.page.getByTestId(`approve-${id}`).isDisabled()).toBe(true);

    const second = await consolePage(APPROVER, APPROVER_PASSWORD);
    await second.page.goto(`${suite.server.url}/h5/qyqyadmin/approvals`);
    await second.page.getByTestId(`approve-${id}`).click();
    await second.page.getByTestId('approval-note').fill('checked the tournament sheet');
    // the decision call itself, answered (under a loaded CI machine the list may follow slowly; a
    // click that lands while the dialog settles sends nothing, so it is clicked again until answered)
    const decided = await confirmAndAwait(
      second.page,
      second.page.getByTestId('approval-confirm'),
      (r) => r.request().method() === 'POST' && r.url().includes(`/staff/approvals/${id}/approve`),
      { timeout: 60_000 },
    );
    expect((await decided.json()).status).toBe(0);
    // decided requests leave the pending list; the approved list shows it
    await second.page.getByTestId(`approval-row-${id}`).waitFor({ state: 'detached' });
    await second.page.getByTestId('approvals-status').getByText('Approved', { exact: true }).click();
    await second.page.getByTestId(`approval-status-${id}`).filter({ hasText: 'Approved' }).waitFor();
    expect(await gold()).toBe(before + BIG);
    await second.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'staff-approvals.png') });
    expect([...first.errors, ...second.errors]).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  });

  it.runIf(SHOTS)('console pages in zh-CN, ja and en (screenshots)', async () => {
    mkdirSync(SHOTS!, { recursive: true });
    // one pending request so the Approvals page has a row to act on
    await asRoot('/wallet/adjust', {
      user_id: userId,
      asset: 'diamond',
      amount: -BIG,
      reason: 'chargeback clawback',
      request_id: `e2e-shots-${Date.now()}`,
    });
    for (const [lng, locale] of CONSOLE_SHOT_LOCALES) {
      const { page } = await consolePage('admin@demo.local', 'Admin#2026', locale);
      await page.evaluate((l) => localStorage.setItem('language', l), lng);
      for (const [name, p, testId] of [
        ['admins', 'admins', 'admins-table'],
        ['approvals', 'approvals', 'approvals-table'],
        ['account', 'account', 'my-account'],
      ] as const) {
        await page.goto(`${suite.server.url}/h5/qyqyadmin/${p}`);
        await page.getByTestId(testId).waitFor();
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(SHOTS!, `${name}-${lng}.png`) });
      }
      await page.goto(`${suite.server.url}/h5/qyqyadmin/admins`);
      await page.getByTestId('admin-create-open').click();
      await page.getByTestId('perm-picker').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(SHOTS!, `admins-create-${lng}.png`) });
      await page.context().close();
    }
  });
});
