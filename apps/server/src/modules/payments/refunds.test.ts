import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { cardOrder, newUser, sandboxNotify, sandboxPaidOrder, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { SandboxProvider } from './providers';

const SECRET = 'sandbox-secret'; // the non-production default

describe.each(BACKENDS)('refunds and the console orders view (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', noperm: 'noperm@demo.local' });
  const sandbox = new SandboxProvider(SECRET);

  const user = (brand = 'default') => newUser(t, brand);
  const notify = (n: { body: string; signature: string }) => sandboxNotify(t, n);
  const balance = (token: string) => walletBalance(t, token);

  /** Buys a product through the sandbox notification path; returns the credited order. */
  type Product = { id: number; kind: string; amount: number; tier: string | null };
  const products = async (u: { token: string }) =>
    (await call(t, { url: '/api/v1/products', token: u.token })).envelope.data.products as Product[];
  async function buy(u: { token: string }, pick: (p: Product) => boolean) {
    const product = (await products(u)).find(pick)!;
    const { orderId, paid } = await sandboxPaidOrder(t, sandbox, u.token, product.id);
    expect(paid.json().data.outcome).toBe('credited');
    return { orderId, amount: product.amount };
  }
  /** An order of the first product, never paid. */
  const unpaidOrder = async (u: { token: string }) => cardOrder(t, u.token, (await products(u))[0]!.id);
  const refund = (orderId: string, params: Record<string, unknown>, token = tokens.admin) =>
    call(t, { method: 'POST', url: `${ADMIN_API}/orders/${orderId}/refund`, token, params });
  const detail = async (orderId: string, token = tokens.admin) => call(t, { url: `${ADMIN_API}/orders/${orderId}`, token });
  /** The sandbox delivers its refund notification shortly after the request, like a real provider. */
  async function until(orderId: string, status: string) {
    for (let i = 0; i < 200; i++) {
      const d = await detail(orderId);
      if (d.envelope.data.order.status === status) return d.envelope.data;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`order ${orderId} never reached ${status}`);
  }
  const auditRows = async (orderId: string) =>
    (
      await t.db.query<{ action: string; detail: Record<string, unknown> }>(
        'select action, detail from admin_audit_log where target = $1',
        [orderId],
      )
    ).rows;

  it('staff refund of a coin order: balance back, order refunded once, audited; replay same answer, other body conflict', async () => {
    const u = await user();
    const { orderId, amount } = await buy(u, (p) => p.kind === 'coins' && p.amount === 330);
    expect(await balance(u.token)).toBe(330);
    const before = await detail(orderId);
    expect(before.envelope.data.order).toMatchObject({ status: 'credited', refundable: true, user: { public_id: u.publicId } });

    const key = rid();
    const first = await refund(orderId, { reason: 'customer asked', request_id: key });
    expect(first.envelope.status).toBe(0);
    expect(first.envelope.data).toMatchObject({ order_id: orderId, refund_state: 'requested', duplicate: false });
    const done = await until(orderId, 'refunded');
    expect(await balance(u.token)).toBe(0);
    expect(done.refund).toMatchObject({ source: 'staff', state: 'completed', reason: 'customer asked' });
    expect(done.operations.payment).toEqual(expect.any(Number));
    expect(done.operations.refund).toEqual(expect.any(Number));
    expect(done.order.refundable).toBe(false);
    expect(done.debt).toBeNull();
    expect(done.events.map((e: { event: string; outcome: string }) => `${e.event}:${e.outcome}`)).toEqual([
      'paid:credited',
      'refund:refunded',
    ]);

    const audits = await auditRows(orderId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'order.refund', detail: { reason: 'customer asked', request_id: key } });

    const replay = await refund(orderId, { reason: 'customer asked', request_id: key });
    expect(replay.envelope.data).toEqual({ ...first.envelope.data, duplicate: true });
    expect((await refund(orderId, { reason: 'something else', request_id: key })).envelope.status).toBe(ErrorCode.CONFLICT);
    // a new request for the refunded order is refused
    expect((await refund(orderId, { reason: 'again', request_id: rid() })).envelope.status).toBe(ErrorCode.ORDER_NOT_REFUNDABLE);
    expect(await auditRows(orderId)).toHaveLength(1);

    // the user's charge records and wallet show it
    const mine = await call(t, { url: '/api/v1/recharge/order', token: u.token, params: { order_id: orderId } });
    expect(mine.envelope.data.status).toBe('refunded');
    const txs = await call(t, { url: '/api/v1/wallet/transactions', token: u.token });
    expect(txs.envelope.data.items[0]).toMatchObject({ kind: 'refund', amount: -amount, memo: orderId });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('concurrent staff requests and a provider refund reverse the order once', async () => {
    const u = await user();
    const { orderId } = await buy(u, (p) => p.kind === 'coins' && p.amount === 330);
    const answers = await Promise.all([
      refund(orderId, { reason: 'a', request_id: rid() }),
      refund(orderId, { reason: 'b', request_id: rid() }),
      notify(sandbox.notification({ orderId, event: 'refund', providerRef: 'race' })),
    ]);
    const staff = answers.slice(0, 2).map((r) => (r as { envelope: { status: number } }).envelope.status);
    // at most one staff request is accepted (the provider's own refund may come first and close the order)
    expect(staff.filter((s) => s === 0).length).toBeLessThanOrEqual(1);
    expect(staff.every((s) => s === 0 || s === ErrorCode.ORDER_NOT_REFUNDABLE)).toBe(true);
    await until(orderId, 'refunded');
    await new Promise((r) => setTimeout(r, 50));
    expect(await balance(u.token)).toBe(0);
    const moves = await t.db.query<{ n: number }>(`select count(*)::int8 as n from ledger_transfers where kind = 'refund' and memo = $1`, [
      orderId,
    ]);
    expect(moves.rows[0]!.n).toBe(1);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('refuses to refund an order whose coins were spent, and writes nothing', async () => {
    const u = await user();
    const { orderId } = await buy(u, (p) => p.kind === 'coins' && p.amount === 60);
    const spend = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/wallet/adjust`,
      token: tokens.admin,
      params: { user_id: u.id, asset: 'gold_coin', amount: -1, reason: 'spent', request_id: rid() },
    });
    expect(spend.envelope.data.balance).toBe(59);
    const refused = await refund(orderId, { reason: 'asked', request_id: rid() });
    expect(refused.envelope.status).toBe(ErrorCode.REFUND_COINS_SPENT);
    expect(refused.envelope.msg).toMatch(/spent/);
    const zh = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/orders/${orderId}/refund`,
      token: tokens.admin,
      params: { reason: 'asked', request_id: rid() },
      headers: { 'system-language': 'zh-CN' },
    });
    expect(zh.envelope.status).toBe(ErrorCode.REFUND_COINS_SPENT);
    expect(zh.envelope.msg).toContain('金币');
    await new Promise((r) => setTimeout(r, 50)); // nothing may be on its way either
    const d = (await detail(orderId)).envelope.data;
    expect(d.order.status).toBe('credited');
    expect(d.refund).toBeNull();
    expect(d.events).toHaveLength(1);
    expect(await auditRows(orderId)).toHaveLength(0);
    expect(await balance(u.token)).toBe(59);
    // an order that never paid cannot be refunded either
    const open = await unpaidOrder(u);
    expect((await refund(open, { reason: 'x', request_id: rid() })).envelope.status).toBe(ErrorCode.ORDER_NOT_REFUNDABLE);
    expect((await refund('po_doesnotexist', { reason: 'x', request_id: rid() })).envelope.status).toBe(ErrorCode.NOT_FOUND);
  });

  it('applies a provider refund notification once however often and in whatever order it arrives', async () => {
    const u = await user();
    const { orderId } = await buy(u, (p) => p.kind === 'coins' && p.amount === 330);
    const n = sandbox.notification({ orderId, event: 'refund', providerRef: 'sbr_manual' });
    const replies = await Promise.all([notify(n), notify(n), notify(n)]);
    expect(replies.map((r) => r.json().data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'refunded']);
    // a late "paid" or a chargeback after the refund changes nothing
    expect((await notify(sandbox.notification({ orderId, event: 'paid', providerRef: 'late' }))).json().data.outcome).toBe('duplicate');
    expect((await notify(sandbox.notification({ orderId, event: 'chargeback', providerRef: 'cb' }))).json().data.outcome).toBe('duplicate');
    expect(await balance(u.token)).toBe(0);
    const d = (await detail(orderId)).envelope.data;
    expect(d.refund).toMatchObject({ source: 'provider', state: 'completed', reason: 'refund', provider_ref: 'sbr_manual' });
    const ops = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from ledger_operations where scope = 'refund' and request_id = $1`,
      [orderId],
    );
    expect(ops.rows[0]!.n).toBe(1);

    // a refund that overtakes its payment: marked refunded, nothing credited later
    const earlyId = await unpaidOrder(u);
    expect((await notify(sandbox.notification({ orderId: earlyId, event: 'refund', providerRef: 'r0' }))).json().data.outcome).toBe(
      'refunded',
    );
    expect((await notify(sandbox.notification({ orderId: earlyId, event: 'paid', providerRef: 'p0' }))).json().data.outcome).toBe(
      'duplicate',
    );
    expect(await balance(u.token)).toBe(0);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('a chargeback takes what is left and records the shortfall as a debt on the order', async () => {
    const u = await user();
    const { orderId } = await buy(u, (p) => p.kind === 'coins' && p.amount === 330);
    await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/wallet/adjust`,
      token: tokens.admin,
      params: { user_id: u.id, asset: 'gold_coin', amount: -300, reason: 'spent', request_id: rid() },
    });
    expect(await balance(u.token)).toBe(30);
    const cb = await notify(sandbox.notification({ orderId, event: 'chargeback', providerRef: 'dispute-1' }));
    expect(cb.json().data.outcome).toBe('refunded');
    expect(await balance(u.token)).toBe(0);
    const d = (await detail(orderId)).envelope.data;
    expect(d.order.status).toBe('refunded');
    expect(d.debt).toMatchObject({ asset: 'gold_coin', amount: 300 });
    expect(d.refund).toMatchObject({ source: 'provider', reason: 'chargeback' });
    const txs = await call(t, { url: '/api/v1/wallet/transactions', token: u.token });
    expect(txs.envelope.data.items[0]).toMatchObject({ kind: 'refund', amount: -30 });
    expect((await verifyLedger(t.db)).ok).toBe(true);

    // with nothing left at all the reversal moves no coins and the whole amount is owed
    const v = await user();
    const second = await buy(v, (p) => p.kind === 'coins' && p.amount === 60);
    await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/wallet/adjust`,
      token: tokens.admin,
      params: { user_id: v.id, asset: 'gold_coin', amount: -60, reason: 'spent', request_id: rid() },
    });
    expect(
      (await notify(sandbox.notification({ orderId: second.orderId, event: 'chargeback', providerRef: 'd2' }))).json().data.outcome,
    ).toBe('refunded');
    expect((await detail(second.orderId)).envelope.data.debt).toMatchObject({ amount: 60 });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('a membership refund shortens the membership by the purchased days, never below now', async () => {
    const u = await user();
    const weekly = await buy(u, (p) => p.kind === 'membership' && p.tier === 'weekly');
    const monthly = await buy(u, (p) => p.kind === 'membership' && p.tier === 'monthly');
    expect((await call(t, { url: '/api/v1/membership', token: u.token })).envelope.data.days_left).toBe(37);
    expect((await refund(weekly.orderId, { reason: 'duplicate purchase', request_id: rid() })).envelope.status).toBe(0);
    await until(weekly.orderId, 'refunded');
    const m = (await call(t, { url: '/api/v1/membership', token: u.token })).envelope.data;
    expect(m).toMatchObject({ active: true, days_left: 30 });
    // 20 days later the monthly purchase is refunded: 10 days left, 30 taken → ends now
    t.clock.advance(20 * 86_400);
    try {
      await notify(sandbox.notification({ orderId: monthly.orderId, event: 'refund', providerRef: 'm-refund' }));
      const after = (await call(t, { url: '/api/v1/membership', token: u.token })).envelope.data;
      expect(after).toMatchObject({ active: false, days_left: 0 });
      expect(new Date(after.expires_at).getTime()).toBe(t.clock.ms);
    } finally {
      t.clock.advance(-20 * 86_400);
    }
  });

  it('lists orders with filters and paging; only admins holding the codes see or refund', async () => {
    const u = await user('wakoo');
    const a = await buy(u, (p) => p.kind === 'coins');
    const b = await buy(u, (p) => p.kind === 'coins');
    const list = (params: Record<string, unknown>, token = tokens.admin) => call(t, { url: `${ADMIN_API}/orders`, token, params });
    const mine = await list({ user: u.publicId });
    expect(mine.envelope.data.total).toBe(2);
    expect(mine.envelope.data.items.map((o: { order_id: string }) => o.order_id).sort()).toEqual([a.orderId, b.orderId].sort());
    const page2 = await list({ user: u.publicId, page: 2, page_size: 1 });
    expect(page2.envelope.data.items).toHaveLength(1);
    expect(page2.envelope.data.total).toBe(2);
    expect((await list({ user: u.publicId, status: 'refunded' })).envelope.data.total).toBe(0);
    expect((await list({ user: u.publicId, brand: 'default' })).envelope.data.total).toBe(0);
    expect((await list({ user: u.publicId, brand: 'wakoo', status: 'credited' })).envelope.data.total).toBe(2);
    const today = new Date(t.clock.ms).toISOString().slice(0, 10);
    expect((await list({ user: u.publicId, from: today, to: today })).envelope.data.total).toBe(2);
    expect((await list({ user: u.publicId, to: '2020-01-01' })).envelope.data.total).toBe(0);
    expect((await list({ status: 'bogus' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await list({ from: '2024-13-01' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);

    expect((await list({}, tokens.noperm)).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await detail(a.orderId, tokens.noperm)).envelope.status).toBe(ErrorCode.FORBIDDEN);
    const denied = await refund(a.orderId, { reason: 'x', request_id: rid() }, tokens.noperm);
    expect(denied.envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await detail(a.orderId)).envelope.data.order.status).toBe('credited');
    const denials = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from admin_audit_log where action = 'permission.denied' and target like '%/orders%'`,
    );
    expect(denials.rows[0]!.n).toBeGreaterThanOrEqual(3);
    expect((await refund(a.orderId, { reason: '', request_id: rid() })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await detail('po_nope')).envelope.status).toBe(ErrorCode.NOT_FOUND);
  });
});
