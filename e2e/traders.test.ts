import path from 'node:path';
import type { TAdminTrader, TTraderTransfer } from '@app/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  ADMIN_API,
  browserSuite,
  consolePage,
  type DemoSession,
  demoLogin,
  describeBrowser,
  openSignedIn,
  SCREENSHOT_DIR,
} from './harness';

/**
 * Coin traders: the demo admin proposes a Wakoo user as a trader, the finance approver approves
 * (four eyes), a bulk purchase stocks them; on the phone, in Japanese, the trader looks a user up,
 * confirms and sends; the console lists the transfer.
 */
const TRADER = 'user2.wakoo@demo.local';
const FAN = 'user1.wakoo@demo.local';
const AMOUNT = 1_200;
const WAIT = { timeout: 30_000 };

describeBrowser('coin traders', () => {
  const suite = browserSuite();
  let trader: DemoSession;
  let fan: DemoSession;

  beforeAll(async () => {
    [trader, fan] = await Promise.all([demoLogin(suite.server.url, TRADER), demoLogin(suite.server.url, FAN)]);
    const login = (email: string) =>
      suite.api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, { email, password: 'Admin#2026' }).then((a) => a.access_token);
    const [admin, approver] = await Promise.all([login('admin@demo.local'), login('approver@demo.local')]);
    const proposed = await suite.api<TAdminTrader>(
      'POST',
      `${ADMIN_API}/traders`,
      { public_id: trader.user.public_id, daily_limit: 50_000, per_recipient_limit: 10_000, note: 'e2e' },
      admin,
    );
    expect(proposed.status).toBe('pending');
    await suite.api('POST', `${ADMIN_API}/traders/${trader.user.id}/action`, { action: 'approve', note: '' }, approver);
    await suite.api(
      'POST',
      `${ADMIN_API}/traders/${trader.user.id}/purchases`,
      { request_id: 'e2e-trader-stock', amount: 20_000, price_minor: 260_000, currency: 'JPY', reference: 'E2E-FURIKOMI' },
      admin,
    );
  });

  it('a trader sends coins to a user in Japanese on a phone', async () => {
    const url = `${suite.server.url}/h5/coin_trader?app_name=wakoo&app-language=ja`;
    const { page, errors } = await openSignedIn(suite.browser, url, trader.access_token, 'trader-page', 'ja-JP');
    await page.locator('[data-testid="trader-page"][data-state="active"]').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('trader-balance').textContent(), WAIT).toContain('20,000');
    await page.getByTestId('trader-recipient-id').fill(fan.user.public_id);
    await page.getByTestId('trader-lookup').click();
    await expect.poll(() => page.getByTestId('trader-recipient').textContent(), WAIT).toContain(fan.user.nickname);
    await page.getByTestId('trader-amount').fill(String(AMOUNT));
    await page.getByTestId('trader-next').click();
    const sheet = page.getByTestId('trader-confirm');
    await sheet.waitFor(WAIT);
    expect(await sheet.textContent()).toContain('送付内容の確認');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'traders-confirm-ja.png') });
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/v1/traders/transfers')),
      page.getByTestId('trader-confirm-send').click(),
    ]);
    const env = (await res.json()) as { status: number; data: TTraderTransfer };
    expect(env.status).toBe(0);
    expect(env.data.amount).toBe(AMOUNT);
    await expect.poll(() => page.getByTestId('trader-result-text').textContent(), WAIT).toContain('送付しました');
    await page.getByTestId('trader-done').click();
    await expect.poll(() => page.getByTestId('trader-transfer-row').first().textContent(), WAIT).toContain(fan.user.nickname);
    await expect.poll(() => page.getByTestId('trader-used').textContent(), WAIT).toContain('1,200');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'traders-page-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('the console lists the trader and the transfer', async () => {
    const { page, errors } = await consolePage(suite.browser, suite.server.url, { email: 'approver@demo.local' });
    await page.goto(`${suite.server.url}/h5/qyqyadmin/traders`);
    const row = page.locator(`[data-testid="trader-row"][data-id="${trader.user.id}"]`);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('trader-status').getAttribute('data-status')).toBe('active');
    await row.locator('td').first().click();
    const drawer = page.getByTestId('trader-drawer');
    await drawer.waitFor(WAIT);
    await expect.poll(() => drawer.getByTestId('trader-transfer').first().textContent(), WAIT).toContain(fan.user.public_id);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'traders-console.png') });
    expect(errors).toEqual([]);
  });
});
