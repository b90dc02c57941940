import { beforeAll, expect, it } from 'vitest';
import { browserSuite, type DemoSession, demoLogin, describeBrowser, phonePage } from './harness';

/**
 * No secret in the server log: the native apps open pages with `?access_token=<token>`, the CP page
 * then asks for a socket ticket and opens `/ws?ticket=…`. With request logging on (info), every
 * log line of such a session is read back: neither the access token nor any ticket is in one.
 */
describeBrowser('no tokens in logs', () => {
  const suite = browserSuite({ LOG_LEVEL: 'info' }, { captureLogs: true });
  let user: DemoSession;

  beforeAll(async () => {
    user = await demoLogin(suite.server.url, 'user1.default@demo.local');
  });

  it('a page opened with ?access_token= and its socket leave no token or ticket in any log line', async () => {
    const token = user.access_token;
    const page = await phonePage(suite.browser);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const sockets: string[] = [];
    let hello = false;
    page.on('websocket', (ws) => {
      sockets.push(ws.url());
      ws.on('framereceived', (f) => {
        if (String(f.payload).includes('"hello"')) hello = true;
      });
    });
    const tickets: string[] = [];
    page.on('response', async (res) => {
      if (!res.url().includes('/api/v1/realtime/ticket')) return;
      const body = (await res.json().catch(() => null)) as { data?: { ticket?: string } } | null;
      if (body?.data?.ticket) tickets.push(body.data.ticket);
    });

    // as a native app hands the token over
    await page.goto(`${suite.server.url}/h5/cp_task_guide?app_name=default&access_token=${encodeURIComponent(token)}`);
    await page.getByTestId('cp-page').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="cp-page"]')?.getAttribute('data-state') === 'single', null, {
      timeout: 15_000,
    });
    await expect.poll(() => hello, { timeout: 15_000 }).toBe(true);
    // the token left the address bar, and the socket URL carries a ticket, not the token
    expect(page.url()).not.toContain(token);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]).toMatch(/\/ws\?ticket=[A-Za-z0-9_-]{43}$/);
    expect(sockets[0]).not.toContain(token);
    // the response listener reads the ticket's body asynchronously: wait for it, not just the socket
    await expect.poll(() => tickets.length, { timeout: 15_000 }).toBe(1);
    const ticketInUrl = new URL(sockets[0]!).searchParams.get('ticket')!;
    expect(ticketInUrl).toBe(tickets[0]);

    // more ways a secret reaches a URL: another page, a missing file, an API call and the old
    // socket form, each with the token in the query
    await page.goto(`${suite.server.url}/h5/recharge?app_name=wakoo&access_token=${encodeURIComponent(token)}`);
    const probes = await page.evaluate(
      async ({ t, ticket }) => {
        const codes: number[] = [];
        await fetch(`/missing.js?access_token=${t}`);
        await fetch(`/api/v1/me?access_token=${t}&refresh_token=${t}`);
        for (const q of [`token=${t}`, `ticket=${ticket}`]) {
          const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws?${q}`);
          codes.push(await new Promise<number>((resolve) => ws.addEventListener('close', (e) => resolve(e.code))));
        }
        return codes;
      },
      { t: token, ticket: ticketInUrl },
    );
    // neither the token nor a spent ticket opens a socket
    expect(probes).toEqual([4001, 4001]);
    await page.context().close();
    expect(errors).toEqual([]);

    const logs = suite.server.logs;
    for (const secret of [token, encodeURIComponent(token), ...tickets]) {
      const leaks = logs.filter((line) => line.includes(secret));
      expect(leaks, 'a log line holds a secret').toEqual([]);
    }
    const requests = logs
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((l) => l.msg === 'incoming request');
    const urls = requests.map((l) => l.req?.url ?? '');
    // request logging is on, and saw every one of those URLs (with the value masked)
    expect(urls).toContain('/h5/cp_task_guide?app_name=default&access_token=[REDACTED]');
    expect(urls).toContain('/ws?ticket=[REDACTED]');
    expect(urls).toContain('/ws?token=[REDACTED]');
    expect(urls).toContain('/missing.js?access_token=[REDACTED]');
    expect(urls.some((u) => u.startsWith('/api/v1/realtime/ticket'))).toBe(true);
  });
});
