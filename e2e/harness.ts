import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@app/server/src/app';
import { loadConfig } from '@app/server/src/config';
import { type Db, openPglite } from '@app/server/src/platform/db';
import { type Envelope, HOST_EVENTS_PATH, HOST_SIGNATURE_HEADER, signParams, toQueryValues } from '@app/shared';
import { type Browser, type BrowserContext, chromium, type Locator, type Page, type Response as PwResponse } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(repoRoot, 'apps/web/dist');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR || path.join(tmpdir(), 'e2e-shots');

const isCi = process.env.CI === 'true';
const hasBrowser = existsSync(CHROMIUM_PATH);
const hasWeb = existsSync(path.join(WEB_DIST, 'index.html'));

if (!hasBrowser || !hasWeb) {
  const why = !hasBrowser
    ? `no browser at ${CHROMIUM_PATH} (set CHROMIUM_PATH or apt-get install chromium)`
    : `no web build at ${WEB_DIST} (run npm run build)`;
  if (isCi) throw new Error(`browser tests cannot run: ${why}`);
  console.warn(`\n*** BROWSER TESTS SKIPPED: ${why} ***\n`);
}

/**
 * How far this file's clock runs ahead of (or behind) the real one: set by `browserSuite` with
 * `clockAt`, used by the server (its `now`), by `apiCall`'s signatures and by every page this
 * harness opens (Playwright's clock), so a suite about a dated event sees it running whatever day
 * the tests run on. 0 for suites on the real clock.
 */
let clockOffsetMs = 0;
const suiteNow = () => Date.now() + clockOffsetMs;

/** Every page of a context runs on the suite's clock (a no-op on the real one). */
async function useSuiteClock(context: BrowserContext): Promise<void> {
  if (clockOffsetMs !== 0) await context.clock.install({ time: suiteNow() });
}

/** describe() when a browser and the built pages exist; a loud skip otherwise (a failure in CI). */
export const describeBrowser = hasBrowser && hasWeb ? describe : describe.skip;

export interface TestServer {
  url: string;
  /** the server's database (for setting up states no API reaches, e.g. a closed ranking period) */
  db: Db;
  /** the server's log lines (JSON text) when started with `captureLogs` */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The real server in-process on an ephemeral port, fresh embedded database, demo data, built pages.
 * `captureLogs`: every log line is kept in `logs` instead of going to stdout (set LOG_LEVEL too).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { captureLogs?: boolean; clockAt?: string } = {},
): Promise<TestServer> {
  clockOffsetMs = opts.clockAt ? Date.parse(opts.clockAt) - Date.now() : 0;
  if (Number.isNaN(clockOffsetMs)) throw new Error(`clockAt: not a date: ${opts.clockAt}`);
  const logs: string[] = [];
  const logStream = opts.captureLogs
    ? new Writable({
        write(chunk, _encoding, done) {
          logs.push(...String(chunk).split('\n').filter(Boolean));
          done();
        },
      })
    : undefined;
  const db = await openPglite('memory://');
  const config = loadConfig(
    { LOG_LEVEL: 'warn', DEMO: 'true', DEMO_ACTIVITY: 'false', ...env },
    {
      webDist: WEB_DIST,
      dataDir: mkdtempSync(path.join(tmpdir(), 'e2e-')),
      loginRateLimitPerMinute: 1000,
      // the suites log many users in from one address
      loginIpRateLimitPer10Minutes: 1_000_000,
      registerIpRateLimitPerHour: 1_000_000,
      host: '127.0.0.1',
      port: 0,
    },
  );
  const now = clockOffsetMs === 0 ? undefined : () => new Date(suiteNow());
  const { app } = await buildApp(config, { db, seed: true, logStream, ...(now && { now }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    db,
    logs,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The screenshots the suites write for review (SCREENSHOT_DIR) are taken unless CI runs them
 * (nobody looks at CI's; 80–280 ms each, some hundreds of them); E2E_SHOTS=1 takes them there too.
 */
export const TAKE_SHOTS = !process.env.CI || process.env.E2E_SHOTS === '1';

/** Every page the browser opens answers `screenshot()` without taking one. */
function withoutReviewShots(browser: Browser): Browser {
  const skip = (page: Page): Page => {
    page.screenshot = async () => Buffer.alloc(0);
    return page;
  };
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const newPage = context.newPage.bind(context);
    context.newPage = async () => skip(await newPage());
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => skip(await newPage(options));
  return browser;
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await launchChromium();
  return TAKE_SHOTS ? browser : withoutReviewShots(browser);
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A suite's server and browser (see browserSuite). */
export interface BrowserSuite {
  server: TestServer;
  browser: Browser;
  /** apiCall against this suite's server */
  api<T>(method: 'GET' | 'POST', p: string, params: Record<string, unknown>, token?: string): Promise<T>;
}

/**
 * Inside describeBrowser: starts the real server (startTestServer's arguments) and Chromium before
 * the suite's tests and closes both after them; the screenshot folder exists by then.
 */
export function browserSuite(env: Record<string, string> = {}, opts: { captureLogs?: boolean; clockAt?: string } = {}): BrowserSuite {
  const suite = {
    api: (method, p, params, token) => apiCall(suite.server.url, method, p, params, token),
  } as BrowserSuite;
  beforeAll(async () => {
    suite.server = await startTestServer(env, opts);
    suite.browser = await launchBrowser();
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}

export const PHONE = { width: 375, height: 812 } as const;

/**
 * A phone-sized page with a given browser language. Its `goto` waits for the page's code to take
 * over (waitForTakeOver) unless `takeOver: false` (a page whose scripts are blocked never is).
 */
export async function phonePage(browser: Browser, opts: { locale?: string; takeOver?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: opts.locale ?? 'en-US',
  });
  await useSuiteClock(context);
  const page = await context.newPage();
  return opts.takeOver === false ? page : waitForTakeOver(page);
}

/**
 * Each `goto` of the page also waits for the page's code to take it over (`#root[data-mounted]`):
 * a server-rendered page shows its markup first, and a tap on it before then does nothing (and a
 * stored session's own page replaces markup drawn for nobody).
 */
export function waitForTakeOver(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const res = await goto(url, options);
    await page
      .locator('#root[data-mounted]')
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    return res;
  };
  return page;
}

/**
 * A console page signed in through the login form (1440×900, English unless `locale`), on the
 * home page; page errors are collected. Default: the demo super admin.
 */
export async function consolePage(
  browser: Browser,
  base: string,
  opts: { email?: string; password?: string; locale?: string } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: opts.locale ?? 'en-US' });
  await useSuiteClock(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}/h5/qyqyadmin/login`);
  await page.getByTestId('admin-email').fill(opts.email ?? 'admin@demo.local');
  await page.getByTestId('admin-password').fill(opts.password ?? 'Admin#2026');
  await page.getByTestId('admin-login-submit').click();
  await page.waitForURL((u) => u.pathname === '/h5/qyqyadmin/home');
  return { page, errors };
}

/**
 * Clicks a dialog's confirm button and answers the response it causes. A click that lands while
 * the dialog is still settling can send nothing on a loaded machine: while no response came and
 * the button is still there, it is clicked again (a button whose request is under way shows its
 * loading state and ignores clicks, so the action is never sent twice).
 */
export async function confirmAndAwait(
  page: Page,
  button: Locator,
  matches: (r: PwResponse) => boolean,
  opts: { timeout?: number; retryAfterMs?: number } = {},
): Promise<PwResponse> {
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const answered = page.waitForResponse(matches, { timeout: opts.timeout ?? 120_000 });
  await button.click();
  for (let i = 0; i < 3; i++) {
    const done = await Promise.race([answered.then(() => true), sleep(opts.retryAfterMs ?? 10_000).then(() => false)]);
    if (done) break;
    if (await button.isVisible()) await button.click({ timeout: 5_000 }).catch(() => {});
  }
  return answered;
}

export const ADMIN_API = '/api/qyqyadmin/v1/qyqyadmin';
const DEMO_SIGNING = { accessKey: 'h5-web', secret: 'dev-secret' };

/**
 * A signed API call as the pages make it (demo key), for setting up browser tests: throws on a
 * non-zero status, returns `data`.
 */
export async function apiCall<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  p: string,
  params: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const signed = signParams(params as Record<string, string | number | boolean>, {
    ...DEMO_SIGNING,
    nowSeconds: Math.floor(suiteNow() / 1000),
  });
  const headers: Record<string, string> = { 'client-platform': 'web' };
  if (token) headers['Access-Token'] = token;
  let res: Response;
  if (method === 'GET') {
    res = await fetch(`${baseUrl}${p}?${new URLSearchParams(toQueryValues(signed))}`, { headers });
  } else {
    headers['Content-Type'] = 'application/json';
    res = await fetch(`${baseUrl}${p}`, { method, headers, body: JSON.stringify(signed) });
  }
  const env = (await res.json()) as Envelope<T>;
  if (env.status !== 0) throw new Error(`${p}: ${env.status} ${env.msg}`);
  return env.data;
}

export interface DemoSession {
  access_token: string;
  user: { id: number; nickname: string; public_id: string };
}

/** Logs a demo user in (password Demo#2026, README) */
export function demoLogin(baseUrl: string, account: string): Promise<DemoSession> {
  return apiCall<DemoSession>(baseUrl, 'POST', '/api/v1/auth/login', { account, password: 'Demo#2026' });
}

/** Gives a user coins through the console's audited adjustment, as the demo admin */
export async function demoFund(baseUrl: string, userId: number, amount: number, asset = 'gold_coin'): Promise<void> {
  const admin = await apiCall<{ access_token: string }>(baseUrl, 'POST', `${ADMIN_API}/auth/login`, {
    email: 'admin@demo.local',
    password: 'Admin#2026',
  });
  await apiCall(
    baseUrl,
    'POST',
    `${ADMIN_API}/wallet/adjust`,
    {
      user_id: userId,
      asset,
      amount,
      reason: 'e2e setup',
      request_id: `e2e-fund-${userId}-${Date.now()}-${Math.floor(Math.random() * 1e9)}`,
    },
    admin.access_token,
  );
}

/** Opens a page at phone size as a signed-in user and waits for its test id; collects page errors */
export async function openSignedIn(browser: Browser, url: string, token: string, testId: string, locale = 'en-US') {
  const page = await phonePage(browser, { locale });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript((t) => localStorage.setItem('token', t), token);
  await page.goto(url);
  // a server-rendered page shows its markup (drawn for nobody) before the code takes over
  await page.locator('#root[data-mounted]').waitFor({ state: 'attached' });
  await page.getByTestId(testId).waitFor();
  return { page, errors };
}

/** The console languages the review screenshots are taken in, each with its browser locale. */
export const CONSOLE_SHOT_LOCALES = [
  ['zh-CN', 'zh-CN'],
  ['ja', 'ja-JP'],
  ['en', 'en-US'],
] as const;

/**
 * A walk through pages for review screenshots into `dir`: `shoot(name, settleMs)` lets animations
 * settle and saves `<name>.png`; `openFirst(row, opened)` clicks a list's first row and waits for
 * what it opens.
 */
export function reviewShots(page: Page, dir: string) {
  return {
    async shoot(name: string, settleMs = 0) {
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      await page.screenshot({ path: path.join(dir, `${name}.png`) });
    },
    async openFirst(row: string, opened: string) {
      await page.getByTestId(row).first().click();
      await page.getByTestId(opened).waitFor();
    },
  };
}

/** Switches the charge records page to its wallet transactions and returns the newest row. */
export async function newestTransaction(page: Page) {
  await page.getByTestId('tab-transactions').click();
  const tx = page.getByTestId('tx-row').first();
  await tx.waitFor();
  return { kind: await tx.getAttribute('data-kind'), text: await tx.textContent() };
}

/** The development key the apps' servers sign host work reports with (HOST_EVENTS_KEY outside production). */
const HOST_EVENTS_DEV_KEY = 'dev-host-events-key';

/** Reports a host's work as an app's server would: `POST /api/v1/hosts/events`, HMAC-signed over the raw body. */
export async function reportHostEvents(baseUrl: string, events: unknown[]) {
  const raw = JSON.stringify({ events });
  const t = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', HOST_EVENTS_DEV_KEY).update(`${t}.${raw}`).digest('hex');
  const res = await fetch(`${baseUrl}${HOST_EVENTS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [HOST_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
    body: raw,
  });
  return (await res.json()) as { status: number; data: { results: Array<{ outcome: string; points: number }> } };
}
