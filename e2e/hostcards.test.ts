import path from 'node:path';
import { expect, it } from 'vitest';
import {
  ADMIN_API,
  apiCall,
  browserSuite,
  consolePage,
  demoLogin,
  describeBrowser,
  openSignedIn,
  phonePage,
  SCREENSHOT_DIR,
} from './harness';

const shot = (name: string) => path.join(SCREENSHOT_DIR, `hostcard-${name}.png`);

/** A host's shareable card: opened from a share link, it records her referral; she edits it; staff hide it. */
describeBrowser('host cards', () => {
  const suite = browserSuite();
  const adminToken = async () =>
    (
      await apiCall<{ access_token: string }>(suite.server.url, 'POST', `${ADMIN_API}/auth/login`, {
        email: 'admin@demo.local',
        password: 'Admin#2026',
      })
    ).access_token;

  it('a card opened from a share link shows her, and a registration from it is attributed to her', async () => {
    const host = await demoLogin(suite.server.url, 'anchor1.default@demo.local');
    const code = host.user.public_id;
    const page = await phonePage(suite.browser, { locale: 'ja-JP' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/girls/${code}?channel=x_share`);
    await page.getByTestId('hostcard').waitFor();
    expect(await page.getByTestId('hostcard-name').textContent()).toBe(host.user.nickname);
    expect(await page.getByTestId('hostcard-level').textContent()).toContain('Lv.');
    await page.getByTestId('hostcard-voice').waitFor();
    expect(await page.getByTestId('hostcard-tags').locator('li').count()).toBeGreaterThan(0);
    // the photos load from their signed addresses
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('.hc-photo');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });
    await page.screenshot({ path: shot('card-ja') });
    await page.getByTestId('hostcard-open-app').click();
    await page.getByTestId('hostcard-app-sheet').waitFor();
    expect(await page.getByTestId('download-android').getAttribute('href')).toContain('utm_source%3Dx_share');
    await page.screenshot({ path: shot('app-sheet-ja') });
    await page.keyboard.press('Escape');

    // sign up from the card, in the same browser
    await page.getByTestId('hostcard-signup').click();
    await page.waitForURL(/\/h5\/login/);
    const account = `card${Date.now()}@e2e.local`;
    await page.locator('form.auth-form input').nth(0).fill(account);
    await page.locator('form.auth-form input[type="password"]').fill('HostCard#2026x');
    await page.locator('form.auth-form input').nth(2).fill('Fan');
    await page.locator('form.auth-form input[type="date"]').fill('1995-04-05');
    await page.getByTestId('register-submit').click();
    await page.waitForFunction(() => Boolean(localStorage.getItem('token')));
    const fan = await apiCall<{ user: { id: number } }>(suite.server.url, 'POST', '/api/v1/auth/login', {
      account,
      password: 'HostCard#2026x',
    });
    const token = await adminToken();
    let referral: { referred_by: { code: string; channel: string | null; referrer: { id: number } } | null } = { referred_by: null };
    for (let i = 0; i < 40 && !referral.referred_by; i++) {
      referral = await apiCall(suite.server.url, 'GET', `${ADMIN_API}/referrals/user`, { userid: fan.user.id }, token);
      if (!referral.referred_by) await new Promise((r) => setTimeout(r, 250));
    }
    expect(referral.referred_by).toMatchObject({ code, channel: 'x_share', referrer: { id: host.user.id } });

    // signed in now: the card offers the follow button
    await page.goto(`${suite.server.url}/girls/${code}`);
    await page.getByTestId('follow-button').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the gallery in Chinese, and the card on a light brand', async () => {
    const page = await phonePage(suite.browser, { locale: 'zh-CN' });
    await page.goto(`${suite.server.url}/girls`);
    await page.getByTestId('hostcard-gallery').waitFor();
    expect(await page.getByTestId('hostcard-tile').count()).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('gallery-zh-CN') });
    await page.getByTestId('hostcard-tile').first().click();
    await page.getByTestId('hostcard').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('card-zh-CN') });
    // wakoo (a light brand): its table's /h5/girls takes the code as ?code=
    const wakoo = await demoLogin(suite.server.url, 'anchor2.wakoo@demo.local');
    await page.goto(`${suite.server.url}/h5/girls?code=${wakoo.user.public_id}&app_name=wakoo`);
    await page.getByTestId('hostcard').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: shot('card-wakoo-zh-CN') });
    await page.context().close();
  });

  it('a host edits her card; staff hide it and it shows as not available', async () => {
    const host = await demoLogin(suite.server.url, 'anchor2.default@demo.local');
    const { page, errors } = await openSignedIn(suite.browser, `${suite.server.url}/girls`, host.access_token, 'hostcard-home', 'ja-JP');
    await page.getByTestId('hostcard-edit').click();
    await page.getByTestId('hostcard-editor').waitFor();
    await page.getByTestId('hostcard-intro-input').fill('週末の夜はだいたい配信しています🌙');
    await page.getByTestId('hostcard-tag-asmr').click();
    await page.screenshot({ path: shot('editor-ja'), fullPage: true });
    await page.getByTestId('hostcard-save').click();
    await page.getByTestId('hostcard-intro').waitFor();
    expect(await page.getByTestId('hostcard-intro').textContent()).toBe('週末の夜はだいたい配信しています🌙');

    const token = await adminToken();
    await apiCall(suite.server.url, 'POST', `${ADMIN_API}/host-cards/${host.user.id}/visibility`, { hidden: true, reason: 'e2e' }, token);
    const visitor = await phonePage(suite.browser, { locale: 'zh-CN' });
    await visitor.goto(`${suite.server.url}/girls/${host.user.public_id}`);
    await visitor.getByTestId('hostcard-unavailable').waitFor();
    await visitor.screenshot({ path: shot('unavailable-zh-CN') });
    await page.reload();
    await page.getByTestId('hostcard-block').waitFor();
    // the console lists it as hidden; showing it again brings it back
    const { page: con } = await consolePage(suite.browser, suite.server.url, { locale: 'zh-CN' });
    await con.goto(`${suite.server.url}/h5/qyqyadmin/host_cards`);
    await con.getByTestId('hostcards-filter-user').fill(host.user.public_id);
    await con.getByTestId('hostcards-search').click();
    await con.locator('[data-testid="hostcard-state"][data-state="hidden"]').waitFor();
    await con.screenshot({ path: shot('console-zh-CN') });
    await con.getByTestId('hostcard-show').click();
    await con.locator('[data-testid="hostcard-state"][data-state="visible"]').waitFor();
    await visitor.reload();
    await visitor.getByTestId('hostcard').waitFor();
    expect(errors).toEqual([]);
    await Promise.all([page.context().close(), visitor.context().close(), con.context().close()]);
  });
});
