import { CP_INVITATION_TTL_SECONDS, CP_LEVEL_THRESHOLDS, ErrorCode } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, sendGift, walletBalance } from '../../test/factories';
import { adminLogin, BACKENDS, buildTestApp, call, rid, socketTicket, type TestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';

describe.each(BACKENDS)('CP pairs over HTTP (%s)', (backend) => {
  let t: TestApp;
  let admin: string;
  let cpGift: { id: number; price: number };
  let rose: { id: number };
  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true });
    admin = (await adminLogin(t)).access_token;
    const gifts = await giftCatalogue(t, 'default');
    cpGift = gifts.find((g) => g.is_cp)!;
    rose = gifts.find((g) => g.code === 'rose')!;
  });
  afterAll(() => t.close());

  const user = (extra: Record<string, unknown> = {}) => newUser(t, 'default', extra);
  const fund = (userId: number, amount: number) => adminFund(t, admin, userId, amount);
  const status = (token: string) => call(t, { url: '/api/v1/cp', token });
  const invite = (token: string, toUserId: number, extra: Record<string, unknown> = {}) =>
    call(t, {
      method: 'POST',
      url: '/api/v1/cp/invitations',
      token,
      params: { to_user_id: toUserId, gift_id: cpGift.id, request_id: rid('cp'), ...extra },
    });
  const answer = (token: string, id: number, verb: 'accept' | 'decline' | 'cancel') =>
    call(t, { method: 'POST', url: `/api/v1/cp/invitations/${id}/${verb}`, token });
  const dissolve = (token: string, requestId = rid('dis')) =>
    call(t, { method: 'POST', url: '/api/v1/cp/dissolve', token, params: { request_id: requestId } });
  const balance = (token: string) => walletBalance(t, token);
  const pairCount = async (ids: number[]) =>
    (
      await t.db.query<{ n: number }>(
        'select count(*)::int8 as n from cp_pairs where user_low = any($1::int8[]) or user_high = any($1::int8[])',
        [ids],
      )
    ).rows[0]!.n;

  it('invitations between the same two people sent at the same instant: one is paid and written, the others refused before paying', async () => {
    const a = await user({ nickname: 'Ann' });
    const b = await user({ nickname: 'Ben', gender: 'female' });
    await fund(a.id, 5000);
    await fund(b.id, 5000);
    // four from A and two from B back, all at once, each with its own key
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () => invite(a.token, b.id)),
      ...Array.from({ length: 2 }, () => invite(b.token, a.id)),
    ]);
    const statuses = replies.map((r) => r.envelope.status);
    expect(statuses.filter((s) => s === 0)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 0).every((s) => s === ErrorCode.CP_INVITATION_PENDING)).toBe(true);
    // exactly one CP gift was paid for, and the slot is free again
    expect((await balance(a.token)) + (await balance(b.token))).toBe(10_000 - 999);
    const invitations = await t.db.query<{ n: number }>(
      'select count(*)::int8 as n from cp_invitations where from_user_id = any($1::int8[])',
      [[a.id, b.id]],
    );
    expect(invitations.rows[0]!.n).toBe(1);
    const slots = await t.db.query<{ n: number }>('select count(*)::int8 as n from cp_invite_slots where user_low = $1', [
      Math.min(a.id, b.id),
    ]);
    expect(slots.rows[0]!.n).toBe(0);
  });

  it('invite → accept makes a pair both sides see; the gift stays with the receiver; replays are harmless', async () => {
    const a = await user({ nickname: 'Alice' });
    const b = await user({ nickname: 'Bob', gender: 'female' });
    await fund(a.id, 2000);
    const empty = await status(a.token);
    expect(empty.envelope).toMatchObject({ status: 0, data: { pair: null, received: [], sent: [] } });
    expect(empty.envelope.data.cp_gifts[0]).toMatchObject({ id: cpGift.id, price: 999, is_cp: true });
    expect(empty.envelope.data.thresholds).toEqual(CP_LEVEL_THRESHOLDS);

    const requestId = rid('cp');
    const sent = await invite(a.token, b.id, { request_id: requestId });
    expect(sent.envelope).toMatchObject({
      status: 0,
      data: { total: 999, balance: 1001, duplicate: false, invitation: { status: 'pending', seconds_left: CP_INVITATION_TTL_SECONDS } },
    });
    const invitation = sent.envelope.data.invitation;
    expect(invitation.from.id).toBe(a.id);
    expect(invitation.to).toMatchObject({ id: b.id, nickname: 'Bob' });
    // a replay answers the same invitation and charges nothing
    const again = await invite(a.token, b.id, { request_id: requestId });
    expect(again.envelope.data).toMatchObject({ duplicate: true, balance: 1001, invitation: { id: invitation.id } });
    expect(await balance(a.token)).toBe(1001);
    // the same key for another receiver is a conflict
    const other = await user();
    expect((await invite(a.token, other.id, { request_id: requestId })).envelope.status).toBe(ErrorCode.CONFLICT);
    // a second invitation between the same two waits for the first
    expect((await invite(a.token, b.id)).envelope.status).toBe(ErrorCode.CP_INVITATION_PENDING);

    const bView = await status(b.token);
    expect(bView.envelope.data.received.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    expect((await status(a.token)).envelope.data.sent.map((i: { id: number }) => i.id)).toEqual([invitation.id]);
    // the receiver got the gift's anchor points already
    const bWallet = await call(t, { url: '/api/v1/wallet', token: b.token });
    expect(bWallet.envelope.data.balances.anchor_point).toBe(499);

    // only the receiver accepts
    expect((await answer(a.token, invitation.id, 'accept')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await answer(other.token, invitation.id, 'accept')).envelope.status).toBe(ErrorCode.NOT_FOUND);
    const accepted = await answer(b.token, invitation.id, 'accept');
    expect(accepted.envelope).toMatchObject({
      status: 0,
      data: {
        invitation: { status: 'accepted', seconds_left: 0 },
        pair: { partner: { id: a.id }, level: 'normal', points: 0, next_level: 'peerless', next_level_points: 52_000 },
        duplicate: false,
      },
    });
    expect((await answer(b.token, invitation.id, 'accept')).envelope.data).toMatchObject({
      duplicate: true,
      pair: { partner: { id: a.id } },
    });
    expect((await answer(b.token, invitation.id, 'decline')).envelope.status).toBe(ErrorCode.CP_INVITATION_CLOSED);
    expect((await status(a.token)).envelope.data).toMatchObject({ pair: { partner: { id: b.id } }, sent: [] });
    expect((await status(b.token)).envelope.data).toMatchObject({ pair: { partner: { id: a.id } }, received: [] });

    // neither can be invited again while paired; gifts between them now earn CP points
    const c = await user();
    await fund(c.id, 2000);
    expect((await invite(c.token, a.id)).envelope.status).toBe(ErrorCode.CP_TARGET_HAS_PARTNER);
    expect((await invite(a.token, c.id)).envelope.status).toBe(ErrorCode.CP_ALREADY_HAS_PARTNER);
    const gift = await sendGift(t, a.token, b.id, rose.id);
    expect(gift.envelope.data.cp_points).toBe(10);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('decline and cancel close the invitation; the gift is not refunded', async () => {
    const a = await user();
    const b = await user();
    await fund(a.id, 2000);
    const first = (await invite(a.token, b.id)).envelope.data.invitation;
    const declined = await answer(b.token, first.id, 'decline');
    expect(declined.envelope.data).toMatchObject({ invitation: { status: 'declined' }, pair: null });
    expect((await answer(b.token, first.id, 'decline')).envelope.data.duplicate).toBe(true);
    expect((await answer(b.token, first.id, 'accept')).envelope.status).toBe(ErrorCode.CP_INVITATION_CLOSED);
    expect((await answer(a.token, first.id, 'cancel')).envelope.status).toBe(ErrorCode.CP_INVITATION_CLOSED);

    const second = (await invite(a.token, b.id)).envelope.data.invitation;
    expect((await answer(b.token, second.id, 'cancel')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await answer(a.token, second.id, 'cancel')).envelope.data.invitation.status).toBe('cancelled');
    expect((await answer(b.token, second.id, 'accept')).envelope.status).toBe(ErrorCode.CP_INVITATION_CLOSED);
    expect(await balance(a.token)).toBe(2000 - 2 * 999);
    expect((await status(b.token)).envelope.data).toMatchObject({ pair: null, received: [] });
    expect(await pairCount([a.id, b.id])).toBe(0);
  });

  it('an invitation expires after 72 hours', async () => {
    const a = await user();
    const b = await user();
    await fund(a.id, 999);
    const inv = (await invite(a.token, b.id)).envelope.data.invitation;
    t.clock.advance(CP_INVITATION_TTL_SECONDS - 60);
    expect((await status(b.token)).envelope.data.received[0]).toMatchObject({ id: inv.id, seconds_left: 60 });
    t.clock.advance(61);
    try {
      expect((await status(b.token)).envelope.data.received).toEqual([]);
      expect((await answer(b.token, inv.id, 'accept')).envelope.status).toBe(ErrorCode.CP_INVITATION_EXPIRED);
      expect((await answer(a.token, inv.id, 'cancel')).envelope.status).toBe(ErrorCode.CP_INVITATION_EXPIRED);
      const row = await t.db.query<{ status: string }>('select status from cp_invitations where id = $1', [inv.id]);
      expect(row.rows[0]!.status).toBe('expired');
      // an expired invitation no longer blocks a new one
      await fund(a.id, 999);
      expect((await invite(a.token, b.id)).envelope.status).toBe(0);
    } finally {
      t.clock.advance(-(CP_INVITATION_TTL_SECONDS + 1));
    }
  });

  it('two accepts racing for the same user make exactly one pair', async () => {
    for (let round = 0; round < 3; round++) {
      // b is invited by a and by c; a is invited by d: b's two accepts and d's accept all race
      const [a, b, c, d] = await Promise.all([user(), user(), user(), user()]);
      await Promise.all([fund(a.id, 999), fund(c.id, 999), fund(d.id, 999)]);
      const ab = (await invite(a.token, b.id)).envelope.data.invitation;
      const cb = (await invite(c.token, b.id)).envelope.data.invitation;
      const da = (await invite(d.token, a.id)).envelope.data.invitation;
      const results = await Promise.all([
        answer(b.token, ab.id, 'accept'),
        answer(b.token, cb.id, 'accept'),
        answer(a.token, da.id, 'accept'),
      ]);
      const okCount = results.filter((r) => r.envelope.status === 0).length;
      expect(results.every((r) => r.statusCode < 500)).toBe(true);
      // b ends with one partner; a ends with one partner
      const rows = await t.db.query<{ user_low: number; user_high: number }>(
        'select user_low, user_high from cp_pairs where user_low = any($1::int8[]) or user_high = any($1::int8[])',
        [[a.id, b.id, c.id, d.id]],
      );
      const members = rows.rows.flatMap((r) => [r.user_low, r.user_high]);
      expect(new Set(members).size).toBe(members.length);
      expect(rows.rows.length).toBe(okCount);
      expect(okCount).toBeGreaterThanOrEqual(1);
      expect(okCount).toBeLessThanOrEqual(2);
      for (const r of results.filter((x) => x.envelope.status !== 0)) {
        expect([ErrorCode.CP_ALREADY_HAS_PARTNER, ErrorCode.CP_TARGET_HAS_PARTNER, ErrorCode.CP_INVITATION_CLOSED]).toContain(
          r.envelope.status,
        );
      }
      const memberRows = await t.db.query<{ n: number }>('select count(*)::int8 as n from cp_members where user_id = any($1::int8[])', [
        [a.id, b.id, c.id, d.id],
      ]);
      expect(memberRows.rows[0]!.n).toBe(okCount * 2);
    }
  });

  it('not enough coins leaves no invitation and no charge', async () => {
    const a = await user();
    const b = await user();
    await fund(a.id, 500);
    const requestId = rid('cp');
    const r = await invite(a.token, b.id, { request_id: requestId });
    expect(r.envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(r.envelope.msg).toBeTruthy();
    const rows = await t.db.query('select 1 from cp_invitations where from_user_id = $1', [a.id]);
    expect(rows.rows).toEqual([]);
    expect(await balance(a.token)).toBe(500);
    // the same key may succeed once funded
    await fund(a.id, 499);
    expect((await invite(a.token, b.id, { request_id: requestId })).envelope).toMatchObject({ status: 0, data: { balance: 0 } });
  });

  it('refuses oneself, another brand, minors, disabled users and non-CP gifts', async () => {
    const a = await user();
    await fund(a.id, 5000);
    expect((await invite(a.token, a.id)).envelope.status).toBe(ErrorCode.CP_CANNOT_INVITE_SELF);
    const wakoo = await user({ app_name: 'wakoo' });
    expect((await invite(a.token, wakoo.id)).envelope.status).toBe(ErrorCode.CP_OTHER_BRAND);
    const minor = await user({ birth_date: '2015-01-01' });
    const refused = await call(t, {
      method: 'POST',
      url: '/api/v1/cp/invitations',
      token: a.token,
      params: { to_user_id: minor.id, gift_id: cpGift.id, request_id: rid('cp'), 'app-language': 'ja' },
    });
    expect(refused.envelope).toMatchObject({ status: ErrorCode.MINOR_RESTRICTED, msg: '未成年の方はこの機能をご利用いただけません' });
    const banned = await user();
    await t.db.query(`update users set status = 'disabled' where id = $1`, [banned.id]);
    expect((await invite(a.token, banned.id)).envelope.status).toBe(ErrorCode.RECEIVER_UNAVAILABLE);
    const b = await user();
    expect((await invite(a.token, b.id, { gift_id: rose.id })).envelope.status).toBe(ErrorCode.CP_NOT_CP_GIFT);
    expect((await invite(a.token, 99_999_999)).envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await invite(a.token, b.id, { request_id: 'x' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    // nothing was charged
    expect(await balance(a.token)).toBe(5000);
    expect((await t.db.query('select 1 from cp_invitations where from_user_id = $1', [a.id])).rows).toEqual([]);

    // the lookup says the same before anyone pays
    const look = await call(t, { url: '/api/v1/cp/lookup', token: a.token, params: { public_id: minor.publicId } });
    expect(look.envelope.data).toMatchObject({ profile: { id: minor.id }, eligible: false, reason_status: ErrorCode.MINOR_RESTRICTED });
    const fine = await call(t, { url: '/api/v1/cp/lookup', token: a.token, params: { public_id: b.publicId } });
    expect(fine.envelope.data).toMatchObject({ profile: { id: b.id }, eligible: true, reason: null });
    const hidden = await call(t, { url: '/api/v1/cp/lookup', token: a.token, params: { public_id: wakoo.publicId } });
    expect(hidden.envelope.status).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, { url: '/api/v1/cp' })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('either partner dissolves; history and past rank scores stay; both may pair again', async () => {
    const a = await user();
    const b = await user();
    await fund(a.id, 3000);
    const inv = (await invite(a.token, b.id)).envelope.data.invitation;
    const pairId = (await answer(b.token, inv.id, 'accept')).envelope.data.pair.id as number;
    await sendGift(t, a.token, b.id, rose.id, 5);
    await t.flushOutbox();
    const owner = `${Math.min(a.id, b.id)}-${Math.max(a.id, b.id)}`;
    const before = await t.db.query<{ score: number }>(`select score from rank_scores where board = 'cp' and owner = $1`, [owner]);
    expect(before.rows.length).toBeGreaterThan(0);

    const requestId = rid('dis');
    const done = await dissolve(b.token, requestId);
    expect(done.envelope).toMatchObject({ status: 0, data: { pair_id: pairId, partner_id: a.id, duplicate: false } });
    expect((await dissolve(b.token, requestId)).envelope.data).toMatchObject({ pair_id: pairId, duplicate: true });
    expect((await dissolve(a.token)).envelope.status).toBe(ErrorCode.CP_NO_PARTNER);
    expect((await status(a.token)).envelope.data.pair).toBeNull();
    const history = await t.db.query<{ points: number; dissolved_by: number }>(
      'select points, dissolved_by from cp_pair_history where id = $1',
      [pairId],
    );
    expect(history.rows[0]).toEqual({ points: 50, dissolved_by: b.id });
    const after = await t.db.query<{ score: number }>(`select score from rank_scores where board = 'cp' and owner = $1`, [owner]);
    expect(after.rows).toEqual(before.rows);
    // gifts between them no longer earn CP points
    const plain = await sendGift(t, a.token, b.id, rose.id);
    expect(plain.envelope.data.cp_points).toBe(0);
    // and they may pair again
    const again = (await invite(b.token, a.id)).envelope;
    expect(again.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await fund(b.id, 999);
    const inv2 = (await invite(b.token, a.id)).envelope.data.invitation;
    expect((await answer(a.token, inv2.id, 'accept')).envelope.data.pair).toMatchObject({ partner: { id: b.id }, points: 0 });
  });

  it('the level rises with the pair’s cumulative points after the effects job', async () => {
    const a = await user();
    const b = await user();
    const list = (await call(t, { url: '/api/v1/gifts', params: { app_name: 'default' } })).envelope.data.gifts as Array<{
      id: number;
      code: string;
    }>;
    const car = list.find((g) => g.code === 'sports_car')!; // 5,200 coins = 52,000 points
    const rocket = list.find((g) => g.code === 'rocket')!; // 13,140 coins = 131,400 points
    await fund(a.id, 999 + 5200 + 13_140);
    const inv = (await invite(a.token, b.id)).envelope.data.invitation;
    await answer(b.token, inv.id, 'accept');
    const send = (giftId: number) => sendGift(t, a.token, b.id, giftId);
    expect((await send(car.id)).envelope.data.cp_points).toBe(52_000);
    // before the job runs the pair has not moved
    expect((await status(a.token)).envelope.data.pair).toMatchObject({ level: 'normal', points: 0, next_level_points: 52_000 });
    await t.flushOutbox();
    expect((await status(b.token)).envelope.data.pair).toMatchObject({
      level: 'peerless',
      points: 52_000,
      level_points: 52_000,
      next_level: 'ultimate',
      next_level_points: 131_400,
    });
    // peerless earns 1.5× on the next gift, which carries the pair to ultimate
    expect((await send(rocket.id)).envelope.data.cp_points).toBe(197_100);
    await t.flushOutbox();
    expect((await status(a.token)).envelope.data.pair).toMatchObject({
      level: 'ultimate',
      points: 249_100,
      next_level: null,
      next_level_points: null,
    });
  });
  it('tells the other side live: cp.invited to the receiver, cp.answered to the sender', async () => {
    const a = await user();
    const b = await user();
    await fund(a.id, 999);
    type Ws = import('ws').WebSocket;
    const inject = t.app as unknown as { injectWS(path: string, ctx: object, opts: { onInit(ws: Ws): void }): Promise<Ws> };
    const listen = async (token: string) => {
      const messages: Array<{ type: string; payload: Record<string, unknown> }> = [];
      const ws = await inject.injectWS(
        `/ws?ticket=${await socketTicket(t, token)}`,
        {},
        { onInit: (s) => s.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()))) },
      );
      await expect.poll(() => messages.map((m) => m.type)).toContain('hello');
      return { ws, messages };
    };
    const la = await listen(a.token);
    const lb = await listen(b.token);
    const inv = (await invite(a.token, b.id)).envelope.data.invitation;
    await expect
      .poll(() => lb.messages.find((m) => m.type === 'cp.invited.v1')?.payload)
      .toMatchObject({
        invitation_id: inv.id,
        from_user_id: a.id,
        gift_id: cpGift.id,
      });
    await answer(b.token, inv.id, 'accept');
    await expect
      .poll(() => la.messages.find((m) => m.type === 'cp.answered.v1')?.payload)
      .toEqual({
        invitation_id: inv.id,
        by_user_id: b.id,
        status: 'accepted',
      });
    await dissolve(a.token);
    await expect.poll(() => lb.messages.find((m) => m.type === 'cp.dissolved.v1')?.payload).toMatchObject({ by_user_id: a.id });
    la.ws.terminate();
    lb.ws.terminate();
  });
});
