import path from 'node:path';
import { ACTIVITY_ROUTES, LOCALES } from '@app/shared';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn, phonePage, SCREENSHOT_DIR } from './harness';

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

describeBrowser('activity pages', () => {
  const suite = browserSuite();

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
        expect(await page.getByTestId('placeholder-frame').count(), route).toBe(0);
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
});
