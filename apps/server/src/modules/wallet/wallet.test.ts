import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { ADMIN_API as API, adminLogin, BACKENDS, call, registerUser, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';

describe.each(BACKENDS)('wallet and staff adjustments over HTTP (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local' });

  const adjust = (params: Record<string, unknown>, token = tokens.admin) =>
    call(t, { method: 'POST', url: `${API}/wallet/adjust`, token, params });

  it('credits, shows the balance and the transaction, and replays without a second effect', async () => {
    const { access_token: token, user } = await registerUser(t);
    const body = { user_id: user.id, asset: 'gold_coin', amount: 500, reason: 'compensation', request_id: rid() };
    const first = await adjust(body);
    expect(first.envelope).toMatchObject({ status: 0, data: { balance: 500, duplicate: false } });
    const again = await adjust(body);
    expect(again.envelope.data).toEqual({ ...first.envelope.data, duplicate: true });
    const wallet = await call(t, { url: '/api/v1/wallet', token });
    expect(wallet.envelope.data.balances).toMatchObject({ gold_coin: 500, diamond: 0 });
    const tx = await call(t, { url: '/api/v1/wallet/transactions', token });
    expect(tx.envelope.data.items).toHaveLength(1);
    expect(tx.envelope.data.items[0]).toMatchObject({ kind: 'admin_adjust', asset: 'gold_coin', amount: 500, memo: 'compensation' });
  });

  it('refuses the same key with a different body and writes nothing', async () => {
    const { user } = await registerUser(t);
    const key = rid();
    await adjust({ user_id: user.id, asset: 'diamond', amount: 10, reason: 'a', request_id: key });
    const before = await t.db.query<{ n: number }>('select count(*)::int8 as n from ledger_transfers');
    const res = await adjust({ user_id: user.id, asset: 'diamond', amount: 11, reason: 'a', request_id: key });
    expect(res.envelope.status).toBe(ErrorCode.CONFLICT);
    const after = await t.db.query<{ n: number }>('select count(*)::int8 as n from ledger_transfers');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('never lets a balance go negative', async () => {
    const { access_token: token, user } = await registerUser(t);
    await adjust({ user_id: user.id, asset: 'silver_coin', amount: 30, reason: 'x', request_id: rid() });
    const res = await adjust({ user_id: user.id, asset: 'silver_coin', amount: -31, reason: 'x', request_id: rid() });
    expect(res.envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(res.envelope.msg).toBe('Insufficient balance.');
    const debit = await adjust({ user_id: user.id, asset: 'silver_coin', amount: -30, reason: 'x', request_id: rid() });
    expect(debit.envelope.data.balance).toBe(0);
    const wallet = await call(t, { url: '/api/v1/wallet', token });
    expect(wallet.envelope.data.balances.silver_coin).toBe(0);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('validates input and audits the change', async () => {
    const { user } = await registerUser(t);
    for (const bad of [{ amount: 0 }, { amount: 1.5 }, { asset: 'rupee' }, { request_id: 'short' }, { reason: '' }]) {
      const res = await adjust({ user_id: user.id, asset: 'gold_coin', amount: 5, reason: 'ok', request_id: rid(), ...bad });
      expect(res.envelope.status, JSON.stringify(bad)).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect((await adjust({ user_id: 99999999, asset: 'gold_coin', amount: 5, reason: 'ok', request_id: rid() })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    const key = rid();
    await adjust({ user_id: user.id, asset: 'gold_coin', amount: 5, reason: 'audited', request_id: key });
    const audit = await t.db.query<{ detail: { request_id: string } }>(
      `select detail from admin_audit_log where action = 'wallet.adjust' and target = $1`,
      [String(user.id)],
    );
    expect(audit.rows.map((r) => r.detail.request_id)).toEqual([key]);
  });

  it('needs finance permissions', async () => {
    const { user } = await registerUser(t);
    const japan = (await adminLogin(t, 'japan@demo.local')).access_token;
    expect((await adjust({ user_id: user.id, asset: 'gold_coin', amount: 5, reason: 'x', request_id: rid() }, japan)).envelope.status).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(t, { url: `${API}/wallet/user`, token: japan, params: { user_id: user.id } })).envelope.status).toBe(
      ErrorCode.FORBIDDEN,
    );
    const view = await call(t, { url: `${API}/wallet/user`, token: tokens.admin, params: { user_id: user.id } });
    expect(view.envelope).toMatchObject({ status: 0, data: { user_id: user.id, balances: { gold_coin: 0 } } });
  });

  it('pages transactions with an opaque cursor and filters by asset', async () => {
    const { access_token: token, user } = await registerUser(t);
    for (let i = 1; i <= 5; i++)
      await adjust({ user_id: user.id, asset: i % 2 ? 'gold_coin' : 'diamond', amount: i, reason: `n${i}`, request_id: rid() });
    const p1 = await call(t, { url: '/api/v1/wallet/transactions', token, params: { limit: 2 } });
    expect(p1.envelope.data.items.map((i: { amount: number }) => i.amount)).toEqual([5, 4]);
    const p2 = await call(t, { url: '/api/v1/wallet/transactions', token, params: { limit: 2, cursor: p1.envelope.data.next_cursor } });
    expect(p2.envelope.data.items.map((i: { amount: number }) => i.amount)).toEqual([3, 2]);
    const p3 = await call(t, { url: '/api/v1/wallet/transactions', token, params: { limit: 2, cursor: p2.envelope.data.next_cursor } });
    expect(p3.envelope.data).toMatchObject({ next_cursor: null });
    expect(p3.envelope.data.items).toHaveLength(1);
    const gold = await call(t, { url: '/api/v1/wallet/transactions', token, params: { asset: 'gold_coin' } });
    expect(gold.envelope.data.items.map((i: { amount: number }) => i.amount)).toEqual([5, 3, 1]);
    expect((await call(t, { url: '/api/v1/wallet/transactions', token, params: { cursor: 'garbage!' } })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
  });
});
