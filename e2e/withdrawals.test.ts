import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dueOn } from '@app/server/src/modules/withdrawals/service';
import {
  callIncome,
  ErrorCode,
  memberIncome,
  normalizeKanaName,
  REJECT_REASON_MESSAGES,
  type TAdminWithdrawal,
  type TWithdrawal,
  type TWithdrawOverview,
  WITHDRAW_RULES,
  withdrawQuote,
} from '@app/shared';
import type { Page, Response as PwResponse } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import {
  apiCall,
  browserSuite,
  confirmAndAwait,
  consolePage,
  type DemoSession,
  demoLogin,
  describeBrowser,
  openSignedIn,
  reportHostEvents,
  SCREENSHOT_DIR,
} from './harness';

/**
 * A Japan-region host withdraws her anchor points: the app's server reports her calls (signed),
 * she adds a PayPay account and applies on the H5 pages (amount → account → confirm with her
 * password), three console admins review, approve and mark it paid, and she sees it paid in her
 * records. A second request is rejected in the console and her points come back. The tests run in
 * order, each on what the one before left.
 */
/** a Wakoo host: Wakoo's home region is Japan (brands.ts), so PayPay and banks are her methods */
const HOST = 'anchor1.wakoo@demo.local';
const FAN = 'user1.wakoo@demo.local';
const PASSWORD = 'Demo#2026';
const PHONE_NUMBER = '090-1234-5678';
const HOLDER = 'やまだ はなこ';
/** the first request (paid) and the second (rejected): the Japan minimum */
const FIRST = 2_000;
const SECOND = WITHDRAW_RULES.japan.minPoints;
const REFERENCE = 'PAYPAY-E2E-0001';
const REJECT_REASON = 'name_mismatch' as const;
/** how long a page may take to follow a change on a loaded machine */
const WAIT = { timeout: 30_000 };

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
type Strings = { [key: string]: string | Strings };
/** A page's string in a language, from the web app's locale files (`ns`, a dotted key). */
function text(lng: string, ns: string, key: string): string {
  const tree = JSON.parse(readFileSync(path.join(repoRoot, 'apps/web/src/locales', lng, `${ns}.json`), 'utf8')) as Strings;
  const value = key.split('.').reduce<string | Strings | undefined>((t, k) => (typeof t === 'object' ? t[k] : undefined), tree);
  if (typeof value !== 'string') throw new Error(`no ${lng} ${ns}:${key}`);
  return value;
}

/** A console action call on withdrawal `id` (the drawer's buttons send it). */
const actionOn = (id: number) => (r: PwResponse) => r.request().method() === 'POST' && r.url().includes(`/withdrawals/${id}/action`);

async function answered<T>(res: PwResponse): Promise<T> {
  const env = (await res.json()) as { status: number; msg: string; data: T };
  expect(env.status, env.msg).toBe(0);
  return env.data;
}

/** Waits for the page's animations and transitions to end (endless ones, such as a shimmer, left out). */
const settled = (page: Page) =>
  page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      // an upper bound only, should one never end (a paused one)
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]).then(() => undefined),
  );

/** Text an i18n key would show if its translation were missing (`main.held`, `status.paid`, ...). */
const RAW_KEY =
  /\b(?:main|rules|accounts|recent|statement|form|quote|amount|confirm|success|record|status|timeline|action|detail|flow|apply|create|method|unit|title|problem|realname|state)\.[a-z][A-Za-z]+\b/;

describeBrowser('host withdrawals', () => {
  const suite = browserSuite();
  let host: DemoSession;
  /** her overview after the signed reports, before the first request (demo data may hold requests of hers) */
  let start: TWithdrawOverview;
  let firstId = 0;
  const quote = withdrawQuote('japan', 'paypay', FIRST);

  const overview = () => apiCall<TWithdrawOverview>(suite.server.url, 'GET', '/api/v1/withdrawals/overview', {}, host.access_token);
  const h5 = (step: string) => `${suite.server.url}/h5/japan/withdraw/${step}?app_name=wakoo&app-language=ja`;
  /** a full-page screenshot once the page's finite animations (a sheet sliding up, a tab's colour) ended */
  const shot = async (page: Page, name: string, fullPage = true) => {
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage });
  };
  /** the withdrawal page on `step`, with the host's overview loaded */
  const atStep = (page: Page, step: string) => page.locator(`[data-testid="withdraw"][data-step="${step}"][data-state="ready"]`).waitFor();
  const noRawKeys = async (page: Page) =>
    expect(((await page.getByTestId('withdraw').textContent()) ?? '').match(RAW_KEY)?.[0] ?? null).toBeNull();

  /** A console admin's withdrawals page (their default tab) with withdrawal `id` open in the drawer. */
  async function openInConsole(email: string, id: number, status: TWithdrawal['status']) {
    const { page, errors } = await consolePage(suite.browser, suite.server.url, { email });
    await page.goto(`${suite.server.url}/h5/qyqyadmin/withdrawals`);
    const row = page.locator(`[data-testid="withdrawals-row"][data-id="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe(status);
    await row.locator('td').first().click();
    const drawer = page.getByTestId('withdrawal-drawer');
    await drawer.getByTestId('withdrawal-detail').waitFor();
    await drawer.locator(`[data-testid="withdrawal-status"][data-status="${status}"]`).waitFor();
    return { page, errors, drawer, row };
  }

  beforeAll(async () => {
    host = await demoLogin(suite.server.url, HOST);
  });

  it('the app reports her calls (signed); she has the points to withdraw', async () => {
    const fan = await demoLogin(suite.server.url, FAN);
    const before = await overview();
    expect(before.region).toBe('japan');
    expect(before.currency).toBe('JPY');
    expect(before.rules.methods).toEqual(['paypay', 'bank']);
    expect(before.rules.min_points).toBe(WITHDRAW_RULES.japan.minPoints);
    expect(before.rules.fee.paypay).toBe(WITHDRAW_RULES.japan.fee.paypay);

    const at = new Date().toISOString();
    const stamp = Date.now();
    const r = await reportHostEvents(suite.server.url, [
      { id: `e2e-wd-${stamp}-1`, kind: 'call', anchor_id: host.user.id, user_id: fan.user.id, media: 'video', seconds: 3_600, at },
      { id: `e2e-wd-${stamp}-2`, kind: 'membership', anchor_id: host.user.id, user_id: fan.user.id, plan: 'monthly', at },
    ]);
    expect(r.status).toBe(0);
    // an hour of video with a new user (the demo fan registered at this start), and a month's membership
    const call = callIncome('video', 3_600, true);
    expect(r.data.results.map((x) => [x.outcome, x.points])).toEqual([
      ['credited', call.points + call.bonus],
      ['credited', memberIncome('monthly')],
    ]);
    start = await overview();
    expect(start.available).toBe(before.available + call.points + call.bonus + memberIncome('monthly'));
    expect(start.available).toBeGreaterThanOrEqual(FIRST + SECOND);
  });

  it('she adds a PayPay account, applies and confirms with her password (ja, 375×812)', async () => {
    const { page, errors } = await openSignedIn(suite.browser, h5('main'), host.access_token, 'withdraw', 'ja-JP');
    await atStep(page, 'main');
    expect(await page.getByTestId('wd-balance').getAttribute('data-available')).toBe(String(start.available));

    // the account: PayPay, her mobile number and her name in kana
    await page.getByTestId('wd-add-account').click();
    await atStep(page, 'create_account');
    await page.getByTestId('wd-method-paypay').click();
    await atStep(page, 'edit_paypay');
    const form = page.getByTestId('wd-form-paypay');
    // a landline is not a PayPay number: the form says so and saves nothing
    await page.getByTestId('wd-phone').fill('03-1234-5678');
    await page.getByTestId('wd-holder').fill(HOLDER);
    await page.getByTestId('wd-save').click();
    expect(await form.locator('.ui-field-error').textContent()).toBe(text('ja', 'withdraw', 'form.error.jpMobile'));
    await page.getByTestId('wd-phone').fill(PHONE_NUMBER);
    const kana = normalizeKanaName(HOLDER);
    expect(kana).toBeTruthy();
    expect(await page.getByTestId('wd-kana-preview').textContent()).toContain(kana);
    await shot(page, 'withdraw-paypay-ja');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/withdrawals/accounts'));
    await page.getByTestId('wd-save').click();
    await answered(await saved);
    await atStep(page, 'main');
    const accountRow = page.locator('[data-testid="wd-account"][data-method="paypay"]');
    await accountRow.waitFor();
    expect(await accountRow.textContent()).toContain('090••••5678');
    const account = (await overview()).accounts.find((a) => a.method === 'paypay');
    expect(account).toMatchObject({ holder: kana, label: 'PayPay 090••••5678' });

    // the amount: the quote is the shared rules' (¥1 a point, − ¥100 PayPay fee, − 10.21 % withheld)
    await page.getByTestId('wd-start').click();
    await atStep(page, 'pre_apply');
    const quoted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/withdrawals/quote'));
    await page.getByTestId('wd-points').fill(String(FIRST));
    // the server's quote (after the debounce) agrees with the shared rules, and sees no problem
    expect(await answered(await quoted)).toEqual({ quote, problem: null });
    const amountQuote = page.getByTestId('wd-amount-quote').getByTestId('wd-quote');
    await expect.poll(() => amountQuote.getAttribute('aria-busy'), WAIT).toBeNull();
    for (const key of ['gross', 'fee', 'withholding', 'net'] as const) {
      expect(await amountQuote.locator(`[data-key="${key}"]`).getAttribute('data-amount')).toBe(String(quote[key]));
    }
    expect(quote.fee).toBe(100);
    expect(await page.getByTestId('wd-problem').count()).toBe(0);
    await shot(page, 'withdraw-amount-ja');
    await page.getByTestId('wd-next').click();

    // the account: her PayPay account is picked
    await atStep(page, 'apply');
    const option = page.locator(`[data-testid="wd-account-option"][data-id="${account!.id}"]`);
    expect(await option.getAttribute('class')).toContain('is-on');
    const applyQuote = page.getByTestId('wd-apply-quote').getByTestId('wd-quote');
    await expect.poll(() => applyQuote.getAttribute('aria-busy'), WAIT).toBeNull();
    expect(await applyQuote.locator('[data-key="net"]').getAttribute('data-amount')).toBe(String(quote.net));
    await shot(page, 'withdraw-apply-ja');
    await page.getByTestId('wd-next').click();

    // confirm: the net amount, then her password (the step-up); a wrong one holds nothing
    await atStep(page, 'confirm');
    expect(await page.getByTestId('wd-confirm-net').getAttribute('data-net')).toBe(String(quote.net));
    const isRequest = (r: PwResponse) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/withdrawals');
    await page.getByTestId('wd-password').fill('not-her-password');
    const refused = page.waitForResponse(isRequest);
    await page.getByTestId('wd-submit').click();
    expect(((await (await refused).json()) as { status: number }).status).toBe(ErrorCode.WITHDRAW_PASSWORD_WRONG);
    const passwordError = page.getByTestId('wd-confirm-form').locator('.ui-field-error');
    expect(await passwordError.textContent()).toBe(text('ja', 'withdraw', 'confirm.wrongPassword'));
    expect((await overview()).held).toBe(start.held);
    await page.getByTestId('wd-password').fill(PASSWORD);
    await passwordError.waitFor({ state: 'detached' });
    await shot(page, 'withdraw-confirm-ja');
    const requested = page.waitForResponse(isRequest);
    await page.getByTestId('wd-submit').click();
    const w = await answered<TWithdrawal>(await requested);
    expect(w).toMatchObject({ status: 'requested', method: 'paypay', ...quote });
    firstId = w.id;

    // success: the request, requested
    await atStep(page, 'success');
    const success = page.locator(`[data-testid="wd-success"][data-id="${firstId}"]`);
    await success.waitFor();
    await page.getByTestId('wd-success-detail').waitFor();
    expect(await success.getAttribute('data-status')).toBe('requested');
    expect(await page.getByTestId('wd-success-detail').locator('.wd-status').getAttribute('data-status')).toBe('requested');
    await noRawKeys(page);
    await shot(page, 'withdraw-success-ja');

    // the main page: the points are held, not available
    await page.getByTestId('wd-to-main').click();
    await atStep(page, 'main');
    await expect.poll(() => page.getByTestId('wd-balance').getAttribute('data-available'), WAIT).toBe(String(start.available - FIRST));
    expect(await page.getByTestId('wd-held').textContent()).toContain((start.held + FIRST).toLocaleString('ja-JP'));
    expect(
      await page.locator(`[data-testid="wd-recent"] [data-testid="wd-record-row"][data-id="${firstId}"]`).getAttribute('data-status'),
    ).toBe('requested');
    await noRawKeys(page);
    await shot(page, 'withdraw-main-ja');
    const o = await overview();
    expect([o.available, o.held, o.paid_total]).toEqual([start.available - FIRST, start.held + FIRST, start.paid_total]);
    expect(errors).toEqual([]);
    await page.context().close();

    // the main page in Chinese: /h5/japan/... pages are always Japanese (spec 4), so Wakoo's own main
    // page, which takes her region's (Japan's) steps
    const zh = await openSignedIn(
      suite.browser,
      `${suite.server.url}/h5/auth/page_withdraw?app_name=wakoo&app-language=zh-CN`,
      host.access_token,
      'withdraw',
      'zh-CN',
    );
    await atStep(zh.page, 'main');
    expect(await zh.page.getByTestId('withdraw').getAttribute('data-family')).toBe('wakoo_jp');
    const held = zh.page.getByTestId('wd-held');
    expect(await held.textContent()).toContain(text('zh-CN', 'withdraw', 'main.held'));
    expect(await held.textContent()).toContain((start.held + FIRST).toLocaleString('zh-CN'));
    const zhRow = zh.page.locator(`[data-testid="wd-recent"] [data-testid="wd-record-row"][data-id="${firstId}"]`);
    expect(await zhRow.locator('.wd-status').textContent()).toBe(text('zh-CN', 'withdraw', 'status.requested'));
    await noRawKeys(zh.page);
    await shot(zh.page, 'withdraw-main-zh-CN');
    expect(zh.errors).toEqual([]);
    await zh.page.context().close();
  }, 180_000);

  it('three admins review, approve (a due date) and mark it paid in the console', async () => {
    expect(firstId).toBeGreaterThan(0);
    const errors: string[] = [];

    // the reviewer: requested → reviewing; the next step is not hers
    const reviewer = await openInConsole('admin@demo.local', firstId, 'requested');
    expect(await reviewer.row.getByTestId('withdrawal-net').textContent()).toContain(quote.net.toLocaleString('en-US'));
    expect(await reviewer.drawer.getByTestId('withdrawal-account').textContent()).toContain(PHONE_NUMBER.replace(/-/g, ''));
    await reviewer.drawer.getByTestId('withdrawal-review').click();
    const reviewed = await answered<TAdminWithdrawal>(
      await confirmAndAwait(reviewer.page, reviewer.page.getByTestId('withdrawal-review-confirm'), actionOn(firstId)),
    );
    expect(reviewed.status).toBe('reviewing');
    await reviewer.drawer.locator('[data-testid="withdrawal-status"][data-status="reviewing"]').waitFor();
    expect(await reviewer.drawer.getByTestId('withdrawal-blocked').getAttribute('data-reason')).toBe('reviewed_it');
    expect(await reviewer.drawer.getByTestId('withdrawal-approve').isDisabled()).toBe(true);
    errors.push(...reviewer.errors);
    await reviewer.page.context().close();

    // the approver: reviewing → approved, due in 3 business days (Tokyo's calendar)
    const approver = await openInConsole('approver@demo.local', firstId, 'reviewing');
    await approver.drawer.getByTestId('withdrawal-approve').click();
    const approved = await answered<TAdminWithdrawal>(
      await confirmAndAwait(approver.page, approver.page.getByTestId('withdrawal-approve-confirm'), actionOn(firstId)),
    );
    expect(approved.status).toBe('approved');
    expect(approved.approved_at).toBeTruthy();
    expect(approved.due_on).toBe(dueOn('japan', new Date(approved.approved_at!)));
    await approver.drawer.locator('[data-testid="withdrawal-status"][data-status="approved"]').waitFor();
    expect(await approver.drawer.getByTestId('withdrawal-detail').textContent()).toContain(approved.due_on);
    // marking it paid is a third admin's (the approver holds no pay permission)
    await approver.drawer.getByTestId('withdrawal-no-actions').waitFor();
    await approver.page.locator('.ant-drawer-close').click();
    await approver.page.getByTestId('withdrawal-tab-approved').click();
    const approvedRow = approver.page.locator(`[data-testid="withdrawals-row"][data-id="${firstId}"][data-status="approved"]`);
    await approvedRow.waitFor();
    expect(await approvedRow.textContent()).toContain(approved.due_on);
    errors.push(...approver.errors);
    await approver.page.context().close();
    // approved: the points left the hold for good
    const o = await overview();
    expect([o.available, o.held]).toEqual([start.available - FIRST, start.held]);

    // the payer: approved → paid, with the transfer's reference
    const payer = await openInConsole('payer@demo.local', firstId, 'approved');
    await payer.drawer.getByTestId('withdrawal-pay').click();
    await payer.page.getByTestId('withdrawal-pay-reference').fill(REFERENCE);
    const paid = await answered<TAdminWithdrawal>(
      await confirmAndAwait(payer.page, payer.page.getByTestId('withdrawal-pay-submit'), actionOn(firstId)),
    );
    expect(paid).toMatchObject({ status: 'paid', pay_reference: REFERENCE, net: quote.net });
    expect(new Set([paid.reviewed_by, paid.approved_by, paid.paid_by]).size).toBe(3);
    await payer.drawer.locator('[data-testid="withdrawal-status"][data-status="paid"]').waitFor();
    expect(await payer.drawer.getByTestId('withdrawal-detail').textContent()).toContain(REFERENCE);
    await payer.page.locator('.ant-drawer-close').click();
    await payer.page.getByTestId('withdrawal-tab-paid').click();
    await payer.page.locator(`[data-testid="withdrawals-row"][data-id="${firstId}"][data-status="paid"]`).waitFor();
    await shot(payer.page, 'withdraw-console', false);
    errors.push(...payer.errors);
    await payer.page.context().close();
    expect(errors).toEqual([]);
  }, 180_000);

  it('she sees it paid in her records', async () => {
    expect(firstId).toBeGreaterThan(0);
    const { page, errors } = await openSignedIn(suite.browser, h5('record'), host.access_token, 'withdraw', 'ja-JP');
    await atStep(page, 'record');
    await page.locator('[data-testid="wd-record-list"][data-state="ready"]').waitFor();
    const row = page.locator(`[data-testid="wd-record-row"][data-id="${firstId}"]`);
    expect(await row.getAttribute('data-status')).toBe('paid');
    expect(await row.locator('.wd-status').textContent()).toBe(text('ja', 'withdraw', 'status.paid'));
    await noRawKeys(page);
    await shot(page, 'withdraw-record-ja');
    await row.click();
    const detail = page.getByTestId('wd-detail');
    await detail.waitFor();
    expect(await detail.locator('.wd-status').getAttribute('data-status')).toBe('paid');
    expect(await detail.textContent()).toContain(`#${firstId}`);
    await shot(page, 'withdraw-detail-ja');
    const o = await overview();
    expect([o.available, o.held, o.paid_total]).toEqual([start.available - FIRST, start.held, start.paid_total + quote.net]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a second request is rejected in the console with a reason; her points come back', async () => {
    const before = await overview();
    const account = before.accounts.find((a) => a.method === 'paypay')!;
    const second = await apiCall<TWithdrawal>(
      suite.server.url,
      'POST',
      '/api/v1/withdrawals',
      { request_id: `e2e-wd-second-${Date.now()}`, account_id: account.id, points: SECOND, password: PASSWORD },
      host.access_token,
    );
    expect(second.status).toBe('requested');
    const held = await overview();
    expect([held.available, held.held]).toEqual([before.available - SECOND, before.held + SECOND]);

    const reviewer = await openInConsole('admin@demo.local', second.id, 'requested');
    await reviewer.drawer.getByTestId('withdrawal-reject').click();
    await reviewer.page.getByTestId('withdrawal-reject-reason').click();
    await reviewer.page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text('en', 'withdrawConsole', `rejectReason.${REJECT_REASON}`) })
      .click();
    await reviewer.page.getByTestId('withdrawal-reject-note').fill('PayPay holder is not her');
    const rejected = await answered<TAdminWithdrawal>(
      await confirmAndAwait(reviewer.page, reviewer.page.getByTestId('withdrawal-reject-submit'), actionOn(second.id)),
    );
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: REJECT_REASON, reject_note: 'PayPay holder is not her' });
    await reviewer.drawer.locator('[data-testid="withdrawal-status"][data-status="rejected"]').waitFor();
    expect(await reviewer.drawer.getByTestId('withdrawal-reject-reason-shown').textContent()).toBe(
      text('en', 'withdrawConsole', `rejectReason.${REJECT_REASON}`),
    );
    expect(reviewer.errors).toEqual([]);
    await reviewer.page.context().close();

    const after = await overview();
    expect([after.available, after.held, after.paid_total]).toEqual([before.available, before.held, before.paid_total]);

    // her records say why, in her language
    const { page, errors } = await openSignedIn(suite.browser, h5('record'), host.access_token, 'withdraw', 'ja-JP');
    await page.locator('[data-testid="wd-record-list"][data-state="ready"]').waitFor();
    const row = page.locator(`[data-testid="wd-record-row"][data-id="${second.id}"]`);
    expect(await row.getAttribute('data-status')).toBe('rejected');
    expect(await row.locator('.wd-record-why').textContent()).toBe(REJECT_REASON_MESSAGES.ja[REJECT_REASON]);
    await shot(page, 'withdraw-rejected-ja');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});
