import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { solidPng } from '../apps/server/src/modules/support/png';
import { ADMIN_API, browserSuite, demoLogin, describeBrowser, phonePage, SCREENSHOT_DIR } from './harness';

/** The support and QA tools (issue 10): every route renders at phone size without console errors. */
describeBrowser('support and tools pages', () => {
  const suite = browserSuite();

  interface OpenOptions {
    locale?: string;
    /** answers of a fake native bridge, by method (spec 7): the page runs "in the app" */
    bridge?: Record<string, unknown>;
    token?: string;
    adminToken?: string;
  }

  async function open(url: string, testId: string, opts: OpenOptions = {}): Promise<{ page: Page; errors: string[] }> {
    const page = await phonePage(suite.browser, { locale: opts.locale ?? 'ja-JP' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    if (opts.bridge) {
      await page.addInitScript((answers) => {
        (window as unknown as { __nativeBridge: unknown }).__nativeBridge = {
          call: (method: string) => JSON.stringify(method in answers ? answers[method] : null),
        };
      }, opts.bridge);
    }
    if (opts.token) await page.addInitScript((t) => localStorage.setItem('token', t), opts.token);
    if (opts.adminToken) await page.addInitScript((t) => localStorage.setItem('admin_access_token', t), opts.adminToken);
    await page.goto(`${suite.server.url}${url}`);
    await page.getByTestId(testId).waitFor();
    return { page, errors };
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOT_DIR, `tools-${name}.png`) });

  it('every tools route renders at 375×812 without console errors', async () => {
    const cases: Array<[string, string]> = [
      ['/h5/force_upgrade', 'force-upgrade-page'],
      ['/h5/hello', 'diagnostics-page'],
      ['/h5/test?app-language=zh-CN', 'diagnostics-page'],
      ['/h5/widgets', 'widgets-page'],
      ['/h5/upload', 'upload-page'],
      ['/h5/web_generate', 'web-generate-page'],
      ['/apiutil?app_name=wakoo', 'api-util-page'],
      ['/h5/about/defend', 'notice-defend'],
      ['/h5/reality_alert?app-language=zh-CN', 'notice-reality'],
      ['/h5/auth_alert?app-language=en', 'notice-auth'],
      ['/h5/japan/line_dialog?app_name=wakoo', 'line-qr'],
      ['/h5/empty?app_name=wakoo', 'empty-page'],
      ['/h5/list', 'route-list-page'],
    ];
    for (const [url, testId] of cases) {
      const { page, errors } = await open(url, testId);
      await page.waitForLoadState('networkidle');
      expect(errors, url).toEqual([]);
      await shot(page, testId);
      await page.context().close();
    }
  });

  it('force upgrade: an old app version on Android is asked to update; a browser (0.0.0) always is', async () => {
    const app = await open('/h5/force_upgrade', 'upgrade-needed', { bridge: { getVersion: '1.0.0', getPlatform: 'android' } });
    expect(await app.page.getByTestId('upgrade-current-version').textContent()).toBe('1.0.0');
    expect(await app.page.getByTestId('upgrade-required-version').textContent()).toBe('3.2.0');
    expect(await app.page.getByTestId('upgrade-google_play').getAttribute('href')).toContain('play.google.com');
    await shot(app.page, 'upgrade-android');
    expect(app.errors).toEqual([]);
    await app.page.context().close();

    const current = await open('/h5/force_upgrade?app_name=wakoo', 'upgrade-current', {
      bridge: { getVersion: '9.0.1', getPlatform: 'ios' },
    });
    expect(await current.page.getByTestId('upgrade-current').textContent()).toContain('9.0.1');
    await current.page.context().close();

    const browser = await open('/h5/force_upgrade', 'upgrade-needed', { locale: 'zh-CN' });
    expect(await browser.page.getByTestId('upgrade-app_store').count()).toBe(1);
    await browser.page.context().close();
  });

  it('diagnostics: a ping shows its round trip; five show min and median; the token is recognised, never printed', async () => {
    const user = await demoLogin(suite.server.url, 'anchor1.ocha@demo.local');
    const { page, errors } = await open('/h5/hello', 'diagnostics-page', { token: user.access_token });
    await page.getByTestId('diag-ping-once').click();
    await page.getByTestId('diag-rtt').waitFor();
    expect(Number(await page.getByTestId('diag-rtt').textContent())).toBeGreaterThanOrEqual(0);
    expect(await page.getByTestId('diag-token-user').textContent()).toContain(user.user.public_id);
    await page.getByTestId('diag-ping-repeat').click();
    // the summary counts up as the pings answer (slowly on a loaded machine): wait for the fifth
    await expect.poll(() => page.getByTestId('diag-rtt-summary').textContent(), { timeout: 20_000 }).toMatch(/5/);
    expect(await page.content()).not.toContain(user.access_token);
    await shot(page, 'diagnostics-ping');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('web generate builds a share link with its QR code', async () => {
    const { page, errors } = await open('/h5/web_generate', 'web-generate-page', { locale: 'en-US' });
    await page.getByTestId('generate-brand').selectOption('wakoo');
    await page.getByTestId('generate-route').selectOption('bonus_charge');
    await page.getByTestId('generate-param-gender').fill('female');
    await page.getByTestId('generate-language').selectOption('ja');
    await page.getByTestId('generate-channel').fill('line_ad');
    await page.getByTestId('generate-extra').fill('utm_source=qa');
    const url = `${suite.server.url}/h5/japan/bonus_charge/female?app_name=wakoo&app-language=ja&channel=line_ad&utm_source=qa`;
    await page.waitForFunction((u) => document.querySelector('[data-testid="generate-url"]')?.textContent === u, url);
    expect(await page.getByTestId('generate-qr').getAttribute('data-value')).toBe(url);
    await shot(page, 'web-generate');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('upload: checks type and size here, uploads a small PNG when signed in and shows the server’s answer', async () => {
    const anon = await open('/h5/upload', 'upload-sign-in');
    await anon.page.context().close();

    const user = await demoLogin(suite.server.url, 'anchor2.ocha@demo.local');
    const { page, errors } = await open('/h5/upload', 'upload-page', { token: user.access_token, locale: 'zh-CN' });
    const input = page.getByTestId('upload-input');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    expect(await page.getByTestId('upload-problem').getAttribute('data-problem')).toBe('type');
    await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(await page.getByTestId('upload-problem').getAttribute('data-problem')).toBe('size');
    await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: solidPng(8, 8, [10, 20, 30]) });
    await page.waitForFunction(() => document.querySelector('[data-testid="upload-problem"]')?.getAttribute('data-problem') === 'small');

    await input.setInputFiles({ name: 'shot.png', mimeType: 'image/png', buffer: solidPng(120, 90, [240, 120, 80]) });
    await page.getByTestId('upload-preview').waitFor();
    // the original bytes: the server keeps the PNG as it is
    await page.getByTestId('upload-mode-original').click();
    await page.getByTestId('upload-send').click();
    await page.getByTestId('upload-answer').waitFor();
    expect(await page.getByTestId('upload-dimensions').textContent()).toBe('120 × 90');
    expect(await page.getByTestId('upload-key').textContent()).toMatch(/\S/);
    await shot(page, 'upload-answer');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('api util: a sign-in link without a console session; a signed call with one', async () => {
    const anon = await open('/apiutil?app_name=wakoo', 'api-util-sign-in');
    await anon.page.context().close();

    const admin = await suite.api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, {
      email: 'admin@demo.local',
      password: 'Admin#2026',
    });
    const { page, errors } = await open('/apiutil?app_name=wakoo', 'api-util-admin', { adminToken: admin.access_token, locale: 'en-US' });
    await page.getByTestId('api-util-path').fill(`${ADMIN_API}/user/info`);
    await page.getByTestId('api-util-send').click();
    await page.getByTestId('api-util-response').waitFor();
    expect(await page.getByTestId('api-util-status').textContent()).toBe('0');
    expect(await page.getByTestId('api-util-data').textContent()).toContain('admin@demo.local');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('the route list links every route of the brand and filters them', async () => {
    const { page, errors } = await open('/h5/list', 'route-list-page', { locale: 'en-US' });
    await page.getByTestId('route-group-other').waitFor();
    const total = Number(await page.getByTestId('route-list-total').textContent());
    expect(total).toBeGreaterThan(100);
    expect(await page.getByTestId('route-link').count()).toBe(total);
    await page.getByTestId('route-list-search').fill('force_upgrade');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="route-link"]').length === 1);
    await page.getByTestId('route-link').click();
    await page.getByTestId('force-upgrade-page').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
