import { CLUB_RICH_THRESHOLD, ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, sendGift } from '../../test/factories';
import { ADMIN_API as API, adminLogin, BACKENDS, call, useAdminTokens, useTestApp } from '../../test/helpers';
import { mayMessage } from './service';

describe.each(BACKENDS)('first-class club (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local' });

  const user = (brand = 'default') => newUser(t, brand);

  it('is earned by spending past the threshold, then its privileges can be switched', async () => {
    const big = await user();
    const anchor = await user();
    const status0 = await call(t, { url: '/api/v1/club', token: big.token });
    expect(status0.envelope.data).toMatchObject({ member: false, rich_total: 0, threshold: CLUB_RICH_THRESHOLD, settings: null });
    expect(
      (await call(t, { method: 'POST', url: '/api/v1/club/settings', token: big.token, params: { invisible: true } })).envelope.status,
    ).toBe(ErrorCode.FORBIDDEN);

    await adminFund(t, tokens.admin, big.id, 200_000);
    const rocket = (await giftCatalogue(t)).find((g) => g.code === 'rocket')!;
    // 7 rockets = 91,980 coins = 919,800 points: not yet
    await sendGift(t, big.token, anchor.id, rocket.id, 7);
    await t.flushOutbox();
    expect((await call(t, { url: '/api/v1/club', token: big.token })).envelope.data.member).toBe(false);
    await sendGift(t, big.token, anchor.id, rocket.id);
    await t.flushOutbox();
    const joined = await call(t, { url: '/api/v1/club', token: big.token });
    expect(joined.envelope.data).toMatchObject({
      member: true,
      source: 'spend',
      rich_total: 1_051_200,
      settings: { invisible: false, do_not_disturb: false },
    });

    const toggled = await call(t, {
      method: 'POST',
      url: '/api/v1/club/settings',
      token: big.token,
      params: { do_not_disturb: true, frame: false },
    });
    expect(toggled.envelope.data.settings).toMatchObject({ do_not_disturb: true, frame: false, bubble: true });
    expect((await call(t, { method: 'POST', url: '/api/v1/club/settings', token: big.token, params: {} })).envelope.status).toBe(
      ErrorCode.VALIDATION_FAILED,
    );
    expect(
      (await call(t, { method: 'POST', url: '/api/v1/club/settings', token: big.token, params: { frame: 'yes' } })).envelope.status,
    ).toBe(ErrorCode.VALIDATION_FAILED);

    // do-not-disturb: only users the member follows may message them
    const stranger = await user();
    expect(await mayMessage(t.db, stranger.id, big.id)).toBe(false);
    await t.db.query('insert into follows (follower_id, followee_id) values ($1, $2)', [stranger.id, big.id]);
    expect(await mayMessage(t.db, stranger.id, big.id)).toBe(false); // following the member does not open the door
    await t.db.query('insert into follows (follower_id, followee_id) values ($1, $2)', [big.id, stranger.id]);
    expect(await mayMessage(t.db, stranger.id, big.id)).toBe(true); // the member follows them
    expect(await mayMessage(t.db, big.id, stranger.id)).toBe(true); // stranger is no member
    expect(await mayMessage(t.db, big.id, anchor.id)).toBe(true); // anchor is no member

    const hall = await call(t, { url: '/api/v1/club/hall', params: { app_name: 'default' } });
    expect(hall.envelope.data.members[0]).toMatchObject({ rank: 1, rich_total: 1_051_200, profile: { id: big.id } });
  });

  it('staff admit with club.manage, audited; others are refused', async () => {
    const u = await user('wakoo');
    const japan = (await adminLogin(t, 'japan@demo.local')).access_token;
    expect(
      (await call(t, { method: 'POST', url: `${API}/club/admit`, token: japan, params: { user_id: u.id, reason: 'x' } })).envelope.status,
    ).toBe(ErrorCode.FORBIDDEN);
    const res = await call(t, {
      method: 'POST',
      url: `${API}/club/admit`,
      token: tokens.admin,
      params: { user_id: u.id, reason: 'brand ambassador' },
    });
    expect(res.envelope.data).toMatchObject({ member: true, source: 'staff' });
    const audit = await t.db.query<{ n: number }>(
      `select count(*)::int8 as n from admin_audit_log where action = 'club.admit' and target = $1`,
      [String(u.id)],
    );
    expect(audit.rows[0]!.n).toBe(1);
    const hall = await call(t, { url: '/api/v1/club/hall', token: u.token });
    expect(hall.envelope.data.scope).toBe('wakoo:japan');
    expect(hall.envelope.data.members.map((m: { profile: { id: number } }) => m.profile.id)).toContain(u.id);
  });
});
