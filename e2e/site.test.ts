import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserSuite, describeBrowser, PHONE, SCREENSHOT_DIR } from './harness';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';

/** The official home pages (SiteHomePage) by brand table. */
const HOME_ROUTES: Array<[brand: string, url: string, lang?: string]> = [
  ['default', '/'],
  ['default', '/jp', 'ja'],
  ['default', '/japan', 'ja'],
  ['default', '/h5/lite'],
  ['default', '/h5/wakoo'],
  ['default', '/h5/wakoo/en', 'en'],
  ['default', '/h5/cooya'],
  ['default', '/h5/ocha'],
  ['default', '/h5/page_introduce'],
  ['wakoo', '/'],
  ['wakoo', '/h5/wakoo/ja', 'ja'],
  ['wakoo', '/h5/page_introduce'],
  ['ocha', '/'],
  ['cooya', '/'],
];

/** The landing and download pages (LandingPage) by brand table. */
const LANDING_ROUTES: Array<[brand: string, url: string, lang?: string]> = [
  ['default', '/h5/landing_page'],
  ['default', '/h5/landing_page/jp', 'ja'],
  ['default', '/h5/landing_page_jp', 'ja'],
  ['default', '/h5/dating_cn', 'zh-CN'],
  ['default', '/dating'],
  ['default', '/h5/download'],
  ['default', '/h5/download/jp', 'ja'],
  ['default', '/h5/jp/download', 'ja'],
  ['wakoo', '/h5/landing'],
  ['wakoo', '/h5/dating'],
  ['wakoo', '/h5/distribute'],
  ['wakoo', '/h5/download'],
];

function withQuery(url: string, query: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A phone (iPhone by default) or a 1440×900 desktop page that records console errors. */
async function open(
  browser: Browser,
  url: string,
  opts: { desktop?: boolean; ua?: string; locale?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext(
    opts.desktop
      ? { viewport: { width: 1440, height: 900 }, locale: opts.locale ?? 'en-US' }
      : {
          viewport: PHONE,
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          userAgent: opts.ua ?? IPHONE_UA,
          locale: opts.locale ?? 'en-US',
        },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

function shotName(kind: string, brand: string, url: string, suffix = ''): string {
  const slug = url.replace(/^\//, '').replace(/[^\w]+/g, '_') || 'root';
  return path.join(SCREENSHOT_DIR, `site-${kind}-${brand}-${slug}${suffix}.png`);
}

async function expectChannelLinks(page: Page, label: string): Promise<void> {
  expect(await page.getByTestId('download-ios').first().getAttribute('href'), label).toMatch(
    /^https:\/\/apps\.apple\.com\/.*[?&]ct=tiktok$/,
  );
  expect(await page.getByTestId('download-android').first().getAttribute('href'), label).toMatch(
    /^https:\/\/play\.google\.com\/.*&referrer=utm_source%3Dtiktok$/,
  );
  expect(await page.getByTestId('download-apk').first().getAttribute('href'), label).toMatch(/\?channel=tiktok$/);
}

describeBrowser('official site, landing and download pages', () => {
  const suite = browserSuite();

  it('every home page renders for its brands with channel links, legal footer and no console error', async () => {
    const visitedLegal = new Set<string>();
    for (const [brand, url, lang] of HOME_ROUTES) {
      const label = `${brand} ${url}`;
      const { page, errors } = await open(suite.browser, `${suite.server.url}${withQuery(url, `app_name=${brand}&channel=tiktok`)}`);
      const root = page.getByTestId('site-home');
      await root.waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (lang) expect(await root.getAttribute('lang'), label).toBe(lang);
      else expect(await root.getAttribute('lang'), label).toBeTruthy();
      await expectChannelLinks(page, label);
      // the phone's own store is the big one
      expect(await page.getByTestId('download-ios').first().getAttribute('data-primary'), label).toBe('true');
      const footer = page.getByTestId('legal-footer');
      // the privacy link is served by this brand's table: it opens the privacy policy, never not-found
      const privacy = (await footer.getByTestId('legal-link-privacy').getAttribute('href')) ?? '';
      expect(privacy, label).toMatch(/privacy/);
      if (!visitedLegal.has(privacy)) {
        visitedLegal.add(privacy);
        const legal = await page.context().newPage();
        await legal.goto(`${suite.server.url}${privacy}`);
        await legal.getByTestId('legal-document').waitFor();
        expect(await legal.getByTestId('legal-page').getAttribute('data-slug'), `${label} → ${privacy}`).toBe('privacy_policy');
        await legal.close();
      }
      expect((await footer.textContent()) ?? '', label).toMatch(/@/);
      // a phone does not load the QR code
      expect(await page.getByTestId('site-qr').count(), label).toBe(0);
      expect(errors, label).toEqual([]);
      await page.screenshot({ path: shotName('home', brand, url), fullPage: true });
      await page.context().close();
    }
  });

  it('every landing / download page renders for its brands with channel links and no console error', async () => {
    for (const [brand, url, lang] of LANDING_ROUTES) {
      const label = `${brand} ${url}`;
      const { page, errors } = await open(suite.browser, `${suite.server.url}${withQuery(url, `app_name=${brand}&channel=tiktok`)}`);
      const root = page.getByTestId('site-landing');
      await root.waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      if (lang) expect(await root.getAttribute('lang'), label).toBe(lang);
      expect(await root.getAttribute('data-platform'), label).toBe('ios');
      await expectChannelLinks(page, label);
      await page.getByTestId('legal-footer').waitFor();
      expect(errors, label).toEqual([]);
      await page.screenshot({ path: shotName('landing', brand, url), fullPage: true });
      await page.context().close();
    }
  });

  it('the visitor platform picks the primary store; without a channel the links carry none', async () => {
    const android = await open(suite.browser, `${suite.server.url}/h5/download`, { ua: ANDROID_UA, locale: 'zh-CN' });
    await android.page.getByTestId('site-landing').waitFor();
    expect(await android.page.getByTestId('site-landing').getAttribute('data-platform')).toBe('android');
    expect(await android.page.getByTestId('download-android').getAttribute('data-primary')).toBe('true');
    expect(await android.page.getByTestId('download-ios').getAttribute('data-primary')).toBeNull();
    expect(await android.page.getByTestId('download-apk').getAttribute('href')).not.toContain('channel=');
    expect(await android.page.getByTestId('download-ios').getAttribute('href')).not.toContain('ct=');
    expect(android.errors).toEqual([]);
    await android.page.screenshot({ path: shotName('landing', 'default', '/h5/download', '-android') });
    await android.page.context().close();
  });

  it('at 1440×900 the hero has the QR code, encoding the page with its channel', async () => {
    const cases: Array<[string, string, string]> = [
      ['default', '/', 'site-home'],
      ['default', '/jp', 'site-home'],
      ['ocha', '/', 'site-home'],
      ['default', '/h5/wakoo/ja', 'site-home'],
      ['default', '/h5/download', 'site-landing'],
      ['default', '/h5/landing_page_jp', 'site-landing'],
      ['wakoo', '/h5/dating', 'site-landing'],
    ];
    for (const [brand, url, testId] of cases) {
      const label = `${brand} ${url} desktop`;
      const { page, errors } = await open(suite.browser, `${suite.server.url}${withQuery(url, `app_name=${brand}&channel=tiktok`)}`, {
        desktop: true,
      });
      await page.getByTestId(testId).waitFor();
      const qr = page.getByTestId('site-qr');
      await qr.waitFor();
      expect(await qr.isVisible(), label).toBe(true);
      const value = (await qr.getAttribute('data-value')) ?? '';
      expect(new URL(value).searchParams.get('channel'), label).toBe('tiktok');
      expect(new URL(value).pathname, label).toBe(url);
      await expectChannelLinks(page, label);
      expect(errors, label).toEqual([]);
      await page.screenshot({ path: shotName(testId === 'site-home' ? 'home' : 'landing', brand, url, '-desktop') });
      await page.context().close();
    }
  });

  it('no layout shift while the page loads (CLS under 0.05)', async () => {
    for (const url of ['/?app_name=default', '/h5/download', '/jp']) {
      const { page } = await open(suite.browser, `${suite.server.url}${url}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(300);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
                if (!e.hadRecentInput) total += e.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 100);
          }),
      );
      expect(cls, url).toBeLessThan(0.05);
      await page.context().close();
    }
  });
});
