import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { solidPng } from '../apps/server/src/modules/support/png';
import {
  apiCall,
  browserSuite,
  CONSOLE_SHOT_LOCALES,
  consolePage,
  demoLogin,
  describeBrowser,
  openSignedIn,
  reviewShots,
  SCREENSHOT_DIR,
} from './harness';

const XSS = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const SHOTS = process.env.SUPPORT_SHOTS;

/** A console tab of the admin `email`, signed in (zh-CN unless `locale`). */
async function consoleAs(browser: Browser, base: string, email: string, locale = 'zh-CN'): Promise<Page> {
  return (await consolePage(browser, base, { email, locale })).page;
}

/**
 * A user files feedback with an image; the Japan-only admin does not see the default-region
 * thread; the default-region admin claims and replies; the user sees the reply live, as text.
 */
describeBrowser('customer service', () => {
  // the screenshot run seeds the demo threads (DEMO_ACTIVITY) so the queue looks as on `npm start`
  const suite = browserSuite(SHOTS ? { DEMO_ACTIVITY: 'true' } : {});

  it.skipIf(SHOTS)('feedback with an image → region-scoped queues → claim and reply → the user sees it live', async () => {
    const user = await demoLogin(suite.server.url, 'user1.ucoo_plus@demo.local');
    const { page: phone, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/customerservice?app-language=zh-CN`,
      user.access_token,
      'support-page',
      'zh-CN',
    );
    await phone.getByTestId('support-open-new').click();
    await phone.getByTestId('support-category-recharge').click();
    await phone.getByTestId('support-text').fill(`充值没到账 ${XSS}`);
    await phone
      .getByTestId('support-file')
      .setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: solidPng(300, 500, [240, 120, 80]) });
    await phone.locator('.sp-thumb img').waitFor();
    await phone.getByTestId('support-submit').click();
    await phone.getByTestId('support-thread').waitFor();
    const threadId = Number(new URL(phone.url()).searchParams.get('thread'));
    expect(threadId).toBeGreaterThan(0);
    expect(await phone.getByTestId('support-message').first().textContent()).toContain(XSS);
    await expect
      .poll(() =>
        phone
          .locator('.sp-msg-images img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);

    // the Japan-only admin: the default-region thread is not in the queue
    const japan = await consoleAs(suite.browser, suite.server.url, 'japan@demo.local', 'ja-JP');
    await japan.goto(`${suite.server.url}/h5/qyqyadmin/feedback/a`);
    await japan.getByTestId('feedback-table').waitFor();
    await japan.waitForTimeout(500);
    expect(await japan.locator(`[data-testid="feedback-row"][data-thread-id="${threadId}"]`).count()).toBe(0);
    await japan.context().close();

    // the default-region admin claims and replies from the Ucoo Chinese desk
    const admin = await consoleAs(suite.browser, suite.server.url, 'admin@demo.local');
    const adminErrors: string[] = [];
    admin.on('pageerror', (e) => adminErrors.push(String(e)));
    await admin.goto(`${suite.server.url}/h5/qyqyadmin/feedback/ucoo_zh`);
    const row = admin.locator(`[data-testid="feedback-row"][data-thread-id="${threadId}"]`);
    await row.waitFor();
    expect(await row.getByTestId('feedback-row-preview').textContent()).toContain(XSS);
    await row.click();
    const drawer = admin.getByTestId('feedback-drawer');
    await drawer.getByTestId('feedback-conversation').waitFor();
    expect(await drawer.getByTestId('feedback-message-text').first().textContent()).toContain(XSS);
    await drawer.getByTestId('feedback-claim').click();
    await expect.poll(() => drawer.textContent()).toContain('Demo Admin');
    await drawer.getByTestId('feedback-reply-text').fill('您好，已为您补发，请查收。');
    await drawer.getByTestId('feedback-reply-send').click();
    await expect.poll(() => drawer.getByTestId('feedback-message').count()).toBe(2);

    // the phone, left open on the thread, shows the reply without a reload
    await expect.poll(() => phone.getByTestId('support-message').count(), { timeout: 20_000 }).toBe(2);
    expect(await phone.getByTestId('support-message').nth(1).getAttribute('data-author')).toBe('staff');
    expect(await phone.getByTestId('support-message').nth(1).textContent()).toContain('已为您补发');
    // the open thread says the reply was seen: nothing is left unread
    const unread = () =>
      apiCall<{ unread_total: number }>(suite.server.url, 'GET', '/api/v1/support/threads', {}, user.access_token).then(
        (r) => r.unread_total,
      );
    await expect.poll(unread, { timeout: 10_000 }).toBe(0);
    expect(await phone.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await admin.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await admin.context().close();
    await phone.context().close();
  });

  // the screenshots for review (SUPPORT_SHOTS=1): H5 375×812 in ja and zh-CN, the console in zh-CN, ja and en
  it.runIf(SHOTS)('screenshots', async () => {
    const dir = process.env.SUPPORT_SHOTS_DIR ?? SCREENSHOT_DIR;
    mkdirSync(dir, { recursive: true });
    for (const [lang, locale, account] of [
      ['ja', 'ja-JP', 'user2.ucoo_plus@demo.local'],
      ['zh-CN', 'zh-CN', 'user1.wakoo@demo.local'],
    ] as const) {
      const user = await demoLogin(suite.server.url, account);
      const base = `${suite.server.url}/h5/customerservice?app-language=${lang}`;
      const { page } = await openSignedIn(suite.browser, base, user.access_token, 'support-page', locale);
      const { shoot, openFirst } = reviewShots(page, dir);
      await page.getByTestId('support-list').waitFor();
      await shoot(`h5-list-${lang}`, 400);
      await openFirst('support-row', 'support-thread');
      await shoot(`h5-thread-${lang}`, 600);
      await page.goto(`${base}&new=1`);
      await page.getByTestId('support-new').waitFor();
      await page.getByTestId('support-category-bug').click();
      await page.getByTestId('support-text').fill(lang === 'ja' ? 'ギフトを送ると画面が固まります。' : '送礼物时页面卡住了。');
      await shoot(`h5-new-${lang}`, 300);
      await page.context().close();
    }
    for (const [lang, locale] of CONSOLE_SHOT_LOCALES) {
      const page = await consoleAs(suite.browser, suite.server.url, 'admin@demo.local', locale);
      const { shoot, openFirst } = reviewShots(page, dir);
      await page.goto(`${suite.server.url}/h5/qyqyadmin/feedback/a?app-language=${lang}`);
      await page.getByTestId('feedback-row').first().waitFor();
      await shoot(`console-queue-${lang}`, 600);
      await openFirst('feedback-row', 'feedback-conversation');
      await shoot(`console-thread-${lang}`, 800);
      await page.context().close();
    }
  });
});
