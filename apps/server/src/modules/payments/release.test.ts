/**
 * A release build never hands out coins: no sandbox checkout, no start-up without a real
 * provider (unless STAGING says so), and the real provider (Stripe Checkout, against a local
 * stand-in of its API) credits only what its signed webhooks say was paid.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { walletBalance } from '../../test/factories';
import { ADMIN_API, adminLogin, BACKENDS, buildTestApp, call, registerUser, rid, type TestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { formEncode, stripeSignature } from './stripe';

const WEBHOOK_SECRET = 'whsec_test_0123456789';

describe('release configuration', () => {
  const base = { RELEASE: 'true', API_SECRET: 'a-real-secret', PUBLIC_URL: 'https://pay.example.test', MEDIA_URL_SECRET: 'a-media-secret' };
  it('refuses to start without a real payment provider', () => {
    expect(() => loadConfig(base)).toThrow(ConfigError);
    expect(() => loadConfig(base)).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...base, RELEASE: '', NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/STAGING/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: 'paypal-but-not-built' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ RELEASE: 'true', API_SECRET: 'a-real-secret', MEDIA_URL_SECRET: 'm', PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /PUBLIC_URL/,
    );
    const { MEDIA_URL_SECRET: _, ...noMedia } = base;
    expect(() =>
      loadConfig({ ...noMedia, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
    ).toThrow(/MEDIA_URL_SECRET/);
  });
  it('starts with a real provider, or as a declared staging deployment with the sandbox', () => {
    const stripe = loadConfig({ ...base, PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    expect(stripe.paymentProvider).toBe('stripe');
    const staging = loadConfig({ ...base, STAGING: 'true', PAYMENT_SANDBOX_SECRET: 'staging-secret' });
    expect(staging).toMatchObject({ paymentProvider: 'sandbox', staging: true, release: true });
    expect(() => loadConfig({ ...base, STAGING: 'true' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
  });
});

/** What the test reads back from the stand-in: every call with its form body and idempotency key. */
interface StripeCall {
  path: string;
  key: string;
  auth: string;
  form: URLSearchParams;
}

async function fakeStripe(): Promise<{ server: Server; base: string; calls: StripeCall[] }> {
  const calls: StripeCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      calls.push({ path: req.url ?? '', key: String(req.headers['idempotency-key']), auth: String(req.headers.authorization), form });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/checkout/sessions') {
        const order = form.get('client_reference_id');
        res.end(JSON.stringify({ id: `cs_${order}`, url: `https://checkout.stripe.test/c/pay/cs_${order}` }));
      } else if (req.url === '/v1/refunds') {
        res.end(JSON.stringify({ id: `re_${form.get('payment_intent')}`, status: 'pending' }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

describe.each(BACKENDS)('release build with Stripe (%s)', (backend) => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
    t = await buildTestApp(backend, {
      config: {
        release: true,
        demo: false,
        paymentProvider: 'stripe',
        stripe: { secretKey: 'sk_test_release', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.base },
        publicUrl: 'https://app.example.test',
        metricsToken: null,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    stripe?.server.close();
  });

  const webhook = (event: unknown, opts: { secret?: string; at?: number } = {}) => {
    const raw = JSON.stringify(event);
    const at = opts.at ?? Math.floor(t.clock.ms / 1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(opts.secret ?? WEBHOOK_SECRET, raw, at) },
      payload: raw,
    });
  };
  const coins = (token: string) => walletBalance(t, token);

  async function order(token: string) {
    const products = await call(t, { url: '/api/v1/products', token, params: { kind: 'coins' } });
    const product = products.envelope.data.products.find((p: { methods: string[] }) => p.methods.includes('card'));
    const request_id = rid('order');
    const res = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token,
      params: { product_id: product.id, method: 'card', request_id },
    });
    expect(res.envelope.status).toBe(0);
    return { ...res.envelope.data, request_id, product_id: product.id as number };
  }

  it('ignores a correctly signed webhook whose body is `null` (no 5000)', async () => {
    const res = await webhook(null);
    expect(JSON.parse(res.body)).toMatchObject({ status: 0, data: { outcome: 'ignored' } });
  });

  it('has no sandbox checkout: its pages and the unsigned "complete" answer not found and credit nothing', async () => {
    const u = await registerUser(t);
    const o = await order(u.access_token);
    const page = await t.app.inject({ url: `/pay/sandbox/${o.order_id}` });
    expect(page.statusCode).toBe(404);
    const attack = await t.app.inject({
      method: 'POST',
      url: `/pay/sandbox/${o.order_id}/complete`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(attack.statusCode).toBe(404);
    expect(JSON.parse(attack.body).status).toBe(ErrorCode.NOT_FOUND);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ order_id: o.order_id, event: 'paid', provider_ref: 'x' }),
    });
    expect(JSON.parse(forged.body).status).toBe(ErrorCode.NOT_FOUND);
    expect(await coins(u.access_token)).toBe(0);
    // app-store receipts need real store verification in release: refused, nothing credited
    const receipt = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/receipts',
      token: u.access_token,
      params: { platform: 'apple', order_id: o.order_id, receipt: 'x'.repeat(40) },
    });
    expect(receipt.envelope.status).toBe(ErrorCode.PAYMENT_METHOD_UNAVAILABLE);
  });

  it('serves no API explorer and no unauthenticated metrics', async () => {
    expect((await t.app.inject({ url: '/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/docs/json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });

  it('opens one Stripe Checkout per order and credits it once, only on a genuine paid webhook', async () => {
    const u = await registerUser(t);
    const o = await order(u.access_token);
    expect(o.checkout_url).toBe(`https://checkout.stripe.test/c/pay/cs_${o.order_id}`);
    const opened = stripe.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.form.get('client_reference_id') === o.order_id);
    expect(opened).toHaveLength(1);
    expect(opened[0]!).toMatchObject({ key: `checkout-${o.order_id}`, auth: 'Bearer sk_test_release' });
    expect(opened[0]!.form.get('line_items[0][price_data][unit_amount]')).toBe(String(o.price_minor));
    expect(opened[0]!.form.get('success_url')).toMatch(/^https:\/\/app\.example\.test\/h5\/recharge_cn\/default\?order_id=po_/);
    // a retry of the same request gets the same checkout without opening another
    const again = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token: u.access_token,
      params: { product_id: o.product_id, method: 'card', request_id: o.request_id },
    });
    expect(again.envelope.data.checkout_url).toBe(o.checkout_url);
    expect(stripe.calls.filter((c) => c.form.get('client_reference_id') === o.order_id)).toHaveLength(1);

    const paid = {
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: {
        object: { id: `cs_${o.order_id}`, client_reference_id: o.order_id, payment_status: 'paid', payment_intent: `pi_${o.order_id}` },
      },
    };
    // forged (wrong secret) and replayed-too-late webhooks move nothing
    expect(JSON.parse((await webhook(paid, { secret: 'whsec_wrong' })).body).status).toBe(ErrorCode.PAYMENT_VERIFICATION_FAILED);
    expect(JSON.parse((await webhook(paid, { at: Math.floor(t.clock.ms / 1000) - 600 })).body).status).toBe(
      ErrorCode.PAYMENT_VERIFICATION_FAILED,
    );
    // an unpaid completion (a konbini voucher issued) waits for its async success
    const unpaid = await webhook({ ...paid, data: { object: { ...paid.data.object, payment_status: 'unpaid' } } });
    expect(JSON.parse(unpaid.body).data.outcome).toBe('ignored');
    expect(await coins(u.access_token)).toBe(0);

    const first = await webhook(paid);
    const second = await webhook(paid);
    expect(JSON.parse(first.body).data.outcome).toBe('credited');
    expect(JSON.parse(second.body).data.outcome).toBe('duplicate');
    expect(await coins(u.access_token)).toBe(o.amount);
    const status = await call(t, { url: '/api/v1/recharge/order', token: u.access_token, params: { order_id: o.order_id } });
    expect(status.envelope.data).toMatchObject({ status: 'credited', checkout_url: null });

    // staff refund: Stripe is asked once for the order's PaymentIntent; its charge.refunded event reverses
    const admin = await adminLogin(t);
    const refund = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/orders/${o.order_id}/refund`,
      token: admin.access_token,
      params: { reason: 'customer asked', request_id: rid('refund') },
    });
    expect(refund.envelope.status).toBe(0);
    const asked = stripe.calls.filter((c) => c.path === '/v1/refunds' && c.form.get('payment_intent') === `pi_${o.order_id}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.key).toBe(`refund-${o.order_id}`);
    const refunded = await webhook({
      id: 'evt_2',
      type: 'charge.refunded',
      data: {
        object: { id: 'ch_1', payment_intent: `pi_${o.order_id}`, refunded: true, refunds: { data: [{ id: `re_pi_${o.order_id}` }] } },
      },
    });
    expect(JSON.parse(refunded.body).data.outcome).toBe('refunded');
    expect(await coins(u.access_token)).toBe(0);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('encodes nested parameters the way Stripe reads them', () => {
    expect(formEncode({ a: 1, b: { c: 'x y', d: { 0: { e: 2 } } }, skip: null })).toEqual([
      'a=1',
      'b%5Bc%5D=x%20y',
      'b%5Bd%5D%5B0%5D%5Be%5D=2',
    ]);
  });
});
