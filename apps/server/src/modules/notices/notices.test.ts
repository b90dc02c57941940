import { ErrorCode, errorMessage } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { Scheduler } from '../../platform/scheduler';
import { ADMIN_API as API, BACKENDS, call, registerUser, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { declareNoticeJobs } from '.';
import { fanOut, NOTICES_DISPATCH_JOB, type NoticesDeps } from './service';

const XSS = ['<script>window.__xss=1</script>', '<img src=x onerror="window.__xss=1">', '"><svg onload=alert(1)>'];

describe.each(BACKENDS)('official messages (%s)', (backend) => {
  const t = useTestApp(backend);
  const tokens = useAdminTokens(t, { admin: 'admin@demo.local', noperm: 'noperm@demo.local' });
  let deps: NoticesDeps;
  let scheduler: Scheduler;

  beforeAll(async () => {
    deps = { db: t.db, now: t.clock.now, hub: t.hub, kick: () => {}, warn: () => () => {} };
    // the app's own scheduler is not started in tests: this one runs the same job on the same tables
    scheduler = new Scheduler({ db: t.db, now: t.clock.now, log: () => {} });
    declareNoticeJobs(scheduler, deps);
  });

  const compose = (params: Record<string, unknown>, token = tokens.admin) =>
    call(t, { method: 'POST', url: `${API}/notices`, token, params: { request_id: rid('ntc'), ...params } });
  const text = (title: string, body = 'Body') => ({ title, body });
  const inbox = (token: string, lang = 'en') => call(t, { url: '/api/v1/notices', token, params: { 'app-language': lang } });
  const unread = async (token: string) => (await call(t, { url: '/api/v1/notices/unread', token })).envelope.data.unread as number;
  const dispatch = () => scheduler.runDue(NOTICES_DISPATCH_JOB);
  const deliveries = async (id: number) =>
    (await t.db.query<{ user_id: number }>('select user_id from notice_deliveries where message_id = $1', [id])).rows.map((r) =>
      Number(r.user_id),
    );

  it('sends to one user now: they read it in their language, else the default; opening marks it read', async () => {
    const u = await registerUser(t);
    const res = await compose({
      default_lang: 'en',
      content: { en: text('Hello'), ja: text('こんにちは', '本文') },
      link: '/h5/whole_rank',
      audience: { kind: 'user', public_id: u.user.public_id },
    });
    expect(res.envelope).toMatchObject({ status: 0, data: { status: 'sending', recipients: 0 } });
    const id = res.envelope.data.id as number;
    expect(await unread(u.access_token)).toBe(0);
    await dispatch();
    expect(await unread(u.access_token)).toBe(1);
    // the arrival went to the user's own realtime room
    const pushed = await t.db.query<{ type: string; payload: { notice_id: number } }>(
      'select type, payload from realtime_events where topic = $1',
      [`user:${u.user.id}`],
    );
    expect(pushed.rows).toContainEqual({ type: 'notice.received.v1', payload: { notice_id: id } });

    const ja = (await inbox(u.access_token, 'ja')).envelope.data;
    expect(ja.items).toEqual([
      expect.objectContaining({ id, lang: 'ja', title: 'こんにちは', body: '本文', link: '/h5/whole_rank', read: false }),
    ]);
    const ko = (await inbox(u.access_token, 'ko')).envelope.data;
    expect(ko.items[0]).toMatchObject({ lang: 'en', title: 'Hello' });

    const read = await call(t, { method: 'POST', url: '/api/v1/notices/read', token: u.access_token, params: { id } });
    expect(read.envelope).toMatchObject({ status: 0, data: { unread: 0 } });
    const detail = (await call(t, { url: `${API}/notices/${id}`, token: tokens.admin })).envelope.data;
    expect(detail).toMatchObject({ status: 'sent', recipients: 1, delivered: 1, read: 1 });
    const audit = await t.db.query<{ action: string }>(`select action from admin_audit_log where target = $1`, [`notice:${id}`]);
    expect(audit.rows.map((r) => r.action)).toContain('notice.send');
  });

  it('reports unknown public ids before sending and writes nothing', async () => {
    const u = await registerUser(t);
    const audience = { kind: 'list', public_ids: [u.user.public_id, 'nobody-1', 'nobody-2'] };
    const check = await call(t, { method: 'POST', url: `${API}/notices/check-audience`, token: tokens.admin, params: { audience } });
    expect(check.envelope.data).toEqual({ recipients: 1, unknown_public_ids: ['nobody-1', 'nobody-2'] });
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from notice_messages')).rows[0]!.n;
    const res = await call(t, {
      method: 'POST',
      url: `${API}/notices`,
      token: tokens.admin,
      params: { request_id: rid('ntc'), default_lang: 'en', content: { en: text('x') }, audience },
      headers: { 'system-language': 'ja' },
    });
    expect(res.envelope.status).toBe(ErrorCode.NOTICE_UNKNOWN_PUBLIC_IDS);
    expect(res.envelope.data).toEqual({ unknown_public_ids: ['nobody-1', 'nobody-2'] });
    expect(res.envelope.msg).toBe(errorMessage('NOTICE_UNKNOWN_PUBLIC_IDS', 'ja', { count: '2', ids: 'nobody-1, nobody-2' }));
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from notice_messages')).rows[0]!.n).toBe(before);
  });

  it('selects a segment by brand, region, language, level range and recent recharge', async () => {
    const brand = 'cooya';
    const check = async (segment: Record<string, unknown>) =>
      (
        await call(t, {
          method: 'POST',
          url: `${API}/notices/check-audience`,
          token: tokens.admin,
          params: { audience: { kind: 'segment', segment } },
        })
      ).envelope.data.recipients as number;
    // the brand's demo users are there already: what the new users add is counted
    const filters: Record<string, Record<string, unknown>> = {
      all: { brand },
      lv10: { brand, level_min: 10 },
      lv2to5: { brand, level_min: 2, level_max: 5 },
      paid7: { brand, recharged_days: 7 },
      paid60: { brand, recharged_days: 60 },
      ja: { brand, language: 'ja' },
      zh: { brand, language: 'zh-CN' },
      japan: { brand, region: 'japan' },
    };
    const base: Record<string, number> = {};
    for (const [k, f] of Object.entries(filters)) base[k] = await check(f);
    const a = await registerUser(t, { app_name: brand });
    const b = await registerUser(t, { app_name: brand });
    const c = await registerUser(t, { app_name: brand });
    const other = await registerUser(t, { app_name: 'ocha' });
    // levels: a at 12 (exp 12100), b at 3; c read their messages in Japanese once
    await t.db.query('insert into user_stats (user_id, exp) values ($1, 12100), ($2, 400)', [a.user.id, b.user.id]);
    await inbox(c.access_token, 'ja');
    // a recharged 2 days ago, b 40 days ago
    const day = 86_400_000;
    for (const [u, ago] of [
      [a, 2],
      [b, 40],
    ] as const) {
      await t.db.query(
        `insert into payment_orders (id, user_id, product_id, request_id, kind, amount, price_minor, currency, method, provider, status, created_at, credited_at, expires_at)
         select $1, $2, p.id, $1, p.kind, p.amount, p.price_minor, p.currency, 'card', 'sandbox', 'credited', $3, $3, $3 from products p where p.kind = 'coins' limit 1`,
        [rid('ord'), u.user.id, new Date(t.clock.ms - ago * day)],
      );
    }
    const added: Record<string, number> = {};
    for (const [k, f] of Object.entries(filters)) added[k] = (await check(f)) - (base[k] ?? 0);
    expect(added).toEqual({ all: 3, lv10: 1, lv2to5: 1, paid7: 1, paid60: 2, ja: 1, zh: 2, japan: 0 });

    const res = await compose({
      default_lang: 'en',
      content: { en: text('Lv10+') },
      audience: { kind: 'segment', segment: { brand, level_min: 10 } },
    });
    await dispatch();
    const got = await deliveries(res.envelope.data.id);
    expect(got).toContain(a.user.id);
    expect(got).not.toContain(b.user.id);
    expect(got).not.toContain(c.user.id);
    expect(await unread(other.access_token)).toBe(0);
  });

  it('a scheduled message fires once at its time; a cancelled one never', async () => {
    const u = await registerUser(t, { app_name: 'ucoo_plus' });
    const at = new Date(t.clock.ms + 3600_000).toISOString();
    const res = await compose({
      default_lang: 'en',
      content: { en: text('Later') },
      audience: { kind: 'user', public_id: u.user.public_id },
      send_at: at,
    });
    expect(res.envelope.data).toMatchObject({ status: 'scheduled', send_at: at });
    const id = res.envelope.data.id as number;
    const other = await compose({
      default_lang: 'en',
      content: { en: text('Never') },
      audience: { kind: 'user', public_id: u.user.public_id },
      send_at: at,
    });
    const cancelled = await call(t, { method: 'POST', url: `${API}/notices/${other.envelope.data.id}/cancel`, token: tokens.admin });
    expect(cancelled.envelope.data.status).toBe('cancelled');

    await dispatch();
    expect(await deliveries(id)).toEqual([]);
    t.clock.advance(3599);
    await dispatch();
    expect(await unread(u.access_token)).toBe(0);
    t.clock.advance(1);
    await dispatch();
    expect(await deliveries(id)).toEqual([u.user.id]);
    t.clock.advance(60);
    await dispatch();
    expect(await deliveries(id)).toEqual([u.user.id]);
    expect(await deliveries(other.envelope.data.id)).toEqual([]);
    expect(await unread(u.access_token)).toBe(1);
    // too late to cancel now
    const late = await call(t, { method: 'POST', url: `${API}/notices/${id}/cancel`, token: tokens.admin });
    expect(late.envelope.status).toBe(ErrorCode.NOTICE_NOT_CANCELLABLE);
    // a time in the past is refused
    const past = await compose({
      default_lang: 'en',
      content: { en: text('x') },
      audience: { kind: 'user', public_id: u.user.public_id },
      send_at: new Date(t.clock.ms - 1000).toISOString(),
    });
    expect(past.envelope.status).toBe(ErrorCode.NOTICE_SEND_AT_INVALID);
  });

  it('a crash mid-fan-out resumes where it stopped and writes nobody twice', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => registerUser(t)));
    const ids = users.map((u) => u.user.id).sort((x, y) => x - y);
    const res = await compose({
      default_lang: 'en',
      content: { en: text('Batched') },
      audience: { kind: 'list', public_ids: users.map((u) => u.user.public_id) },
    });
    const id = res.envelope.data.id as number;
    const firing = { assertLeader: async () => {} };
    let batches = 0;
    const crashing: NoticesDeps = {
      ...deps,
      batchSize: 3,
      afterBatch: () => {
        batches += 1;
        if (batches === 1) throw new Error('crash after the first batch');
      },
    };
    await expect(fanOut(crashing, firing, id)).rejects.toThrow('crash');
    expect(await deliveries(id)).toHaveLength(3);
    // the cursor is lost too (as if the batch's cursor write had not happened): still no duplicates
    await t.db.query('update notice_messages set fanout_cursor = 0 where id = $1', [id]);
    await fanOut({ ...crashing, afterBatch: undefined }, firing, id);
    expect((await deliveries(id)).sort((x, y) => x - y)).toEqual(ids);
    const detail = (await call(t, { url: `${API}/notices/${id}`, token: tokens.admin })).envelope.data;
    expect(detail.status).toBe('sent');
    expect(detail.recipients).toBe(7);
  });

  it('unread counts, read all, and paging of the list', async () => {
    const u = await registerUser(t);
    for (const n of [1, 2, 3])
      await compose({ default_lang: 'en', content: { en: text(`M${n}`) }, audience: { kind: 'user', public_id: u.user.public_id } });
    await dispatch();
    expect(await unread(u.access_token)).toBe(3);
    const first = (await call(t, { url: '/api/v1/notices', token: u.access_token, params: { limit: 2 } })).envelope.data;
    expect(first.items.map((i: { title: string }) => i.title)).toEqual(['M3', 'M2']);
    expect(first.has_more).toBe(true);
    const second = (await call(t, { url: '/api/v1/notices', token: u.access_token, params: { limit: 2, before: first.items[1].id } }))
      .envelope.data;
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(['M1']);
    const all = await call(t, { method: 'POST', url: '/api/v1/notices/read', token: u.access_token, params: { all: true } });
    expect(all.envelope.data.unread).toBe(0);
    // someone else's message is not theirs to read
    const v = await registerUser(t);
    expect((await inbox(v.access_token)).envelope.data.items).toEqual([]);
  });

  it('stores XSS payloads as plain text, unchanged', async () => {
    const u = await registerUser(t);
    for (const p of XSS)
      await compose({ default_lang: 'en', content: { en: text(p, p) }, audience: { kind: 'user', public_id: u.user.public_id } });
    await dispatch();
    const items = (await inbox(u.access_token)).envelope.data.items as Array<{ title: string; body: string }>;
    expect(items.map((i) => i.title).sort()).toEqual([...XSS].sort());
  });

  it('refuses bad input with the envelope, and callers without the permission', async () => {
    const u = await registerUser(t);
    const base = { default_lang: 'en', content: { en: text('x') }, audience: { kind: 'user', public_id: u.user.public_id } };
    const bad = [
      { ...base, default_lang: 'ja' },
      { ...base, content: { en: text('x'.repeat(81)) } },
      { ...base, link: 'javascript:alert(1)' },
      { ...base, audience: { kind: 'segment', segment: { level_min: 9, level_max: 3 } } },
      { ...base, audience: { kind: 'list', public_ids: [] } },
    ];
    for (const params of bad) {
      const res = await compose(params);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    }
    const denied = await compose(base, tokens.noperm);
    expect(denied.envelope.status).toBe(ErrorCode.FORBIDDEN);
    const anonymous = await call(t, { url: `${API}/notices` });
    expect(anonymous.envelope.status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
    const list = await call(t, { url: `${API}/notices`, token: tokens.noperm });
    expect(list.envelope.status).toBe(ErrorCode.FORBIDDEN);
    const user = await call(t, { url: '/api/v1/notices/unread' });
    expect(user.envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('a retried compose answers the first message', async () => {
    const u = await registerUser(t);
    const params = {
      request_id: rid('ntc'),
      default_lang: 'en',
      content: { en: text('Once') },
      audience: { kind: 'user', public_id: u.user.public_id },
    };
    const a = await compose(params);
    const b = await compose(params);
    expect(b.envelope.data.id).toBe(a.envelope.data.id);
    await dispatch();
    expect(await unread(u.access_token)).toBe(1);
  });
});
