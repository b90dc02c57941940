import path from 'node:path';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn, reportHostEvents, SCREENSHOT_DIR } from './harness';

/**
 * A host's income: the app's server reports her calls, replies and a membership (signed with the
 * development key, as an app server would with its own), and she sees them on her income page; a
 * male user is told the page is for hosts.
 */

describeBrowser('host income', () => {
  const suite = browserSuite();

  it('calls reported by the app show on the host income page, by day and kind', async () => {
    const host = await demoLogin(suite.server.url, 'anchor1.default@demo.local');
    const fan = await demoLogin(suite.server.url, 'user1.default@demo.local');
    const at = new Date().toISOString();
    const stamp = Date.now();
    const r = await reportHostEvents(suite.server.url, [
      { id: `e2e-${stamp}-1`, kind: 'call', anchor_id: host.user.id, user_id: fan.user.id, media: 'video', seconds: 245, at },
      { id: `e2e-${stamp}-2`, kind: 'reply', anchor_id: host.user.id, user_id: fan.user.id, reply_seconds: 30, at },
      { id: `e2e-${stamp}-3`, kind: 'membership', anchor_id: host.user.id, user_id: fan.user.id, plan: 'weekly', at },
    ]);
    expect(r.status).toBe(0);
    expect(r.data.results.map((x) => [x.outcome, x.points])).toEqual([
      // 4 whole minutes of video, and the new-user bonus: the demo user registered at this start
      ['credited', 250],
      ['credited', 2],
      ['credited', 100],
    ]);

    for (const [lang, locale] of [
      ['ja', 'ja-JP'],
      ['zh-CN', 'zh-CN'],
    ] as const) {
      const { page, errors } = await openSignedIn(
        suite.browser,
        `${suite.server.url}/h5/salary_settlement?app_name=default&app-language=${lang}`,
        host.access_token,
        'host-income',
        locale,
      );
      await page.locator('[data-testid="host-income"][data-state="ready"]').waitFor();
      expect(await page.getByTestId('host-total').textContent()).toMatch(/352/);
      const bars = page.getByTestId('host-day-bar');
      expect(await bars.count()).toBe(7);
      expect(await bars.last().getAttribute('data-points')).toBe('352');
      expect(await page.getByTestId('host-kind-video').textContent()).toMatch(/200/);
      expect(await page.getByTestId('host-recent-row').count()).toBe(3);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `host-income-${lang}.png`), fullPage: true });
      await page.getByTestId('host-period-month').click();
      await expect.poll(() => bars.count()).toBe(30);
      expect(errors).toEqual([]);
      await page.close();
    }

    const wakooFan = await demoLogin(suite.server.url, 'user1.wakoo@demo.local');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/auth/my_bonus?app_name=wakoo`,
      wakooFan.access_token,
      'host-income',
      'ja-JP',
    );
    await page.locator('[data-testid="host-income"][data-state="not-host"]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('a host checks in and claims a done task; the page shows both at once', async () => {
    const host = await demoLogin(suite.server.url, 'anchor2.default@demo.local');
    const fan = await demoLogin(suite.server.url, 'user2.default@demo.local');
    const r = await reportHostEvents(suite.server.url, [
      {
        id: `e2e-task-${Date.now()}`,
        kind: 'membership',
        anchor_id: host.user.id,
        user_id: fan.user.id,
        plan: 'monthly',
        at: new Date().toISOString(),
      },
    ]);
    expect(r.data.results[0]?.outcome).toBe('credited');
    const { page, errors } = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/japan/task?app_name=default&app-language=ja`,
      host.access_token,
      'host-tasks',
      'ja-JP',
    );
    await page.locator('[data-testid="host-tasks"][data-state="ready"]').waitFor();
    const checkin = page.getByTestId('host-checkin');
    expect(await checkin.getAttribute('data-done')).toBe('false');
    await checkin.click();
    await expect.poll(() => checkin.getAttribute('data-done')).toBe('true');
    expect(await page.locator('[data-testid="host-checkin-day"][data-day="1"]').getAttribute('data-state')).toBe('signed');

    const members = page.locator('[data-testid="host-task"][data-task="members"]');
    expect(await members.getAttribute('data-state')).toBe('done');
    await page.getByTestId('host-task-claim-members').click();
    await expect.poll(() => members.getAttribute('data-state')).toBe('claimed');
    expect(await page.locator('[data-testid="host-task"][data-task="receptions"]').getAttribute('data-state')).toBe('todo');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'host-tasks-ja.png'), fullPage: true });
    // after a reload: the same (stored on the server)
    await page.reload();
    await page.locator('[data-testid="host-tasks"][data-state="ready"]').waitFor();
    expect(await page.getByTestId('host-checkin').getAttribute('data-done')).toBe('true');
    expect(await members.getAttribute('data-state')).toBe('claimed');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);
});
