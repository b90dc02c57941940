import { DRAW_GAMES, ErrorCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_DEFINITION_TEST as DEF } from '../../test/activity-definition';
import { adminFund, giftCatalogue, newUser, sendGift, type TestUser, walletBalance } from '../../test/factories';
import { adminLogin, BACKENDS, call, rid, useTestApp } from '../../test/helpers';

/**
 * Issue 14 D: every place a minor spends or takes part refuses them, through HTTP — one test per
 * entry point: gifts (sending, receiving a tip, a CP gift), each draw game and its tickets, racing
 * fragments and fuel, an event's check-in, task claim and tree. Nothing is taken by a refusal.
 */
describe.each(BACKENDS)('minors are refused at every spending and event entry point (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { activities: [DEF] } });
  let minor: TestUser;
  let adult: TestUser;
  let host: TestUser;
  let rose: number;
  let cpGift: number;

  const post = (u: TestUser, url: string, params: Record<string, unknown> = {}) =>
    call(t, { method: 'POST', url, token: u.token, params: { request_id: rid('m'), ...params }, headers: { 'system-language': 'zh-CN' } });
  const refused = (r: Awaited<ReturnType<typeof post>>) => {
    expect(r.envelope).toMatchObject({ status: ErrorCode.MINOR_RESTRICTED, msg: '未成年人不能参与此功能' });
  };

  beforeAll(async () => {
    t.clock.ms = Date.parse('2030-10-23T02:00:00Z'); // the test event runs (10:00 in Shanghai)
    const admin = (await adminLogin(t)).access_token;
    minor = await newUser(t, 'default', { birth_date: '2015-01-01' });
    adult = await newUser(t, 'default', { birth_date: '1995-01-01' });
    host = await newUser(t, 'default', { birth_date: '1998-01-01', gender: 'female' });
    await adminFund(t, admin, minor.id, 10_000);
    await adminFund(t, admin, adult.id, 10_000);
    const gifts = await giftCatalogue(t, 'default');
    rose = gifts.find((g) => !g.is_cp && g.price > 0)!.id;
    cpGift = gifts.find((g) => g.is_cp)!.id;
  });

  it('gift send: a minor cannot tip a host', async () => {
    refused(await post(minor, '/api/v1/gifts/send', { to_user_id: host.id, gift_id: rose, count: 1 }));
    expect(await walletBalance(t, minor.token)).toBe(10_000);
  });

  it('gift send: nobody can tip a minor', async () => {
    refused(await post(adult, '/api/v1/gifts/send', { to_user_id: minor.id, gift_id: rose, count: 1 }));
  });

  it('gift send in a batch of several gifts at once: the minor is refused, the adult in the same batch is not', async () => {
    const [a, b] = await Promise.all([sendGift(t, minor.token, host.id, rose), sendGift(t, adult.token, host.id, rose)]);
    expect(a.envelope.status).toBe(ErrorCode.MINOR_RESTRICTED);
    expect(b.envelope.status).toBe(0);
  });

  it('CP gift: a minor can neither invite nor be invited', async () => {
    refused(await post(minor, '/api/v1/cp/invitations', { to_user_id: adult.id, gift_id: cpGift }));
    refused(await post(adult, '/api/v1/cp/invitations', { to_user_id: minor.id, gift_id: cpGift }));
  });

  it.each(DRAW_GAMES.map((g) => [g.id, g.batches[0]!] as const))('draw: %s', async (game, count) => {
    refused(await post(minor, `/api/v1/draws/${game}/draw`, { count, anchor_id: host.id }));
  });

  it.each(['scratch_ticket', 'wish_ticket'])('draw tickets: %s', async (ticket) => {
    refused(await post(minor, '/api/v1/draws/tickets', { ticket, count: 1 }));
  });

  it('racing: medal fragments', async () => {
    refused(await post(minor, '/api/v1/racing/fragments', { amount: 10 }));
  });

  it('racing: fuel for a car', async () => {
    refused(await post(minor, '/api/v1/racing/fuel', { round_id: 1, car: 1, litres: 1 }));
  });

  it('event: daily check-in', async () => {
    refused(await post(minor, `/api/v1/activities/${DEF.id}/check-in`));
  });

  it('event: task claim', async () => {
    refused(await post(minor, `/api/v1/activities/${DEF.id}/tasks/${DEF.tasks![0]!.id}/claim`));
  });

  it('event: the tree', async () => {
    refused(await post(minor, `/api/v1/activities/${DEF.id}/tree/hang`, { decoration: 'bell' }));
  });

  it('nothing was taken from the minor by any refusal', async () => {
    expect(await walletBalance(t, minor.token)).toBe(10_000);
  });
});
