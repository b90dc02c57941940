import { createHash } from 'node:crypto';
import { ErrorCode, REALTIME_TICKET_TTL_SECONDS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BACKENDS, buildTestApp, call, registerUser, socketTicket, type TestApp, uniqueEmail } from '../../test/helpers';
import { revokeSessions } from '../accounts/service';

interface Client {
  ws: WebSocket;
  messages: Array<{ type: string; payload?: Record<string, unknown> }>;
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
