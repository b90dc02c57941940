import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoFund, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Tribes on a phone: a user creates a tribe in the lobby (Chinese), another asks to join from the
 * hall, the chief approves in the requests sheet; the member sends a gift and the hall's honour
 * (this week and all time) counts up by the spec's amount. A Japanese screenshot on Wakoo (a light brand).
 */
const WAIT = { timeout: 30_000 };

describeBrowser('tribes', () => {
  const suite = browserSuite();
  let chief: DemoSession;
  let member: DemoSession;
  let host: DemoSession;

  beforeAll(async () => {
    const url = suite.server.url;
    [chief, member, host] = await Promise.all([
      demoLogin(url, 'user1.default@demo.local'),
      demoLogin(url, 'user2.default@demo.local'),
      demoLogin(url, 'anchor1.default@demo.local'),
    ]);
  });

  it('creates a tribe, a member joins, a gift raises the honour on the hall', async () => {
    const base = `${suite.server.url}/h5/tribe`;
    const q = '?app_name=default&app-language=zh-CN';
    const { page, errors } = await openSignedIn(suite.browser, `${base}${q}`, chief.access_token, 'tribe-lobby', 'zh-CN');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'tribes-lobby-zh-CN.png') });
    await page.getByTestId('tribe-create').click();
    await page.getByTestId('tribe-form').waitFor(WAIT);
    await page.getByTestId('tribe-name-input').fill('星河战队');
    await page.getByTestId('tribe-emblem-phoenix').click();
    await page.getByTestId('tribe-announcement-input').fill('每周五晚 9 点集合冲榜！');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'tribes-create-zh-CN.png') });
    await page.getByTestId('tribe-form-submit').click();
    await page.getByTestId('tribe-hero').waitFor(WAIT);
    await expect.poll(() => page.getByTestId('tribe-name').textContent(), WAIT).toBe('星河战队');
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(id).toBeGreaterThan(0);

    // the other user asks to join from the hall
    const other = await openSignedIn(suite.browser, `${base}/${id}${q}`, member.access_token, 'tribe-hero', 'zh-CN');
    await other.page.getByTestId('tribe-join').click();
    await other.page.getByTestId('tribe-withdraw').waitFor(WAIT);

    // the chief approves in the requests sheet
    await page.reload();
    await page.getByTestId('tribe-open-requests').click();
    await page.getByTestId('tribe-request').first().waitFor(WAIT);
    await page.getByTestId('tribe-approve').first().click();
    await expect.poll(() => page.getByTestId('tribe-request').count(), WAIT).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('tribe-member').count(), WAIT).toBe(2);

    // the member sends 10 roses (1 gold each): +10 honour this week and all time
    await demoFund(suite.server.url, member.user.id, 100);
    const { gifts } = await suite.api<{ gifts: { id: number; code: string }[] }>('GET', '/api/v1/gifts', { app_name: 'default' });
    const rose = gifts.find((g) => g.code === 'rose')!;
    await suite.api(
      'POST',
      '/api/v1/gifts/send',
      { to_user_id: host.user.id, gift_id: rose.id, count: 10, request_id: `e2e-tribe-gift-${Date.now()}` },
      member.access_token,
    );
    await page.reload();
    await expect
      .poll(() => page.getByTestId('tribe-week-honour').getAttribute('data-value'), { timeout: 60_000, interval: 1000 })
      .toBe('10');
    expect(await page.getByTestId('tribe-all-honour').getAttribute('data-value')).toBe('10');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'tribes-hall-zh-CN.png'), fullPage: true });
    await page.getByTestId('tribe-tab-ranking').click();
    await page.getByTestId('tribe-rank-row').first().waitFor(WAIT);
    expect(await page.getByTestId('tribe-rank-row').first().textContent()).toContain('星河战队');
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('shows the hall in Japanese on a light brand', async () => {
    const jp = await demoLogin(suite.server.url, 'user1.wakoo@demo.local');
    await suite.api(
      'POST',
      '/api/v1/tribes',
      { name: '桜花一門', emblem: 'sakura', announcement: '毎週金曜21時に集合！' },
      jp.access_token,
    );
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/tribe?app_name=wakoo&app-language=ja`,
      jp.access_token,
      'tribe-hero',
      'ja-JP',
    );
    await expect.poll(() => page.getByTestId('tribe-name').textContent(), WAIT).toBe('桜花一門');
    expect(await page.getByTestId('tribe-page').textContent()).toContain('今週の栄誉');
    await page.waitForTimeout(1200);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'tribes-hall-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
