import { ErrorCode, MINOR_RECHARGE_LIMITS_DEFAULT } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { newUser, sandboxNotify, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { SandboxProvider } from '../payments/providers';

const sandbox = new SandboxProvider('sandbox-secret');

describe.each(BACKENDS)('minors: recharge limits per age band and region (%s)', (backend) => {
  const t = useTestApp(backend, { seed: false });
  let products: Record<'CNY' | 'JPY', Map<number, number>>; // price → product id

  const order = (u: TestUser, price: number, currency: 'CNY' | 'JPY' = 'CNY', lang = 'zh-CN', request_id = rid('mo')) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token: u.token,
      params: { product_id: products[currency].get(price), method: 'card', request_id },
      headers: { 'system-language': lang },
    });
  const pay = async (orderId: string, event: 'paid' | 'failed' = 'paid') =>
    (await sandboxNotify(t, sandbox.notification({ orderId, event, providerRef: `ref-${orderId}-${event}` }))).json().data
      .outcome as string;
  const me = async (u: TestUser) => (await call(t, { url: '/api/v1/minors/me', token: u.token })).envelope.data;
  const paidOrder = async (u: TestUser, price: number, currency: 'CNY' | 'JPY' = 'CNY') => {
    const r = await order(u, price, currency);
    expect(r.envelope.status).toBe(0);
    expect(await pay(r.envelope.data.order_id)).toBe('credited');
  };

  beforeAll(async () => {
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z'); // Friday 20 Nov 2026, 10:00 in Shanghai, 11:00 in Tokyo
    const list = async (brand: string) => {
      const u = await newUser(t, brand);
      const r = await call(t, { url: '/api/v1/products', token: u.token, params: { kind: 'coins' } });
      return new Map((r.envelope.data.products as Array<{ id: number; price_minor: number }>).map((p) => [p.price_minor, p.id]));
    };
    products = { CNY: await list('default'), JPY: await list('wakoo') };
  });

  it('a 10-year-old in China: ¥50 a payment, ¥200 a month, told what remains in their language', async () => {
    const kid = await newUser(t, 'default', { birth_date: '2016-06-01' });
    expect((await me(kid)).recharge).toMatchObject({
      region: 'default',
      currency: 'CNY',
      band: { min_age: 8, max_age: 16, per_payment: 5_000, monthly: 20_000 },
      month: '2026-11',
      used: 0,
      remaining: 20_000,
      largest_payment: 5_000,
      resets_at: '2026-11-30T16:00:00.000Z',
    });
    const big = await order(kid, 9_800);
    expect(big.envelope).toMatchObject({
      status: ErrorCode.MINOR_RECHARGE_PER_PAYMENT,
      msg: '未成年人单次充值不能超过¥50，请选择更小的金额',
    });
    for (let i = 0; i < 6; i++) await paidOrder(kid, 3_000);
    const over = await order(kid, 3_000, 'CNY', 'ja');
    expect(over.envelope).toMatchObject({
      status: ErrorCode.MINOR_RECHARGE_MONTHLY,
      msg: '未成年の方の月間チャージ上限は¥200です。今月の残りは¥20です',
      data: { reason: 'monthly', limit: 20_000, remaining: 2_000, currency: 'CNY' },
    });
    await paidOrder(kid, 600);
    expect((await me(kid)).recharge).toMatchObject({ used: 18_600, remaining: 1_400, largest_payment: 1_400 });
    expect(await walletBalance(t, kid.token)).toBe(6 * 330 + 60);
    // the next Shanghai month starts at 16:00 UTC on the last day
    t.clock.ms = Date.parse('2026-11-30T16:00:00Z');
    expect((await order(kid, 3_000)).envelope.status).toBe(0);
    expect((await me(kid)).recharge).toMatchObject({ month: '2026-12', used: 3_000 });
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z');
    await verifyLedger(t.db);
  });

  it('under 8 cannot recharge at all; 16–17 has ¥100 / ¥400; adults have no limit', async () => {
    const small = await newUser(t, 'default', { birth_date: '2020-01-01' });
    expect((await order(small, 600, 'CNY', 'en')).envelope).toMatchObject({
      status: ErrorCode.MINOR_RECHARGE_BLOCKED,
      msg: 'Under the rules protecting minors, recharges are not available for your age group',
    });
    expect((await me(small)).recharge).toMatchObject({ largest_payment: 0, remaining: 0 });
    const teen = await newUser(t, 'default', { birth_date: '2009-01-01' });
    expect((await me(teen)).recharge.band).toMatchObject({ per_payment: 10_000, monthly: 40_000 });
    expect((await order(teen, 9_800)).envelope.status).toBe(0);
    expect((await order(teen, 19_800)).envelope.status).toBe(ErrorCode.MINOR_RECHARGE_PER_PAYMENT);
    const adult = await newUser(t, 'default', { birth_date: '1990-01-01' });
    expect((await me(adult)).recharge).toMatchObject({ band: null, remaining: null, largest_payment: null });
    expect((await order(adult, 64_800)).envelope.status).toBe(0);
  });

  it('Japan counts under-20s; an unpaid order stops counting when it expires; a late payment never passes the cap', async () => {
    const nineteen = await newUser(t, 'wakoo', { birth_date: '2007-05-01' });
    expect((await me(nineteen)).recharge).toMatchObject({ currency: 'JPY', band: { min_age: 16, max_age: 20, monthly: 10_000 } });
    const kid = await newUser(t, 'wakoo', { birth_date: '2013-02-02' });
    const first = await order(kid, 4_800, 'JPY', 'ja');
    expect(first.envelope.status).toBe(0);
    const refused = await order(kid, 800, 'JPY', 'ja');
    expect(refused.envelope).toMatchObject({ status: ErrorCode.MINOR_RECHARGE_MONTHLY, data: { remaining: 200 } });
    expect(refused.envelope.msg).toBe('未成年の方の月間チャージ上限は¥5,000です。今月の残りは¥200です');
    // the unpaid order lapses with its 30 minutes: the month is free again
    t.clock.ms += 31 * 60_000;
    const second = await order(kid, 800, 'JPY');
    expect(second.envelope.status).toBe(0);
    const third = await order(kid, 2_400, 'JPY');
    expect(third.envelope.status).toBe(0);
    // the first order is paid late: 4,800 + 3,200 held would pass ¥5,000, so nothing is credited
    expect(await pay(first.envelope.data.order_id)).toBe('refused');
    expect(await walletBalance(t, kid.token, 'diamond')).toBe(0);
    // a failed order releases its hold at once
    expect(await pay(third.envelope.data.order_id, 'failed')).toBe('failed');
    expect(await pay(second.envelope.data.order_id)).toBe('credited');
    expect((await me(kid)).recharge).toMatchObject({ used: 800, remaining: 4_200 });
    const orders = await t.db.query<{ id: string; status: string }>('select id, status from payment_orders where id = $1', [
      first.envelope.data.order_id,
    ]);
    expect(orders.rows[0]!.status).not.toBe('credited');
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z');
  });

  it('the monthly cap holds under 20 concurrent orders', async () => {
    const kid = await newUser(t, 'wakoo', { birth_date: '2014-03-03' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => order(kid, 800, 'JPY')));
    const ok = answers.filter((a) => a.envelope.status === 0);
    expect(ok).toHaveLength(6); // 6 × ¥800 = ¥4,800 of ¥5,000
    expect(answers.filter((a) => a.envelope.status === ErrorCode.MINOR_RECHARGE_MONTHLY)).toHaveLength(14);
    const paid = await Promise.all(ok.map((a) => pay(a.envelope.data.order_id)));
    expect(paid).toEqual(Array(6).fill('credited'));
    const sum = await t.db.query<{ s: number }>(
      `select coalesce(sum(price_minor), 0)::int8 as s from payment_orders where user_id = $1 and status = 'credited'`,
      [kid.id],
    );
    expect(sum.rows[0]!.s).toBe(4_800);
    expect((await me(kid)).recharge.remaining).toBe(200);
  });
});

describe.each(BACKENDS)('minors: birth-date change reviewed by staff (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', japan: 'japan@demo.local', none: 'noperm@demo.local' });
  const request = (u: TestUser, birth_date: string, request_id = rid('bd'), reason = '') =>
    call(t, { method: 'POST', url: '/api/v1/minors/birth-date-change', token: u.token, params: { request_id, birth_date, reason } });
  const con = (token: string, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `${ADMIN_API}/minors/birth-date-changes${url}`, token, params });
  const me = async (u: TestUser) => (await call(t, { url: '/api/v1/minors/me', token: u.token })).envelope.data;

  beforeAll(() => {
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z');
  });

  it('a change waits for a reviewer of the region; approval applies it, audited', async () => {
    const u = await newUser(t, 'default', { birth_date: '2012-01-01' });
    const key = rid('bd');
    const asked = await request(u, '2006-01-01', key, 'typo at sign-up');
    expect(asked.envelope.data).toMatchObject({ status: 'pending', old_birth_date: '2012-01-01', new_birth_date: '2006-01-01' });
    // a retry answers the first; a second change waits for the first; the same date is refused
    expect((await request(u, '2006-01-01', key)).envelope.data.id).toBe(asked.envelope.data.id);
    expect((await request(u, '2005-01-01')).envelope.status).toBe(ErrorCode.BIRTH_DATE_CHANGE_PENDING);
    expect((await request(u, '2012-01-01')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await request(u, '2099-01-01')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    // still a minor until approved
    expect(await me(u)).toMatchObject({ birth_date: '2012-01-01', minor: true, change: { status: 'pending' } });

    // it is a risk record of the user's region
    const records = await call(t, { url: `${ADMIN_API}/risk/records`, token: admins.admin, params: { category: 'minor', source: 'rule' } });
    const record = (records.envelope.data.items as Array<{ id: number; user: { id: number }; description: string }>).find(
      (r) => r.user.id === u.id,
    )!;
    expect(record.description).toContain('2012-01-01 → 2006-01-01');
    const listed = await con(admins.admin, 'GET', '', { record_id: record.id });
    expect(listed.envelope.data.items).toHaveLength(1);
    const id = listed.envelope.data.items[0].id as number;
    // a Japan-only reviewer neither sees nor decides it; no risk code at all is refused
    expect((await con(admins.japan, 'GET', '', { record_id: record.id })).envelope.data.items).toHaveLength(0);
    expect((await con(admins.japan, 'POST', `/${id}/decide`, { decision: 'approve' })).envelope.status).toBe(
      ErrorCode.RISK_REGION_FORBIDDEN,
    );
    expect((await con(admins.none, 'POST', `/${id}/decide`, { decision: 'approve' })).envelope.status).toBe(ErrorCode.FORBIDDEN);

    const approved = await con(admins.admin, 'POST', `/${id}/decide`, { decision: 'approve', note: 'ID checked' });
    expect(approved.envelope.data).toMatchObject({ status: 'approved', decided_by: { nickname: 'Demo Admin' }, note: 'ID checked' });
    expect(await me(u)).toMatchObject({ birth_date: '2006-01-01', minor: false, change: { status: 'approved' } });
    expect((await con(admins.admin, 'POST', `/${id}/decide`, { decision: 'reject' })).envelope.status).toBe(
      ErrorCode.BIRTH_DATE_CHANGE_CLOSED,
    );
    const audit = await t.db.query<{ action: string; target: string }>(
      `select action, target from admin_audit_log where action like 'minors.%' order by seq desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ action: 'minors.birth_date.approve', target: `user:${u.publicId}` });
    const rec = await call(t, { url: `${ADMIN_API}/risk/records/${record.id}`, token: admins.admin });
    expect(rec.envelope.data.record.status).toBe('actioned');
  });

  it('a rejection keeps the birth date; a Japan reviewer decides Japanese users', async () => {
    const u = await newUser(t, 'wakoo', { birth_date: '2011-07-07' });
    expect((await request(u, '2001-07-07')).envelope.status).toBe(0);
    const id = (await con(admins.japan, 'GET', '', { status: 'pending' })).envelope.data.items.find(
      (c: { user: { id: number } }) => c.user.id === u.id,
    ).id;
    expect((await con(admins.japan, 'POST', `/${id}/decide`, { decision: 'reject', note: 'no proof' })).envelope.data.status).toBe(
      'rejected',
    );
    expect(await me(u)).toMatchObject({ birth_date: '2011-07-07', minor: true, change: { status: 'rejected', note: 'no proof' } });
    // after a decision a new request may be filed
    expect((await request(u, '2001-07-08')).envelope.status).toBe(0);
  });
});

describe('minors: the limits configuration', () => {
  it('defaults to the shared table; MINOR_RECHARGE_LIMITS overrides it and a bad table stops the start', () => {
    expect(loadConfig({}).minorRechargeLimits).toEqual(MINOR_RECHARGE_LIMITS_DEFAULT);
    const custom = { default: [{ min_age: 0, max_age: 18, per_payment: null, monthly: 1_000 }], japan: [] };
    expect(loadConfig({ MINOR_RECHARGE_LIMITS: JSON.stringify(custom) }).minorRechargeLimits).toEqual(custom);
    expect(() => loadConfig({ MINOR_RECHARGE_LIMITS: '{"default":[]}' })).toThrow(ConfigError);
    expect(() => loadConfig({ MINOR_RECHARGE_LIMITS: 'nope' })).toThrow(/JSON/);
  });
});
