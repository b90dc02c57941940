import { createHmac } from 'node:crypto';
import { ErrorCode, LINK_BUDDY_DAYS, REFERRAL_REWARDS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { cardOrder, ledgerFund, newUser, sandboxNotify, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, registerUser, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { payDueRewards, qualifyHosts } from './service';

const VISIT = '/api/v1/referrals/visits';
let seq = 0;
const visitor = () => `visitor-${Date.now().toString(36)}-${++seq}-abcdef`;

describe.each(BACKENDS)('referral entry (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admin = useAdminTokens(t, { super: 'admin@demo.local' });
  const visit = (params: Record<string, unknown>) => call(t, { method: 'POST', url: VISIT, params });
  const drawer = (userid: number) => call(t, { url: `${ADMIN_API}/referrals/user`, params: { userid }, token: admin.super });

  it('a code recorded for a browser attaches to the next account registered from it, once', async () => {
    const host = await newUser(t, 'wakoo');
    const vid = visitor();
    const v = await visit({ code: host.publicId, visitor_id: vid, channel: 'line_ads', app_name: 'wakoo' });
    expect(v.envelope.status).toBe(0);
    expect(v.envelope.data).toMatchObject({ code: host.publicId, referrer: { public_id: host.publicId } });
    expect(v.envelope.data.referrer).not.toHaveProperty('id');
    // the page reloads and records the same code again: still one visit row
    expect((await visit({ code: host.publicId, visitor_id: vid, app_name: 'wakoo', channel: 'line_ads' })).envelope.status).toBe(0);
    expect((await t.db.query('select 1 from referral_visits where visitor_id = $1', [vid])).rows).toHaveLength(1);

    const joined = await registerUser(t, { app_name: 'wakoo', visitor_id: vid });
    await t.flushOutbox();
    const mine = (await drawer(joined.user.id)).envelope.data;
    expect(mine.referred_by).toMatchObject({ code: host.publicId, channel: 'line_ads', referrer: { id: host.id } });
    const theirs = (await drawer(host.id)).envelope.data;
    expect(theirs.invited_count).toBe(1);
    expect(theirs.invitees.map((i: { user: { id: number } }) => i.user.id)).toEqual([joined.user.id]);

    // a second account from the same browser is attributed too (the code stays for the window), each once
    const second = await registerUser(t, { app_name: 'wakoo', visitor_id: vid });
    await t.flushOutbox();
    await t.flushOutbox();
    expect((await drawer(host.id)).envelope.data.invited_count).toBe(2);
    expect((await t.db.query('select 1 from referral_attributions where user_id = $1', [second.user.id])).rows).toHaveLength(1);
  });

  it('the newest code wins; a registration without a visit, of another brand or past the window attaches nothing', async () => {
    const [a, b] = [await newUser(t, 'default'), await newUser(t, 'default')];
    const vid = visitor();
    await visit({ code: a.publicId, visitor_id: vid });
    await visit({ code: b.publicId, visitor_id: vid });
    const u = await registerUser(t, { visitor_id: vid });
    const plain = await registerUser(t, {});
    const otherBrand = await registerUser(t, { app_name: 'ocha', visitor_id: vid });
    const stale = visitor();
    await visit({ code: a.publicId, visitor_id: stale });
    t.clock.advance(31 * 86_400);
    const late = await registerUser(t, { visitor_id: stale });
    await t.flushOutbox();
    expect((await drawer(u.user.id)).envelope.data.referred_by.referrer.id).toBe(b.id);
    for (const x of [plain, otherBrand, late]) expect((await drawer(x.user.id)).envelope.data.referred_by).toBeNull();
    expect((await drawer(a.id)).envelope.data.invited_count).toBe(0);
  });

  it('refuses an unknown, malformed or other-brand code with a clear envelope and records nothing', async () => {
    const host = await newUser(t, 'default');
    const vid = visitor();
    for (const [params, status] of [
      [{ code: '999999999', visitor_id: vid }, ErrorCode.NOT_FOUND],
      [{ code: host.publicId, visitor_id: vid, app_name: 'wakoo' }, ErrorCode.NOT_FOUND],
      [{ code: 'ab', visitor_id: vid }, ErrorCode.VALIDATION_FAILED],
      [{ code: 'abc-123', visitor_id: vid }, ErrorCode.VALIDATION_FAILED],
      [{ code: host.publicId, visitor_id: 'short' }, ErrorCode.VALIDATION_FAILED],
      [{ code: host.publicId, visitor_id: vid, channel: 'a b' }, ErrorCode.VALIDATION_FAILED],
    ] as const) {
      const res = await visit(params);
      expect(res.envelope.status, JSON.stringify(params)).toBe(status);
      expect(res.envelope.msg).not.toBe('');
    }
    expect((await t.db.query('select 1 from referral_visits where visitor_id = $1', [vid])).rows).toHaveLength(0);
  });

  it('demo data: a demo host brought two demo users', async () => {
    const hosts = await t.db.query<{ id: number }>(`select id from users where email = 'anchor1.wakoo@demo.local'`);
    const host = hosts.rows[0]!;
    const d = (await drawer(host.id)).envelope.data;
    expect(d.invited_count).toBeGreaterThanOrEqual(2);
    expect(d.invitees.map((i: { channel: string }) => i.channel).sort()).toEqual(expect.arrayContaining(['line_ads', 'tiktok']));
  });

  it('the console call needs user.query', async () => {
    expect((await call(t, { url: `${ADMIN_API}/referrals/user`, params: { userid: 1 } })).envelope.status).toBe(-3);
  });
});

// ---- invite pages, link buddy, inviter rewards (issue 13) ----

const SECRET = 'sandbox-secret'; // the test deployment's sandbox key
const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
/** The sandbox's "paid" notification, with the payer's instrument as a provider reports it (when given). */
const paidNotification = (orderId: string, instrument?: string) => {
  const body = JSON.stringify({ order_id: orderId, event: 'paid', provider_ref: `pay-${orderId}`, ...(instrument && { instrument }) });
  return { body, signature: sign(body) };
};

describe.each(BACKENDS)('invitations and inviter rewards (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admin = useAdminTokens(t, { super: 'admin@demo.local' });
  const get = (u: TestUser, url: string, params: Record<string, unknown> = {}) =>
    call(t, { url: `/api/v1/referrals${url}`, token: u.token, params });
  const bindCode = (u: TestUser, code: string) =>
    call(t, { method: 'POST', url: '/api/v1/referrals/bind', token: u.token, params: { code } });
  const drawer = (userid: number) => call(t, { url: `${ADMIN_API}/referrals/user`, params: { userid }, token: admin.super });
  const pay = () => payDueRewards({ db: t.db, now: t.clock.now });
  const coinProduct = async (u: TestUser) => {
    const r = await call(t, { url: '/api/v1/products', token: u.token, params: { kind: 'coins' } });
    return (r.envelope.data.products as Array<{ id: number }>)[0]!.id;
  };
  /** The invitee pays an order by card; the sandbox reports it paid `times` times (replays). */
  async function recharge(u: TestUser, opts: { instrument?: string; times?: number } = {}) {
    const orderId = await cardOrder(t, u.token, await coinProduct(u));
    for (let i = 0; i < (opts.times ?? 1); i++) await sandboxNotify(t, paidNotification(orderId, opts.instrument));
    return orderId;
  }
  /** An account registered through the inviter's link (a visit first), optionally on a device. */
  async function invited(inviter: TestUser, extra: Record<string, unknown> = {}, device?: string): Promise<TestUser> {
    const vid = visitor();
    await call(t, {
      method: 'POST',
      url: VISIT,
      params: { code: inviter.publicId, visitor_id: vid, app_name: extra.app_name ?? 'default' },
    });
    const r = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/register',
      params: {
        account: `${vid}@test.local`,
        password: 'Password#1',
        nickname: 'Hanako',
        gender: 'male',
        birth_date: '1995-03-04',
        app_name: 'default',
        visitor_id: vid,
        ...extra,
      },
      ...(device && { headers: { 'device-id': device } }),
    });
    expect(r.envelope.status, r.body).toBe(0);
    await t.flushOutbox();
    return { token: r.envelope.data.access_token, id: r.envelope.data.user.id, publicId: r.envelope.data.user.public_id };
  }
  const coins = (u: TestUser) => walletBalance(t, u.token, 'gold_coin');

  it('demo data: the demo inviter has invitees in every state (before any reward run here)', async () => {
    const login = await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: 'inviter.default@demo.local', password: 'Demo#2026' },
    });
    const demo = { token: login.envelope.data.access_token } as TestUser;
    const items = (await get(demo, '/invitees')).envelope.data.items as Array<{ state: string; reason: string | null }>;
    expect(items.map((i) => i.state).sort()).toEqual(['not_eligible', 'qualified', 'registered', 'rewarded']);
    expect(items.find((i) => i.state === 'not_eligible')?.reason).toBe('same_device');
    expect((await get(demo, '/me')).envelope.data.totals).toMatchObject({
      invited: 4,
      rewarded: 1,
      coins: REFERRAL_REWARDS.recharge.amount,
    });
  });

  it('my code is my public id, with the link and the rewards at zero', async () => {
    const u = await newUser(t);
    const me = (await get(u, '/me')).envelope;
    expect(me.status).toBe(0);
    expect(me.data).toMatchObject({
      code: u.publicId,
      link_path: `/${u.publicId}`,
      host_link_path: `/h5/draw_guide/${u.publicId}`,
      totals: { invited: 0, rewarded: 0, coins: 0, points: 0 },
      inviter: null,
      can_bind: true,
    });
    const w = await newUser(t, 'wakoo');
    expect((await get(w, '/me')).envelope.data.link_path).toBe(`/h5/${w.publicId}`);
    expect((await call(t, { url: '/api/v1/referrals/me' })).envelope.status).not.toBe(0);
  });

  it('pays the inviter once on the first credited recharge, even with two notifications, a replayed event and a second order', async () => {
    const inviter = await newUser(t);
    const friend = await invited(inviter);
    const before = await coins(inviter);
    await recharge(friend, { times: 2 });
    await t.flushOutbox();
    // the outbox event replayed: the row exists already, nothing more qualifies
    const order = (
      await t.db.query<{ payload: unknown }>(`select payload from outbox_events where topic = 'order.credited' order by id desc limit 1`)
    ).rows[0]!;
    await t.db.query(`insert into outbox_events (topic, payload, created_at) values ('order.credited', $1, $2)`, [
      JSON.stringify(order.payload),
      t.clock.now(),
    ]);
    await recharge(friend);
    await t.flushOutbox();
    // two runs at once: one pays
    await Promise.all([pay(), pay()]);
    await pay();
    expect(await coins(inviter)).toBe(before + REFERRAL_REWARDS.recharge.amount);
    const list = (await get(inviter, '/invitees')).envelope.data;
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ nickname: 'H***o', state: 'rewarded', reason: null });
    expect(list.items[0].rewards).toMatchObject([{ kind: 'recharge', state: 'rewarded', amount: REFERRAL_REWARDS.recharge.amount }]);
    expect((await get(inviter, '/me')).envelope.data.totals).toMatchObject({
      invited: 1,
      rewarded: 1,
      coins: REFERRAL_REWARDS.recharge.amount,
    });
    const ops = await t.db.query(`select 1 from ledger_operations where request_id = $1`, [`referral-reward:recharge:${friend.id}`]);
    expect(ops.rows).toHaveLength(1);
    expect((await verifyLedger(t.db)).ok).toBe(true);
    const d = (await drawer(inviter.id)).envelope.data;
    expect(d.rewards_paid.coins).toBe(REFERRAL_REWARDS.recharge.amount);
    expect(d.rewards[0]).toMatchObject({ kind: 'recharge', state: 'rewarded', invitee: { id: friend.id } });
  });

  it("a diamond brand's inviter is paid in diamonds, the recharge's own currency", async () => {
    const inviter = await newUser(t, 'cooya');
    const friend = await invited(inviter, { app_name: 'cooya' });
    const [gold, diamonds] = [await coins(inviter), await walletBalance(t, inviter.token, 'diamond')];
    await recharge(friend);
    await t.flushOutbox();
    await pay();
    expect(await walletBalance(t, inviter.token, 'diamond')).toBe(diamonds + REFERRAL_REWARDS.recharge.amount);
    expect(await coins(inviter)).toBe(gold);
    expect((await get(inviter, '/invitees')).envelope.data.items[0].rewards).toMatchObject([
      { kind: 'recharge', state: 'rewarded', asset: 'diamond', amount: REFERRAL_REWARDS.recharge.amount },
    ]);
    expect((await get(inviter, '/me')).envelope.data.totals).toMatchObject({ coins: REFERRAL_REWARDS.recharge.amount });
  });

  it('a registered invitee who has not recharged is just registered; recharges of someone not invited pay nobody', async () => {
    const inviter = await newUser(t);
    await invited(inviter);
    const alone = await newUser(t);
    await recharge(alone);
    await t.flushOutbox();
    await pay();
    expect((await get(inviter, '/invitees')).envelope.data.items[0].state).toBe('registered');
    expect((await t.db.query('select 1 from referral_rewards where invitee_id = $1', [alone.id])).rows).toHaveLength(0);
  });

  it('pays no one inviting itself: the same device, the same payment instrument', async () => {
    const inviter = await newUser(t);
    // the inviter signs in on a phone; the invitee registers on the same phone
    await call(t, {
      method: 'POST',
      url: '/api/v1/auth/login',
      params: { account: (await emailOf(inviter.id))!, password: 'Password#1' },
      headers: { 'device-id': 'phone-abc-123' },
    });
    const sameDevice = await invited(inviter, {}, 'phone-abc-123');
    // another invitee pays with the card the inviter paid with
    const inviterOrder = await recharge(inviter, { instrument: 'card_fp_42' });
    expect(inviterOrder).toMatch(/^po_/);
    const sameCard = await invited(inviter, {}, 'phone-other-9');
    await recharge(sameDevice);
    await recharge(sameCard, { instrument: 'card_fp_42' });
    await t.flushOutbox();
    const before = await coins(inviter);
    await pay();
    expect(await coins(inviter)).toBe(before);
    const items = (await get(inviter, '/invitees')).envelope.data.items as Array<{ state: string; reason: string }>;
    expect(items.map((i) => [i.state, i.reason]).sort()).toEqual([
      ['not_eligible', 'same_device'],
      ['not_eligible', 'same_instrument'],
    ]);
    expect((await drawer(inviter.id)).envelope.data.self_flags).toBe(2);
  });

  it('pays no minor and no banned inviter, and records why', async () => {
    const minor = await newUser(t, 'default', { birth_date: '2012-01-01' });
    const kid = await invited(minor);
    const banned = await newUser(t);
    const friend = await invited(banned);
    await t.db.query(`update users set ban_reason = 'spam', ban_ends_at = null where id = $1`, [banned.id]);
    await recharge(kid);
    await recharge(friend);
    await t.flushOutbox();
    await pay();
    expect(
      (await t.db.query<{ reason: string }>('select reason from referral_rewards where invitee_id = $1', [kid.id])).rows[0]!.reason,
    ).toBe('inviter_minor');
    expect(
      (await t.db.query<{ reason: string }>('select reason from referral_rewards where invitee_id = $1', [friend.id])).rows[0]!.reason,
    ).toBe('inviter_banned');
    expect(
      (
        await t.db.query(`select 1 from ledger_operations where request_id = any($1)`, [
          [`referral-reward:recharge:${kid.id}`, `referral-reward:recharge:${friend.id}`],
        ])
      ).rows,
    ).toHaveLength(0);
  });

  it('link buddy: once, within the days, not self, not the same device, not someone I invited, same brand', async () => {
    const a = await newUser(t);
    const b = await newUser(t);
    const other = await newUser(t, 'wakoo');
    expect((await bindCode(b, b.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_SELF);
    expect((await bindCode(b, other.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_CODE_UNKNOWN);
    expect((await bindCode(b, '99999999')).envelope.status).toBe(ErrorCode.REFERRAL_CODE_UNKNOWN);
    expect((await bindCode(b, 'ab')).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const bound = await bindCode(b, a.publicId);
    expect(bound.envelope.status).toBe(0);
    expect(bound.envelope.data).toMatchObject({ inviter: { public_id: a.publicId, source: 'buddy' }, can_bind: false });
    expect((await bindCode(b, a.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_ALREADY_BOUND);
    // a invited b: a may not bind b (a cycle), nor anyone b invited
    expect((await bindCode(a, b.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_CYCLE);
    const c = await invited(b);
    expect((await bindCode(a, c.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_CYCLE);
    // registered through a link: already has an inviter
    expect((await bindCode(c, a.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_ALREADY_BOUND);
    // same device
    const d = await newUser(t);
    const e = await newUser(t);
    for (const u of [d, e])
      await call(t, {
        method: 'POST',
        url: '/api/v1/auth/login',
        params: { account: (await emailOf(u.id))!, password: 'Password#1' },
        headers: { 'device-id': 'shared-tablet-1' },
      });
    expect((await bindCode(e, d.publicId)).envelope.status).toBe(ErrorCode.REFERRAL_SAME_DEVICE);
    // too late
    const late = await newUser(t);
    t.clock.advance((LINK_BUDDY_DAYS + 1) * 86_400);
    const res = await bindCode(late, a.publicId);
    expect(res.envelope.status).toBe(ErrorCode.REFERRAL_BIND_EXPIRED);
    expect(res.envelope.msg).not.toBe('');
    expect((await get(late, '/me')).envelope.data.can_bind).toBe(false);
    // a bound buddy's first recharge pays the inviter too
    const before = await coins(a);
    await recharge(b);
    await t.flushOutbox();
    await pay();
    expect(await coins(a)).toBe(before + REFERRAL_REWARDS.recharge.amount);
  });

  it('an invited host reaching the points threshold pays her inviter points, once', async () => {
    const inviter = await newUser(t);
    const host = await invited(inviter, { gender: 'female' });
    await ledgerFund(t.db, host.id, REFERRAL_REWARDS.host.threshold - 1, rid('pts'), 'anchor_point');
    const deps = { db: t.db, now: t.clock.now };
    expect(await qualifyHosts(deps)).toBe(0);
    await ledgerFund(t.db, host.id, 1, rid('pts'), 'anchor_point');
    expect(await qualifyHosts(deps)).toBe(1);
    expect(await qualifyHosts(deps)).toBe(0);
    await pay();
    await pay();
    expect(await walletBalance(t, inviter.token, 'anchor_point')).toBe(REFERRAL_REWARDS.host.amount);
  });

  it('pages the invitees newest first', async () => {
    const inviter = await newUser(t);
    for (let i = 0; i < 3; i++) {
      await invited(inviter);
      t.clock.advance(60);
    }
    const first = (await get(inviter, '/invitees', { limit: 2 })).envelope.data;
    expect(first.items).toHaveLength(2);
    expect(first.next_cursor).not.toBeNull();
    const second = (await get(inviter, '/invitees', { limit: 2, cursor: first.next_cursor })).envelope.data;
    expect(second.items).toHaveLength(1);
    expect(second.next_cursor).toBeNull();
    expect(Date.parse(first.items[1].registered_at)).toBeGreaterThan(Date.parse(second.items[0].registered_at));
  });

  async function emailOf(id: number): Promise<string | undefined> {
    return (await t.db.query<{ email: string }>('select email from users where id = $1', [id])).rows[0]?.email;
  }
});
