import path from 'node:path';
import { settleRankRewards } from '@app/server/src/modules/rankings/rewards';
import { LIMITS, previousPeriodKey, rewardForRank, type TRankRewards } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Rank rewards against the real server: yesterday's charm boards (Japan and default regions) are
 * closed with a tie on 2nd place, the reward job pays them, and the award pages show the paid
 * winners, what the viewer won, and the reward in the wallet's transaction list.
 */
describeBrowser('rank reward pages', () => {
  const suite = browserSuite();
  const users: Record<'anchor' | 'user1' | 'user2', { token: string; id: number }> = {
    anchor: { token: '', id: 0 },
    user1: { token: '', id: 0 },
    user2: { token: '', id: 0 },
  };

  const { api } = suite;

  beforeAll(async () => {
    for (const [k, account] of [
      ['anchor', 'anchor1.default@demo.local'],
      ['user1', 'user1.default@demo.local'],
      ['user2', 'user2.default@demo.local'],
    ] as const) {
      const r = await demoLogin(suite.server.url, account);
      users[k] = { token: r.access_token, id: r.user.id };
    }
    // yesterday's final boards (no API writes a closed period): a tie on 2nd in Japan
    const now = new Date();
    const rows: Array<[string, string, string, number]> = [
      ['default:japan', previousPeriodKey('daily', now, 'japan'), String(users.anchor.id), 900],
      ['default:japan', previousPeriodKey('daily', now, 'japan'), String(users.user1.id), 500],
      ['default:japan', previousPeriodKey('daily', now, 'japan'), String(users.user2.id), 500],
      ['default:default', previousPeriodKey('daily', now, 'default'), String(users.anchor.id), 700],
    ];
    for (const [scope, period, owner, score] of rows)
      await suite.server.db.query(`insert into rank_scores (board, scope, period, owner, score) values ('charm', $1, $2, $3, $4)`, [
        scope,
        period,
        owner,
        score,
      ]);
    // the server's own job closed these periods (empty) when it started: reopen them, after the
    // scores are in, so whichever settles next — that job or the calls below — pays them once
    await suite.server.db.query(
      `delete from rank_reward_settlements where board = 'charm' and (scope, period) in (select * from unnest($1::text[], $2::text[]))`,
      [rows.map((r) => r[0]), rows.map((r) => r[1])],
    );
    // the job as a node would run it just after the grace (twice: still paid once)
    const later = () => new Date(Date.now() + LIMITS.rankRewardGraceMs);
    await settleRankRewards({ db: suite.server.db, now: later });
    await settleRankRewards({ db: suite.server.db, now: later });
  });

  /** Opens a page signed in as `token`, runs `check` on it, then wants no page errors and closes it. */
  async function onPage(p: string, token: string, testId: string, check: (page: Page) => Promise<void>) {
    const { page, errors } = await openSignedIn(suite.browser, `${suite.server.url}${p}`, token, testId);
    await check(page);
    expect(errors).toEqual([]);
    await page.context().close();
  }
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage: true });

  it('the Japan award page lists the paid winners, ties sharing 2nd, and what I won', async () => {
    const api2 = await api<TRankRewards>('GET', '/api/v1/rankings/rewards', {
      board: 'charm',
      period: 'daily',
      app_name: 'default',
      region: 'japan',
    });
    expect(api2.last?.winners.map((w) => w.rank)).toEqual([1, 2, 2]);

    await onPage('/h5/japan/all_rank_award?app_name=default&board=charm&period=daily', users.user1.token, 'rules-page', async (page) => {
      await page.getByTestId('winner-row').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja');
      expect(await page.getByTestId('reward-tier').count()).toBe(3);
      const rows = page.getByTestId('winner-row');
      expect(await rows.count()).toBe(3);
      expect(await rows.nth(1).textContent()).toMatch(/^2/);
      expect(await rows.nth(2).textContent()).toMatch(/^2/);
      const tier2 = rewardForRank('charm', 'daily', 2)!;
      // a gold-coin brand: coins plus medal fragments
      expect(await rows.nth(2).textContent()).toContain(`${tier2.coins}コイン`);
      await expect.poll(() => page.getByTestId('my-reward').textContent()).toContain('2位');
      await page.getByTestId('last-winners').scrollIntoViewIfNeeded();
      await shot(page, 'rank-rewards-award-ja.png');
    });
  });

  it("the ranking page links to last period's winners, in the viewer's language", async () => {
    await onPage('/h5/whole_rank?app_name=default&board=charm&period=daily', users.anchor.token, 'ranking-page', async (page) => {
      await page.getByTestId('winners-link').click();
      await page.getByTestId('winner-row').first().waitFor();
      expect(page.url()).toContain('/h5/rank_rule_reward');
      // the list is at the bottom of the rules page: the link's #winners brings it into view
      await expect
        .poll(() => page.getByTestId('last-winners').evaluate((el) => el.getBoundingClientRect().top < window.innerHeight))
        .toBe(true);
      expect(await page.getByTestId('winner-row').count()).toBe(1);
      const tier1 = rewardForRank('charm', 'daily', 1)!;
      await expect.poll(() => page.getByTestId('my-reward').textContent()).toContain(`${tier1.coins} coins`);
      expect(await page.getByTestId('reward-period-daily').getAttribute('aria-selected')).toBe('true');
      await shot(page, 'rank-rewards-rules-en.png');
    });
  });

  it('the reward shows in the wallet transactions with its own label', async () => {
    await onPage('/h5/japan/withdraw/charge/record?app_name=default', users.user2.token, 'tab-transactions', async (page) => {
      await page.getByTestId('tab-transactions').click();
      const reward = page.locator('[data-testid="tx-row"][data-kind="rank_reward"]');
      await reward.first().waitFor();
      expect(await reward.count()).toBe(2); // coins and medal fragments
      expect(await reward.first().textContent()).toContain('ランキング報酬');
    });
  });

  it('staff see who was paid what in the console', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${suite.server.url}/h5/qyqyadmin/login`);
    await page.getByTestId('admin-email').fill('admin@demo.local');
    await page.getByTestId('admin-password').fill('Admin#2026');
    await page.getByTestId('admin-login-submit').click();
    await page.getByTestId('admin-home').waitFor();
    await page.getByTestId('admin-nav').getByText('Ranking rewards', { exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/rank-rewards');
    // four payouts: three in Japan (a tie on 2nd) and one in the default region
    await expect.poll(() => page.getByTestId('payouts-row').count()).toBe(4);
    const tier1 = rewardForRank('charm', 'daily', 1)!;
    expect(await page.getByTestId('payouts-table').textContent()).toContain(`Coins +${tier1.coins}`);
    await expect.poll(() => page.locator('.ant-spin-spinning, .ant-spin-blur').count()).toBe(0);
    await page.waitForTimeout(400); // the table fades back in after loading
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'rank-rewards-console.png') });
    expect(errors).toEqual([]);
    await context.close();
  });
});
