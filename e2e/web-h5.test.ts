import path from 'node:path';
import { LOCALES } from '@app/shared';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, phonePage, SCREENSHOT_DIR } from './harness';

/** H5 shell: start-up rules (spec 4), guard (spec 2), locales, not-found page, user login. */
describeBrowser('H5 pages', () => {
  const suite = browserSuite();

  async function open(p: string, opts: { locale?: string; before?: (page: Page) => Promise<unknown> } = {}) {
    const page = await phonePage(suite.browser, { locale: opts.locale });
    const errors: string[] = [];
    const warnings: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    if (opts.before) await opts.before(page);
    await page.goto(`${suite.server.url}${p}`);
    return { page, errors, warnings };
  }

  const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);
  /** Opens `p`, waits for the not-found page and checks the language it chose. */
  async function notFoundIn(p: string, opts: Parameters<typeof open>[1], expected: string) {
    const opened = await open(p, opts);
    await opened.page.getByTestId('not-found').waitFor();
    expect(await lang(opened.page)).toBe(expected);
    return opened;
  }

  it('shows a localised not-found page with a link home', async () => {
    const { page, errors } = await open('/h5/definitely/not/a/page/here');
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.title()).toContain('Page not found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(`${suite.server.url}/`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'h5-not-found.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('wakoo: /h5/auth/... without a token goes to /h5/empty; with a token it stays', async () => {
    const { page } = await open('/h5/auth/my_bonus?app_name=wakoo');
    await page.waitForURL((u) => u.pathname === '/h5/empty');
    await page.context().close();
    const other = await open('/h5/auth/my_bonus?app_name=default');
    await other.page.waitForLoadState('networkidle');
    expect(new URL(other.page.url()).pathname).toBe('/h5/auth/my_bonus');
    await other.page.context().close();
    const withToken = await open('/h5/auth/my_bonus?app_name=wakoo&access_token=abc');
    await withToken.page.waitForLoadState('networkidle');
    expect(new URL(withToken.page.url()).pathname).toBe('/h5/auth/my_bonus');
    await withToken.page.context().close();
  });

  it('takes access_token from the address, stores it and removes it from the address bar', async () => {
    // a live token: the page drops a token the server refuses (entities/viewer)
    const { access_token: token } = await demoLogin(suite.server.url, 'user1.default@demo.local');
    const { page } = await open(`/h5/whole_rank?channel=promo7&access_token=${token}&x=1`);
    await page.waitForFunction(() => !location.search.includes('access_token'));
    const url = new URL(page.url());
    expect(url.searchParams.get('x')).toBe('1');
    expect(url.searchParams.get('channel')).toBe('promo7');
    expect(await page.evaluate(() => [localStorage.getItem('token'), sessionStorage.getItem('channel')])).toEqual([token, 'promo7']);
    await page.context().close();
  });

  it('resolves the locale: app-language, stored language, suite.browser language, Japan pages, unknown', async () => {
    const q = await notFoundIn('/zz-none/a/b?app-language=ko', { locale: 'en-US' }, 'ko');
    expect(await q.page.getByRole('heading', { level: 1 }).textContent()).toBe('페이지를 찾을 수 없습니다');
    await q.page.context().close();

    const stored = await notFoundIn(
      '/zz-none/a/b',
      { locale: 'en-US', before: (p) => p.addInitScript(() => localStorage.setItem('language', 'zh-TW')) },
      'zh-TW',
    );
    expect(await stored.page.getByRole('heading', { level: 1 }).textContent()).toBe('找不到頁面');
    await stored.page.context().close();

    await (await notFoundIn('/zz-none/a/b', { locale: 'ja-JP' }, 'ja')).page.context().close();
    await (await notFoundIn('/zz-none/a/b', { locale: 'zh-CN' }, 'zh-CN')).page.context().close();

    const japan = await open('/h5/japan/all_rank?app-language=en', { locale: 'en-US' });
    await japan.page.waitForFunction(() => document.documentElement.lang === 'ja');
    await japan.page.context().close();

    await (await notFoundIn('/zz-none/a/b?_pkg=cupid', { locale: 'ko-KR' }, 'ja')).page.context().close();

    const unknown = await notFoundIn('/zz-none/a/b?app-language=xx', { locale: 'fr-FR' }, 'en');
    expect(unknown.warnings.some((w) => w.includes('"xx"'))).toBe(true);
    await unknown.page.context().close();
  });

  it('renders the login page at 375×812 in all five languages', async () => {
    const titles = new Set<string>();
    for (const locale of LOCALES) {
      const { page, errors } = await open(`/h5/login?app-language=${locale}`);
      await page.getByTestId('login-submit').waitFor();
      expect(await lang(page)).toBe(locale);
      titles.add((await page.locator('.auth-title').textContent()) ?? '');
      // nothing wider than the phone
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `h5-login-${locale}.png`) });
      expect(errors).toEqual([]);
      await page.context().close();
    }
    expect(titles.size).toBe(LOCALES.length);
  });

  it('renders a generic page of the route table', async () => {
    const { page, errors } = await open('/h5/whole_rank');
    await page.waitForLoadState('networkidle');
    expect(await page.title()).not.toBe('');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'h5-generic.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('logs a user in with the demo picker, shows me, logs out', async () => {
    const { page, errors } = await open('/h5/login');
    const picker = page.getByTestId('demo-picker');
    await picker.waitFor();
    await picker.locator('[data-account="user1.default@demo.local"]').click();
    const me = page.getByTestId('me-card');
    await me.waitFor();
    expect(await page.getByTestId('me-public-id').textContent()).toMatch(/\w+/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'h5-me.png') });
    // the session survives a reload
    await page.reload();
    await me.waitFor();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the suite.server message on a failed login', async () => {
    const { page } = await open('/h5/login?app-language=en');
    await page.getByTestId('login-account').fill('user1.default@demo.local');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.locator('.app-toast').filter({ hasText: 'Wrong account or password' }).waitFor();
    await page.context().close();
  });
});
