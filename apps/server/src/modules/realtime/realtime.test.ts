import { createHash } from 'node:crypto';
import { ErrorCode, REALTIME_REPLAY_MAX_AGE_SECONDS, REALTIME_REPLAY_MAX_EVENTS, REALTIME_TICKET_TTL_SECONDS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { AppConfig } from '../../config';
import { BACKENDS, type Backend, buildTestApp, call, registerUser, socketTicket, type TestApp, uniqueEmail } from '../../test/helpers';
import { revokeSessions } from '../accounts/service';
import { realtimeStore } from './store';

interface Client {
  ws: WebSocket;
  messages: Array<{ type: string; payload?: Record<string, unknown>; topic?: string; seq?: number }>;
  /** resolves with the close code and reason */
  closed: Promise<{ code: number; reason: string }>;
}

/** a real WebSocket client (the `ws` package) on a listening app */
function connect(base: string, query: string): Client {
  const ws = new WebSocket(`${base}/ws${query}`);
  const messages: Client['messages'] = [];
  ws.on('message', (raw) => {
    const text = String(raw);
    try {
      messages.push(JSON.parse(text));
    } catch {
      messages.push({ type: text });
    }
  });
  ws.on('error', () => {});
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return { ws, messages, closed };
}

async function hello(c: Client): Promise<number> {
  await expect.poll(() => c.messages.some((m) => m.type === 'hello'), { timeout: 5000 }).toBe(true);
  return c.messages.find((m) => m.type === 'hello')!.payload!.user_id as number;
}

/** the close, or a failure when it takes longer than `ms` ("at once") */
function closedWithin(c: Client, ms: number) {
  return Promise.race([
    c.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
  ]);
}

/** the socket is open and answers */
async function alive(c: Client) {
  expect(c.ws.readyState).toBe(WebSocket.OPEN);
  const before = c.messages.filter((m) => m.type === 'pong').length;
  c.ws.send('ping');
  await expect.poll(() => c.messages.filter((m) => m.type === 'pong').length, { timeout: 5000 }).toBe(before + 1);
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  if (!addr || typeof addr !== 'object') throw new Error('not listening');
  return `ws://127.0.0.1:${addr.port}`;
}

describe.each(BACKENDS)('realtime socket tickets (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  const clients: Client[] = [];
  const open = (query: string, on = base) => {
    const c = connect(on, query);
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: false });
    base = await listen(t);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await t?.close();
  });

  const logout = (token: string) => call(t, { method: 'POST', url: '/api/v1/auth/logout', token });
  /** a user with two sessions (register, then a second login) */
  async function twoSessions() {
    const account = uniqueEmail('rt');
    const first = await registerUser(t, { account });
    const res = await call(t, { method: 'POST', url: '/api/v1/auth/login', params: { account, password: 'Password#1' } });
    expect(res.envelope.status).toBe(0);
    return { id: first.user.id, tokens: [first.access_token, res.envelope.data.access_token as string] as const };
  }

  it('hands out tickets only to a signed-in user, good for one minute', async () => {
    expect((await call(t, { method: 'POST', url: '/api/v1/realtime/ticket' })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await call(t, { method: 'POST', url: '/api/v1/realtime/ticket', token: 'nope' })).envelope.status).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
    const u = await registerUser(t);
    const res = await call(t, { method: 'POST', url: '/api/v1/realtime/ticket', token: u.access_token });
    expect(res.envelope.status).toBe(0);
    expect(res.envelope.data).toEqual({ ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expires_in: REALTIME_TICKET_TTL_SECONDS });
    // stored as its SHA-256 only, with the session that asked for it
    const rows = await t.db.query<{ user_id: number; session_hash: Buffer }>(
      'select user_id, session_hash from realtime_tickets where ticket_hash = $1',
      [createHash('sha256').update(res.envelope.data.ticket).digest()],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.user_id).toBe(u.user.id);
    expect(Buffer.from(rows.rows[0]!.session_hash).toString('hex')).toBe(createHash('sha256').update(u.access_token).digest('hex'));
  });

  it('a ticket opens one socket, once', async () => {
    const u = await registerUser(t);
    const ticket = await socketTicket(t, u.access_token);
    const first = open(`?ticket=${ticket}`);
    expect(await hello(first)).toBe(u.user.id);
    await alive(first);
    const again = open(`?ticket=${ticket}`);
    expect((await closedWithin(again, 5000)).code).toBe(4001);
    expect(again.messages).toEqual([]);
    await alive(first);
  });

  it('a ticket expires after a minute', async () => {
    const u = await registerUser(t);
    const inTime = await socketTicket(t, u.access_token);
    const late = await socketTicket(t, u.access_token);
    t.clock.advance(REALTIME_TICKET_TTL_SECONDS - 1);
    expect(await hello(open(`?ticket=${inTime}`))).toBe(u.user.id);
    t.clock.advance(2);
    const c = open(`?ticket=${late}`);
    expect((await closedWithin(c, 5000)).code).toBe(4001);
    expect(c.messages).toEqual([]);
  });

  it('a wrong, missing or old-style token query is closed with 4001', async () => {
    const u = await registerUser(t);
    for (const query of [
      '',
      '?ticket=',
      '?ticket=wrong',
      `?ticket=${'x'.repeat(500)}`,
      `?token=${u.access_token}`,
      `?ticket=${u.access_token}`,
    ]) {
      const c = open(query);
      expect((await closedWithin(c, 5000)).code, query).toBe(4001);
      expect(c.messages, query).toEqual([]);
    }
  });

  it('a ticket of a session that logged out before using it opens nothing', async () => {
    const u = await registerUser(t);
    const ticket = await socketTicket(t, u.access_token);
    expect((await logout(u.access_token)).envelope.status).toBe(0);
    const c = open(`?ticket=${ticket}`);
    expect((await closedWithin(c, 5000)).code).toBe(4001);
  });

  it('logout closes that session’s socket at once; another session of the same user stays', async () => {
    const u = await twoSessions();
    const [s1, s2] = u.tokens;
    const c1 = open(`?ticket=${await socketTicket(t, s1)}`);
    const c1b = open(`?ticket=${await socketTicket(t, s1)}`);
    const c2 = open(`?ticket=${await socketTicket(t, s2)}`);
    for (const c of [c1, c1b, c2]) expect(await hello(c)).toBe(u.id);

    expect((await logout(s1)).envelope.status).toBe(0);
    for (const c of [c1, c1b]) expect((await closedWithin(c, 2000)).code).toBe(4001);
    await alive(c2);
    // and the logged-out session gets no new ticket
    expect((await call(t, { method: 'POST', url: '/api/v1/realtime/ticket', token: s1 })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  // user-wide revocation (ban, disable, password change); the pub/sub channel carries REDIS_PREFIX,
  // so test runs sharing one Redis (with the same user ids in other schemas) do not hear each other
  it('revoking every session of a user closes all their sockets', async () => {
    const u = await twoSessions();
    const other = await registerUser(t);
    const cs = [open(`?ticket=${await socketTicket(t, u.tokens[0])}`), open(`?ticket=${await socketTicket(t, u.tokens[1])}`)];
    const co = open(`?ticket=${await socketTicket(t, other.access_token)}`);
    for (const c of cs) await hello(c);
    await hello(co);
    await revokeSessions(
      { db: t.db, now: t.clock.now, userTokenTtlSeconds: 3600, sessionsRevoked: (target) => t.hub.revoke(target) },
      { userId: u.id },
    );
    for (const c of cs) expect((await closedWithin(c, 2000)).code).toBe(4001);
    await alive(co);
    for (const token of u.tokens)
      expect((await call(t, { method: 'GET', url: '/api/v1/me', token })).envelope.status).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it.runIf(backend === 'postgres' && Boolean(process.env.REDIS_URL))(
    'across nodes: a ticket works once on any node, and logout on node A closes the socket on node B',
    async () => {
      const nodeB = await buildTestApp(backend, { seed: false, nodeOf: t });
      try {
        const baseB = await listen(nodeB);
        const u = await twoSessions();
        const [s1, s2] = u.tokens;
        // issued by A, spent on B; then neither node takes it again
        const ticket = await socketTicket(t, s1);
        const onB = open(`?ticket=${ticket}`, baseB);
        expect(await hello(onB)).toBe(u.id);
        for (const node of [base, baseB]) expect((await closedWithin(open(`?ticket=${ticket}`, node), 5000)).code).toBe(4001);
        const otherSessionOnB = open(`?ticket=${await socketTicket(nodeB, s2)}`, baseB);
        await hello(otherSessionOnB);

        expect((await logout(s1)).envelope.status).toBe(0); // on node A
        expect((await closedWithin(onB, 2000)).code).toBe(4001);
        await alive(otherSessionOnB);
      } finally {
        await nodeB.close();
      }
    },
  );
});

/** joins a topic and waits for the answer (`subscribed`, `resync` or `denied`) */
async function sub(c: Client, topic: string, since?: number) {
  const before = c.messages.length;
  c.ws.send(JSON.stringify(since === undefined ? { op: 'sub', topic } : { op: 'sub', topic, since }));
  await expect.poll(() => c.messages.slice(before).find((m) => m.topic === topic), { timeout: 5000 }).toBeTruthy();
  return c.messages.slice(before).find((m) => m.topic === topic) as { type: string; seq?: number };
}

/** the events of a topic a client got (seq order as received) */
const seqsOf = (c: Client, topic: string, type = 'gift.received.v1') =>
  c.messages.filter((m) => m.topic === topic && m.type === type).map((m) => m.seq);

const giftPayload = (n: number) => ({ from_user_id: 1, gift_id: 1, count: n, total: n, charm_points: 0, asset: 'rose' });

// the buses between nodes: in process on PGlite; on PostgreSQL, Redis when REDIS_URL is set and
// LISTEN/NOTIFY without it
const BUSES: Array<{ backend: Backend; bus: string; config?: Partial<AppConfig> }> = [
  { backend: 'pglite', bus: 'in-process' },
  ...(process.env.DATABASE_URL
    ? [
        ...(process.env.REDIS_URL ? [{ backend: 'postgres' as const, bus: 'redis' }] : []),
        { backend: 'postgres' as const, bus: 'listen-notify', config: { redisUrl: null, databaseUrl: process.env.DATABASE_URL } },
      ]
    : []),
];

describe.each(BUSES)('realtime topics, two nodes on one database ($backend, $bus)', ({ backend, config }) => {
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  const clients: Client[] = [];
  const open = (base: string, query: string) => {
    const c = connect(base, query);
    clients.push(c);
    return c;
  };
  /** a socket of `u`'s session on `base` (its ticket from node A), past the greeting */
  const greeted = async (base: string, u: { access_token: string }, query = '') => {
    const c = open(base, `?ticket=${await socketTicket(a, u.access_token)}${query}`);
    await hello(c);
    return c;
  };

  beforeAll(async () => {
    a = await buildTestApp(backend, { seed: false, ...(config ? { config } : {}) });
    b = await buildTestApp(backend, { seed: false, nodeOf: a, ...(config ? { config } : {}) });
    baseA = await listen(a);
    baseB = await listen(b);
  });
  afterAll(async () => {
    for (const c of clients) c.ws.terminate();
    await b?.close();
    await a?.close();
  });

  it('an event published on one node reaches a subscriber on the other, in seq order', async () => {
    const u = await registerUser(a);
    const onB = await greeted(baseB, u);
    const game = 'game:racing:default';
    expect(await sub(onB, game)).toMatchObject({ type: 'subscribed', seq: 0 });
    // published on both nodes at once: B hands them on in seq order, none twice
    await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 3 ? a : b).hub.publish(game, 'gift.received.v1', giftPayload(i + 1))));
    await expect.poll(() => seqsOf(onB, game).length, { timeout: 5000 }).toBe(30);
    expect(seqsOf(onB, game)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // its own room too, with no sub: a gift sent through node A's API
    await a.hub.publish(`user:${u.user.id}`, 'cp.dissolved.v1', { pair_id: 3, by_user_id: 1 });
    await expect
      .poll(() => onB.messages.find((m) => m.type === 'cp.dissolved.v1'), { timeout: 5000 })
      .toEqual({ type: 'cp.dissolved.v1', topic: `user:${u.user.id}`, seq: 1, payload: { pair_id: 3, by_user_id: 1 } });
  });

  it('events stored inside a transaction exist only if it commits, and cross to the other node once announced', async () => {
    const u = await registerUser(a);
    const c = await greeted(baseB, u);
    const topic = `room:${u.user.id + 3_000_000}`;
    await sub(c, topic);
    const out = (n: number) => ({ topic, type: 'gift.received.v1' as const, payload: giftPayload(n) });
    await expect(
      a.db.tx(async (q) => {
        await a.hub.storeWithin(q, [out(1)]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const batch = await a.db.tx((q) => a.hub.storeWithin(q, [out(2), out(3)]));
    expect(batch.events.map((e) => e.seq)).toEqual([1, 2]); // the rolled-back event took no seq
    await a.hub.announce(batch);
    await expect.poll(() => seqsOf(c, topic), { timeout: 5000 }).toEqual([1, 2]);
    expect(c.messages.filter((m) => m.topic === topic && m.type === 'gift.received.v1').map((m) => m.payload?.count)).toEqual([2, 3]);
  });

  it('a large event crosses too (over NOTIFY as a reference, read from the store)', async () => {
    const u = await registerUser(a);
    const c = await greeted(baseB, u);
    const topic = `room:${u.user.id + 2_000_000}`;
    await sub(c, topic);
    const asset = 'x'.repeat(20_000);
    await a.hub.publish(topic, 'gift.received.v1', { ...giftPayload(1), asset });
    await expect.poll(() => c.messages.find((m) => m.topic === topic && m.type === 'gift.received.v1')?.payload?.asset).toBe(asset);
  });

  it('a client that was away and comes back with since gets exactly what it missed, then live', async () => {
    const u = await registerUser(a);
    const topic = `room:${u.user.id}`;
    const first = await greeted(baseA, u);
    await sub(first, topic);
    await a.hub.publish(topic, 'gift.received.v1', giftPayload(1));
    await a.hub.publish(topic, 'gift.received.v1', giftPayload(2));
    await expect.poll(() => seqsOf(first, topic)).toEqual([1, 2]);
    first.ws.close();
    await first.closed;

    // missed while away: 3 and 4 (one from each node), and an event of its own room
    await a.hub.publish(topic, 'gift.received.v1', giftPayload(3));
    await b.hub.publish(topic, 'gift.received.v1', giftPayload(4));
    await b.hub.publish(`user:${u.user.id}`, 'cp.dissolved.v1', { pair_id: 1, by_user_id: 2 });

    // back on the other node, resuming its own room (query) and the topic (since)
    const back = await greeted(baseB, u, `&user=${u.user.id}&since=0`);
    expect(await sub(back, topic, 2)).toEqual({ type: 'subscribed', topic, seq: 2 });
    await expect.poll(() => seqsOf(back, topic)).toEqual([3, 4]);
    await expect.poll(() => seqsOf(back, `user:${u.user.id}`, 'cp.dissolved.v1')).toEqual([1]);
    await a.hub.publish(topic, 'gift.received.v1', giftPayload(5));
    await expect.poll(() => seqsOf(back, topic)).toEqual([3, 4, 5]);
    // the replay came before anything live, in order
    const order = back.messages.filter((m) => m.topic === topic).map((m) => [m.type, m.seq]);
    expect(order).toEqual([
      ['subscribed', 2],
      ['gift.received.v1', 3],
      ['gift.received.v1', 4],
      ['gift.received.v1', 5],
    ]);
  });

  it('a since older than the replay buffer gets resync (with the seq to continue from), not a silent gap', async () => {
    const u = await registerUser(a);
    const topic = `room:${u.user.id + 1_000_000}`;
    for (let i = 1; i <= 3; i++) await a.hub.publish(topic, 'gift.received.v1', giftPayload(i));
    a.clock.advance(REALTIME_REPLAY_MAX_AGE_SECONDS + 1);
    await a.hub.publish(topic, 'gift.received.v1', giftPayload(4));
    await realtimeStore(a.db).prune(a.clock.now(), REALTIME_REPLAY_MAX_AGE_SECONDS, REALTIME_REPLAY_MAX_EVENTS);
    const c = await greeted(baseB, u);
    // 2 and 3 are gone: refetch, then continue after 4
    expect(await sub(c, topic, 1)).toEqual({ type: 'resync', topic, seq: 4 });
    // 3 is not: replayed from there
    const d = await greeted(baseA, u);
    expect(await sub(d, topic, 3)).toEqual({ type: 'subscribed', topic, seq: 3 });
    await expect.poll(() => seqsOf(d, topic)).toEqual([4]);
    // a since the topic never reached (another database, a bug): resync too
    expect(await sub(d, topic, 99)).toEqual({ type: 'resync', topic, seq: 4 });
    // the own room resumed from too far back: resync right after hello
    await a.hub.publish(`user:${u.user.id}`, 'cp.dissolved.v1', { pair_id: 1, by_user_id: 2 });
    const e = await greeted(baseA, u, `&user=${u.user.id}&since=7`);
    await expect.poll(() => e.messages.find((m) => m.type === 'resync')).toEqual({ type: 'resync', topic: `user:${u.user.id}`, seq: 1 });
  });

  it('a user cannot join another user’s room or another brand’s game', async () => {
    const u = await registerUser(a);
    const other = await registerUser(a, { app_name: 'wakoo' });
    const c = await greeted(baseB, u);
    expect(await sub(c, `user:${other.user.id}`)).toEqual({
      type: 'denied',
      topic: `user:${other.user.id}`,
      payload: { reason: 'forbidden' },
    });
    expect(await sub(c, 'game:racing:wakoo')).toEqual({ type: 'denied', topic: 'game:racing:wakoo', payload: { reason: 'forbidden' } });
    expect(await sub(c, 'lobby')).toEqual({ type: 'denied', topic: 'lobby', payload: { reason: 'bad_topic' } });
    // another user's id in the resume query is ignored (no replay of their room)
    await a.hub.publish(`user:${other.user.id}`, 'cp.dissolved.v1', { pair_id: 1, by_user_id: 2 });
    const d = await greeted(baseA, u, `&user=${other.user.id}&since=0`);
    // the wakoo user may join the wakoo game
    const w = await greeted(baseA, other);
    expect(await sub(w, 'game:racing:wakoo')).toMatchObject({ type: 'subscribed' });
    await b.hub.publish('game:racing:wakoo', 'gift.received.v1', giftPayload(1));
    await expect.poll(() => seqsOf(w, 'game:racing:wakoo').length).toBe(1);
    await new Promise((r) => setTimeout(r, 100));
    for (const x of [c, d]) expect(x.messages.filter((m) => m.type === 'gift.received.v1' || m.type === 'cp.dissolved.v1')).toEqual([]);
  });
});
