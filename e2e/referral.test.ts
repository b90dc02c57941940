import path from 'node:path';
import { expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, demoLogin, describeBrowser, phonePage, SCREENSHOT_DIR } from './harness';

/** A referral link: the code is kept for the browser across a reload and lands on the next registration. */
describeBrowser('referral entry', () => {
  const suite = browserSuite();

  it('records the code with its channel, survives a reload, and attaches to the account registered next', async () => {
    const host = await demoLogin(suite.server.url, 'anchor2.default@demo.local');
    const code = host.user.public_id;
    const page = await phonePage(suite.browser, { locale: 'ja-JP' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/${code}?channel=line_ads`);
    await page.getByTestId('referral-title').waitFor();
    expect(await page.getByTestId('referral-title').textContent()).toContain(host.user.nickname);
    expect(await page.getByTestId('referral-code').textContent()).toBe(code);
    // the store buttons carry the channel
    const play = await page.getByTestId('download-android').getAttribute('href');
    expect(play).toContain('utm_source%3Dline_ads');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'referral-ja.png'), fullPage: true });
    await page.reload();
    await page.getByTestId('referral-title').waitFor();

    // sign up on the web from the same browser (a fresh tab: the visitor id lives in local storage)
    await page.getByTestId('referral-signup').click();
    await page.waitForURL(/\/h5\/login/);
    const account = `ref${Date.now()}@e2e.local`;
    await page.locator('form.auth-form input').nth(0).fill(account);
    await page.locator('form.auth-form input[type="password"]').fill('Referral#2026x');
    await page.locator('form.auth-form input').nth(2).fill('Invited');
    await page.locator('form.auth-form input[type="date"]').fill('1996-04-05');
    await page.getByTestId('register-submit').click();
    await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
    const session = await demoLoginAs(suite.server.url, account);

    const admin = await apiCall<{ access_token: string }>(suite.server.url, 'POST', `${ADMIN_API}/auth/login`, {
      email: 'admin@demo.local',
      password: 'Admin#2026',
    });
    // the referrals consumer runs about every quarter second
    let referral: { referred_by: { code: string; channel: string | null } | null } = { referred_by: null };
    for (let i = 0; i < 40 && !referral.referred_by; i++) {
      referral = await apiCall(suite.server.url, 'GET', `${ADMIN_API}/referrals/user`, { userid: session }, admin.access_token);
      if (!referral.referred_by) await new Promise((r) => setTimeout(r, 250));
    }
    expect(referral.referred_by).toMatchObject({ code, channel: 'line_ads' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

async function demoLoginAs(baseUrl: string, account: string): Promise<number> {
  const s = await apiCall<{ user: { id: number } }>(baseUrl, 'POST', '/api/v1/auth/login', { account, password: 'Referral#2026x' });
  return s.user.id;
}
