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

  it('a host fills in the registration table: checked, stored, shown after a reload, correctable', async () => {
    const user = await demoLogin(suite.server.url, 'anchor2.ocha@demo.local');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/register_info_table`,
      user.access_token,
      'register-info-page',
      'ja-JP',
    );
    await page.getByTestId('ri-form').waitFor();
    // nothing filled in and the terms not accepted: the page says so and sends nothing
    await page.getByTestId('ri-submit').click();
    expect(await page.locator('.legal-error').count()).toBeGreaterThan(1);
    await page.getByTestId('ri-real_name').fill('佐藤 美咲');
    await page.getByTestId('ri-birth_date').fill('1998-07-15');
    await page.getByTestId('ri-phone').fill('+819011112222');
    await page.getByTestId('ri-contact_id').fill('misaki_line');
    await page.getByTestId('ri-area').fill('大阪府大阪市');
    await page.getByTestId('ri-experience').fill('ライブ配信1年');
    await page.getByTestId('ri-agree').check();
    expect(await page.locator('.legal-error').count()).toBe(0); // corrected fields lose their messages
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'legal-register-info-form-ja.png'), fullPage: true });
    await page.getByTestId('ri-submit').click();
    await page.getByTestId('ri-submitted').waitFor();
    await page.reload();
    const shown = page.getByTestId('ri-submitted');
    await shown.waitFor();
    expect(await shown.textContent()).toContain('佐藤 美咲');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'legal-register-info-done-ja.png'), fullPage: true });
    // a correction is a new submission, prefilled
    await page.getByTestId('ri-edit').click();
    expect(await page.getByTestId('ri-real_name').inputValue()).toBe('佐藤 美咲');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
