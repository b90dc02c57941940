import path from 'node:path';
import type { TCpStatus } from '@app/shared';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoFund, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * CP pairs against the real server: user A finds B by public id on the CP page, sends the CP gift
 * as an invitation (confirm dialog), B sees it on their page and accepts, and both pages show the
 * pair (A's live, without a reload); the CP ranking page shows the "My CP" panel; B dissolves.
 */
const CP_PATH = '/h5/cp_task_guide?app_name=default';

describeBrowser('CP pages', () => {
  const suite = browserSuite();
  let a: DemoSession;
  let b: DemoSession;

  const { api } = suite;
  const cpStatus = (token: string) => api<TCpStatus>('GET', '/api/v1/cp', {}, token);

  beforeAll(async () => {
    a = await demoLogin(suite.server.url, 'user1.default@demo.local');
    b = await demoLogin(suite.server.url, 'anchor1.default@demo.local');
    await demoFund(suite.server.url, a.user.id, 2000);
  });

  const open = (p: string, token: string, testId = 'cp-page') => openSignedIn(suite.browser, `${suite.server.url}${p}`, token, testId);
  const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: path.join(SCREENSHOT_DIR, name), fullPage });
  const state = (page: Page, value: string, testId = 'cp-page') =>
    page.waitForFunction(
      ([id, v]) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-state') === v,
      [testId, value] as const,
      {
        timeout: 15_000,
      },
    );

  it('A invites B from the page, B accepts on theirs, both see the pair', async () => {
    const pa = await open(CP_PATH, a.access_token);
    await state(pa.page, 'single');
    await pa.page.getByTestId('cp-balance').filter({ hasText: '2,000' }).waitFor();
    await shot(pa.page, 'cp-single-en.png', true);

    // an unknown id is said plainly
    await pa.page.getByTestId('cp-public-id').fill('999999999');
    await pa.page.getByTestId('cp-find').click();
    await pa.page.getByTestId('cp-not-found').waitFor();

    await pa.page.getByTestId('cp-public-id').fill(b.user.public_id);
    await pa.page.getByTestId('cp-find').click();
    await expect.poll(() => pa.page.getByTestId('cp-candidate-name').textContent()).toContain(b.user.nickname);
    expect(await pa.page.getByTestId('cp-gift-note').textContent()).toMatch(/theirs whatever they answer/);
    await pa.page.getByTestId('cp-send').click();
    const dialog = pa.page.getByTestId('cp-confirm');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('999');
    await shot(pa.page, 'cp-confirm-en.png');
    await pa.page.getByTestId('cp-dialog-confirm').click();
    await pa.page.getByTestId('cp-sent-item').waitFor();
    expect(await pa.page.getByTestId('cp-time-left').textContent()).toMatch(/2d 23h left|3d 0h left/);
    await pa.page.getByTestId('cp-balance').filter({ hasText: '1,001' }).waitFor();
    await shot(pa.page, 'cp-sent-en.png', true);

    const pb = await open(CP_PATH, b.access_token);
    await state(pb.page, 'single');
    const item = pb.page.getByTestId('cp-received-item');
    await item.waitFor();
    expect(await item.textContent()).toContain(a.user.nickname);
    await shot(pb.page, 'cp-received-en.png', true);
    await pb.page.getByTestId('cp-accept').click();
    await state(pb.page, 'paired');
    expect(await pb.page.getByTestId('cp-partner-name').textContent()).toBe(a.user.nickname);
    expect(await pb.page.getByTestId('cp-level').getAttribute('data-level')).toBe('normal');
    await shot(pb.page, 'cp-paired-en.png', true);

    // A's page learns it live (realtime event), no reload
    await state(pa.page, 'paired');
    expect(await pa.page.getByTestId('cp-partner-name').textContent()).toBe(b.user.nickname);
    expect((await cpStatus(a.access_token)).pair?.partner.id).toBe(b.user.id);
    expect((await cpStatus(b.access_token)).pair?.partner.id).toBe(a.user.id);
    expect(pa.errors).toEqual([]);
    expect(pb.errors).toEqual([]);
    await pa.page.context().close();
    await pb.page.context().close();
  });

  it('the CP ranking page shows the My CP panel; B dissolves from the CP page', async () => {
    const rank = await open('/h5/japan/cp_rank?app_name=default', a.access_token, 'ranking-page');
    await state(rank.page, 'paired', 'cp-panel');
    expect(await rank.page.getByTestId('cp-panel-partner').textContent()).toBe(b.user.nickname);
    await shot(rank.page, 'cp-rank-panel-ja.png');
    await rank.page.getByTestId('cp-panel-link').click();
    await rank.page.getByTestId('cp-page').waitFor();
    expect(rank.errors).toEqual([]);
    await rank.page.context().close();

    const pb = await open(CP_PATH, b.access_token);
    await state(pb.page, 'paired');
    await pb.page.getByTestId('cp-dissolve').click();
    await pb.page.getByTestId('cp-dialog-confirm').click();
    await state(pb.page, 'single');
    expect((await cpStatus(a.access_token)).pair).toBeNull();
    await pb.page.context().close();
  });
});
