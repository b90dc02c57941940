import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { newUser, sandboxNotify, sendGift, walletBalance } from '../../test/factories';
import { BACKENDS, call, rid, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { SandboxProvider, SandboxReceiptVerifier } from './providers';

const SECRET = 'sandbox-secret'; // the non-production default

describe.each(BACKENDS)('recharge and membership (%s)', (backend) => {
  const t = useTestApp(backend, { seed: false });
  const sandbox = new SandboxProvider(SECRET);

  const user = (brand = 'default') => newUser(t, brand);
  async function products(token: string, kind?: string) {
    const r = await call(t, { url: '/api/v1/products', token, params: kind ? { kind } : {} });
    return r.envelope.data.products as Array<{
      id: number;
      kind: string;
      amount: number;
      tier: string | null;
      methods: string[];
      currency: string;
    }>;
  }
  const createOrder = (token: string, params: Record<string, unknown>) =>
    call(t, { method: 'POST', url: '/api/v1/recharge/orders', token, params });
  const notify = (body: string, signature: string) => sandboxNotify(t, { body, signature });
  const balance = (token: string, asset = 'gold_coin') => walletBalance(t, token, asset);

  it('lists packages in the brand currency and region methods', async () => {
    const cn = await user('default');
    const jp = await user('wakoo');
    const cnCoins = await products(cn.token, 'coins');
    expect(cnCoins[0]).toMatchObject({ currency: 'CNY', amount: 60 });
    expect(cnCoins[0]!.methods).toEqual(expect.arrayContaining(['wechat', 'alipay']));
    const jpCoins = await products(jp.token, 'coins');
    expect(jpCoins[0]).toMatchObject({ currency: 'JPY' });
    expect(jpCoins[0]!.methods).toEqual(expect.arrayContaining(['line_pay', 'paypal', 'street_pay']));
    expect(jpCoins[0]!.methods).not.toContain('wechat');
  });

  it('credits exactly once through the checkout, however often and in whatever order the provider calls', async () => {
    const u = await user();
    const pkg = (await products(u.token, 'coins')).find((p) => p.amount === 330)!;
    const key = rid();
    const created = await createOrder(u.token, { product_id: pkg.id, method: 'alipay', request_id: key });
    expect(created.envelope.data).toMatchObject({
      status: 'created',
      amount: 330,
      checkout_url: expect.stringMatching(/^\/pay\/sandbox\/po_/),
    });
    const orderId = created.envelope.data.order_id as string;
    // a retried create returns the same order; another product under the key is a conflict
    expect((await createOrder(u.token, { product_id: pkg.id, method: 'alipay', request_id: key })).envelope.data.order_id).toBe(orderId);
    expect((await createOrder(u.token, { product_id: pkg.id + 1, method: 'alipay', request_id: key })).envelope.status).toBe(
      ErrorCode.CONFLICT,
    );

    const paid = sandbox.notification({ orderId, event: 'paid', providerRef: 'ref1' });
    const failed = sandbox.notification({ orderId, event: 'failed', providerRef: 'ref1' });
    const replies = await Promise.all([
      notify(paid.body, paid.signature),
      notify(paid.body, paid.signature),
      notify(paid.body, paid.signature),
    ]);
    expect(replies.map((r) => r.json().data.outcome).sort()).toEqual(['credited', 'duplicate', 'duplicate']);
    expect((await notify(failed.body, failed.signature)).json().data.outcome).toBe('duplicate');
    expect(await balance(u.token)).toBe(330);
    const o = await call(t, { url: '/api/v1/recharge/order', token: u.token, params: { order_id: orderId } });
    expect(o.envelope.data).toMatchObject({ status: 'credited', checkout_url: null });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('a failure then a late payment still credits once; a forged notification changes nothing', async () => {
    const u = await user();
    const pkg = (await products(u.token, 'coins'))[0]!;
    const orderId = (await createOrder(u.token, { product_id: pkg.id, method: 'wechat', request_id: rid() })).envelope.data.order_id;
    const forged = sandbox.notification({ orderId, event: 'paid', providerRef: 'x' });
    // change the last hex digit (to a different one: replacing it by a fixed digit fails 1 time in 16)
    const flipped = `${forged.signature.slice(0, -1)}${forged.signature.endsWith('0') ? '1' : '0'}`;
    const bad = await notify(forged.body, flipped);
    expect(bad.json().status).toBe(ErrorCode.PAYMENT_VERIFICATION_FAILED);
    const other = new SandboxProvider('not-the-secret').notification({ orderId, event: 'paid', providerRef: 'x' });
    expect((await notify(other.body, other.signature)).json().status).toBe(ErrorCode.PAYMENT_VERIFICATION_FAILED);
    expect(await balance(u.token)).toBe(0);

    const failed = sandbox.notification({ orderId, event: 'failed', providerRef: 'r' });
    expect((await notify(failed.body, failed.signature)).json().data.outcome).toBe('failed');
    const paid = sandbox.notification({ orderId, event: 'paid', providerRef: 'r' });
    expect((await notify(paid.body, paid.signature)).json().data.outcome).toBe('credited');
    expect((await notify(paid.body, paid.signature)).json().data.outcome).toBe('duplicate');
    expect(await balance(u.token)).toBe(pkg.amount);
  });

  it('expires unpaid orders and still credits a payment that arrives after expiry', async () => {
    const u = await user();
    const pkg = (await products(u.token, 'coins'))[0]!;
    const orderId = (await createOrder(u.token, { product_id: pkg.id, method: 'card', request_id: rid() })).envelope.data.order_id;
    t.clock.advance(31 * 60);
    const { expireStaleOrders } = await import('./service');
    await expireStaleOrders({ db: t.db, now: t.clock.now } as never);
    t.clock.advance(-31 * 60);
    expect((await call(t, { url: '/api/v1/recharge/order', token: u.token, params: { order_id: orderId } })).envelope.data.status).toBe(
      'expired',
    );
    const paid = sandbox.notification({ orderId, event: 'paid', providerRef: 'late' });
    expect((await notify(paid.body, paid.signature)).json().data.outcome).toBe('credited');
    expect(await balance(u.token)).toBe(pkg.amount);
  });

  it('pays through the hosted sandbox page and lands back on the recharge page', async () => {
    const u = await user('wakoo');
    const pkg = (await products(u.token, 'coins'))[0]!;
    const order = (await createOrder(u.token, { product_id: pkg.id, method: 'paypal', request_id: rid() })).envelope.data;
    const page = await t.app.inject({ url: `${order.checkout_url}?lang=ja` });
    expect(page.body).toContain('サンドボックス決済');
    expect(page.body).toMatch(/[¥￥]/);
    const done = await t.app.inject({
      method: 'POST',
      url: `${order.checkout_url}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid&lang=ja',
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/h5/recharge?order_id=${order.order_id}&app_name=wakoo&app-language=ja`);
    expect(await balance(u.token)).toBe(pkg.amount);
    const again = await t.app.inject({ url: order.checkout_url });
    expect(again.body).toContain('already been processed');
  });

  it('redeems Apple and Google receipts once, only for the right order and platform', async () => {
    const u = await user();
    const pkg = (await products(u.token, 'coins'))[0]!;
    const order = (await createOrder(u.token, { product_id: pkg.id, method: 'apple', request_id: rid() })).envelope.data;
    expect(order.checkout_url).toBeNull();
    const apple = new SandboxReceiptVerifier('apple', SECRET);
    const google = new SandboxReceiptVerifier('google', SECRET);
    const redeem = (params: Record<string, unknown>) =>
      call(t, { method: 'POST', url: '/api/v1/recharge/receipts', token: u.token, params });
    expect(
      (await redeem({ platform: 'apple', order_id: order.order_id, receipt: google.mint(order.order_id, 't1') })).envelope.status,
    ).toBe(ErrorCode.PAYMENT_VERIFICATION_FAILED);
    expect(
      (await redeem({ platform: 'google', order_id: order.order_id, receipt: google.mint(order.order_id, 't1') })).envelope.status,
    ).toBe(ErrorCode.NOT_FOUND);
    const receipt = apple.mint(order.order_id, 't1');
    expect((await redeem({ platform: 'apple', order_id: order.order_id, receipt })).envelope.data.status).toBe('credited');
    expect((await redeem({ platform: 'apple', order_id: order.order_id, receipt })).envelope.data.status).toBe('credited');
    expect(await balance(u.token)).toBe(pkg.amount);
  });

  it('a store refund notification reverses the receipt order once: coins held are taken back, the rest becomes a debt', async () => {
    const [u, friend] = [await user(), await user()];
    const pkg = (await products(u.token, 'coins')).find((p) => p.amount === 330)!;
    const order = (await createOrder(u.token, { product_id: pkg.id, method: 'apple', request_id: rid() })).envelope.data;
    const apple = new SandboxReceiptVerifier('apple', SECRET);
    const google = new SandboxReceiptVerifier('google', SECRET);
    const txn = `apple-${rid()}`;
    const redeemed = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/receipts',
      token: u.token,
      params: { platform: 'apple', order_id: order.order_id, receipt: apple.mint(order.order_id, txn) },
    });
    expect(redeemed.envelope.data.status).toBe('credited');
    // the user spends 100 of the 330 coins before asking Apple for the money back
    const gifts = (await call(t, { url: '/api/v1/gifts', params: { app_name: 'default' } })).envelope.data.gifts as Array<{
      id: number;
      code: string;
    }>;
    const rose = gifts.find((g) => g.code === 'rose')!;
    const sent = await sendGift(t, u.token, friend.id, rose.id, 100);
    expect(sent.envelope.status).toBe(0);
    const storeNotify = (platform: string, n: { body: string; signature: string }) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/payments/store-notify/${platform}`,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
        payload: n.body,
      });
    // forged, wrong store, unknown transaction, other notification types: nothing moves
    const forged = apple.notification(txn);
    expect(JSON.parse((await storeNotify('apple', { ...forged, signature: 'x'.repeat(64) })).body).status).toBe(
      ErrorCode.PAYMENT_VERIFICATION_FAILED,
    );
    expect(JSON.parse((await storeNotify('google', google.notification(txn))).body).status).toBe(ErrorCode.NOT_FOUND);
    expect(JSON.parse((await storeNotify('apple', apple.notification('no-such-transaction'))).body).status).toBe(ErrorCode.NOT_FOUND);
    expect(JSON.parse((await storeNotify('apple', apple.notification(txn, 'DID_RENEW'))).body).data).toEqual({ outcome: 'ignored' });
    expect(await balance(u.token)).toBe(230);

    const refund = apple.notification(txn);
    expect(JSON.parse((await storeNotify('apple', refund)).body).data).toEqual({ outcome: 'refunded' });
    expect(JSON.parse((await storeNotify('apple', refund)).body).data).toEqual({ outcome: 'duplicate' });
    expect(await balance(u.token)).toBe(0);
    const debt = await t.db.query<{ amount: number }>('select amount from payment_debts where order_id = $1', [order.order_id]);
    expect(debt.rows.map((r) => r.amount)).toEqual([100]);
    const after = await call(t, { url: '/api/v1/recharge/order', token: u.token, params: { order_id: order.order_id } });
    expect(after.envelope.data.status).toBe('refunded');
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('buys and extends a membership; it expires on time', async () => {
    const u = await user();
    const plans = await products(u.token, 'membership');
    const weekly = plans.find((p) => p.tier === 'weekly')!;
    const monthly = plans.find((p) => p.tier === 'monthly')!;
    expect((await call(t, { url: '/api/v1/membership', token: u.token })).envelope.data).toEqual({
      tier: null,
      active: false,
      expires_at: null,
      days_left: 0,
    });
    for (const plan of [weekly, monthly]) {
      const o = (await createOrder(u.token, { product_id: plan.id, method: 'wechat', request_id: rid() })).envelope.data;
      const n = sandbox.notification({ orderId: o.order_id, event: 'paid', providerRef: 'm' });
      await notify(n.body, n.signature);
      await notify(n.body, n.signature); // a repeat must not extend twice
    }
    const m = await call(t, { url: '/api/v1/membership', token: u.token });
    expect(m.envelope.data).toMatchObject({ tier: 'monthly', active: true, days_left: 37 });
    t.clock.advance(38 * 86_400);
    const later = await call(t, { url: '/api/v1/membership', token: u.token });
    t.clock.advance(-38 * 86_400);
    expect(later.envelope.data).toMatchObject({ active: false, days_left: 0 });
  });

  it('refuses methods a product does not offer and products of another brand', async () => {
    const cn = await user('default');
    const jp = await user('wakoo');
    const cnPkg = (await products(cn.token, 'coins'))[0]!;
    expect((await createOrder(cn.token, { product_id: cnPkg.id, method: 'line_pay', request_id: rid() })).envelope.status).toBe(
      ErrorCode.PAYMENT_METHOD_UNAVAILABLE,
    );
    expect((await createOrder(jp.token, { product_id: cnPkg.id, method: 'card', request_id: rid() })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await createOrder(cn.token, { product_id: cnPkg.id, method: 'bitcoin', request_id: rid() })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    const other = (await createOrder(cn.token, { product_id: cnPkg.id, method: 'card', request_id: rid() })).envelope.data.order_id;
    expect((await call(t, { url: '/api/v1/recharge/order', token: jp.token, params: { order_id: other } })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('lists charge records newest first with a cursor', async () => {
    const u = await user();
    const pkg = (await products(u.token, 'coins'))[0]!;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await createOrder(u.token, { product_id: pkg.id, method: 'card', request_id: rid() })).envelope.data.order_id);
      t.clock.advance(1);
    }
    const p1 = await call(t, { url: '/api/v1/recharge/orders', token: u.token, params: { limit: 2 } });
    expect(p1.envelope.data.items.length).toBe(2);
    const p2 = await call(t, {
      url: '/api/v1/recharge/orders',
      token: u.token,
      params: { limit: 2, cursor: p1.envelope.data.next_cursor },
    });
    const all = [...p1.envelope.data.items, ...p2.envelope.data.items].map((o: { order_id: string }) => o.order_id);
    expect(new Set(all)).toEqual(new Set(ids));
    expect(p2.envelope.data.next_cursor).toBeNull();
  });
});

describe('return page after the hosted checkout', () => {
  it('lands on a page of the payer brand route table', async () => {
    const { returnPage } = await import('./service');
    expect(returnPage('coins', 'wakoo')).toEqual({ path: '/h5/recharge', query: { app_name: 'wakoo' } });
    expect(returnPage('membership', 'wakoo')).toEqual({ path: '/h5/member', query: { app_name: 'wakoo' } });
    expect(returnPage('coins', 'default').path).toBe('/h5/recharge_cn/default');
    expect(returnPage('coins', 'ocha').path).toBe('/h5/recharge_ja/ocha');
    expect(returnPage('membership', 'cooya').path).toBe('/h5/vip_cn');
  });
});
