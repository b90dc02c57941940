import path from 'node:path';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, describeBrowser, openSignedIn, phonePage, SCREENSHOT_DIR } from './harness';

/**
 * Invite friends: the inviter copies the code; a friend opens the link, registers and recharges in
 * the sandbox; the inviter's record shows the friend rewarded.
 */
describeBrowser('invite friends', () => {
  const suite = browserSuite();

  it('copies the code, and the record shows an invitee who registered through the link and recharged', async () => {
    const base = suite.server.url;
    const stamp = Date.now();
    const inviter = await apiCall<{ access_token: string; user: { public_id: string } }>(base, 'POST', '/api/v1/auth/register', {
      account: `inviter${stamp}@e2e.local`,
      password: 'Invite#2026x',
      nickname: 'Inviter',
      gender: 'male',
      birth_date: '1990-02-03',
      app_name: 'default',
    });
    const code = inviter.user.public_id;

    // the inviter copies the code
    const { page: mine, errors } = await openSignedIn(
      suite.browser,
      `${base}/h5/intro_invite_friends?app-language=ja`,
      inviter.access_token,
      'invite-hero',
      'ja-JP',
    );
    await mine.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    expect(await mine.getByTestId('invite-code').textContent()).toBe(code);
    await mine.getByTestId('invite-copy-code').click();
    await expect.poll(() => mine.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await mine.getByTestId('invite-link').textContent()).toBe(`${base}/${code}`);
    await mine.screenshot({ path: path.join(SCREENSHOT_DIR, 'invite-ja.png'), fullPage: true });

    // a friend opens the link, registers on the web and recharges by card in the sandbox
    const friend = await phonePage(suite.browser, { locale: 'en-US' });
    friend.on('pageerror', (e) => errors.push(String(e)));
    await friend.goto(`${base}/${code}`);
    await friend.getByTestId('referral-signup').click();
    await friend.waitForURL(/\/h5\/login/);
    await friend.locator('form.auth-form input').nth(0).fill(`friend${stamp}@e2e.local`);
    await friend.locator('form.auth-form input[type="password"]').fill('Friend#2026x');
    await friend.locator('form.auth-form input').nth(2).fill('Hanako');
    await friend.locator('form.auth-form input[type="date"]').fill('1997-05-06');
    await friend.getByTestId('register-submit').click();
    await friend.waitForFunction(() => Boolean(localStorage.getItem('token')));
    await friend.goto(`${base}/h5/recharge_cn?app-language=en`);
    await friend.locator('[data-testid^="package-"]').first().click();
    await friend.getByTestId('method-card').click();
    await friend.getByTestId('pay-button').click();
    await friend.waitForURL((u) => u.pathname.startsWith('/pay/sandbox/'));
    await friend.locator('button.pay').click();
    await friend.waitForURL((u) => u.pathname.startsWith('/h5/recharge_cn') && u.searchParams.has('order_id'));
    await expect.poll(() => friend.getByTestId('order-result').getAttribute('data-outcome'), { timeout: 15_000 }).toBe('success');

    // the inviter's record: the friend, masked, rewarded (the outbox and the reward job run within a second or two)
    await mine.goto(`${base}/h5/record_invite_friends?app-language=ja`);
    const row = mine.getByTestId('invitee-row').first();
    await expect
      .poll(
        async () => {
          await mine.reload();
          await row.waitFor();
          return row.getAttribute('data-state');
        },
        { timeout: 20_000, interval: 800 },
      )
      .toBe('rewarded');
    expect(await row.textContent()).toContain('H***o');
    expect(Number(await mine.getByTestId('invite-total-coins').getAttribute('data-value'))).toBeGreaterThan(0);
    await mine.screenshot({ path: path.join(SCREENSHOT_DIR, 'invite-record-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
    await friend.context().close();
    await mine.context().close();
  }, 60_000);
});
