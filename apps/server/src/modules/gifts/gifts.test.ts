import { ErrorCode, periodKey } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { adminFund, giftCatalogue, newUser, type TestUser } from '../../test/factories';
import { BACKENDS, call, rid, socketTicket, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';

describe.each(BACKENDS)('gifts, levels and rankings over HTTP (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local' });

  const user = (brand = 'default', extra: Record<string, unknown> = {}) => newUser(t, brand, extra);
  const fund = (userId: number, amount: number, asset = 'gold_coin') => adminFund(t, tokens.admin, userId, amount, asset);
  const gifts = (brand: string, lang = 'en') => giftCatalogue(t, brand, lang);
  const send = (token: string, params: Record<string, unknown>) => call(t, { method: 'POST', url: '/api/v1/gifts/send', token, params });
  const rankings = (params: Record<string, unknown>, token?: string) => call(t, { url: '/api/v1/rankings', params, token });

  it('lists each brand catalogue in its currency and the caller language', async () => {
    const def = await gifts('default', 'ja');
    expect(def.find((g) => g.code === 'rose')).toMatchObject({ name: 'バラ', asset: 'gold_coin', price: 1 });
    const cooya = await gifts('cooya');
    expect(cooya.find((g) => g.code === 'rose')).toMatchObject({ name: 'Rose', asset: 'diamond' });
    expect(cooya.find((g) => g.code === 'cp_castle')).toMatchObject({ price: 999, is_cp: true });
  });

  it('sends a gift: sender pays, receiver earns, replay is a duplicate, points and ranks follow', async () => {
    const alice = await user();
    const bob = await user();
    await fund(alice.id, 1000);
    const heart = (await gifts('default')).find((g) => g.code === 'heart')!;
    const body = { to_user_id: bob.id, gift_id: heart.id, count: 3, request_id: rid() };
    const first = await send(alice.token, body);
    expect(first.envelope).toMatchObject({
      status: 0,
      data: { total: 156, balance: 844, rich_points: 1560, charm_points: 1560, exp: 156, cp_points: 0, duplicate: false },
    });
    const again = await send(alice.token, body);
    expect(again.envelope.data).toEqual({ ...first.envelope.data, duplicate: true });
    expect((await send(alice.token, { ...body, count: 4 })).envelope.status).toBe(ErrorCode.CONFLICT);

    const bobWallet = await call(t, { url: '/api/v1/wallet', token: bob.token });
    expect(bobWallet.envelope.data.balances.anchor_point).toBe(78); // 50 % of 156
    const aliceWallet = await call(t, { url: '/api/v1/wallet', token: alice.token });
    expect(aliceWallet.envelope.data.balances.gold_coin).toBe(844);

    await t.flushOutbox();
    const level = await call(t, { url: '/api/v1/level', token: alice.token });
    expect(level.envelope.data).toMatchObject({ exp: 156, level: 2, rich_total: 1560, locked: true });
    const rich = await rankings({ board: 'rich', period: 'daily' }, alice.token);
    expect(rich.envelope.data.key).toBe(periodKey('daily', t.clock.now(), 'default'));
    expect(rich.envelope.data.entries.find((e: { owner: string }) => e.owner === String(alice.id))).toMatchObject({ score: 1560 });
    expect(rich.envelope.data.me).toMatchObject({ score: 1560 });
    const charm = await rankings({ board: 'charm', period: 'all' }, bob.token);
    expect(charm.envelope.data.me).toMatchObject({ score: 1560, rank: expect.any(Number) });
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });

  it('ranks with gaps, ties and paging, and keeps past periods readable', async () => {
    const brand = 'ocha'; // a fresh board: ocha users are in the japan region, priced in diamonds
    const anchor = await user(brand);
    const fans = await Promise.all([1, 2, 3, 4].map(() => user(brand)));
    const rose = (await gifts(brand)).find((g) => g.code === 'rose')!;
    const amounts = [50, 30, 30, 10];
    for (const [i, fan] of fans.entries()) {
      await fund(fan.id, 1000, 'diamond');
      expect(
        (await send(fan.token, { to_user_id: anchor.id, gift_id: rose.id, count: amounts[i], request_id: rid() })).envelope.status,
      ).toBe(0);
    }
    await t.flushOutbox();
    const board = await rankings({ board: 'rich', period: 'weekly', app_name: brand, region: 'japan' }, fans[3]!.token);
    expect(board.envelope.data.entries.map((e: { rank: number; score: number }) => [e.rank, e.score])).toEqual([
      [1, 500],
      [2, 300],
      [2, 300],
      [4, 100],
    ]);
    expect(board.envelope.data.me).toEqual({ rank: 4, score: 100, gap: 200 });
    expect(board.envelope.data.total).toBe(4);
    const page = await rankings({ board: 'rich', period: 'weekly', app_name: brand, region: 'japan', offset: 2, limit: 2 });
    expect(page.envelope.data.entries.map((e: { rank: number }) => e.rank)).toEqual([2, 4]);
    const top = await rankings({ board: 'rich', period: 'weekly', app_name: brand, region: 'japan' }, fans[0]!.token);
    expect(top.envelope.data.me).toEqual({ rank: 1, score: 500, gap: null });

    // a day later the daily board starts empty; yesterday's stays readable by its key
    const yesterday = periodKey('daily', t.clock.now(), 'japan');
    t.clock.advance(86_400);
    const today = await rankings({ board: 'rich', period: 'daily', app_name: brand, region: 'japan' }, fans[0]!.token);
    expect(today.envelope.data.entries).toEqual([]);
    expect(today.envelope.data.me).toEqual({ rank: null, score: 0, gap: null });
    const past = await rankings({ board: 'rich', period: 'daily', key: yesterday, app_name: brand, region: 'japan' });
    expect(past.envelope.data.entries[0]).toMatchObject({ rank: 1, score: 500 });
    t.clock.advance(-86_400);
  });

  it('gives CP pairs their multiplier, silver limited gifts the 1.2x bonus and tribes their honour', async () => {
    const a = await user();
    const b = await user();
    await t.db.query('insert into cp_pairs (user_low, user_high, level) values ($1, $2, $3)', [
      Math.min(a.id, b.id),
      Math.max(a.id, b.id),
      'ultimate',
    ]);
    const tribe = await t.db.query<{ id: number }>(
      `insert into tribes (name, brand, region) values ('T', 'default', 'default') returning id`,
    );
    await t.db.query('insert into tribe_members (user_id, tribe_id) values ($1, $2)', [a.id, tribe.rows[0]!.id]);
    await fund(a.id, 100);
    await fund(a.id, 100, 'silver_coin');
    const list = await gifts('default');
    const rose = list.find((g) => g.code === 'rose')!;
    const star = list.find((g) => g.code === 'star')!; // 50 silver, limited
    const cp = await send(a.token, { to_user_id: b.id, gift_id: rose.id, count: 10, request_id: rid() });
    expect(cp.envelope.data).toMatchObject({ rich_points: 100, cp_points: 300 });
    const silver = await send(a.token, { to_user_id: b.id, gift_id: star.id, count: 2, request_id: rid() });
    expect(silver.envelope.data).toMatchObject({ total: 100, rich_points: 120, exp: 30, cp_points: 360 });
    await t.flushOutbox();
    const honor = await t.db.query<{ honor: number }>('select honor from tribes where id = $1', [tribe.rows[0]!.id]);
    expect(honor.rows[0]!.honor).toBe(10 + 30);
    const cpBoard = await rankings({ board: 'cp', period: 'all' }, b.token);
    expect(cpBoard.envelope.data.me).toMatchObject({ score: 660 });
  });

  it('refuses bad sends with clear errors and writes nothing', async () => {
    const rich = await user();
    const poor = await user();
    const other = await user('wakoo');
    const teen = await user('default', { birth_date: `${t.clock.now().getUTCFullYear() - 15}-01-01` });
    const banned = await user();
    await t.db.query(`update users set status = 'disabled' where id = $1`, [banned.id]);
    await fund(rich.id, 50);
    await fund(teen.id, 50);
    const rose = (await gifts('default')).find((g) => g.code === 'rose')!;
    const wakooRose = (await gifts('wakoo')).find((g) => g.code === 'rose')!;
    const before = await t.db.query<{ n: number }>('select count(*)::int8 as n from gift_sends');
    /** a rose to `to_user_id` under a fresh key; `extra` changes the body */
    const rose1 = (to_user_id: number, extra: Record<string, unknown> = {}) => ({
      to_user_id,
      gift_id: rose.id,
      count: 1,
      request_id: rid(),
      ...extra,
    });
    const cases: Array<[string, TestUser, Record<string, unknown>, number]> = [
      ['no funds', poor, rose1(rich.id), ErrorCode.INSUFFICIENT_BALANCE],
      ['too expensive', rich, rose1(poor.id, { count: 51 }), ErrorCode.INSUFFICIENT_BALANCE],
      ['to self', rich, rose1(rich.id), ErrorCode.CANNOT_GIFT_SELF],
      ['unknown receiver', rich, rose1(99999999), ErrorCode.NOT_FOUND],
      ['banned receiver', rich, rose1(banned.id), ErrorCode.RECEIVER_UNAVAILABLE],
      ['minor sender', teen, rose1(rich.id), ErrorCode.MINOR_RESTRICTED],
      ['minor receiver', rich, rose1(teen.id), ErrorCode.MINOR_RESTRICTED],
      ['other brand gift', rich, rose1(poor.id, { gift_id: wakooRose.id }), ErrorCode.GIFT_UNAVAILABLE],
      ['receiver on another brand', rich, rose1(other.id), ErrorCode.RECEIVER_OTHER_BRAND],
      ['gift id past int4', rich, rose1(poor.id, { gift_id: 2 ** 31 }), ErrorCode.VALIDATION_FAILED],
      ['receiver id past 2^53', rich, rose1(2 ** 63), ErrorCode.VALIDATION_FAILED],
      ['zero count', rich, rose1(poor.id, { count: 0 }), ErrorCode.VALIDATION_FAILED],
      ['no key', rich, { to_user_id: poor.id, gift_id: rose.id, count: 1 }, ErrorCode.VALIDATION_FAILED],
    ];
    // sent all at once, checked in order
    const replies = cases.map(([, from, body]) => send(from.token, body));
    for (const [i, [name, , , status]] of cases.entries()) expect((await replies[i]!).envelope.status, name).toBe(status);
    const after = await t.db.query<{ n: number }>('select count(*)::int8 as n from gift_sends');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    const wallet = await call(t, { url: '/api/v1/wallet', token: rich.token });
    expect(wallet.envelope.data.balances.gold_coin).toBe(50);
    // a refused key is not burnt: the same key succeeds once funded
    const keyed = rose1(rich.id);
    expect((await send(poor.token, keyed)).envelope.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    await fund(poor.id, 1);
    expect((await send(poor.token, keyed)).envelope.status).toBe(0);
  });

  it('tells the receiver live over the WebSocket, once per gift', async () => {
    const fan = await user();
    const idol = await user();
    await fund(fan.id, 10);
    const rose = (await gifts('default')).find((g) => g.code === 'rose')!;
    const messages: Array<{ type: string; payload: Record<string, unknown> }> = [];
    type Ws = import('ws').WebSocket;
    const inject = t.app as unknown as { injectWS(path: string, ctx: object, opts: { onInit(ws: Ws): void }): Promise<Ws> };
    // listen before the socket opens: the server greets at once
    const ws = await inject.injectWS(
      `/ws?ticket=${await socketTicket(t, idol.token)}`,
      {},
      { onInit: (s) => s.on('message', (raw: Buffer) => messages.push(JSON.parse(raw.toString()))) },
    );
    await expect.poll(() => messages.map((m) => m.type)).toContain('hello');
    const body = { to_user_id: idol.id, gift_id: rose.id, count: 2, request_id: rid() };
    await send(fan.token, body);
    await send(fan.token, body); // a replay is not announced again
    await t.flushOutbox();
    await expect.poll(() => messages.filter((m) => m.type === 'gift.received.v1').length).toBe(1);
    expect(messages.find((m) => m.type === 'gift.received.v1')!.payload).toMatchObject({
      from_user_id: fan.id,
      gift_id: rose.id,
      count: 2,
      total: 2,
      charm_points: 20,
    });
    await t.flushOutbox(); // delivered once, however often the outbox is drained
    await new Promise((r) => setTimeout(r, 200));
    expect(messages.filter((m) => m.type === 'gift.received.v1')).toHaveLength(1);
    ws.terminate();
  });

  it('validates ranking queries', async () => {
    expect((await rankings({ board: 'fame', period: 'daily' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await rankings({ board: 'rich', period: 'weekly', key: 'w:2026-11-17' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await rankings({ board: 'rich', period: 'daily', key: 'w:2026-11-16' })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    expect((await rankings({ board: 'rich', period: 'weekly', key: 'w:2026-11-16' })).envelope.status).toBe(0);
    expect((await rankings({ board: 'rich', period: 'all', limit: 1000 })).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
  });
});
