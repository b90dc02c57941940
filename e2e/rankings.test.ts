import path from 'node:path';
import { expForLevel, levelForExp, type TRankings } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, describeBrowser, phonePage, SCREENSHOT_DIR } from './harness';

/**
 * Rankings, gift sheet and level pages against the real server: a demo user gets coins from an
 * admin, opens the whole-server board, sends an anchor a gift from the sheet and sees the rich board
 * (sender) and the charm board (receiver) move; the level page then shows the new level.
 */
const PASSWORD = 'Demo#2026';
const ROCKET_PRICE = 13_140;
const GRANT = 100_000;

describeBrowser('rankings, gift sheet and level pages', () => {
  const suite = browserSuite();
  let user1Token = '';
  let user2Token = '';
  let anchorId = 0;
  let adminToken = '';

  const { api } = suite;

  const login = (account: string) =>
    api<{ access_token: string; user: { id: number } }>('POST', '/api/v1/auth/login', { account, password: PASSWORD });

  async function grantCoins(adminToken: string, userId: number, amount: number) {
    await api(
      'POST',
      `${ADMIN_API}/wallet/adjust`,
      {
        user_id: userId,
        asset: 'gold_coin',
        amount,
        reason: 'e2e rankings test',
        request_id: `e2e-grant-${userId}-${Date.now()}`,
      },
      adminToken,
    );
  }

  let seq = 0;
  async function sendGift(token: string, to: number, code: string, count: number) {
    const gifts = await api<{ gifts: { id: number; code: string }[] }>('GET', '/api/v1/gifts', { app_name: 'default' });
    const gift = gifts.gifts.find((g) => g.code === code);
    if (!gift) throw new Error(`no ${code} in the catalogue`);
    seq += 1;
    await api(
      'POST',
      '/api/v1/gifts/send',
      { to_user_id: to, gift_id: gift.id, count, request_id: `e2e-send-${Date.now()}-${seq}` },
      token,
    );
  }

  async function board(b: 'rich' | 'charm'): Promise<TRankings> {
    return api<TRankings>('GET', '/api/v1/rankings', { board: b, period: 'daily', app_name: 'default' });
  }

  beforeAll(async () => {
    const admin = await api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, {
      email: 'admin@demo.local',
      password: 'Admin#2026',
    });
    const u1 = await login('user1.default@demo.local');
    const u2 = await login('user2.default@demo.local');
    const anchor = await login('anchor1.default@demo.local');
    adminToken = admin.access_token;
    user1Token = u1.access_token;
    user2Token = u2.access_token;
    anchorId = anchor.user.id;
    await grantCoins(admin.access_token, u1.user.id, GRANT);
    await grantCoins(admin.access_token, u2.user.id, 1_000);

    // someone is on both boards before the test user arrives: user2 gives the anchor a bouquet
    await sendGift(user2Token, anchorId, 'bouquet', 1);
    for (let i = 0; i < 50 && (await board('charm')).entries.length === 0; i++) await new Promise((r) => setTimeout(r, 200));
  });

  async function open(p: string, opts: { token?: string; locale?: string } = {}) {
    const page = await phonePage(suite.browser, { locale: opts.locale });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    if (opts.token) {
      const token = opts.token;
      await page.addInitScript((t) => localStorage.setItem('token', t), token);
    }
    await page.goto(`${suite.server.url}${p}`);
    // the board is drawn by the server: taps before the page's code has taken it over do nothing
    await page.locator('#root[data-mounted]').waitFor({ state: 'attached' });
    return { page, errors };
  }

  const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).first().textContent()) ?? '').trim();
  const digits = (s: string) => Number(s.replace(/[^0-9]/g, ''));

  it('send a gift from the sheet: the rich board (sender) and the charm board (receiver) move', async () => {
    const charmBefore = await board('charm');
    const anchorBefore = charmBefore.entries.find((e) => e.profiles[0]?.id === anchorId)?.score ?? 0;
    expect(anchorBefore).toBeGreaterThan(0);

    const { page, errors } = await open('/h5/whole_rank?app_name=default&app-language=en', { token: user1Token });
    await page.getByTestId('podium').waitFor();
    // not ranked yet on the rich board: the me bar says so and shows the gap to get on the board
    expect(await page.getByTestId('ranking-page').getAttribute('data-board')).toBe('rich');
    expect(await text(page, 'me-rank')).toBe('—');
    expect(await text(page, 'me-gap')).toMatch(/more to get on the board/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'rank-rich-before-en.png') });

    // charm board: the anchor is on top; tap her to open the gift sheet
    await page.getByTestId('board-charm').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="ranking-page"]')?.getAttribute('data-board') === 'charm');
    await page.getByTestId('podium-1').getByRole('button').click();
    const sheet = page.getByTestId('gift-sheet');
    await sheet.waitFor();
    expect(await text(page, 'gift-sheet-receiver')).toContain('Mei');
    await page.getByTestId('gift-rocket').waitFor();
    // the sheet shows the wallet's balance: the grant, plus whatever the demo paid user1 (an inviter's reward)
    const wallet = await apiCall<{ balances: Record<string, number> }>(suite.server.url, 'GET', '/api/v1/wallet', {}, user1Token);
    const coins = (wallet.balances.gold_coin ?? 0).toLocaleString('en-US');
    expect(wallet.balances.gold_coin).toBeGreaterThanOrEqual(GRANT);
    await expect.poll(() => text(page, 'gift-sheet-balance')).toContain(coins);
    await page.getByTestId('gift-rocket').click();
    await page.getByTestId('count-1').click();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'rank-gift-sheet-en.png') });
    await page.getByTestId('gift-send').click();
    await sheet.waitFor({ state: 'detached' });
    // the send is celebrated: the effect layer names the receiver and the count sent
    const effect = page.getByTestId('gift-effect');
    await effect.waitFor();
    expect(await effect.getByRole('status').textContent()).toContain('Mei');
    await expect.poll(() => text(page, 'gift-effect-count')).toBe('×1');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'rank-gift-effect-en.png') });
    await effect.waitFor({ state: 'detached', timeout: 5_000 });

    // the charm board refreshes by itself after the send: the anchor gains the rocket's charm points
    const expectedCharm = anchorBefore + ROCKET_PRICE * 10;
    await expect
      .poll(
        async () =>
          // the exact score (the text is shortened, 12.3万 / 123K, and counts up to it)
          Number(await page.getByTestId('podium-1').locator('.rk-podium-score [data-value]').getAttribute('data-value')),
        {
          timeout: 10_000,
        },
      )
      .toBe(expectedCharm);

    // rich board: the sender is now number one
    await page.getByTestId('board-rich').click();
    await expect.poll(() => text(page, 'me-rank'), { timeout: 10_000 }).toBe('1');
    expect(await text(page, 'podium-1')).toContain('Kai');
    expect(digits(await text(page, 'me-score'))).toBe(ROCKET_PRICE * 10);
    expect(await text(page, 'me-gap')).toMatch(/No\. 1/);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'rank-rich-after-en.png') });

    // the suite.server agrees
    const rich = await board('rich');
    expect(rich.entries[0]?.profiles[0]?.nickname).toContain('Kai');
    expect(rich.entries[0]?.score).toBe(ROCKET_PRICE * 10);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the level page shows the level and progress after the send', async () => {
    const { page, errors } = await open('/h5/mine_level?app_name=default&app-language=en', { token: user1Token });
    await page.getByTestId('level-card').waitFor();
    const exp = ROCKET_PRICE; // 1 gold coin = 1 exp
    const level = levelForExp(exp);
    expect(await text(page, 'level-number')).toBe(String(level));
    const pct = Math.round(((exp - expForLevel(level)) / (expForLevel(level + 1) - expForLevel(level))) * 100);
    expect(await page.getByTestId('level-progress').getAttribute('aria-valuenow')).toBe(String(pct));
    expect(digits(await text(page, 'level-exp'))).toBe(exp);
    expect(await text(page, 'level-next')).toContain(`${(expForLevel(level + 1) - exp).toLocaleString('en')} EXP to Lv.${level + 1}`);
    expect(await page.getByTestId('level-locked').count()).toBe(0); // level 12: unlocked
    expect(await page.getByTestId('band-table').locator('tbody tr').count()).toBe(10);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'level-en.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.context().close();

    // user2 spent 99 coins: level 1, features locked below level 10
    const low = await open('/h5/mine_level?app_name=default&app-language=en', { token: user2Token });
    await low.page.getByTestId('level-card').waitFor();
    expect(await text(low.page, 'level-number')).toBe('1');
    await low.page.getByTestId('level-locked').waitFor();
    await low.page.context().close();
  });

  it('logged out: boards are readable, the me bar links to login keeping app_name, and login comes back', async () => {
    const board = '/h5/whole_rank?app_name=default&app-language=zh-CN';
    const { page, errors } = await open(board);
    await page.getByTestId('podium').waitFor();
    const link = page.getByTestId('me-login');
    await link.waitFor();
    expect(await link.textContent()).toContain('登录查看我的排名');
    expect(await link.getAttribute('href')).toBe(`/h5/login?app_name=default&back=${encodeURIComponent(board)}`);
    // previous period: yesterday's board is empty in a fresh database
    await page.getByTestId('toggle-previous').click();
    await page.getByTestId('rank-empty').waitFor();
    // signing in from the me bar returns to the board the user came from (issue 15), signed in
    await page.getByTestId('me-login').click();
    await page.getByTestId('login-account').fill('user2.default@demo.local');
    await page.getByTestId('login-password').fill('Demo#2026');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((u) => u.pathname === '/h5/whole_rank' && u.searchParams.get('prev') === '1');
    await page.getByTestId('me-rank').waitFor();
    expect(await page.getByTestId('me-login').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  const PAGES = [
    '/h5/whole_rank',
    '/h5/whole_rank?board=charm',
    '/h5/weeklyGiftStarRank',
    '/h5/weeklyGiftHistoryRank',
    '/h5/richrankactivity',
    '/h5/japan/all_rank',
    '/h5/japan/cp_rank',
    '/h5/rank_rule_reward',
    '/h5/japan/all_rank_award',
    '/h5/japan/newer_rank_award',
    '/h5/mine_level',
    '/h5/gift_wall/dragon_year_limited',
    '/h5/giftwall520',
  ];

  it('renders every page at 375×812 in zh-CN, ja and en', async () => {
    // a fuller board: four on the charm board, two of them tied (competition ranks share 3rd)
    const anchor2 = await login('anchor2.default@demo.local');
    const u1 = await login('user1.default@demo.local');
    const u2 = await login('user2.default@demo.local');
    await grantCoins(adminToken, anchor2.user.id, 1_000);
    await sendGift(anchor2.access_token, u1.user.id, 'heart', 1);
    await sendGift(anchor2.access_token, u2.user.id, 'lollipop', 1);
    await sendGift(user2Token, anchor2.user.id, 'rose', 10);
    for (let i = 0; i < 50 && (await board('charm')).entries.length < 4; i++) await new Promise((r) => setTimeout(r, 200));
    const charm = await board('charm');
    expect(charm.entries.map((e) => e.rank)).toEqual([1, 2, 3, 3]);

    for (const lang of ['zh-CN', 'ja', 'en']) {
      for (const p of PAGES) {
        const { page, errors } = await open(`${p}${p.includes('?') ? '&' : '?'}app_name=default&app-language=${lang}`, {
          token: user1Token,
        });
        await page.waitForSelector('.rk-page:not([aria-busy="true"])');
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .rk-skeleton, .rk-mebar-empty'));
        const name = `${p.replace(/^\/h5\//, '').replace(/[/?=]/g, '_')}-${lang}.png`;
        await page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });
        expect(errors, `${p} ${lang}`).toEqual([]);
        await page.context().close();
      }
    }
    // the wakoo variant (light theme)
    const { page } = await open('/h5/weekly/star?app_name=wakoo&app-language=ja');
    await page.getByTestId('ranking-page').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'wakoo_weekly_star-ja.png') });
    await page.context().close();
  }, 240_000);

  it('gift wall lists the catalogue with limited and CP gifts highlighted', async () => {
    const { page } = await open('/h5/giftwall520?app_name=default&app-language=en');
    await page.getByTestId('wall-filter-all').click();
    await expect.poll(() => page.getByTestId('wall-gift').count()).toBe(10);
    expect(await page.locator('.rk-wall-card.is-limited').count()).toBe(2);
    expect(await page.locator('.rk-wall-card.is-cp').count()).toBe(1);
    await page.getByTestId('wall-filter-limited').click();
    await expect.poll(() => page.getByTestId('wall-gift').count()).toBe(2);
    await page.context().close();
  });
});
