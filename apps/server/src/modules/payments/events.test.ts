import { describe, expect, it } from 'vitest';
import { sandboxNotify } from '../../test/factories';
import { BACKENDS, call, registerUser, rid, useTestApp } from '../../test/helpers';
import { SandboxProvider } from './providers';

const SECRET = 'sandbox-secret'; // the non-production default

describe.each(BACKENDS)('order events in the outbox (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const sandbox = new SandboxProvider(SECRET);

  const notify = (n: { body: string; signature: string }) => sandboxNotify(t, n);
  const eventsOf = async (orderId: string) =>
    (
      await t.db.query<{ topic: string; payload: Record<string, unknown> }>(
        `select topic, payload from outbox_events where payload->>'order_id' = $1 order by id`,
        [orderId],
      )
    ).rows;

  it('a credited order writes one order.credited (not on a repeated notification); a refund one order.refunded', async () => {
    const { access_token: token, user } = await registerUser(t, {});
    const products = (await call(t, { url: '/api/v1/products', token })).envelope.data.products as Array<{ id: number; kind: string }>;
    const product = products.find((p) => p.kind === 'coins')!;
    const created = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token,
      params: { product_id: product.id, method: 'card', request_id: rid() },
    });
    const orderId = created.envelope.data.order_id as string;
    const paid = sandbox.notification({ orderId, event: 'paid', providerRef: `pay-${orderId}` });
    expect((await notify(paid)).json().data.outcome).toBe('credited');
    expect((await notify(paid)).json().data.outcome).toBe('duplicate');
    const credited = await eventsOf(orderId);
    expect(credited.map((e) => e.topic)).toEqual(['order.credited']);
    expect(credited[0]!.payload).toMatchObject({ order_id: orderId, user_id: user.id, kind: 'coins' });
    expect(credited[0]!.payload.operation_id).toEqual(expect.any(Number));

    const refund = sandbox.notification({ orderId, event: 'refund', providerRef: `re-${orderId}` });
    expect((await notify(refund)).json().data.outcome).toBe('refunded');
    expect((await notify(refund)).json().data.outcome).toBe('duplicate');
    expect((await eventsOf(orderId)).map((e) => e.topic)).toEqual(['order.credited', 'order.refunded']);
  });
});
