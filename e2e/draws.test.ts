import path from 'node:path';
import { LIMITS, priceAsset, type TDrawRecord } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoFund, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Per-user draws against the real server: buy scratch tickets and scratch a card (ja), spin the
 * lucky wheel (zh-CN), open blind boxes; the records match the server and the page's verifier
 * agrees with the server once the seed is revealed.
 */
describeBrowser('draw games', () => {
  const suite = browserSuite();
  let a: DemoSession;
  let b: DemoSession;

  beforeAll(async () => {
    a = await demoLogin(suite.server.url, 'user1.default@demo.local');
    b = await demoLogin(suite.server.url, 'user2.default@demo.local');
    await demoFund(suite.server.url, a.user.id, 100);
    await demoFund(suite.server.url, b.user.id, 2_000);
  });

  const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage });
  const records = (s: DemoSession, game: string) =>
    suite.api<{ records: TDrawRecord[] }>('GET', `/api/v1/draws/${game}/records`, {}, s.access_token).then((r) => r.records);
  const resultPrizes = (page: Page) =>
    page.getByTestId('draws-result').evaluateAll((els) => els.map((e) => [e.getAttribute('data-draw-id'), e.getAttribute('data-prize')]));

  /** rubs the foil off with the mouse, row by row, until the page reveals the card */
  async function scratch(page: Page) {
    const canvas = page.getByTestId('draws-scratch-canvas');
    const box = (await canvas.boundingBox())!;
    for (let y = box.y + 6; y < box.y + box.height; y += 10) {
      await page.mouse.move(box.x + 4, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width - 4, y, { steps: 6 });
      await page.mouse.up();
      if ((await canvas.getAttribute('data-revealed')) === 'true') return;
    }
  }

  it('buys scratch tickets, scratches a card by hand, and the verifier agrees (ja)', async () => {
    const { page, errors } = await openSignedIn(suite.browser, `${suite.server.url}/h5/guaguale`, a.access_token, 'draws-page', 'ja-JP');
    // no tickets yet: buying 10 costs 10 coins (one fragment each, paid in coins when no fragments are held)
    await page.getByTestId('draws-buy-open').click();
    await page.getByTestId('draws-buy-count-10').click();
    await page.getByTestId('draws-buy-tickets').click();
    await expect.poll(async () => (await page.getByTestId('draws-balance-tickets').textContent())?.replace(/\D/g, '')).toBe('10');
    await shot(page, 'draws-scratch-ja.png');

    await page.getByTestId('draws-play-1').click();
    await page.getByTestId('draws-scratch-canvas').waitFor();
    await scratch(page);
    await page.getByTestId('draws-result-sheet').waitFor();
    const [drawId, prize] = ((await resultPrizes(page)) as [string, string][])[0]!;
    await shot(page, 'draws-scratch-result-ja.png');
    // what the page shows is what the server drew and recorded
    const mine = await records(a, 'scratch');
    expect(mine).toHaveLength(1);
    expect([String(mine[0]!.id), mine[0]!.prize.id]).toEqual([drawId, prize]);
    await page.getByTestId('draws-result-close').click();
    await expect.poll(async () => (await page.getByTestId('draws-balance-tickets').textContent())?.replace(/\D/g, '')).toBe('9');

    // records → verify: the seed is still secret; rotating reveals it and every check passes
    await page.getByTestId('draws-tab-records').click();
    const row = page.getByTestId('draws-record').first();
    await row.waitFor();
    expect(await row.getAttribute('data-draw-id')).toBe(drawId);
    await page.getByTestId(`draws-verify-${drawId}`).click();
    await page.getByTestId('draws-verify-sealed').waitFor();
    await page.getByTestId('draws-verify-rotate').click();
    const verdict = page.locator('[data-testid="draws-verify-verdict"][data-state="ok"]');
    await verdict.waitFor({ timeout: 15_000 });
    for (const check of ['commitment', 'outcome', 'weights', 'config']) {
      expect(await page.getByTestId(`draws-verify-check-${check}`).getAttribute('data-state')).toBe('ok');
    }
    expect(await page.getByTestId('draws-config-match').getAttribute('data-match')).toBe('true');
    await shot(page, 'draws-verify-ja.png', true);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('spins the lucky wheel and opens five blind boxes; the wallet and records follow (zh-CN)', async () => {
    const { page, errors } = await openSignedIn(suite.browser, `${suite.server.url}/h5/luckywheel`, b.access_token, 'draws-page', 'zh-CN');
    await page.getByTestId('draws-wheel').waitFor();
    await page.getByTestId('draws-play-1').click();
    await page.getByTestId('draws-result-sheet').waitFor({ timeout: 15_000 });
    const wheelPrize = ((await resultPrizes(page)) as [string, string][])[0]![1];
    const spun = await records(b, 'lucky_wheel');
    expect(spun.map((d) => d.prize.id)).toEqual([wheelPrize]);
    await shot(page, 'draws-wheel-zh-CN.png');
    await page.getByTestId('draws-result-close').click();

    await page.goto(`${suite.server.url}/h5/blindboxroom`);
    await page.getByTestId('draws-stage').waitFor();
    await page.getByTestId('draws-play-5').click();
    await page.getByTestId('draws-result-sheet').waitFor({ timeout: 15_000 });
    const boxes = (await resultPrizes(page)) as [string, string][];
    expect(boxes).toHaveLength(5);
    const opened = await records(b, 'blind_box');
    expect(opened.map((d) => String(d.id)).sort()).toEqual(boxes.map(([id]) => id).sort());
    await shot(page, 'draws-boxes-zh-CN.png');
    // the wallet: 2,000 − 100 − 5 × 200 + what was won in coins
    const won = [...spun, ...opened].reduce((s, d) => s + (d.prize.kind === 'currency' ? d.prize.amount! : 0), 0);
    const wallet = await suite.api<{ balances: Record<string, number> }>('GET', '/api/v1/wallet', {}, b.access_token);
    expect(wallet.balances.gold_coin).toBe(2_000 - 100 - 1_000 + won);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('cheers ten times for a host from her live-room link; her fight points and the records follow (ja, zh-CN)', async () => {
    const fan = await demoLogin(suite.server.url, 'user1.cooya@demo.local');
    const host = await demoLogin(suite.server.url, 'anchor1.cooya@demo.local');
    const asset = priceAsset('cooya');
    await demoFund(suite.server.url, fan.user.id, 1_000, asset);
    const board = () =>
      suite
        .api<{ entries: { owner: string; score: number }[] }>('GET', '/api/v1/rankings', {
          board: 'anchor_fight',
          period: 'daily',
          app_name: 'cooya',
          limit: 50,
        })
        .then((r) => r.entries.find((e) => Number(e.owner) === host.user.id)?.score ?? 0);
    const before = await board();

    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/anchor_fight?anchor_id=${host.user.id}`,
      fan.access_token,
      'draws-page',
      'ja-JP',
    );
    const stage = page.locator(`[data-testid="draws-stage"][data-host="${host.user.id}"]`);
    await stage.waitFor();
    await expect.poll(() => page.getByTestId('fight-host').textContent()).toContain(host.user.nickname);
    await shot(page, 'draws-fight-ja.png');

    await page.getByTestId('draws-play-10').click();
    await page.getByTestId('fight-burst').waitFor();
    expect((await page.getByTestId('fight-burst').textContent())?.replace(/\D/g, '')).toBe(String(10 * LIMITS.anchorFightPointsPerCheer));
    await page.getByTestId('draws-result-sheet').waitFor({ timeout: 15_000 });
    const shown = (await resultPrizes(page)) as [string, string][];
    const cheered = await records(fan, 'anchor_fight');
    expect(cheered.map((d) => String(d.id)).sort()).toEqual(shown.map(([id]) => id).sort());
    expect(cheered.every((d) => d.target?.id === host.user.id)).toBe(true);
    await shot(page, 'draws-fight-result-ja.png');
    await page.getByTestId('draws-result-close').click();

    // the host's points reach the board (through the server's outbox), and the page shows them
    // (at least: the demo fans may cheer for her too meanwhile)
    const after = before + 10 * LIMITS.anchorFightPointsPerCheer;
    await expect.poll(board, { timeout: 10_000 }).toBeGreaterThanOrEqual(after);
    await expect
      .poll(async () => Number(await page.getByTestId('fight-host-score').getAttribute('data-score')), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(after);
    // the picker lists her on today's fight
    await page.getByTestId('fight-change').click();
    await page.locator(`[data-testid="fight-pick-host"][data-host="${host.user.id}"]`).waitFor();
    await page.locator(`[data-testid="fight-pick-host"][data-host="${host.user.id}"]`).click();
    await page.getByTestId('fight-picker').waitFor({ state: 'detached' });
    // records name whom each cheer backed
    await page.getByTestId('draws-tab-records').click();
    await expect.poll(() => page.getByTestId('draws-record').first().textContent()).toContain(host.user.nickname);
    // the wallet: 1,000 − 10 × 100 + what was won in the currency
    const won = cheered.reduce((s, d) => s + (d.prize.kind === 'currency' ? d.prize.amount! : 0), 0);
    const wallet = await suite.api<{ balances: Record<string, number> }>('GET', '/api/v1/wallet', {}, fan.access_token);
    expect(wallet.balances[asset]).toBe(1_000 - 1_000 + won);
    expect(errors).toEqual([]);
    await page.close();

    // the page another fan opens without a link picks today's leader (zh-CN)
    const other = await demoLogin(suite.server.url, 'user2.cooya@demo.local');
    const zh = await openSignedIn(suite.browser, `${suite.server.url}/h5/anchor_fight`, other.access_token, 'draws-page', 'zh-CN');
    await zh.page.locator('[data-testid="draws-stage"][data-host]').waitFor();
    await expect.poll(() => zh.page.getByTestId('fight-gap').textContent()).toMatch(/战力|应援/);
    await shot(zh.page, 'draws-fight-zh-CN.png', true);
    expect(zh.errors).toEqual([]);
    await zh.page.close();
  }, 90_000);

  it('shows a visitor the odds and a sign-in prompt (zh-CN)', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
    await page.goto(`${suite.server.url}/h5/japan/koi_card?app_name=wakoo`);
    await page.getByTestId('draws-visitor').waitFor();
    await page.getByTestId('draws-visitor-odds').waitFor();
    await shot(page, 'draws-visitor-zh-CN.png', true);
    await page.close();
  });
});
