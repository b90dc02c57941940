import path from 'node:path';
import { ACTIVITY_ROUTES, LOCALES } from '@app/shared';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, demoFund, demoLogin, describeBrowser, openSignedIn, phonePage, SCREENSHOT_DIR } from './harness';

/**
 * Every activity route of every brand's table at 375×812, in all five languages in turn: each
 * opens its event (no not-found, no placeholder, no script error). Then a signed-in user checks in
 * on a running event and is refused at the locked Christmas tree with the spec's message.
 */
const concrete = (p: string) => p.replace(/\/:[a-z_]+\?/g, '');
const ROUTES = Object.values(ACTIVITY_ROUTES)
  .flat()
  .map(([p]) => concrete(p));
/** the brands whose tables list the route: wakoo has every default page; cooya the activities section and spring 2025 */
const brandsOf = (p: string): string[] => {
  if ((ACTIVITY_ROUTES.wakoo ?? []).some(([w]) => concrete(w) === p)) return ['wakoo'];
  const cooya = (ACTIVITY_ROUTES.activities ?? []).some(([a]) => concrete(a) === p) || p.startsWith('/h5/spring2025');
  return cooya ? ['default', 'cooya'] : ['default'];
};

/**
 * The suite runs on a clock pinned inside the recharge carnival (20 Nov – 3 Dec 2026) and Dance
 * Stars (9 Nov – 6 Dec 2026), so the running-event tests hold on any day (the harness shifts the
 * server, the signatures and the pages alike).
 */
const CLOCK_AT = '2026-11-25T04:00:00Z';

describeBrowser('activity pages', () => {
  const suite = browserSuite({}, { clockAt: CLOCK_AT });

  it('opens every activity route of every table in every language', async () => {
    const page = await phonePage(suite.browser, { locale: 'ja-JP' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    let i = 0;
    for (const route of ROUTES)
      for (const brand of brandsOf(route)) {
        const lang = LOCALES[i++ % LOCALES.length]!;
        await page.goto(`${suite.server.url}${route}?app_name=${brand}&app-language=${lang}`);
        await page.locator('[data-testid="activity-page"][data-phase]:not([data-phase=""])').waitFor({ timeout: 15_000 });
        await page.locator('.act-hero h1, [data-testid="activity-page"] h1').first().waitFor();
        expect(await page.getByTestId('activity-not-found').count(), route).toBe(0);
        expect(errors, `${route} (${brand}, ${lang})`).toEqual([]);
      }
    expect(i).toBeGreaterThanOrEqual(ROUTES.length);
    await page.close();
  }, 300_000);

  it('a running event: check in once a day; the locked tree refuses with the spec message', async () => {
    const s = await demoLogin(suite.server.url, 'user1.default@demo.local');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/rechargec?app_name=default`,
      s.access_token,
      'activity-page',
      'zh-CN',
    );
    await page.locator('[data-testid="activity-page"][data-phase="running"]').waitFor();
    const button = page.getByTestId('activity-checkin');
    await button.scrollIntoViewIfNeeded();
    await button.click();
    await expect.poll(() => button.getAttribute('data-done')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'activity-recharge-carnival-zh-CN.png'), fullPage: true });

    await page.goto(`${suite.server.url}/h5/grand_ceremony?app_name=default&app-language=ja`);
    const tree = page.getByTestId('activity-tree');
    await tree.waitFor();
    if ((await tree.getAttribute('data-state')) === 'locked') {
      await page.locator('[data-testid^="activity-hang-"]').first().click();
      await expect.poll(() => page.getByTestId('activity-tree-locked').first().textContent()).toContain('クリスマスツリー');
    }
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'activity-grand-ceremony-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a spending board hides amounts until the user allows them; the choice is saved on the server', async () => {
    const url = `${suite.server.url}/h5/dance?app_name=default&app-language=ja`;
    const supporters = (p: typeof visitor) => p.locator('[data-board="supporters"]');
    const hiddenCount = async (p: typeof visitor) => {
      await supporters(p).getByTestId('activity-board-row').first().waitFor();
      return supporters(p).getByTestId('activity-score-hidden').count();
    };
    // two users send roses to a host: the supporter board has them, neither has allowed amounts
    const host = await demoLogin(suite.server.url, 'anchor1.default@demo.local');
    const senders = [
      await demoLogin(suite.server.url, 'user1.default@demo.local'),
      await demoLogin(suite.server.url, 'user2.default@demo.local'),
    ];
    const { gifts } = await apiCall<{ gifts: { id: number; code: string }[] }>(suite.server.url, 'GET', '/api/v1/gifts', {
      app_name: 'default',
    });
    const rose = gifts.find((g) => g.code === 'rose')!;
    for (const [i, u] of senders.entries()) {
      await demoFund(suite.server.url, u.user.id, 100);
      await apiCall(
        suite.server.url,
        'POST',
        '/api/v1/gifts/send',
        { to_user_id: host.user.id, gift_id: rose.id, count: 2 + i, request_id: `e2e-dance-${i}-${Date.now()}` },
        u.access_token,
      );
    }
    await expect
      .poll(
        async () =>
          (await apiCall<{ rows: unknown[] }>(suite.server.url, 'GET', '/api/v1/activities/dance/boards/supporters', { brand: 'default' }))
            .rows.length,
        { timeout: 20_000 },
      )
      .toBe(2);
    const visitor = await phonePage(suite.browser, { locale: 'ja-JP' });
    await visitor.goto(url);
    expect(await hiddenCount(visitor)).toBe(2);

    const s = senders[0]!;
    const { page, errors } = await openSignedIn(suite.browser, url, s.access_token, 'activity-page', 'ja-JP');
    const toggle = page.getByTestId('activity-show-spending');
    await toggle.scrollIntoViewIfNeeded();
    // the user sees their own amount either way
    expect(await supporters(page).getByTestId('activity-me-row').locator('.act-score').textContent()).toMatch(/\d/);
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-busy')).toBeNull();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'activity-dance-privacy-ja.png') });
    await page.reload();
    await page.getByTestId('activity-show-spending').waitFor();
    expect(await page.getByTestId('activity-show-spending').getAttribute('aria-checked')).toBe('true');

    await visitor.reload();
    expect(await hiddenCount(visitor)).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
    await visitor.close();
  }, 120_000);
});
