import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_API as API, BACKENDS, call, registerUser, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';

describe.each(BACKENDS)('customer-service payments recorded by staff (%s)', (backend) => {
  const t = useTestApp(backend);
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', noperm: 'noperm@demo.local' });

  const record = (params: Record<string, unknown>, token = tokens.admin) =>
    call(t, { method: 'POST', url: `${API}/orders/manual`, token, params });

  it('credits the user once through an order they see in their charge records; audited', async () => {
    const { access_token: token, user } = await registerUser(t);
    const products = (await call(t, { url: '/api/v1/products', token, params: { kind: 'coins' } })).envelope.data.products as Array<{
      id: number;
      amount: number;
      bonus: number;
      methods: string[];
    }>;
    const pkg = products.find((p) => p.methods.includes('customer_service') && p.amount === 330)!;
    const key = rid();
    const params = { public_id: user.public_id, product_id: pkg.id, reference: 'BANK-TX-20261123-0042', request_id: key };
    const first = await record(params);
    expect(first.envelope.status).toBe(0);
    expect(first.envelope.data).toMatchObject({
      duplicate: false,
      order: {
        status: 'credited',
        method: 'customer_service',
        provider: 'manual',
        provider_ref: 'BANK-TX-20261123-0042',
        refundable: false,
      },
    });
    // a retry of the same record: the same order, credited once
    const again = await record(params);
    expect(again.envelope.data).toMatchObject({ duplicate: true, order: { order_id: first.envelope.data.order.order_id } });
    expect((await record({ ...params, product_id: products[0]!.id })).envelope.status).toBe(ErrorCode.CONFLICT);

    const wallet = await call(t, { url: '/api/v1/wallet', token });
    expect(wallet.envelope.data.balances.gold_coin).toBe(pkg.amount);
    const orders = await call(t, { url: '/api/v1/recharge/orders', token });
    expect(
      orders.envelope.data.items.map((o: { order_id: string; status: string; method: string }) => [o.order_id, o.status, o.method]),
    ).toEqual([[first.envelope.data.order.order_id, 'credited', 'customer_service']]);
    const audit = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from admin_audit_log where action = 'order.manual' and target = $1`,
      [first.envelope.data.order.order_id],
    );
    expect(audit.rows[0]!.n).toBe(1);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('refuses unknown users, other brands’ products and staff without the code, writing nothing', async () => {
    const { user } = await registerUser(t);
    const other = (await call(t, { url: '/api/v1/products', params: { kind: 'coins', app_name: 'wakoo' } })).envelope.data.products[0];
    const before = await t.db.query<{ n: number }>('select count(*)::int8 as n from payment_orders');
    expect((await record({ public_id: 'no-such-user', product_id: other.id, reference: 'x', request_id: rid() })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await record({ public_id: user.public_id, product_id: other.id, reference: 'x', request_id: rid() })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await record({ public_id: user.public_id, product_id: other.id, reference: '', request_id: rid() })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (await record({ public_id: user.public_id, product_id: other.id, reference: 'x', request_id: rid() }, tokens.noperm)).envelope.status,
    ).toBe(ErrorCode.FORBIDDEN);
    const after = await t.db.query<{ n: number }>('select count(*)::int8 as n from payment_orders');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
