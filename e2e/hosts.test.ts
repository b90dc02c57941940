import path from 'node:path';
import { expect, it } from 'vitest';
import { apiCall, browserSuite, demoLogin, describeBrowser, openSignedIn, reportHostEvents, SCREENSHOT_DIR } from './harness';

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

  it('her rating and weekly incentive show her numbers after posted events; she claims a room task', async () => {
    const url = suite.server.url;
    const host = await demoLogin(url, 'anchor1.default@demo.local');
    const fan = await demoLogin(url, 'user2.default@demo.local');
    const get = <T>(p: string) => apiCall<T>(url, 'GET', p, {}, host.access_token);
    const before = await get<{ points: number }>('/api/v1/hosts/incentive');
    const at = new Date().toISOString();
    const stamp = Date.now();
    const r = await reportHostEvents(url, [
      { id: `e2e-prog-${stamp}-1`, kind: 'call', anchor_id: host.user.id, user_id: fan.user.id, media: 'video', seconds: 600, at },
      { id: `e2e-prog-${stamp}-2`, kind: 'room_mic', anchor_id: host.user.id, room_id: 'e2e-room', seconds: 3_700, at },
    ]);
    expect(r.data.results.map((x) => x.outcome)).toEqual(['credited', 'credited']);
    const earned = r.data.results.reduce((s, x) => s + x.points, 0);
    expect(earned).toBeGreaterThanOrEqual(500);

    // the incentive page (zh-CN): this week's points include the call
    {
      const { page, errors } = await openSignedIn(
        suite.browser,
        `${url}/h5/incentive_jp?app_name=default&app-language=zh-CN`,
        host.access_token,
        'host-programs',
        'zh-CN',
      );
      await page.locator('[data-testid="host-programs"][data-state="ready"]').waitFor();
      expect(await page.getByTestId('hp-week-points').getAttribute('data-points')).toBe(String(before.points + earned));
      // last week's result as the server has it (paid, due or none)
      const last = await get<{ last_week: { status: string } }>('/api/v1/hosts/incentive');
      expect(await page.getByTestId('hp-last-week-status').getAttribute('data-status')).toBe(last.last_week.status);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'host-incentive-zh-CN.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }

    // the rating page (ja): her call minutes as the server counts them
    const rating = await get<{ grade: string; factors: Array<{ id: string; value: number }> }>('/api/v1/hosts/rating');
    const minutes = rating.factors.find((f) => f.id === 'call_minutes')!.value;
    expect(minutes).toBeGreaterThanOrEqual(10);
    {
      const { page, errors } = await openSignedIn(
        suite.browser,
        `${url}/h5/anchor_rating?app_name=default&app-language=ja`,
        host.access_token,
        'host-programs',
        'ja-JP',
      );
      await page.locator('[data-testid="host-programs"][data-state="ready"]').waitFor();
      expect(await page.getByTestId('hp-grade').getAttribute('data-grade')).toBe(rating.grade);
      expect(await page.locator('[data-testid="hp-factor"][data-factor="call_minutes"]').getAttribute('data-value')).toBe(String(minutes));
      expect(await page.getByTestId('hp-week').count()).toBe(4);
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'host-rating-ja.png'), fullPage: true });
      expect(errors).toEqual([]);

      // the room tasks: an hour on the mic today is done, claimed once
      await page.goto(`${url}/h5/japan/room_task?app_name=default&app-language=ja`);
      await page.locator('[data-testid="host-programs"][data-view="room"][data-state="ready"]').waitFor();
      const mic = page.locator('[data-testid="hp-room-task"][data-task="room_mic"]');
      expect(await mic.getAttribute('data-state')).toBe('done');
      await page.getByTestId('hp-room-claim-room_mic').click();
      await expect.poll(() => mic.getAttribute('data-state')).toBe('claimed');
      await page.reload();
      await page.locator('[data-testid="host-programs"][data-view="room"][data-state="ready"]').waitFor();
      expect(await mic.getAttribute('data-state')).toBe('claimed');
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'host-room-tasks-ja.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }
  }, 120_000);
});
