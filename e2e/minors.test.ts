import path from 'node:path';
import type { TMinorsMe, TProductList } from '@app/shared';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * Minors' protection (issue 14 D) on a 375×812 phone: a 14-year-old opens the recharge page and
 * sees their band, the per-payment and monthly limits and what is left, before paying; a package
 * above the limit is disabled with the reason and the server refuses it. The signed-in card asks
 * for a birth-date change that waits for review.
 */
const CN_MINOR = 'minor.default@demo.local';
const JP_MINOR = 'minor.japan@demo.local';
const WAIT = { timeout: 30_000 };

describeBrowser('minors: recharge limits and birth-date review', () => {
  const suite = browserSuite();
  let cn: DemoSession;
  let jp: DemoSession;

  beforeAll(async () => {
    [cn, jp] = await Promise.all([demoLogin(suite.server.url, CN_MINOR), demoLogin(suite.server.url, JP_MINOR)]);
  });

  it('a minor in China sees the limits before paying; a package above them is refused', async () => {
    const me = await suite.api<TMinorsMe>('GET', '/api/v1/minors/me', {}, cn.access_token);
    expect(me.recharge.band).toMatchObject({ per_payment: 5_000, monthly: 20_000 });
    const url = `${suite.server.url}/h5/recharge_cn/default?app-language=zh-CN`;
    const { page, errors } = await openSignedIn(suite.browser, url, cn.access_token, 'recharge-page', 'zh-CN');
    await page.getByTestId('minor-limits').waitFor(WAIT);
    expect(await page.getByTestId('minor-band').textContent()).toBe('8–15周岁');
    expect(await page.getByTestId('minor-per-payment').textContent()).toContain('50.00');
    expect(await page.getByTestId('minor-monthly').textContent()).toContain('200.00');
    expect(await page.getByTestId('minor-remaining').textContent()).toMatch(/\d/);

    const products = await suite.api<TProductList>('GET', '/api/v1/products', { kind: 'coins' }, cn.access_token);
    const tooBig = products.products.find((p) => p.price_minor > 5_000)!;
    const tile = page.getByTestId(`package-${tooBig.id}`);
    expect(await tile.isDisabled()).toBe(true);
    expect(await tile.textContent()).toContain('超过单次上限');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'minors-recharge-zh-CN.png'), fullPage: true });

    // the server refuses it too, in the user's language, with the limit
    const refused = await suite
      .api('POST', '/api/v1/recharge/orders', { product_id: tooBig.id, method: 'alipay', request_id: 'e2e-minor-too-big' }, cn.access_token)
      .catch((e: Error) => e.message);
    expect(String(refused)).toContain('3896');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a minor in Japan sees the monthly limit in Japanese', async () => {
    const url = `${suite.server.url}/h5/recharge_ja/ocha?app-language=ja`;
    const { page, errors } = await openSignedIn(suite.browser, url, jp.access_token, 'recharge-page', 'ja-JP');
    await page.getByTestId('minor-limits').waitFor(WAIT);
    expect(await page.getByTestId('minor-band').textContent()).toBe('16歳未満');
    expect(await page.getByTestId('minor-monthly').textContent()).toContain('5,000');
    expect(await page.getByTestId('minor-per-payment').textContent()).toBe('上限なし');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'minors-recharge-ja.png'), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the signed-in card requests a birth-date change, which then waits for review', async () => {
    const url = `${suite.server.url}/h5/login?app_name=ocha&app-language=ja`;
    const { page, errors } = await openSignedIn(suite.browser, url, jp.access_token, 'me-card', 'ja-JP');
    await page.getByTestId('birth-date-change').click();
    await page.getByTestId('birth-date-sheet').waitFor(WAIT);
    await page.getByTestId('birth-date-input').fill('2006-04-02');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'minors-birth-sheet-ja.png') });
    await page.getByTestId('birth-date-submit').click();
    await page.getByTestId('birth-date-pending').waitFor(WAIT);
    expect(await page.getByTestId('birth-date-pending').textContent()).toContain('2006');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'minors-birth-pending-ja.png') });
    const me = await suite.api<TMinorsMe>('GET', '/api/v1/minors/me', {}, jp.access_token);
    expect(me).toMatchObject({ birth_date: '2012-04-02', change: { status: 'pending', new_birth_date: '2006-04-02' } });
    expect(errors).toEqual([]);
    await page.close();
  });
});
