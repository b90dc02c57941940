import path from 'node:path';
import { expect, it } from 'vitest';
import { ADMIN_API, apiCall, browserSuite, demoFund, describeBrowser, openSignedIn } from './harness';

const SHOTS = process.env.RISK_SHOTS_DIR || path.join(process.env.SCREENSHOT_DIR || '/tmp/e2e-shots', 'risk');

/** "Report this user" from the ranking's gift sheet lands as a risk record staff see. */
describeBrowser('risk: report a user from H5', () => {
  const suite = browserSuite();
  const api = <T>(method: 'GET' | 'POST', p: string, params: Record<string, unknown>, token?: string) =>
    apiCall<T>(suite.server.url, method, p, params, token);
  const register = (nickname: string, gender: 'male' | 'female') =>
    api<{ access_token: string; user: { id: number; public_id: string } }>('POST', '/api/v1/auth/register', {
      account: `report-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.local`,
      password: 'Password#1',
      nickname,
      gender,
      birth_date: '1994-04-04',
      app_name: 'default',
    });

  it('a user reports the anchor they tapped on the charm board (ja)', async () => {
    const fan = await register('Fan', 'male');
    const star = await register('Star Spammer', 'female');
    await demoFund(suite.server.url, fan.user.id, 100_000);
    const { gifts } = await api<{ gifts: { id: number; price: number }[] }>('GET', '/api/v1/gifts', { app_name: 'default' });
    const gift = [...gifts].filter((g) => g.price <= 50_000).sort((a, b) => b.price - a.price)[0]!;
    await api(
      'POST',
      '/api/v1/gifts/send',
      { to_user_id: star.user.id, gift_id: gift.id, count: 1, request_id: `e2e-report-${Date.now()}` },
      fan.access_token,
    );

    const url = `${suite.server.url}/h5/whole_rank?app_name=default&board=charm&app-language=ja`;
    const { page, errors } = await openSignedIn(suite.browser, url, fan.access_token, 'ranking-page', 'ja-JP');
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByTestId('ranking-page').waitFor();
        return page.getByTestId('podium-1').getByText('Star Spammer').count();
      })
      .toBeGreaterThan(0);
    await page.getByTestId('podium-1').getByRole('button').click();
    await page.getByTestId('gift-sheet').waitFor();
    await page.getByTestId('report-open').click();
    await page.getByTestId('report-sheet').waitFor();
    await page.getByTestId('report-reason-spam').click();
    await page.getByTestId('report-text').fill('配信中に外部サイトへの誘導を繰り返しています');
    await page.screenshot({ path: path.join(SHOTS, 'h5-report-sheet-ja.png') });
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-sheet').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);

    const admin = await api<{ access_token: string }>('POST', `${ADMIN_API}/auth/login`, {
      email: 'admin@demo.local',
      password: 'Admin#2026',
    });
    const records = await api<{ items: Array<{ source: string; category: string; description: string; reporter: { id: number } }> }>(
      'GET',
      `${ADMIN_API}/risk/records`,
      { user: star.user.public_id },
      admin.access_token,
    );
    expect(records.items).toEqual([
      expect.objectContaining({
        source: 'report',
        category: 'spam',
        description: '配信中に外部サイトへの誘導を繰り返しています',
        reporter: expect.objectContaining({ id: fan.user.id }),
      }),
    ]);
    await page.context().close();
  });
});
