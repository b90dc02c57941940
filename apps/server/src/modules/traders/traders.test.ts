import { ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { setUserBan } from '../accounts/service';
import { verifyLedger } from '../ledger/verify';

describe.each(BACKENDS)('coin traders: four eyes, limits, transfers (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', approver: 'approver@demo.local', none: 'noperm@demo.local' });
  let trader: TestUser;
  let r1: TestUser;
  let r2: TestUser;
  let r3: TestUser;
  let minor: TestUser;
  let banned: TestUser;
  let otherBrand: TestUser;

  const user = (u: TestUser, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}, lang?: string) =>
    call(t, { method, url: `/api/v1/traders${url}`, token: u.token, params, ...(lang && { headers: { 'system-language': lang } }) });
  const send = (to: TestUser, amount: number, request_id = rid('tt'), lang?: string) =>
    user(trader, 'POST', '/transfers', { request_id, public_id: to.publicId, amount }, lang);
  const con = (token: string, method: 'GET' | 'POST', url: string, params: Record<string, unknown> = {}) =>
    call(t, { method, url: `${ADMIN_API}/traders${url}`, token, params });

  beforeAll(async () => {
    // Friday 20 Nov 2026, 10:00 in Shanghai
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z');
    trader = await newUser(t, 'default', { nickname: 'Coin Shop' });
    r1 = await newUser(t, 'default', { nickname: 'Taro' });
    r2 = await newUser(t, 'default');
    r3 = await newUser(t, 'default');
    minor = await newUser(t, 'default', { birth_date: '2013-04-01' });
    banned = await newUser(t, 'default');
    otherBrand = await newUser(t, 'ocha');
    await setUserBan(t.db, banned.id, { reason: 'spam', endsAt: null, at: new Date(t.clock.ms) });
  });

  it('proposes a trader; the proposer may not approve it, another admin does', async () => {
    expect((await user(trader, 'GET', '/me')).envelope.data).toMatchObject({ status: 'none', asset: 'gold_coin', balance: 0 });
    const bad = await con(admins.admin, 'POST', '', { public_id: trader.publicId, daily_limit: 100, per_recipient_limit: 200 });
    expect(bad.envelope.status).toBe(ErrorCode.TRADER_LIMIT_INVALID);
    expect(
      (await con(admins.admin, 'POST', '', { public_id: minor.publicId, daily_limit: 1_000, per_recipient_limit: 300 })).envelope.status,
    ).toBe(ErrorCode.TRADER_INELIGIBLE);
    expect((await con(admins.none, 'GET', '')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    // the approver holds only the approval code: it may not propose
    expect(
      (await con(admins.approver, 'POST', '', { public_id: trader.publicId, daily_limit: 1_000, per_recipient_limit: 300 })).envelope
        .status,
    ).toBe(ErrorCode.FORBIDDEN);
    const p = await con(admins.admin, 'POST', '', {
      public_id: trader.publicId,
      daily_limit: 1_000,
      per_recipient_limit: 300,
      note: 'shop',
    });
    expect(p.envelope.data).toMatchObject({ status: 'pending', daily_limit: 1_000, per_recipient_limit: 300, approved_by: null });
    expect(
      (await con(admins.admin, 'POST', '', { public_id: trader.publicId, daily_limit: 1_000, per_recipient_limit: 300 })).envelope.status,
    ).toBe(ErrorCode.TRADER_INELIGIBLE);
    // not yet a trader: no transfers, no purchases
    expect((await send(r1, 10)).envelope.status).toBe(ErrorCode.TRADER_NOT_TRADER);
    expect((await user(trader, 'GET', '/me')).envelope.data.status).toBe('pending');
    const purchase = { request_id: rid('buy'), amount: 5_000, price_minor: 50_000, currency: 'CNY', reference: 'BANK-1' };
    expect((await con(admins.admin, 'POST', `/${trader.id}/purchases`, purchase)).envelope.status).toBe(ErrorCode.TRADER_STATE);

    const own = await con(admins.admin, 'POST', `/${trader.id}/action`, { action: 'approve' });
    expect(own.envelope.status).toBe(ErrorCode.TRADER_SAME_ADMIN);
    const ok = await con(admins.approver, 'POST', `/${trader.id}/action`, { action: 'approve' });
    expect(ok.envelope.data).toMatchObject({
      status: 'active',
      approved_by: { nickname: 'Finance Approver' },
      proposed_by: { nickname: 'Demo Admin' },
    });
    expect((await con(admins.approver, 'POST', `/${trader.id}/action`, { action: 'approve' })).envelope.status).toBe(
      ErrorCode.TRADER_STATE,
    );
  });

  it('records a bulk purchase once, from the mint, into the trader stock', async () => {
    const purchase = { request_id: rid('buy'), amount: 5_000, price_minor: 50_000, currency: 'CNY', reference: 'BANK-1' };
    const a = await con(admins.admin, 'POST', `/${trader.id}/purchases`, purchase);
    expect(a.envelope.data).toMatchObject({ amount: 5_000, asset: 'gold_coin', reference: 'BANK-1', duplicate: false });
    const b = await con(admins.admin, 'POST', `/${trader.id}/purchases`, purchase);
    expect(b.envelope.data).toMatchObject({ id: a.envelope.data.id, duplicate: true });
    expect(await walletBalance(t, trader.token)).toBe(5_000);
    expect((await con(admins.admin, 'GET', `/${trader.id}/purchases`)).envelope.data.items).toHaveLength(1);
  });

  it('looks the recipient up, transfers once per request id, and the recipient sees it', async () => {
    const look = await user(trader, 'GET', '/recipient', { public_id: r1.publicId });
    expect(look.envelope.data).toMatchObject({ user: { public_id: r1.publicId, nickname: 'Taro' }, received_today: 0, max_amount: 300 });
    const key = rid('tt');
    const all = await Promise.all([1, 2, 3].map(() => send(r1, 100, key)));
    expect(all.map((r) => r.envelope.status)).toEqual([0, 0, 0]);
    expect(new Set(all.map((r) => r.envelope.data.id)).size).toBe(1);
    expect(all[0]!.envelope.data).toMatchObject({
      amount: 100,
      asset: 'gold_coin',
      day: '2026-11-20',
      recipient: { public_id: r1.publicId },
    });
    // the same key with another amount is a conflict
    expect((await send(r1, 101, key)).envelope.status).toBe(ErrorCode.CONFLICT);
    expect(await walletBalance(t, trader.token)).toBe(4_900);
    expect(await walletBalance(t, r1.token)).toBe(100);
    const tx = await call(t, { url: '/api/v1/wallet/transactions', token: r1.token, params: { limit: 10 } });
    expect(tx.envelope.data.items[0]).toMatchObject({ kind: 'trader_transfer', amount: 100, asset: 'gold_coin' });
    const me = (await user(trader, 'GET', '/me')).envelope.data;
    expect(me).toMatchObject({ status: 'active', balance: 4_900, used_today: 100, remaining_today: 900, day: '2026-11-20' });
  });

  it('refuses self, minors, banned and other brands, and bad amounts, in the user language', async () => {
    expect((await send(trader, 10)).envelope.status).toBe(ErrorCode.TRADER_SELF);
    expect((await send(minor, 10)).envelope.status).toBe(ErrorCode.TRADER_RECIPIENT_UNAVAILABLE);
    expect((await send(banned, 10)).envelope.status).toBe(ErrorCode.TRADER_RECIPIENT_UNAVAILABLE);
    expect((await user(trader, 'GET', '/recipient', { public_id: banned.publicId })).envelope.data).toEqual({ reason: 'banned' });
    expect((await send(otherBrand, 10)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await send(r1, 0)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await send(r1, 1.5)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    // a non-trader has nothing to send
    expect((await call(t, { url: '/api/v1/traders/recipient', token: r1.token, params: { public_id: r2.publicId } })).envelope.status).toBe(
      ErrorCode.TRADER_NOT_TRADER,
    );
    const ja = await send(minor, 10, rid('tt'), 'ja');
    expect(ja.envelope.msg).toBe('このユーザーには現在送付できません');
    expect(await walletBalance(t, trader.token)).toBe(4_900);
  });

  it('holds the per-recipient and the daily limit; a new region day starts again', async () => {
    // r1 has 100 of 300 today
    const over = await send(r1, 250, rid('tt'), 'ja');
    expect(over.envelope.status).toBe(ErrorCode.TRADER_RECIPIENT_LIMIT);
    expect(over.envelope.msg).toContain('200');
    expect((await send(r1, 200)).envelope.status).toBe(0);
    expect((await send(r2, 300)).envelope.status).toBe(0);
    expect((await send(r3, 300)).envelope.status).toBe(0);
    // 900 of 1,000 used
    const daily = await send(r2, 200, rid('tt'), 'en');
    expect(daily.envelope.status).toBe(ErrorCode.TRADER_DAILY_LIMIT);
    expect(daily.envelope.msg).toBe("This is over today's transfer limit. You can still send 100 today");
    expect((await user(trader, 'GET', '/recipient', { public_id: r2.publicId })).envelope.data.max_amount).toBe(0);
    expect(await walletBalance(t, trader.token)).toBe(4_100);
    // 16:00 UTC is midnight in Shanghai
    t.clock.ms = Date.parse('2026-11-20T16:00:00Z');
    expect((await user(trader, 'GET', '/me')).envelope.data).toMatchObject({ used_today: 0, remaining_today: 1_000, day: '2026-11-21' });
    expect((await send(r2, 300)).envelope.data.day).toBe('2026-11-21');
  });

  it('applies a lowered limit at once; a raise waits for a second admin', async () => {
    const lower = await con(admins.admin, 'POST', `/${trader.id}/limits`, { daily_limit: 800, per_recipient_limit: 300 });
    expect(lower.envelope.data).toMatchObject({ daily_limit: 800, pending_limits: null });
    const raise = await con(admins.admin, 'POST', `/${trader.id}/limits`, { daily_limit: 5_000, per_recipient_limit: 1_000 });
    expect(raise.envelope.data).toMatchObject({ daily_limit: 800, pending_limits: { daily_limit: 5_000, per_recipient_limit: 1_000 } });
    expect((await con(admins.admin, 'POST', `/${trader.id}/limits/decide`, { decision: 'approve' })).envelope.status).toBe(
      ErrorCode.TRADER_SAME_ADMIN,
    );
    const ok = await con(admins.approver, 'POST', `/${trader.id}/limits/decide`, { decision: 'approve' });
    expect(ok.envelope.data).toMatchObject({ daily_limit: 5_000, per_recipient_limit: 1_000, pending_limits: null });
    expect((await con(admins.approver, 'POST', `/${trader.id}/limits/decide`, { decision: 'approve' })).envelope.status).toBe(
      ErrorCode.TRADER_STATE,
    );
  });

  it('suspends, resumes and revokes; the trader page tells which', async () => {
    expect((await con(admins.approver, 'POST', `/${trader.id}/action`, { action: 'suspend' })).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await con(admins.admin, 'POST', `/${trader.id}/action`, { action: 'suspend', note: 'check' })).envelope.data.status).toBe(
      'suspended',
    );
    expect((await send(r3, 10)).envelope.status).toBe(ErrorCode.TRADER_SUSPENDED);
    expect((await user(trader, 'GET', '/me')).envelope.data).toMatchObject({ status: 'suspended', remaining_today: 0 });
    expect((await con(admins.admin, 'POST', `/${trader.id}/action`, { action: 'resume' })).envelope.data.status).toBe('active');
    expect((await send(r3, 10)).envelope.status).toBe(0);
  });

  it('lists a trader transfers with filters, pages and an xlsx; audits staff actions', async () => {
    const all = (await con(admins.approver, 'GET', `/${trader.id}/transfers`, { limit: 3 })).envelope.data;
    expect(all.items).toHaveLength(3);
    expect(all.next_cursor).toEqual(expect.any(String));
    const next = (await con(admins.approver, 'GET', `/${trader.id}/transfers`, { limit: 3, cursor: all.next_cursor })).envelope.data;
    expect(next.items.length).toBeGreaterThan(0);
    const ofR1 = (await con(admins.admin, 'GET', `/${trader.id}/transfers`, { recipient: r1.publicId })).envelope.data;
    expect(ofR1.items.map((x: { amount: number }) => x.amount)).toEqual([200, 100]);
    const day = (await con(admins.admin, 'GET', `/${trader.id}/transfers`, { from: '2026-11-21', to: '2026-11-21' })).envelope.data;
    expect(day.items.map((x: { amount: number }) => x.amount)).toEqual([10, 300]);
    const mine = (await user(trader, 'GET', '/transfers', { limit: 2 })).envelope.data;
    expect(mine.items).toHaveLength(2);

    const { computeSign, makeNonce, toQueryValues } = await import('@app/shared');
    const params = toQueryValues({
      timestamp: Math.floor(t.clock.ms / 1000),
      nonce: makeNonce(),
      access_key: 'h5-web',
      recipient: r1.publicId,
    });
    params.sign = computeSign(params, 'test-secret');
    const file = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API}/traders/${trader.id}/transfers/export`,
      query: params,
      headers: { 'access-token': admins.admin },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const audit = await call(t, { url: `${ADMIN_API}/audit/logs`, token: admins.admin, params: { target: String(trader.id) } });
    expect(audit.envelope.status).toBe(0);
    const actions = audit.envelope.data.items.map((x: { action: string }) => x.action);
    expect(actions).toEqual(
      expect.arrayContaining(['traders.propose', 'traders.approve', 'traders.purchase', 'traders.suspend', 'traders.limits_approve']),
    );
  });

  it('revokes for good; a revoked trader can be proposed again', async () => {
    expect((await con(admins.admin, 'POST', `/${trader.id}/action`, { action: 'revoke' })).envelope.data.status).toBe('revoked');
    expect((await send(r3, 10)).envelope.status).toBe(ErrorCode.TRADER_NOT_TRADER);
    expect((await con(admins.admin, 'POST', `/${trader.id}/action`, { action: 'resume' })).envelope.status).toBe(ErrorCode.TRADER_STATE);
    const again = await con(admins.admin, 'POST', '', { public_id: trader.publicId, daily_limit: 500, per_recipient_limit: 100 });
    expect(again.envelope.data).toMatchObject({ status: 'pending', approved_by: null });
    const list = (await con(admins.approver, 'GET', '', { status: 'pending' })).envelope.data.items;
    expect(list.map((x: { user: { id: number } }) => x.user.id)).toContain(trader.id);
  });

  it('leaves the ledger balanced', async () => {
    const report = await verifyLedger(t.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });
});
