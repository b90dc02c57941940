import path from 'node:path';
import { callIncome, ErrorCode } from '@app/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  browserSuite,
  type DemoSession,
  demoLogin,
  describeBrowser,
  openSignedIn,
  reportHostEvents,
  SCREENSHOT_DIR,
} from './harness';

/**
 * Guilds and agencies: the app's server reports a host's call (signed), she applies to the demo
 * advanced partner's guild on the recruit page with both consents, the agency logs in on its own
 * app, approves her and sees her income on its dashboard.
 */
/** a Wakoo host in no guild of the demo (anchor1 waits in Sakura's queue already) */
const HOST = 'anchor2.wakoo@demo.local';
const FAN = 'user2.wakoo@demo.local';
const AGENCY = { email: 'agency@demo.local', password: 'Agency#2026' };
const CODE = 'SAKURA2026';
const WAIT = { timeout: 30_000 };

describeBrowser('guilds and agencies', () => {
  const suite = browserSuite();
  let host: DemoSession;
  let earned = 0;

  beforeAll(async () => {
    host = await demoLogin(suite.server.url, HOST);
    const fan = await demoLogin(suite.server.url, FAN);
    const r = await reportHostEvents(suite.server.url, [
      {
        id: `e2e-agency-${Date.now()}`,
        kind: 'call',
        anchor_id: host.user.id,
        user_id: fan.user.id,
        media: 'video',
        seconds: 1_200,
        at: new Date().toISOString(),
      },
    ]);
    expect(r.data.results[0]?.outcome).toBe('credited');
    const c = callIncome('video', 1_200, true);
    earned = c.points + c.bonus;
  });

  it('she applies on the recruit page with both consents (ja, 375×812)', async () => {
    const url = `${suite.server.url}/h5/japan/recruit?app_name=wakoo&app-language=ja&code=${CODE}`;
    const { page, errors } = await openSignedIn(suite.browser, url, host.access_token, 'guild-recruit', 'ja-JP');
    await page.getByTestId('guild-found').waitFor(WAIT);
    const submit = page.getByTestId('guild-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('guild-consent-anchor_union_agreement').check();
    await page.getByTestId('guild-consent-promise').check();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'guild-recruit-ja.png'), fullPage: true });
    const applied = page.waitForResponse((r) => r.url().includes('/api/v1/guilds/apply'));
    await submit.click();
    expect(((await (await applied).json()) as { status: number }).status).toBe(0);
    await page.locator('[data-testid="guild-state"]').filter({ hasText: '審査中' }).waitFor(WAIT);
    expect(errors).toEqual([]);
    // a second guild is refused while she is in this one
    await expect(
      apiCall(
        suite.server.url,
        'POST',
        '/api/v1/guilds/apply',
        { request_id: 'e2e-second', code: 'HOSHI2026', agreement_version: 1, promise_version: 1 },
        host.access_token,
      ),
    ).rejects.toThrow(String(ErrorCode.GUILD_ALREADY_MEMBER));
  });

  it('the agency logs in, approves her and sees her income', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'ja-JP' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/agency/login?app-language=ja`);
    await page.getByTestId('agency-email').fill(AGENCY.email);
    await page.getByTestId('agency-password').fill('wrong-password');
    await page.getByTestId('agency-submit').click();
    await page.getByTestId('agency-login-error').waitFor(WAIT);
    await page.getByTestId('agency-password').fill(AGENCY.password);
    await page.getByTestId('agency-submit').click();
    await page.waitForURL((u) => u.pathname === '/agency/dashboard', WAIT);
    const pending = page.locator(`[data-testid="agency-pending-row"][data-user="${host.user.public_id}"]`);
    await pending.waitFor(WAIT);
    const decided = page.waitForResponse((r) => r.url().includes('/decide'));
    await pending.getByTestId('agency-approve').click();
    await decided;
    const row = page.locator(`[data-testid="agency-anchor"][data-user="${host.user.public_id}"]`);
    await row.waitFor(WAIT);
    await expect
      .poll(async () => (await row.getByTestId('agency-anchor-today').textContent())?.replace(/\D/g, ''), WAIT)
      .toBe(String(earned));
    const chart = await page.getByTestId('agency-chart-days').getAttribute('data-points');
    expect(Number(chart?.split(',').at(-1))).toBeGreaterThanOrEqual(earned);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'agency-dashboard-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
