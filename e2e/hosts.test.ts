import { createHmac } from 'node:crypto';
import path from 'node:path';
import { HOST_EVENTS_PATH, HOST_SIGNATURE_HEADER } from '@app/shared';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, openSignedIn, SCREENSHOT_DIR } from './harness';

/**
 * A host's income: the app's server reports her calls, replies and a membership (signed with the
 * development key, as an app server would with its own), and she sees them on her income page; a
 * male user is told the page is for hosts.
 */
const KEY = 'dev-host-events-key';

async function report(baseUrl: string, events: unknown[]) {
  const raw = JSON.stringify({ events });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', KEY).update(`${t}.${raw}`).digest('hex');
  const res = await fetch(`${baseUrl}${HOST_EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOST_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
    body: raw,
  });
  return (await res.json()) as { status: number; data: { results: Array<{ outcome: string; points: number }> } };
}

describeBrowser('host income', () => {
  const suite = browserSuite();

  it('calls reported by the app show on the host income page, by day and kind', async () => {
    const host = await demoLogin(suite.server.url, 'anchor1.default@demo.local');
    const fan = await demoLogin(suite.server.url, 'user1.default@demo.local');
    const at = new Date().toISOString();
    const stamp = Date.now();
    const r = await report(suite.server.url, [
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
});
