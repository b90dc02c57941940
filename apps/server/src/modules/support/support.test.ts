import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, LIMITS, PERMISSIONS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { newUser, type TestUser } from '../../test/factories';
import { ADMIN_API, adminLogin, BACKENDS, buildTestApp, call, socketTicket, type TestApp } from '../../test/helpers';
import { solidPng } from './png';
import { stats } from './service';

const API = '/api/v1/support';
const FEEDBACK = `${ADMIN_API}/feedback`;
const png = (w = 64, h = 48) => solidPng(w, h, [200, 80, 40]).toString('base64');

describe.each(BACKENDS)('customer service (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  let admin: string; // every code (both regions)
  let japan: string; // japan feedback only
  let noperm: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'support-'));
    t = await buildTestApp(backend, { seed: true, config: { storage: { kind: 'disk', dir } } });
    admin = (await adminLogin(t)).access_token;
    japan = (await adminLogin(t, 'japan@demo.local')).access_token;
    noperm = (await adminLogin(t, 'noperm@demo.local')).access_token;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = (u: TestUser, data: string) => call(t, { method: 'POST', url: `${API}/images`, token: u.token, params: { data } });
  const open = (u: TestUser, params: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${API}/threads`, token: u.token, params: { category: 'bug', language: 'zh-CN', ...params } });
  const adminCall = (token: string, url: string, params?: Record<string, unknown>, method: 'GET' | 'POST' = 'POST') =>
    call(t, { method, url: `${FEEDBACK}${url}`, token, params });

  it('uploads check the bytes: type sniffed (a file lying about its type is refused), size and dimensions', async () => {
    const u = await newUser(t, 'wakoo');
    const good = await upload(u, png());
    expect(good.envelope.status).toBe(0);
    expect(good.envelope.data).toMatchObject({ mime: 'image/png', width: 64, height: 48 });
    // an HTML/SVG payload named like an image: no image magic
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    expect((await upload(u, svg)).envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_TYPE);
    // a PNG signature in front of something that is not a PNG
    const liar = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]);
    expect((await upload(u, liar.toString('base64'))).envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_TYPE);
    // oversized: over the byte limit
    const big = Buffer.concat([solidPng(16, 16, [1, 2, 3]), Buffer.alloc(LIMITS.supportImageBytesMax)]);
    const tooBig = await upload(u, big.toString('base64'));
    expect(tooBig.envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_TOO_LARGE);
    // too many pixels a side
    expect((await upload(u, png(LIMITS.supportImageSidePxMax + 1, 16))).envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_DIMENSIONS);
    expect((await upload(u, png(8, 8))).envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_DIMENSIONS);
    // the address handed back serves the image; a tampered one does not
    const url = good.envelope.data.url as string;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.split('?')[0]! })).statusCode).toBe(404);
  });

  it('a thread carries only the images its user uploaded; unread counts follow staff replies', async () => {
    const u = await newUser(t, 'ucoo_plus');
    const other = await newUser(t, 'ucoo_plus');
    const img = (await upload(other, png(33, 33))).envelope.data.key as string;
    expect((await open(u, { text: 'not mine', images: [img] })).envelope.status).toBe(ErrorCode.SUPPORT_IMAGE_UNKNOWN);
    const mine = (await upload(u, png(40, 40))).envelope.data.key as string;
    const created = await open(u, {
      text: '<img src=x onerror=alert(1)> 充值没到账',
      images: [mine],
      device: { platform: 'ios', device_id: 'd-1' },
    });
    expect(created.envelope.status).toBe(0);
    const id = created.envelope.data.thread.id as number;
    expect(created.envelope.data.messages[0].text).toBe('<img src=x onerror=alert(1)> 充值没到账');
    expect(created.envelope.data.messages[0].images[0].key).toBe(mine);

    for (const text of ['first', 'second']) expect((await adminCall(admin, `/threads/${id}/reply`, { text })).envelope.status).toBe(0);
    const list = await call(t, { url: `${API}/threads`, token: u.token });
    expect(list.envelope.data.unread_total).toBe(2);
    expect(list.envelope.data.items[0]).toMatchObject({ id, unread: 2, status: 'answered' });
    // opening the thread changes nothing; the page then says it was seen
    const opened = await call(t, { url: `${API}/threads/${id}`, token: u.token });
    expect(opened.envelope.data.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'staff', 'staff']);
    expect(opened.envelope.data.thread.unread).toBe(2);
    expect((await call(t, { url: `${API}/threads`, token: u.token })).envelope.data.unread_total).toBe(2);
    const seen = await call(t, { method: 'POST', url: `${API}/threads/${id}/read`, token: u.token });
    expect(seen.envelope.data.thread.unread).toBe(0);
    expect((await call(t, { url: `${API}/threads`, token: u.token })).envelope.data.unread_total).toBe(0);
    expect((await call(t, { method: 'POST', url: `${API}/threads/${id}/read`, token: other.token })).envelope.status).toBe(
      ErrorCode.NOT_FOUND,
    );
    // someone else's thread does not exist for them
    expect((await call(t, { url: `${API}/threads/${id}`, token: other.token })).envelope.status).toBe(ErrorCode.NOT_FOUND);
  });

  it('the server refuses a thread outside the admin regions on every thread endpoint', async () => {
    const u = await newUser(t, 'wakoo');
    const zh = (await open(u, { text: '中文反馈' })).envelope.data.thread.id as number;
    const ja = (await open(u, { text: '日本語の問い合わせ', language: 'ja' })).envelope.data.thread.id as number;
    // the Japan-only admin: the default-region thread is refused everywhere
    const img = (await adminCall(japan, '/images', { data: png(20, 20) })).envelope.data.key as string;
    const refused = [
      await adminCall(japan, `/threads/${zh}`, {}, 'GET'),
      await adminCall(japan, `/threads/${zh}/reply`, { text: 'x', images: [img] }),
      await adminCall(japan, `/threads/${zh}/claim`),
      await adminCall(japan, `/threads/${zh}/assign`, { admin_id: null }),
      await adminCall(japan, `/threads/${zh}/status`, { status: 'closed' }),
      await adminCall(japan, '/threads', { queue: 'wakoo_zh' }, 'GET'),
      await adminCall(japan, '/threads', { region: 'default' }, 'GET'),
    ];
    for (const r of refused) expect(r.envelope.status).toBe(ErrorCode.FORBIDDEN);
    // …and the queue never lists it
    const queue = await adminCall(japan, '/threads', { queue: 'a', page_size: 100 }, 'GET');
    expect(queue.envelope.data.regions).toEqual(['japan']);
    const ids = queue.envelope.data.items.map((x: { id: number }) => x.id);
    expect(ids).toContain(ja);
    expect(ids).not.toContain(zh);
    expect((await adminCall(japan, `/threads/${ja}/claim`)).envelope.data.thread.assignee.nickname).toBe('Japan Ops');
    // no feedback code at all: refused before anything
    expect((await adminCall(noperm, '/threads', {}, 'GET')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    expect((await adminCall(noperm, `/threads/${ja}`, {}, 'GET')).envelope.status).toBe(ErrorCode.FORBIDDEN);
    // no token: -3 whatever the parameters
    expect((await call(t, { url: `${FEEDBACK}/threads`, params: { page: 'x' } })).envelope.status).toBe(ErrorCode.ADMIN_TOKEN_INVALID);
    // the default-region desk of the all-codes admin sees it, with filters
    const desk = await adminCall(admin, '/threads', { queue: 'wakoo_zh', q: '中文', page_size: 100 }, 'GET');
    expect(desk.envelope.data.items.map((x: { id: number }) => x.id)).toEqual([zh]);
    expect(desk.envelope.data.items[0].sla.first_response_breached).toBe(false);
    // beside the thread: the user's profile, orders (payments) and risk history (risk service)
    const side = (await adminCall(admin, `/threads/${zh}`, {}, 'GET')).envelope.data;
    expect(side.user).toMatchObject({ id: u.id, public_id: u.publicId, brand: 'wakoo' });
    expect(side.orders).toEqual([]);
    expect(side.risk).toEqual({ available: true, items: [] });
    expect(side.thread.device).toEqual({});
  });

  it('close, rate once, reopen; SLA breaches are flagged; every write is audited', async () => {
    const u = await newUser(t, 'default');
    const id = (await open(u, { text: 'slow' })).envelope.data.thread.id as number;
    expect(
      (await call(t, { method: 'POST', url: `${API}/threads/${id}/rating`, token: u.token, params: { rating: 5 } })).envelope.status,
    ).toBe(ErrorCode.SUPPORT_RATING_CLOSED);
    t.clock.advance((LIMITS.supportFirstResponseMinutes + 1) * 60);
    const breached = await adminCall(admin, '/threads', { breached: '1', page_size: 100 }, 'GET');
    const row = breached.envelope.data.items.find((x: { id: number }) => x.id === id);
    expect(row.sla.first_response_breached).toBe(true);
    expect((await adminCall(admin, `/threads/${id}/status`, { status: 'closed' })).envelope.data.thread.status).toBe('closed');
    expect(
      (await call(t, { method: 'POST', url: `${API}/threads/${id}/messages`, token: u.token, params: { text: 'more' } })).envelope.status,
    ).toBe(ErrorCode.SUPPORT_THREAD_CLOSED);
    const rate = (rating: number) => call(t, { method: 'POST', url: `${API}/threads/${id}/rating`, token: u.token, params: { rating } });
    expect((await rate(0)).envelope.status).toBe(ErrorCode.VALIDATION_FAILED);
    const rated = await rate(4);
    expect(rated.envelope.data.thread).toMatchObject({ rating: 4, can_rate: false });
    expect((await rate(5)).envelope.status).toBe(ErrorCode.SUPPORT_RATING_CLOSED);
    const audit = await t.db.query<{ action: string }>('select action from admin_audit_log where target = $1 order by id', [
      `support_thread:${id}`,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['support.close']);
    // the thread's day and today on the app's clock (UTC dates) may differ: the clock moved past the SLA
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const nowMs = t.clock.now().getTime();
    const s = await stats({ db: t.db, now: t.clock.now }, { from: day(nowMs - 2 * 86_400_000), to: day(nowMs), brand: 'default' });
    expect(s.ratings[4]).toBeGreaterThanOrEqual(1);
    expect(s.sla_breaches.first_response).toBeGreaterThanOrEqual(1);
    expect((await adminCall(admin, `/threads/${id}/status`, { status: 'open' })).envelope.data.thread.status).toBe('open');
  });

  it('canned replies: several snippets and an image in one reply, managed list', async () => {
    const img = (await adminCall(admin, '/images', { data: png(50, 30) })).envelope.data.key as string;
    const saved = await adminCall(admin, '/canned', { title: 'hello', text: 'Hello!', image: img, language: 'en' });
    expect(saved.envelope.status).toBe(0);
    const list = await adminCall(japan, '/canned', {}, 'GET');
    expect(list.envelope.data.items.some((c: { id: number }) => c.id === saved.envelope.data.id)).toBe(true);
    const u = await newUser(t, 'wakoo');
    const id = (await open(u, { text: 'help', language: 'ja' })).envelope.data.thread.id as number;
    // another admin may send the team's canned image
    const r = await adminCall(japan, `/threads/${id}/reply`, { text: 'Hello!\n\nBye.', images: [img] });
    expect(r.envelope.status).toBe(0);
    expect(r.envelope.data.messages.at(-1)).toMatchObject({ author: 'staff', text: 'Hello!\n\nBye.', staff_name: 'Japan Ops' });
    expect((await adminCall(admin, `/canned/${saved.envelope.data.id}/delete`)).envelope.status).toBe(0);
  });

  it('the queue finds a later message, the user by public id, days of the region; counts up to the cap', async () => {
    const u = await newUser(t, 'wakoo');
    const id = (await open(u, { text: 'first words', language: 'ja' })).envelope.data.thread.id as number;
    await call(t, { method: 'POST', url: `${API}/threads/${id}/messages`, token: u.token, params: { text: 'ZEBRA-ÄRGER 42' } });
    const find = async (params: Record<string, unknown>) =>
      ((await adminCall(admin, '/threads', { page_size: 100, ...params }, 'GET')).envelope.data.items as Array<{ id: number }>).map(
        (x) => x.id,
      );
    // the text of a message that is not the preview (case-insensitive), and the user's public id
    expect(await find({ q: 'zebra-ärger' })).toEqual([id]);
    expect(await find({ q: u.publicId })).toContain(id);
    expect(await find({ q: 'no such words anywhere' })).toEqual([]);
    // a day is the region's day: created at 00:30 Tokyo time, which is the day before in UTC
    const tokyoDay = new Date(t.clock.now().getTime() + 9 * 3600_000).toISOString().slice(0, 10);
    await t.db.query(
      `update support_threads set created_at = ($2::date::timestamp - interval '8 hours 30 minutes') at time zone 'UTC' where id = $1`,
      [id, tokyoDay],
    );
    expect(await find({ region: 'japan', from: tokyoDay, to: tokyoDay })).toContain(id);
    expect(await find({ region: 'japan', to: new Date(Date.parse(tokyoDay) - 86_400_000).toISOString().slice(0, 10) })).not.toContain(id);
    // past the cap the total stops and says so
    await t.db.query(
      `insert into support_threads (user_id, brand, region, language, category, status, preview, message_count, created_at, last_message_at)
       select $1, 'wakoo', 'japan', 'ja', 'other', 'closed', 'bulk', 1, now(), now() from generate_series(1, 10001)`,
      [u.id],
    );
    const page = (await adminCall(admin, '/threads', { region: 'japan' }, 'GET')).envelope.data;
    expect(page).toMatchObject({ total: 10_000, capped: true });
    const small = (await adminCall(admin, '/threads', { q: 'zebra' }, 'GET')).envelope.data;
    expect(small).toMatchObject({ total: 1, capped: false });
  });

  it('a staff reply reaches the user live on user:<id>', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address() as { port: number };
    const u = await newUser(t, 'ucoo_plus');
    const id = (await open(u, { text: 'live?' })).envelope.data.thread.id as number;
    const ws = new WebSocket(`ws://127.0.0.1:${addr.port}/ws?ticket=${await socketTicket(t, u.token)}`);
    const got: Array<{ type: string; payload?: Record<string, unknown> }> = [];
    ws.on('message', (raw) => got.push(JSON.parse(String(raw))));
    await expect.poll(() => got.some((m) => m.type === 'hello'), { timeout: 5000 }).toBe(true);
    await adminCall(admin, `/threads/${id}/reply`, { text: 'we are on it' });
    await expect.poll(() => got.find((m) => m.type === 'support.thread.v1'), { timeout: 5000 }).toBeTruthy();
    expect(got.find((m) => m.type === 'support.thread.v1')!.payload).toMatchObject({
      thread_id: id,
      status: 'answered',
      unread: 1,
      unread_total: 1,
    });
    ws.close();
  });

  it('the route declarations: one of the feedback codes on every console route', () => {
    const routes = t.routes.filter((r) => r.url.startsWith(FEEDBACK) && !r.url.includes('officialmsg'));
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const r of routes) expect(r.config.permsAny).toEqual([PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN]);
  });
});
