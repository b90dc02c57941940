import { createHmac } from 'node:crypto';
import { ErrorCode, errorMessage } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerFund, newUser, type TestUser } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { paySystem } from '../activities/payouts';
import { publishLetterReplied } from '../letters/events';
import { NOTICES_CONSUMER, pruneNotices } from './centre';
import { fanOut, type NoticesDeps } from './service';

const SECRET = 'sandbox-secret'; // the test deployment's sandbox key
const paid = (orderId: string) => {
  const body = JSON.stringify({ order_id: orderId, event: 'paid', provider_ref: `pay-${orderId}` });
  return { body, signature: createHmac('sha256', SECRET).update(body).digest('hex') };
};
const PASSWORD = 'Password#1';
const DAY_MS = 86_400_000;

describe.each(BACKENDS)('message centre: system notices, one list, unread, mark-all-read (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { reviewer: 'admin@demo.local', approver: 'approver@demo.local', payer: 'payer@demo.local' });
  let deps: NoticesDeps;
  beforeAll(() => {
    deps = { db: t.db, now: t.clock.now, hub: t.hub, kick: () => {}, warn: () => () => {} };
  });

  const centre = (u: TestUser, params: Record<string, unknown> = {}, lang = 'en') =>
    call(t, { url: '/api/v1/notices/centre', token: u.token, params: { ...params, 'app-language': lang } });
  const readOne = (u: TestUser, id: string) =>
    call(t, { method: 'POST', url: '/api/v1/notices/centre/read', token: u.token, params: { id } });
  const readAll = (u: TestUser, category?: string) =>
    call(t, { method: 'POST', url: '/api/v1/notices/centre/read-all', token: u.token, params: category ? { category } : {} });
  const badge = async (u: TestUser) => (await call(t, { url: '/api/v1/notices/unread', token: u.token })).envelope.data.unread as number;
  const notices = async (userId: number) =>
    (
      await t.db.query<{ kind: string; source: string; ref: string }>(
        'select kind, source, ref from system_notices where user_id = $1 order by id',
        [userId],
      )
    ).rows;
  const riskAct = (params: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${ADMIN_API}/risk/actions`, token: admins.reviewer, params });
  const coinProduct = async (u: TestUser) => {
    const r = await call(t, { url: '/api/v1/products', token: u.token, params: { kind: 'coins' } });
    return (r.envelope.data.products as Array<{ id: number }>)[0]!.id;
  };
  const recharge = async (u: TestUser, times = 1) => {
    const created = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token: u.token,
      params: { product_id: await coinProduct(u), method: 'card', request_id: rid() },
    });
    const orderId = created.envelope.data.order_id as string;
    for (let i = 0; i < times; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': paid(orderId).signature },
        payload: paid(orderId).body,
      });
    return orderId;
  };
  const sendOfficial = async (u: TestUser, title: string) => {
    const res = await call(t, {
      method: 'POST',
      url: `${ADMIN_API}/notices`,
      token: admins.reviewer,
      params: {
        request_id: rid('ntc'),
        default_lang: 'en',
        content: { en: { title, body: 'Body' } },
        audience: { kind: 'user', public_id: u.publicId },
      },
    });
    await fanOut(deps, { assertLeader: async () => {} }, res.envelope.data.id as number);
  };
  const cursorOf = async () =>
    (
      await t.db.query<{ xid: string; id: number }>('select xid::text as xid, id from outbox_cursors where consumer = $1', [
        NOTICES_CONSUMER,
      ])
    ).rows[0];

  it('turns each event into exactly one notice (a replayed consumer adds none) and pushes it to the user’s room', async () => {
    const u = await newUser(t, 'default', { region: 'japan' });
    const host = await newUser(t, 'default', { gender: 'female', region: 'japan', password: PASSWORD });
    await t.flushOutbox();
    const before = await cursorOf();

    // a recharge the provider reports paid twice: one credit, one notice
    const orderId = await recharge(u, 2);
    // staff warn and mute; a device-less dismissal tells nobody
    expect((await riskAct({ public_id: u.publicId, kind: 'warn', reason: 'spam', note: 'n' })).envelope.status).toBe(0);
    expect(
      (await riskAct({ public_id: u.publicId, kind: 'mute', reason: 'harassment', note: 'n', duration_hours: 24 })).envelope.status,
    ).toBe(0);
    // an event's board place, paid twice (the second run finds its payout and pays nothing)
    const payout = {
      event: 'recharge_carnival',
      source: 'board' as const,
      ref: 'recharge',
      scope: 'default:japan',
      userId: u.id,
      owner: String(u.id),
      rank: 2,
      score: 100,
      grants: [{ kind: 'currency' as const, amount: 10 }],
      at: t.clock.now(),
    };
    await paySystem(t.db, payout, 'default');
    await paySystem(t.db, payout, 'default');
    // a reply to one of the user's letters
    await t.db.tx((q) =>
      publishLetterReplied(q, { thread_id: 71, reply_id: 7101, recipient_id: u.id, excerpt: 'また話そうね <3' }, t.clock.now()),
    );
    // a host's withdrawal: requested (her own step, not announced), reviewed, approved, paid
    await ledgerFund(t.db, host.id, 5_000, rid('pts'), 'anchor_point');
    const account = await call(t, {
      method: 'POST',
      url: '/api/v1/withdrawals/accounts',
      token: host.token,
      params: { request_id: rid(), account: { method: 'paypay', phone: '090-1234-5678', holder_kana: 'やまだ　はなこ' } },
    });
    const w = await call(t, {
      method: 'POST',
      url: '/api/v1/withdrawals',
      token: host.token,
      params: { request_id: rid('wd'), account_id: account.envelope.data.id, points: 2_000, password: PASSWORD },
    });
    expect(w.envelope.status).toBe(0);
    const wid = w.envelope.data.id as number;
    for (const [token, action] of [
      [admins.reviewer, 'review'],
      [admins.approver, 'approve'],
      [admins.payer, 'pay'],
    ] as const) {
      const r = await call(t, {
        method: 'POST',
        url: `${ADMIN_API}/withdrawals/${wid}/action`,
        token,
        params: { action, ...(action === 'pay' ? { reference: 'ref-1' } : {}) },
      });
      expect(r.envelope.status, action).toBe(0);
    }

    await t.flushOutbox();
    const mine = await notices(u.id);
    expect(mine.map((n) => `${n.kind}/${n.source}/${n.ref}`).filter((k) => !k.startsWith('risk/'))).toEqual([
      `order_credited/order/${orderId}`,
      'activity_reward/activity/recharge_carnival:board:recharge',
      'letter_reply/letter/7101',
    ]);
    // the warning and the mute, one each, keyed by their actions
    expect(mine.filter((n) => n.kind === 'risk').map((n) => n.ref)).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.stringMatching(/^\d+$/),
    ]);
    expect((await notices(host.id)).map((n) => n.ref)).toEqual([`${wid}:reviewing`, `${wid}:approved`, `${wid}:paid`]);

    // replay every event since: nothing new
    await t.db.query('update outbox_cursors set xid = $2::xid8, id = $3 where consumer = $1', [NOTICES_CONSUMER, before!.xid, before!.id]);
    await t.flushOutbox();
    expect(await notices(u.id)).toHaveLength(5);
    expect(await notices(host.id)).toHaveLength(3);

    // each notice went to the user's own room once, after its commit
    const pushed = await t.db.query<{ payload: { id: string; category: string } }>(
      `select payload from realtime_events where topic = $1 and type = 'notice.system.v1'`,
      [`user:${u.id}`],
    );
    expect(pushed.rows).toHaveLength(5);
    expect(pushed.rows.filter((r) => r.payload.category === 'letters')).toHaveLength(1);
  });

  it('writes texts in the reader’s language, links each item to where it belongs, and counts unread per category', async () => {
    const u = await newUser(t, 'default', { region: 'japan' });
    const orderId = await recharge(u);
    await riskAct({ public_id: u.publicId, kind: 'mute', reason: 'harassment', note: 'n', duration_hours: 24 });
    await t.db.tx((q) =>
      publishLetterReplied(q, { thread_id: 72, reply_id: 7201, recipient_id: u.id, excerpt: '<img src=x onerror=1>' }, t.clock.now()),
    );
    await sendOfficial(u, 'Hello');
    await t.flushOutbox();

    const ja = (await centre(u, {}, 'ja')).envelope.data;
    expect(ja.time_zone).toBe('Asia/Tokyo');
    expect(ja.unread).toEqual({ total: 4, official: 1, letters: 1, system: 2 });
    const byKind = Object.fromEntries(ja.items.map((i: { kind: string }) => [i.kind, i]));
    expect(byKind.order_credited).toMatchObject({
      category: 'system',
      title: 'チャージ完了',
      target: { type: 'charge_records', order_id: orderId },
    });
    expect(byKind.risk).toMatchObject({
      title: '発言制限のお知らせ',
      target: { type: 'risk' },
      risk: { action: 'mute', reason_text: expect.any(String), ends_text: expect.stringContaining('JST') },
    });
    expect(byKind.letter_reply).toMatchObject({
      category: 'letters',
      title: 'お手紙に返信が届きました',
      body: '<img src=x onerror=1>',
      target: { type: 'letter', thread_id: 72 },
    });
    expect(byKind.official).toMatchObject({ category: 'official', title: 'Hello', read: false });
    const zh = (await centre(u, {}, 'zh-CN')).envelope.data;
    expect(zh.items.find((i: { kind: string }) => i.kind === 'order_credited').title).toBe('充值到账');
    const ko = (await centre(u, { category: 'system' }, 'ko')).envelope.data;
    expect(ko.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['order_credited', 'risk']);
    expect((await centre(u, { category: 'letters' })).envelope.data.items).toHaveLength(1);
    expect((await centre(u, { category: 'official' })).envelope.data.items).toHaveLength(1);

    // the app's tab badge counts every unread item; reading one drops it
    expect(await badge(u)).toBe(4);
    expect((await readOne(u, byKind.order_credited.id)).envelope.data).toEqual({ total: 3, official: 1, letters: 1, system: 1 });
    // another user's item changes nothing for them or for its owner
    const other = await newUser(t);
    expect((await readOne(other, byKind.risk.id)).envelope.data.total).toBe(0);
    expect(await badge(u)).toBe(3);
    // mark-all-read of one category, then of everything; again is a no-op
    expect((await readAll(u, 'letters')).envelope.data).toEqual({ total: 2, official: 1, letters: 0, system: 1 });
    expect((await readAll(u)).envelope.data).toEqual({ total: 0, official: 0, letters: 0, system: 0 });
    expect((await readAll(u)).envelope.data.total).toBe(0);
    expect(await badge(u)).toBe(0);
    expect((await centre(u)).envelope.data.items.every((i: { read: boolean }) => i.read)).toBe(true);
  });

  it('pages the merged list by cursor: every item once, newest first, even when they share a time', async () => {
    const u = await newUser(t);
    // 7 official messages and 8 system notices, most at the very same instant
    for (let i = 0; i < 7; i++) await sendOfficial(u, `m${i}`);
    for (let i = 0; i < 8; i++) {
      if (i === 4) t.clock.advance(1);
      await t.db.tx((q) =>
        publishLetterReplied(q, { thread_id: 80 + i, reply_id: 8000 + i, recipient_id: u.id, excerpt: `r${i}` }, t.clock.now()),
      );
    }
    await t.flushOutbox();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const data: { items: Array<{ id: string; at: string }>; next_cursor: string | null } = (
        await centre(u, { limit: 4, ...(cursor && { cursor }) })
      ).envelope.data;
      seen.push(...data.items.map((i) => i.id));
      cursor = data.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(seen).toHaveLength(15);
    expect(new Set(seen).size).toBe(15);
    const all = (await centre(u, { limit: 50 })).envelope.data.items as Array<{ id: string; at: string }>;
    expect(all.map((i) => i.id)).toEqual(seen);
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.at >= all[i]!.at).toBe(true);

    const bad = await call(t, {
      url: '/api/v1/notices/centre',
      token: u.token,
      params: { cursor: 'nope' },
      headers: { 'system-language': 'ja' },
    });
    expect(bad.envelope.status).toBe(ErrorCode.NOTICE_CURSOR_INVALID);
    expect(bad.envelope.msg).toBe(errorMessage('NOTICE_CURSOR_INVALID', 'ja'));
    const badRead = await readOne(u, 'x1');
    expect(badRead.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('keeps the list bounded: notices past the retention window are pruned, and an old event writes none', async () => {
    const u = await newUser(t);
    await t.db.tx((q) => publishLetterReplied(q, { thread_id: 90, reply_id: 9001, recipient_id: u.id, excerpt: 'old' }, t.clock.now()));
    await t.flushOutbox();
    expect(await notices(u.id)).toHaveLength(1);
    t.clock.advance((91 * DAY_MS) / 1000);
    expect(await pruneNotices({ db: t.db, now: t.clock.now })).toBeGreaterThanOrEqual(1);
    expect(await notices(u.id)).toHaveLength(0);
    // an event from before the window (a first deployment reading an old outbox) tells nobody
    await t.db.tx((q) =>
      publishLetterReplied(q, { thread_id: 91, reply_id: 9101, recipient_id: u.id, excerpt: 'stale' }, new Date(t.clock.ms - 100 * DAY_MS)),
    );
    await t.flushOutbox();
    expect(await notices(u.id)).toHaveLength(0);
  });
});
