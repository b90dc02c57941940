import path from 'node:path';
import { RACING_CARS } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoFund, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Speed racing against the real server and its scheduler: a user buys fragments, fuels a car,
 * confirms, watches the round finish live and sees the payout; the rules tab's verifier agrees
 * with the server about that round.
 */
describeBrowser('speed racing', () => {
  const suite = browserSuite();
  let u: DemoSession;

  beforeAll(async () => {
    u = await demoLogin(suite.server.url, 'user2.default@demo.local');
    await demoFund(suite.server.url, u.user.id, 1000);
  });

  const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage });
  const fragments = async (page: Page) => Number((await page.getByTestId('racing-fragments').textContent())?.replace(/[^\d]/g, ''));

  /**
   * Waits until fuel is open with at least `seconds` left on the countdown. A round the scheduler
   * opened too late (a loaded machine) is void and takes no fuel: that one is skipped, so this may
   * wait up to three rounds.
   */
  async function fuelWindow(page: Page, seconds: number) {
    await page.waitForFunction(
      (min) => {
        const el = document.querySelector('[data-testid="racing-phase"]');
        const left = Number(document.querySelector('[data-testid="racing-countdown"]')?.textContent ?? 0);
        return el?.getAttribute('data-phase') === 'waiting' && el.getAttribute('data-state') === 'open' && left >= min;
      },
      seconds,
      { timeout: 125_000, polling: 200 },
    );
    await page.locator('[data-testid="racing-add"]:not([disabled])').waitFor({ timeout: 5_000 });
  }

  it('fuel a car, confirm, watch the round finish live and get paid; the verifier agrees', async () => {
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/racing?app_name=default`,
      u.access_token,
      'racing-page',
      'ja-JP',
    );
    await page.getByTestId('racing-fuel').waitFor();
    // buy 500 fragments (500 coins)
    await page.getByTestId('racing-buy-open').click();
    await page.getByTestId('racing-pack-500').click();
    await page.getByTestId('racing-buy').click();
    await expect.poll(() => fragments(page)).toBe(500);

    await fuelWindow(page, 12);
    await page.getByTestId('racing-car-3').click();
    await page.getByTestId('racing-litres-100').click();
    await page.getByTestId('racing-add').click();
    await expect.poll(async () => page.getByTestId('racing-mine-3').textContent()).toContain('100');
    await page.getByTestId('racing-confirm').click();
    await page.locator('[data-testid="racing-mine-3"].rc-confirmed').waitFor();
    // the round the fuel went into (read after it: under load the page may first show the round before)
    const round = Number(await page.getByTestId('racing-track').getAttribute('data-round'));
    expect(await fragments(page)).toBe(400);
    await shot(page, 'racing-fuelled-ja.png', true);

    // the result arrives live (37 s into the round) and the payout lands in the tank
    const winner = page.getByTestId('racing-winner');
    await winner.waitFor({ timeout: 50_000 });
    const car = Number(await winner.getAttribute('data-car'));
    const expected = 400 + (car === 3 ? Math.floor((100 * RACING_CARS[2]!.payoutTenths) / 10) : 0);
    await expect.poll(() => fragments(page), { timeout: 10_000 }).toBe(expected);
    await shot(page, 'racing-result-ja.png');

    // records: the round is there with its outcome
    await page.getByTestId('racing-tab-records').click();
    await page.getByTestId('racing-filter-mine').click();
    const row = page.getByTestId('racing-record').first();
    await row.waitFor();
    expect(await row.getAttribute('data-outcome')).toBe(car === 3 ? 'won' : 'lost');
    expect(await row.textContent()).toContain(String(round));

    // rules: odds from the published configuration, and the verifier recomputes the round in the browser
    await page.getByTestId('racing-tab-rules').click();
    await page.getByTestId('racing-odds').waitFor();
    // the panel checks the last finished round in the browser at once: every check passes
    const shown = page.locator('[data-testid="fairness-result"][data-state="settled"], [data-testid="fairness-result"][data-state="void"]');
    await shown.first().waitFor({ timeout: 20_000 });
    const checks = await shown
      .first()
      .locator('[data-testid^="fairness-check-"]')
      .evaluateAll((els) => els.map((e) => e.className));
    expect(checks.length).toBeGreaterThanOrEqual(3);
    expect(checks.every((c) => c.includes('is-ok'))).toBe(true);
    await shot(page, 'racing-rules-ja.png', true);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('shows the live round to a visitor in Chinese, with the login call to action', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    await page.goto(`${suite.server.url}/h5/games/wakoo_racing?app_name=wakoo`);
    await page.getByTestId('racing-login').waitFor();
    // the round's commitment appears once the scheduler has opened it (the page polls every 5 s)
    await expect.poll(async () => page.getByTestId('racing-seed-hash').textContent(), { timeout: 45_000 }).toMatch(/[0-9a-f]{16}/);
    await shot(page, 'racing-visitor-zh-CN.png');
    await page.close();
  }, 60_000);
});
