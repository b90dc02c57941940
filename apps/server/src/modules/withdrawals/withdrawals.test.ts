import { ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../platform/db';
import { ledgerFund, newUser, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { parseZengin } from './files';

const PASSWORD = 'Password#1';

/** Points for a host, from the mint (what her work would have paid). */
const fundPoints = (db: Db, userId: number, amount: number) => ledgerFund(db, userId, amount, rid('pts'), 'anchor_point');

/** A valid mainland ID number for a birth date (GB 11643 check character). */
function chinaId(birth: string, seq = '123'): string {
  const body = `110101${birth.replace(/-/g, '')}${seq}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

describe.each(BACKENDS)('withdrawals: accounts, requests, three-admin review, files (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { reviewer: 'admin@demo.local', approver: 'approver@demo.local', payer: 'payer@demo.local' });
  let host: TestUser;
  let cnHost: TestUser;
  let male: TestUser;

  const user = (u: TestUser, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, { method, url: `/api/v1${url}`, token: u.token, params, ...(lang && { headers: { 'system-language': lang } }) });
  const act = (token: string, id: number, params: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${ADMIN_API}/withdrawals/${id}/action`, token, params });
  const points = (u: TestUser) => walletBalance(t, u.token, 'anchor_point');
  const apply = (u: TestUser, account_id: number, pts: number, password = PASSWORD, request_id = rid('wd')) =>
    user(u, 'POST', '/withdrawals', { request_id, account_id, points: pts, password });

  let paypayId: number;
  let bankId: number;

  beforeAll(async () => {
    // Friday 20 Nov 2026, 10:00 in Tokyo: Monday the 23rd is a holiday (勤労感謝の日)
    t.clock.ms = Date.parse('2026-11-20T01:00:00Z');
    host = await newUser(t, 'default', { gender: 'female', region: 'japan', password: PASSWORD });
    cnHost = await newUser(t, 'default', { gender: 'female', password: PASSWORD });
    male = await newUser(t, 'default', { region: 'japan', password: PASSWORD });
    await fundPoints(t.db, host.id, 50_000);
    await fundPoints(t.db, cnHost.id, 100_000);
  });

  it('keeps payout accounts normalised, refuses what a bank would refuse, and non-hosts', async () => {
    const pay = await user(host, 'POST', '/withdrawals/accounts', {
      request_id: rid(),
      account: { method: 'paypay', phone: '090-1234-5678', holder_kana: 'やまだ　はなこ' },
    });
    expect(pay.envelope.status).toBe(0);
    expect(pay.envelope.data.holder).toBe('ﾔﾏﾀﾞ ﾊﾅｺ');
    expect(pay.envelope.data.label).toBe('PayPay 090••••5678');
    paypayId = pay.envelope.data.id;

    const kanji = await user(host, 'POST', '/withdrawals/accounts', {
      request_id: rid(),
      account: {
        method: 'bank',
        bank_code: '0009',
        bank_name: '三井住友銀行',
        branch_code: '001',
        branch_name: '本店',
        account_type: 'ordinary',
        account_number: '1234567',
        holder_kana: '山田花子',
      },
    });
    expect(kanji.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const bank = await user(host, 'POST', '/withdrawals/accounts', {
      request_id: rid(),
      account: {
        method: 'bank',
        bank_code: '0009',
        bank_name: 'ミツイスミトモ',
        branch_code: '001',
        branch_name: 'ホンテン',
        account_type: 'ordinary',
        account_number: '4567',
        holder_kana: 'ヤマダ ハナコ',
      },
    });
    expect(bank.envelope.status).toBe(0);
    expect(bank.envelope.data.details.account_number).toBe('•••• 567');
    bankId = bank.envelope.data.id;
    // a Chinese method is not offered in Japan
    const alipay = await user(host, 'POST', '/withdrawals/accounts', {
      request_id: rid(),
      account: { method: 'alipay', account: '13800138000' },
    });
    expect(alipay.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await user(male, 'GET', '/withdrawals/overview')).envelope.status).toBe(ErrorCode.HOST_ONLY);

    const o = await user(host, 'GET', '/withdrawals/overview');
    expect(o.envelope.data.accounts.map((a: { method: string }) => a.method)).toEqual(['paypay', 'bank']);
    expect(o.envelope.data).toMatchObject({ region: 'japan', currency: 'JPY', available: 50_000, held: 0, realname: null });
  });

  it('quotes gross, fee, withholding and net by the shared rules', async () => {
    const q = await user(host, 'POST', '/withdrawals/quote', { method: 'paypay', points: 5_000 });
    // ¥5,000; PayPay ¥100; 10.21 % withheld = ¥510
    expect(q.envelope.data).toEqual({
      quote: { points: 5_000, currency: 'JPY', gross: 5_000, fee: 100, withholding: 510, net: 4_390 },
      problem: null,
    });
    expect((await user(host, 'POST', '/withdrawals/quote', { method: 'paypay', points: 999 })).envelope.data.problem).toBe('below_minimum');
    expect((await user(host, 'POST', '/withdrawals/quote', { method: 'bank', points: 60_000 })).envelope.data.problem).toBe('insufficient');
  });

  it('holds the points once a password confirms; a wrong password, a short balance or a retry hold nothing more', async () => {
    const wrong = await apply(host, paypayId, 5_000, 'Nope#1234');
    expect(wrong.envelope.status).toBe(ErrorCode.WITHDRAW_PASSWORD_WRONG);
    expect(await points(host)).toBe(50_000);
    expect((await apply(host, paypayId, 500)).envelope.status).toBe(ErrorCode.WITHDRAW_BELOW_MINIMUM);
    expect((await apply(host, paypayId, 60_000)).envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await apply(host, 999_999, 5_000)).envelope.status).toBe(ErrorCode.WITHDRAW_ACCOUNT_MISSING);

    const key = rid('wd');
    const all = await Promise.all([1, 2, 3].map(() => apply(host, paypayId, 5_000, PASSWORD, key)));
    expect(all.map((r) => r.envelope.status)).toEqual([0, 0, 0]);
    expect(new Set(all.map((r) => r.envelope.data.id)).size).toBe(1);
    expect(all[0]!.envelope.data).toMatchObject({ status: 'requested', net: 4_390, account_label: 'PayPay 090••••5678', due_on: null });
    expect(await points(host)).toBe(45_000);
    const o = (await user(host, 'GET', '/withdrawals/overview')).envelope.data;
    expect([o.available, o.held]).toEqual([45_000, 5_000]);
  });

  it('needs three different admins; approval sets the due date 3 Japanese business days on; paid shows to the host', async () => {
    const w = (await apply(host, paypayId, 10_000)).envelope.data;
    expect((await act(admins.approver, w.id, { action: 'approve' })).envelope.status).toBe(ErrorCode.WITHDRAW_STATE);
    expect((await act(admins.payer, w.id, { action: 'review' })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await act(admins.reviewer, w.id, { action: 'review' })).envelope.data.status).toBe('reviewing');
    // the reviewer holds every code, and still may not approve what they reviewed
    expect((await act(admins.reviewer, w.id, { action: 'approve' })).envelope.status).toBe(ErrorCode.WITHDRAW_SAME_ADMIN);
    const approved = (await act(admins.approver, w.id, { action: 'approve' })).envelope.data;
    // approved Friday 20 Nov: Mon 23 is a holiday, so Tue 24, Wed 25, Thu 26
    expect(approved).toMatchObject({ status: 'approved', due_on: '2026-11-26', age_business_days: 0, overdue: false });
    // the reviewer holds the pay code too, and still may not pay what they reviewed
    expect((await act(admins.reviewer, w.id, { action: 'pay', reference: 'PP-1' })).envelope.status).toBe(ErrorCode.WITHDRAW_SAME_ADMIN);
    // the approver has no pay code
    expect((await act(admins.approver, w.id, { action: 'pay', reference: 'PP-1' })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await act(admins.approver, w.id, { action: 'reject', reason: 'other' })).envelope.status).toBe(ErrorCode.WITHDRAW_STATE);

    t.clock.ms = Date.parse('2026-11-25T02:00:00Z');
    const stats = (await call(t, { url: `${ADMIN_API}/withdrawals-stats`, token: admins.payer })).envelope.data;
    expect(stats.ageing.find((b: { bucket: string }) => b.bucket === '2')).toMatchObject({ count: 1, net: approved.net });
    const paid = (await act(admins.payer, w.id, { action: 'pay', reference: 'PP-1' })).envelope.data;
    expect(paid).toMatchObject({ status: 'paid', pay_reference: 'PP-1', paid_by: expect.any(Number) });
    expect(new Set([paid.reviewed_by, paid.approved_by, paid.paid_by]).size).toBe(3);
    // the console names them, and shows when each step was taken
    expect(paid.admins[String(paid.approved_by)]).toBe('Finance Approver');
    expect(paid.admins[String(paid.paid_by)]).toBe('Finance Payer');
    expect(paid.reviewed_at).toEqual(expect.any(String));
    expect((await act(admins.payer, w.id, { action: 'pay', reference: 'PP-1' })).envelope.status).toBe(ErrorCode.WITHDRAW_STATE);

    const mine = (await user(host, 'GET', `/withdrawals/${w.id}`)).envelope.data;
    expect(mine).toMatchObject({ status: 'paid', due_on: '2026-11-26' });
    expect((await call(t, { url: `${ADMIN_API}/withdrawals-stats`, token: admins.payer })).envelope.data.within_3).toBe(1);
    const st = (await user(host, 'GET', '/withdrawals-statement', { month: '2026-11' })).envelope.data;
    expect(st).toMatchObject({ month: '2026-11', withdrawals: 1, gross: 10_000, platform_share: 100, withholding: 1_021, net: 8_879 });
    expect(st.points_earned).toBe(50_000);
    // another user's record is not found
    expect((await user(cnHost, 'GET', `/withdrawals/${w.id}`)).envelope.status).toBe(ErrorCode.NOT_FOUND);
  });

  it('a rejection returns the points once, with its reason in the host language; a failed transfer returns them too', async () => {
    const before = await points(host);
    const w = (await apply(host, bankId, 2_000)).envelope.data;
    const rejected = await act(admins.reviewer, w.id, { action: 'reject', reason: 'account_mismatch', note: 'wrong branch' });
    expect(rejected.envelope.data.status).toBe('rejected');
    expect((await act(admins.approver, w.id, { action: 'reject', reason: 'other' })).envelope.status).toBe(ErrorCode.WITHDRAW_STATE);
    expect(await points(host)).toBe(before);
    const ja = (await user(host, 'GET', `/withdrawals/${w.id}`, {}, 'ja')).envelope.data;
    expect(ja.reject_message).toContain('振込先口座');

    const f = (await apply(host, bankId, 3_000)).envelope.data;
    await act(admins.reviewer, f.id, { action: 'review' });
    await act(admins.approver, f.id, { action: 'approve' });
    expect(await points(host)).toBe(before - 3_000);
    expect((await act(admins.payer, f.id, { action: 'fail', note: 'account closed' })).envelope.data.status).toBe('failed');
    expect((await act(admins.payer, f.id, { action: 'fail', note: 'again' })).envelope.status).toBe(ErrorCode.WITHDRAW_STATE);
    expect(await points(host)).toBe(before);
  });

  it('writes approved bank transfers into a Zengin file that reads back, and each withdrawal into one file only', async () => {
    const ids: number[] = [];
    for (const pts of [4_000, 6_000]) {
      const w = (await apply(host, bankId, pts)).envelope.data;
      await act(admins.reviewer, w.id, { action: 'review' });
      await act(admins.approver, w.id, { action: 'approve' });
      ids.push(w.id);
    }
    const batch = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/withdrawals-batches`,
      token: admins.payer,
      params: { kind: 'zengin' },
    });
    expect(batch.envelope.status).toBe(0);
    expect(batch.envelope.data).toMatchObject({ kind: 'zengin', count: 2 });
    // unsigned: refused like every call
    const raw = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API}/withdrawals-batches/${batch.envelope.data.id}/file`,
      headers: { 'access-token': admins.payer },
    });
    expect(raw.statusCode).toBe(401);
    const signed = await signedDownload(batch.envelope.data.id);
    const parsed = parseZengin(signed);
    expect(parsed.transfers.map((x) => x.reference)).toEqual(ids.map(String));
    expect(parsed.transfers[0]).toMatchObject({
      bankCode: '0009',
      branchCode: '001',
      accountType: '1',
      accountNumber: '0004567',
      holder: 'ﾔﾏﾀﾞ ﾊﾅｺ',
    });
    expect(parsed.total).toBe(batch.envelope.data.total);
    // header, two data records, trailer and end record, CRLF between records
    expect(signed.length).toBe(5 * 120 + 4 * 2);
    const again = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/withdrawals-batches`,
      token: admins.payer,
      params: { kind: 'zengin' },
    });
    expect(again.envelope.status).toBe(ErrorCode.WITHDRAW_NOTHING_TO_EXPORT);
    expect(
      (await call(t, { method: 'POST', url: `${ADMIN_API}/withdrawals-batches`, token: admins.approver, params: { kind: 'zengin' } }))
        .envelope.status,
    ).toBe(ErrorCode.FORBIDDEN);
  });

  async function signedDownload(id: number): Promise<Buffer> {
    const { computeSign, makeNonce, toQueryValues } = await import('@app/shared');
    const params = toQueryValues({ timestamp: Math.floor(t.clock.ms / 1000), nonce: makeNonce(), access_key: 'h5-web' });
    params.sign = computeSign(params, 'test-secret');
    const r = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API}/withdrawals-batches/${id}/file`,
      query: params,
      headers: { 'access-token': admins.payer },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toContain('zengin-');
    return r.rawPayload;
  }

  it('in China: real name first (valid ID, adult, one identity per account), then Alipay', async () => {
    const acc = await user(cnHost, 'POST', '/withdrawals/accounts', {
      request_id: rid(),
      account: { method: 'alipay', account: '13800138000' },
    });
    expect(acc.envelope.status).toBe(0);
    expect((await apply(cnHost, acc.envelope.data.id, 20_000)).envelope.status).toBe(ErrorCode.WITHDRAW_REALNAME_REQUIRED);
    const bad = await user(cnHost, 'POST', '/withdrawals/realname', { name: '王小红', id_number: '110101199001011234' });
    expect(bad.envelope.status).toBe(ErrorCode.REALNAME_INVALID);
    const minor = await user(cnHost, 'POST', '/withdrawals/realname', { name: '王小红', id_number: chinaId('2015-03-04') });
    expect(minor.envelope.status).toBe(ErrorCode.REALNAME_MINOR);
    const ok = await user(cnHost, 'POST', '/withdrawals/realname', { name: '王小红', id_number: chinaId('1996-03-04') });
    expect(ok.envelope.data).toMatchObject({ verified: true, name_masked: '王**' });
    const w = await apply(cnHost, acc.envelope.data.id, 20_000);
    // ¥200 (20,000 fen): no fee, nothing withheld up to ¥800
    expect(w.envelope.data).toMatchObject({ currency: 'CNY', gross: 20_000, fee: 0, withholding: 0, net: 20_000 });
    const quoteOf = async (pts: number) =>
      (await user(cnHost, 'POST', '/withdrawals/quote', { method: 'alipay', points: pts })).envelope.data.quote;
    // ¥800 exactly: nothing; ¥1,000: 20 % of ¥200 = ¥40
    expect((await quoteOf(80_000)).withholding).toBe(0);
    expect((await quoteOf(100_000)).withholding).toBe(4_000);
  });

  it('allows a few wrong passwords an hour, then refuses even the right one', async () => {
    const other = await newUser(t, 'default', { gender: 'female', region: 'japan', password: PASSWORD });
    await fundPoints(t.db, other.id, 10_000);
    const acc = (
      await user(other, 'POST', '/withdrawals/accounts', {
        request_id: rid(),
        account: { method: 'paypay', phone: '08011112222', holder_kana: 'スズキ' },
      })
    ).envelope.data;
    for (let i = 0; i < 5; i++)
      expect((await apply(other, acc.id, 1_000, 'Wrong#0000')).envelope.status).toBe(ErrorCode.WITHDRAW_PASSWORD_WRONG);
    expect((await apply(other, acc.id, 1_000)).envelope.status).toBe(ErrorCode.RATE_LIMITED);
    t.clock.ms += 3_600_001;
    expect((await apply(other, acc.id, 1_000)).envelope.status).toBe(0);
  });

  it('leaves the ledger balanced', async () => {
    const report = await verifyLedger(t.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
