import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, describeBrowser, newestTransaction, PHONE, SCREENSHOT_DIR, waitForTakeOver } from './harness';

const PASSWORD = 'Demo#2026';
const WAKOO_USER = 'user1.wakoo@demo.local';
const DEFAULT_USER = 'user1.default@demo.local';

/** Recharge, membership and charge records: real server, sandbox checkout, real browser. */
describeBrowser('money pages', () => {
  const suite = browserSuite();
  let wakoo: BrowserContext;
  const errors: string[] = [];

  beforeAll(async () => {
    wakoo = await loggedIn(WAKOO_USER, 'wakoo');
  });

  async function newContext(opts: { width?: number; locale?: string } = {}): Promise<BrowserContext> {
    return suite.browser.newContext({
      viewport: { width: opts.width ?? PHONE.width, height: PHONE.height },
      deviceScaleFactor: 2,
      isMobile: (opts.width ?? PHONE.width) < 600,
      hasTouch: true,
      locale: opts.locale ?? 'en-US',
    });
  }

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = waitForTakeOver(await context.newPage());
    page.on('pageerror', (e) => errors.push(String(e)));
    return page;
  }

  /** Logs in through the login page and keeps the session (localStorage token) in the context. */
  async function loggedIn(account: string, brand: string, opts: { width?: number } = {}): Promise<BrowserContext> {
    const context = await newContext(opts);
    const page = await newPage(context);
    await page.goto(`${suite.server.url}/h5/login?app_name=${brand}&app-language=en`);
    await page.getByTestId('login-account').fill(account);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('me-card').waitFor();
    await page.close();
    return context;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `money-${name}.png`), fullPage: true });
  /** Opens a page of this site, waits for `testId`, saves the screenshot `name`. */
  async function visitAndShoot(page: Page, url: string, testId: string, name: string) {
    await page.goto(`${suite.server.url}${url}`);
    await page.getByTestId(testId).waitFor();
    await shot(page, name);
  }

  async function balanceOf(page: Page): Promise<number> {
    const el = page.getByTestId('balance');
    await expect.poll(async () => el.getAttribute('data-value')).not.toBe('');
    return Number(await el.getAttribute('data-value'));
  }

  /** On the provider's hosted page: pay, then wait until the provider sends us back. */
  async function payInSandbox(page: Page, landing: string): Promise<string> {
    await page.waitForURL((u) => u.pathname.startsWith('/pay/sandbox/'));
    await page.locator('button.pay').click();
    await page.waitForURL((u) => u.pathname === landing && u.searchParams.has('order_id'));
    return new URL(page.url()).searchParams.get('order_id') ?? '';
  }

  it('shows a login prompt without a session, keeping app_name', async () => {
    const context = await newContext();
    const page = await newPage(context);
    await page.goto(`${suite.server.url}/h5/recharge?app_name=wakoo&app-language=en`);
    const prompt = page.getByTestId('money-login-prompt');
    await prompt.waitFor();
    expect(await page.getByTestId('money-login-link').getAttribute('href')).toBe('/h5/login?app_name=wakoo');
    await shot(page, 'login-prompt-en');
    await context.close();
  });

  it('recharges coins through the sandbox checkout and shows the new balance', async () => {
    const page = await newPage(wakoo);
    await page.goto(`${suite.server.url}/h5/recharge?app_name=wakoo&app-language=en`);
    await page.getByTestId('recharge-page').waitFor();
    const before = await balanceOf(page);
    // a suite.browser offers only web checkouts and customer service (no App Store / Google Play)
    await page.getByTestId('method-card').waitFor();
    expect(await page.getByTestId('method-apple').count()).toBe(0);
    expect(await page.getByTestId('method-google').count()).toBe(0);

    const pkg = page.locator('[data-testid^="package-"]').nth(2);
    const amount = Number(await pkg.getAttribute('data-amount'));
    expect(amount).toBeGreaterThan(0);
    await pkg.click();
    await page.getByTestId('method-card').click();
    await shot(page, 'recharge-en');
    await page.getByTestId('pay-button').click();

    const orderId = await payInSandbox(page, '/h5/recharge');
    expect(orderId).toMatch(/^po_/);
    const result = page.getByTestId('order-result');
    await expect.poll(() => result.getAttribute('data-outcome'), { timeout: 15_000 }).toBe('success');
    await expect.poll(async () => Number(await page.getByTestId('balance').getAttribute('data-value'))).toBe(before + amount);
    expect(await page.getByTestId('credited-amount').textContent()).toContain(new Intl.NumberFormat('en').format(amount));
    await shot(page, 'recharge-success-en');

    // done: back to the packages, balance kept
    await page.getByTestId('order-result-close').click();
    await page.getByTestId('pay-button').waitFor();
    expect(new URL(page.url()).searchParams.has('order_id')).toBe(false);
    expect(await balanceOf(page)).toBe(before + amount);
    await page.close();
  });

  it('a cancelled checkout lands on a failure card and credits nothing', async () => {
    const page = await newPage(wakoo);
    await page.goto(`${suite.server.url}/h5/recharge?app_name=wakoo&app-language=ja`);
    const before = await balanceOf(page);
    await page.locator('[data-testid^="package-"]').first().click();
    await page.getByTestId('method-paypal').click();
    await page.getByTestId('pay-button').click();
    await page.waitForURL((u) => u.pathname.startsWith('/pay/sandbox/'));
    await page.locator('button.cancel').click();
    await page.waitForURL((u) => u.pathname === '/h5/recharge' && u.searchParams.has('order_id'));
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-outcome'), { timeout: 15_000 }).toBe('failure');
    expect(await balanceOf(page)).toBe(before);
    expect(await page.getByTestId('order-result-reason').textContent()).toContain('キャンセル');
    await shot(page, 'recharge-failed-ja');
    await page.close();
  });

  it('in the app: offers store methods and pays through the bridge, then polls the order', async () => {
    const page = await newPage(wakoo);
    // a fake native bridge: answers every call at once and records the pay() payload
    await page.addInitScript(() => {
      const w = window as unknown as { __payCalls: unknown[]; __nativeBridge: unknown };
      w.__payCalls = [];
      w.__nativeBridge = {
        call(method: string, payloadJson: string) {
          if (method === 'pay') {
            w.__payCalls.push(JSON.parse(payloadJson));
            return '{"ok":true}';
          }
          return 'null';
        },
      };
    });
    await page.goto(`${suite.server.url}/h5/recharge?app_name=wakoo&app-language=en`);
    const before = await balanceOf(page);
    await page.getByTestId('method-apple').waitFor();
    expect(await page.getByTestId('method-google').count()).toBe(1);
    const pkg = page.locator('[data-testid^="package-"]').first();
    const amount = Number(await pkg.getAttribute('data-amount'));
    await pkg.click();
    await page.getByTestId('method-card').click();
    await page.getByTestId('pay-button').click();

    // no navigation to the web checkout: the app got the order and the page waits for it
    await page.waitForURL((u) => u.pathname === '/h5/recharge' && u.searchParams.has('order_id'));
    const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
    const calls = (await page.evaluate(() => (window as unknown as { __payCalls: unknown[] }).__payCalls)) as Array<
      Record<string, unknown>
    >;
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ order_id: orderId, method: 'card', amount });
    expect(await page.getByTestId('order-result').getAttribute('data-outcome')).toBe('pending');

    // the app's payment completes (here: the sandbox provider's page, as the app would show it)
    const res = await fetch(`${suite.server.url}/pay/sandbox/${orderId}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-outcome'), { timeout: 15_000 }).toBe('success');
    await expect.poll(async () => Number(await page.getByTestId('balance').getAttribute('data-value'))).toBe(before + amount);
    await page.close();
  });

  it('buys a weekly membership and shows it active with its expiry date', async () => {
    const page = await newPage(wakoo);
    await page.goto(`${suite.server.url}/h5/member?app_name=wakoo&app-language=en`);
    const card = page.getByTestId('membership-card');
    await expect.poll(() => card.getAttribute('data-state')).toBe('none');
    await page.getByTestId('plan-weekly').click();
    await page.getByTestId('method-card').click();
    await shot(page, 'member-en');
    await page.getByTestId('pay-button').click();

    await payInSandbox(page, '/h5/member');
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-outcome'), { timeout: 15_000 }).toBe('success');
    // expiry = now + 7 days, formatted like the page does (suite.browser time zone)
    const expected = await page.evaluate(() =>
      new Intl.DateTimeFormat('en', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 7 * 86_400_000)),
    );
    await expect.poll(() => page.getByTestId('result-expiry').textContent()).toContain(expected);
    await shot(page, 'member-success-en');

    await page.getByTestId('order-result-close').click();
    await expect.poll(() => card.getAttribute('data-state')).toBe('active');
    expect(await page.getByTestId('membership-tier').textContent()).toBe('Weekly membership');
    expect(await page.getByTestId('membership-expiry').textContent()).toBe(`Valid until ${expected}`);
    expect(await page.getByTestId('membership-days').textContent()).toBe('Days left: 7');
    expect(await page.getByTestId('pay-button').textContent()).toBe('Renew');
    await shot(page, 'member-active-en');
    await page.close();
  });

  it('shows an expired membership as expired (mocked API answer)', async () => {
    const page = await newPage(wakoo);
    await page.route('**/api/v1/membership?**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          status: 0,
          msg: 'ok',
          data: { tier: 'monthly', active: false, expires_at: '2026-01-02T12:00:00.000Z', days_left: 0 },
        }),
      }),
    );
    await page.goto(`${suite.server.url}/h5/member?app_name=wakoo&app-language=en`);
    const card = page.getByTestId('membership-card');
    await expect.poll(() => card.getAttribute('data-state')).toBe('expired');
    expect(await card.textContent()).toContain('Membership expired');
    expect(await page.getByTestId('membership-expiry').textContent()).toBe('Expired on 01/02/2026');
    expect(await page.getByTestId('membership-days').count()).toBe(0);
    expect(await page.getByTestId('pay-button').textContent()).toBe('Renew');
    await shot(page, 'member-expired-en');
    await page.close();
  });

  it('lists the orders as credited in the charge records, with wallet transactions', async () => {
    const page = await newPage(wakoo);
    // a Japan page: Japanese whatever the suite.browser says
    await page.goto(`${suite.server.url}/h5/japan/withdraw/charge/record?app_name=wakoo`);
    const rows = page.getByTestId('order-row');
    await rows.first().waitFor();
    const statuses = await page.getByTestId('order-status').evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
    // newest first: the membership, the in-app recharge, the cancelled recharge, the paid recharge
    expect(statuses).toEqual(['credited', 'credited', 'failed', 'credited']);
    expect(await rows.first().textContent()).toContain('ウィークリー会員');
    expect(await page.getByTestId('order-status').first().textContent()).toBe('完了');
    await shot(page, 'records-ja');

    const tx = await newestTransaction(page);
    expect(tx.kind).toBe('recharge');
    expect(tx.text).toContain('チャージ');
    await shot(page, 'transactions-ja');
    await page.close();
  });

  it('renders the bonus charge campaign and its rules', async () => {
    const page = await newPage(wakoo);
    await page.goto(`${suite.server.url}/h5/japan/bonus_charge/male?app_name=wakoo`);
    await page.getByTestId('bonus-page').waitFor();
    await page.locator('[data-testid^="bonus-package-"]').first().waitFor();
    // the first package with a bonus is preselected and its bonus shown in the pay bar
    expect(await page.locator('.money-bonus-row-selected .money-bonus-plus').textContent()).toMatch(/^\+\d/);
    expect(await page.locator('.money-paybar-note').textContent()).toContain('ボーナス');
    await shot(page, 'bonus-male-ja');
    await page.getByTestId('bonus-rule-link').click();
    await page.getByTestId('bonus-rule-page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/japan/rule_bonus_charge/male');
    expect(await page.locator('.money-rules-list li').count()).toBe(6);
    expect(await page.locator('.money-rules-list').textContent()).toContain('18歳未満');
    await shot(page, 'bonus-rules-male-ja');
    await page.goto(`${suite.server.url}/h5/japan/rule_bonus_charge/female?app_name=wakoo`);
    await page.getByTestId('bonus-rule-page').waitFor();
    await shot(page, 'bonus-rules-female-ja');
    await page.close();
  });

  it('renders the CNY brand pages in Chinese (dark theme), and the PC layout', async () => {
    const context = await loggedIn(DEFAULT_USER, 'default');
    const page = await newPage(context);
    await page.goto(`${suite.server.url}/h5/recharge_cn?app_name=default&app-language=zh-CN`);
    await page.getByTestId('method-wechat').waitFor();
    // CNY prices have two decimals
    expect(await page.locator('.money-tile-price').first().textContent()).toMatch(/6\.00/);
    await shot(page, 'recharge-cn-zh-CN');
    await visitAndShoot(page, '/h5/vip_cn?app_name=default&app-language=zh-CN', 'plan-monthly', 'vip-cn-zh-CN');
    await visitAndShoot(page, '/h5/recharge_cn?app_name=default&app-language=ko', 'method-wechat', 'recharge-cn-ko');
    await page.goto(`${suite.server.url}/h5/japan/withdraw/charge/record?app_name=default&app-language=zh-CN`);
    await page.getByText('チャージ履歴はまだありません。').waitFor();
    await context.close();

    const pc = await loggedIn(WAKOO_USER, 'wakoo', { width: 1280 });
    const wide = await newPage(pc);
    await visitAndShoot(wide, '/h5/recharge_pc?app_name=wakoo&app-language=zh-TW', 'method-card', 'recharge-pc-zh-TW');
    await visitAndShoot(wide, '/h5/member_pc?app_name=wakoo&app-language=en', 'plan-monthly', 'member-pc-en');
    await pc.close();
  });

  it('raised no page errors', () => {
    expect(errors).toEqual([]);
  });
});
