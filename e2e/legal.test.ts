import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn, phonePage, SCREENSHOT_DIR } from './harness';

/** Legal routes of several brands render the stored document, filled in for the brand; consent is recorded. */
describeBrowser('legal documents', () => {
  const suite = browserSuite();

  async function open(url: string, locale: string): Promise<{ page: Page; errors: string[] }> {
    const page = await phonePage(suite.browser, { locale });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${suite.server.url}${url}`);
    return { page, errors };
  }

  it('every legal route shows its document, in the route language, for its brand', async () => {
    const cases: Array<[string, string, string, RegExp]> = [
      ['/h5/privacy/ocha', 'ja-JP', 'privacy_policy', /Ocha/],
      ['/h5/ja/user_service/wakoo', 'ja-JP', 'user_service', /Wakoo/i],
      ['/h5/contract/charge?app_name=cooya', 'zh-CN', 'recharge', /钻石/],
      ['/h5/contract/vip_sub_service', 'en-US', 'vip_sub_service', /Apple/],
      ['/h5/agreement/ucoo_plus/ko', 'en-US', 'user_service', /Ucoo\+/],
      ['/h5/default/childrensecurity', 'zh-CN', 'children_security', /未成年/],
      ['/h5/broadcaster_agreement', 'zh-TW', 'broadcaster_agreement', /.+/],
      ['/h5/anchor_behavior', 'ja-JP', 'anchor_behavior', /.+/],
    ];
    for (const [url, locale, slug, text] of cases) {
      const { page, errors } = await open(url, locale);
      const root = page.getByTestId('legal-page');
      await page.getByTestId('legal-document').waitFor();
      expect(await root.getAttribute('data-slug'), url).toBe(slug);
      const body = (await page.getByTestId('legal-document').textContent()) ?? '';
      expect(body, url).toMatch(text);
      expect(body, `${url}: placeholders filled`).not.toContain('{{');
      expect(await page.getByTestId('legal-version').textContent(), url).toMatch(/1/);
      if (url.includes('/ko')) expect(await page.getByTestId('legal-document').getAttribute('lang')).toBe('ko');
      expect(errors, url).toEqual([]);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `legal-${slug}-${locale}.png`) });
      await page.context().close();
    }
    // a name that is no document: the not-found page
    const { page } = await open('/h5/contract/not_a_document', 'en-US');
    await page.getByTestId('not-found').waitFor();
    await page.context().close();
  });

  it('a host accepts the guild agreement once; the acceptance shows after a reload', async () => {
    const user = await demoLogin(suite.server.url, 'anchor1.ocha@demo.local');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/anchor_union_agreement`,
      user.access_token,
      'legal-page',
      'ja-JP',
    );
    await page.getByTestId('legal-accept').click();
    await page.getByTestId('legal-accepted').waitFor();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'legal-accepted-ja.png') });
    await page.reload();
    await page.getByTestId('legal-accepted').waitFor();
    expect(await page.getByTestId('legal-accept').count()).toBe(0);
    expect(errors).toEqual([]);
    // anonymous readers are asked to log in instead
    const anon = await open('/h5/promise', 'zh-CN');
    await anon.page.getByTestId('legal-sign-in').waitFor();
    await anon.page.context().close();
  });
});
