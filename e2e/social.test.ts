import path from 'node:path';
import type { TRankings } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoFund, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Following from the gift sheet: a user follows a host they find on the rankings, the host
 * follows back, they are buddies, and the gifts between them put the pair on the buddy board.
 */
describeBrowser('follows and the buddy board', () => {
  const suite = browserSuite();
  let fan: DemoSession;
  let host: DemoSession;
  let other: DemoSession;
  let roseId = 0;

  const { api } = suite;
  const send = (from: DemoSession, to: number, count: number) =>
    api(
      'POST',
      '/api/v1/gifts/send',
      { to_user_id: to, gift_id: roseId, count, request_id: `e2e-social-${Date.now()}-${count}` },
      from.access_token,
    );

  beforeAll(async () => {
    [fan, host, other] = await Promise.all([
      demoLogin(suite.server.url, 'user1.wakoo@demo.local'),
      demoLogin(suite.server.url, 'anchor1.wakoo@demo.local'),
      demoLogin(suite.server.url, 'user2.wakoo@demo.local'),
    ]);
    const { gifts } = await api<{ gifts: Array<{ id: number; code: string }> }>('GET', '/api/v1/gifts', { app_name: 'wakoo' });
    roseId = gifts.find((g) => g.code === 'rose')!.id;
    await demoFund(suite.server.url, fan.user.id, 10_000);
    await demoFund(suite.server.url, other.user.id, 10_000);
    // someone else's gift puts the host on the charm board, where the fan finds her
    await send(other, host.user.id, 3);
  });

  const followState = (page: Page) => page.getByTestId('follow-button').getAttribute('data-state');
  async function openSheetOnHost(page: Page) {
    await page.getByTestId('board-charm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="ranking-page"]')?.getAttribute('data-board') === 'charm');
    await page.getByTestId('podium-1').getByRole('button').click();
    await page.getByTestId('gift-sheet').waitFor();
    await page.getByTestId('follow-button').waitFor();
  }

  it('follow from the gift sheet, followed back: buddies, and their gifts rank on the buddy board', async () => {
    const url = `${suite.server.url}/h5/whole_rank?app_name=wakoo`;
    const { page, errors } = await openSignedIn(suite.browser, url, fan.access_token, 'ranking-page', 'ja-JP');
    await openSheetOnHost(page);
    await expect.poll(() => followState(page)).toBe('none');
    await page.getByTestId('follow-button').click();
    await expect.poll(() => followState(page)).toBe('following');
    expect(await api('GET', '/api/v1/follows/relation', { user_id: fan.user.id }, host.access_token)).toMatchObject({
      followed_by: true,
      following: false,
    });

    // the host follows back (from her app); the fan sees buddies once the page is opened again
    await api('POST', '/api/v1/follows', { user_id: fan.user.id }, host.access_token);
    await page.reload();
    await page.getByTestId('ranking-page').waitFor();
    await openSheetOnHost(page);
    await expect.poll(() => followState(page)).toBe('mutual');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'social-sheet-buddies-ja.png') });

    // a gift from the sheet between buddies lands on the buddy board for the pair
    await page.getByTestId('gift-rose').click();
    await page.getByTestId('count-10').click();
    await page.getByTestId('gift-send').click();
    await page.getByTestId('gift-sheet').waitFor({ state: 'detached' });
    const pair = [fan.user.id, host.user.id].sort((a, b) => a - b).join('-');
    await expect
      .poll(
        async () =>
          (await api<TRankings>('GET', '/api/v1/rankings', { board: 'buddy', period: 'weekly', app_name: 'wakoo' })).entries[0]?.owner,
        {
          timeout: 10_000,
        },
      )
      .toBe(pair);
    const buddy = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/japan/buddy_rank?app_name=wakoo`,
      fan.access_token,
      'podium',
      'ja-JP',
    );
    await expect.poll(() => buddy.page.getByTestId('podium-1').locator('.avatar').count()).toBe(2);
    await buddy.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'social-buddy-board-ja.png') });

    // unfollowing ends it: no longer buddies
    await api('POST', '/api/v1/follows/remove', { user_id: host.user.id }, fan.access_token);
    expect(await api('GET', '/api/v1/follows/relation', { user_id: host.user.id }, fan.access_token)).toMatchObject({ mutual: false });
    expect([...errors, ...buddy.errors]).toEqual([]);
    await page.context().close();
    await buddy.page.context().close();
  });
});
