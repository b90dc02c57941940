import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { ADMIN_API, browserSuite, consolePage, describeBrowser, SCREENSHOT_DIR } from './harness';

/** A shipped event with a Japanese text, shown for the default brand (packages/shared/src/activities/defs). */
const EVENT = 'halloween';
/** The second demo admin, who holds content.approve_activities but never edited the version. */
const REVIEWER = { email: 'reviewer@demo.local', password: 'Admin#2026' };

const versionRow = (page: Page, version: number) => page.locator(`[data-testid="activity-version-row"][data-version="${version}"]`);
const previewTitle = (page: Page) => page.frameLocator('[data-testid="activity-preview-frame"]').locator('.act-title');

/** The activity console (modules/activities): edit, preview, save, submit, four-eyes approval. */
describeBrowser('activity console', () => {
  const suite = browserSuite();

  it('edits a shipped event, previews it on a phone in two languages, and publishes it only with a second admin', async () => {
    const base = suite.server.url;
    const { page, errors } = await consolePage(suite.browser, base);

    // from the menu: System → Activities
    await page.getByTestId('admin-nav').locator('.ant-menu-item').filter({ hasText: 'Activities' }).click();
    await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/activities');
    await page.getByTestId('activity-console-table').waitFor();
    const row = page.locator(`[data-testid="activity-row"][data-event="${EVENT}"]`);
    await row.waitFor();
    await row.click();
    await page.waitForURL((u) => u.searchParams.get('event') === EVENT);
    await page.locator(`[data-testid="activity-editor"][data-event="${EVENT}"]`).waitFor();
    await page.getByTestId('activity-firings').waitFor();

    // the JSON: change the Japanese title
    const json = page.getByTestId('activity-json');
    await expect.poll(() => json.inputValue(), { timeout: 15_000 }).toContain(`"id": "${EVENT}"`);
    const definition = JSON.parse(await json.inputValue()) as { text: Record<string, { title: string }> };
    const enTitle = definition.text.en?.title ?? '';
    const jaTitle = `E2E ハロウィン ${Date.now()}`;
    definition.text.ja = { ...definition.text.ja, title: jaTitle };
    await json.fill(JSON.stringify(definition, null, 2));
    await page.getByTestId('activity-dirty').waitFor();
    await expect.poll(() => page.getByTestId('activity-title-ja').inputValue()).toBe(jaTitle);

    // the phone preview: 375×812, the real page engine, in Japanese then English
    await page.getByTestId('activity-preview-lang-ja').click();
    await expect.poll(() => page.getByTestId('activity-preview-frame').getAttribute('data-lang')).toBe('ja');
    await expect.poll(() => previewTitle(page).textContent(), { timeout: 15_000 }).toBe(jaTitle);
    const box = await page.getByTestId('activity-preview-frame').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(375);
    expect(Math.round(box?.height ?? 0)).toBe(812);
    await page.getByTestId('activity-preview-lang-en').click();
    await expect.poll(() => previewTitle(page).textContent(), { timeout: 15_000 }).toBe(enTitle);
    await expect.poll(() => page.getByTestId('activity-problems').getAttribute('data-count'), { timeout: 15_000 }).toBe('0');

    // save the draft: a new version heads the history as a draft
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/activities/${EVENT}/draft`), { timeout: 60_000 }),
      page.getByTestId('activity-save').click(),
    ]);
    const draft = (await saved.json()) as { status: number; data: { version: number; state: string } };
    expect(draft.status).toBe(0);
    expect(draft.data.state).toBe('draft');
    const version = draft.data.version;
    await expect.poll(() => versionRow(page, version).getAttribute('data-state'), { timeout: 30_000 }).toBe('draft');
    await expect.poll(() => page.getByTestId('activity-dirty').count()).toBe(0);

    // submit for review
    const [submitted] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(`/versions/${version}/submit`), { timeout: 60_000 }),
      page.getByTestId('activity-submit').click(),
    ]);
    expect((await submitted.json()).status).toBe(0);
    await expect.poll(() => versionRow(page, version).getAttribute('data-state'), { timeout: 30_000 }).toBe('pending');

    // four eyes: the admin who edited the version cannot approve it
    await page.getByTestId('activity-diff').waitFor();
    expect(await page.locator('[data-testid="activity-diff-row"][data-path="text.ja.title"]').count()).toBe(1);
    await page.getByTestId('activity-approve').click();
    const refusal = page.getByTestId('activity-review-error');
    await refusal.waitFor({ timeout: 30_000 });
    expect(await refusal.textContent()).toContain('another admin must review it');
    expect(await versionRow(page, version).getAttribute('data-state')).toBe('pending');

    // the second admin approves it: it is live
    const reviewer = await suite.api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, REVIEWER);
    await suite.api(
      'POST',
      `${ADMIN_API}/activities/${EVENT}/versions/${version}/review`,
      { decision: 'approve', note: 'e2e ok' },
      reviewer.access_token,
    );
    await page.reload();
    await expect.poll(() => versionRow(page, version).getAttribute('data-state'), { timeout: 30_000 }).toBe('approved');
    expect(await versionRow(page, version).getAttribute('data-live')).toBe('true');
    await expect.poll(() => previewTitle(page).textContent(), { timeout: 15_000 }).toBeTruthy();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'activities-console-editor.png') });

    // the editor now starts from the live version, with the new title
    await expect.poll(() => page.getByTestId('activity-title-ja').inputValue(), { timeout: 15_000 }).toBe(jaTitle);

    // the list shows the live version
    await page.getByTestId('activity-back').click();
    await page.getByTestId('activity-console-table').waitFor();
    await expect.poll(() => page.locator(`[data-testid="activity-row"][data-event="${EVENT}"]`).textContent()).toContain(`v${version}`);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'activities-console-list.png') });

    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
