import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

const XSS = '<img src=x onerror="window.__xss=1">';

/** Two fresh accounts of the default brand in the Japan region: a pool no demo letter is in. */
async function register(baseUrl: string, tag: string) {
  const account = `letters-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`;
  return apiCall<{ access_token: string; user: { id: number; public_id: string } }>(baseUrl, 'POST', '/api/v1/auth/register', {
    account,
    password: 'Letters#2026-e2e',
    nickname: `Letters ${tag}`,
    gender: 'female',
    birth_date: '1996-04-01',
    app_name: 'default',
    region: 'japan',
  });
}

/** A writes a letter; B opens it (the card flips) and replies; both see the thread in the mailbox, live. */
describeBrowser('anonymous letters and the mailbox', () => {
  const suite = browserSuite();
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `letters-${name}.png`), fullPage: false });

  it('writes, receives with a card flip, replies, and both sides see the thread live', async () => {
    const a = await register(suite.server.url, 'a');
    const b = await register(suite.server.url, 'b');
    const text = `はじめまして。今日は雨でしたが、帰り道の紫陽花がきれいでした。${XSS}`;

    // A writes, in Japanese
    const { page: pa, errors: ea } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/letters`,
      a.access_token,
      'letters-page',
      'ja-JP',
    );
    await pa.getByTestId('letters-write-input').fill(text);
    await expect.poll(() => pa.getByTestId('letters-word-count').textContent()).toContain(`/499`);
    await shot(pa, 'write-ja');
    await pa.getByTestId('letters-send').click();
    await pa.getByTestId('letters-sent').waitFor();

    // B opens a letter, in Chinese: the card flips to A's text, shown as text
    const { page: pb, errors: eb } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/letters`,
      b.access_token,
      'letters-page',
      'zh-CN',
    );
    await pb.getByTestId('letters-tab-receive').click();
    await shot(pb, 'receive-zh-CN');
    await pb.getByTestId('letters-draw').click();
    await expect.poll(() => pb.getByTestId('letters-card').getAttribute('data-flipped')).toBe('true');
    await expect.poll(() => pb.getByTestId('letters-card-text').textContent()).toBe(text);
    await pb.waitForTimeout(900);
    await shot(pb, 'flipped-zh-CN');

    // A keeps the mailbox open: B's reply arrives without a reload
    await pa.goto(`${suite.server.url}/h5/mailbox`);
    await pa.getByTestId('mailbox-page').waitFor();
    await pb.getByTestId('letters-first-reply').fill('谢谢你的信！我这边也下雨了 ☔');
    await pb.getByTestId('letters-first-reply-send').click();
    await pb.getByTestId('letters-thread').waitFor();
    await expect.poll(() => pb.getByTestId('letters-reply').count()).toBe(1);

    await pa.getByTestId('mailbox-unread').waitFor({ timeout: 25_000 });
    const row = pa.getByTestId('letters-thread-row').first();
    expect(await row.textContent()).toContain('谢谢你的信');
    await shot(pa, 'mailbox-ja');
    await row.click();
    await pa.getByTestId('letters-thread').waitFor();
    await expect.poll(() => pa.getByTestId('letters-reply').count()).toBe(1);
    // opening the thread marked it read
    await expect.poll(() => pa.getByTestId('mailbox-unread').count()).toBe(0);
    await pa.getByTestId('letters-reply-input').fill('お返事ありがとう！また書きますね。');
    await pa.getByTestId('letters-reply-send').click();
    await expect.poll(() => pa.getByTestId('letters-reply').count()).toBe(2);
    await shot(pa, 'thread-ja');

    // B, with the thread open, sees A's reply live
    await expect.poll(() => pb.getByTestId('letters-reply').count(), { timeout: 25_000 }).toBe(2);
    await shot(pb, 'thread-zh-CN');
    await pb.goto(`${suite.server.url}/h5/mailbox`);
    await pb.getByTestId('letters-thread-row').first().waitFor();
    await shot(pb, 'mailbox-zh-CN');

    expect(await pa.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await pb.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect([...ea, ...eb]).toEqual([]);
  });

  it('the demo users find letters and a thread waiting (zh-CN on the default brand, ja on wakoo)', async () => {
    for (const [account, locale] of [
      ['user1.default@demo.local', 'zh-CN'],
      ['user1.wakoo@demo.local', 'ja-JP'],
    ] as const) {
      const u = await demoLogin(suite.server.url, account);
      const { page, errors } = await openSignedIn(suite.browser, `${suite.server.url}/h5/mailbox`, u.access_token, 'mailbox-page', locale);
      await page.getByTestId('letters-thread-row').first().waitFor();
      await page.getByTestId('mailbox-unread').waitFor();
      await shot(page, `demo-mailbox-${locale}`);
      await page.getByTestId('letters-thread-row').first().click();
      await expect.poll(() => page.getByTestId('letters-reply').count()).toBe(3);
      await page.waitForTimeout(400);
      await shot(page, `demo-thread-${locale}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('mailbox-tab-received').click();
      await page.getByTestId('letters-received-row').first().waitFor();
      expect(errors).toEqual([]);
    }
  });
});
