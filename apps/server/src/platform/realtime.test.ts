import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  CLOSE_NOT_LOGGED_IN,
  needsReplay,
  planCatchUp,
  RealtimeHub,
  type RealtimeStore,
  type StoredEvent,
  TopicStream,
  topicDenial,
} from './realtime';

/** enough of a ws socket for the hub: state, send, close (which emits 'close' like ws does later) */
class FakeSocket extends EventEmitter {
  readyState = 1;
  sent: string[] = [];
  closedWith: number | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    if (this.readyState !== 1) return;
    this.readyState = 2;
    this.closedWith = code;
    queueMicrotask(() => {
      this.readyState = 3;
      this.emit('close');
    });
  }
  messages(): Array<{ type: string; topic?: string; seq?: number; payload?: unknown }> {
    return this.sent.map((t) => JSON.parse(t));
  }
  events(topic: string) {
    return this.messages().filter((m) => m.topic === topic && m.type !== 'subscribed' && m.type !== 'resync');
  }
}
const socket = () => new FakeSocket() as FakeSocket & WebSocket;

/** the store in memory; `delay` makes each append resolve after a random wait (publishes overtake each other) */
class MemoryStore implements RealtimeStore {
  readonly scope = randomUUID();
  readonly seqs = new Map<string, number>();
  events: StoredEvent[] = [];
  constructor(private readonly delay: () => number = () => -1) {}
  async append(events: ReadonlyArray<Omit<StoredEvent, 'seq'>>) {
    const seqs = events.map((e) => {
      const seq = (this.seqs.get(e.topic) ?? 0) + 1;
      this.seqs.set(e.topic, seq);
      this.events.push({ ...e, seq });
      return seq;
    });
    const ms = this.delay();
    if (ms >= 0) await new Promise((r) => setTimeout(r, ms));
    return seqs;
  }
  async current(topics: readonly string[]) {
    return new Map(topics.filter((t) => this.seqs.has(t)).map((t) => [t, this.seqs.get(t)!]));
  }
  async range(topic: string, after: number, upTo: number) {
    return this.events.filter((e) => e.topic === topic && e.seq > after && e.seq <= upTo).sort((a, b) => a.seq - b.seq);
  }
  async notify() {}
  async channel() {
    return 'realtime_test';
  }
  /** keeps only each topic's events after `keepAfter` */
  prune(topic: string, keepAfter: number) {
    this.events = this.events.filter((e) => e.topic !== topic || e.seq > keepAfter);
  }
}

async function startedHub(store = new MemoryStore(), clock: () => number = () => 0) {
  const hub = new RealtimeHub(null, null, clock);
  await hub.start({ store, now: () => new Date(), replayMaxEvents: 50 });
  return { hub, store };
}

const who = (userId: number, session = `s${userId}`, brand = 'default') => ({ userId, session, brand });
const helloed = (s: FakeSocket) => expect.poll(() => s.messages().some((m) => m.type === 'hello')).toBe(true);
const gift = (n: number) => ({ from_user_id: 9, gift_id: 1, count: n, total: n, charm_points: 0, asset: 'rose' });

describe('RealtimeHub: revocation', () => {
  it('delivers events to the user room, and a session revoke closes only that session', async () => {
    let ms = 0;
    const { hub } = await startedHub(undefined, () => ms);
    const a1 = socket();
    const a2 = socket();
    const b = socket();
    expect(hub.attach(a1, who(1, 'aa01'), hub.now())).toBe(true);
    expect(hub.attach(a2, who(1, 'aa02'), hub.now())).toBe(true);
    expect(hub.attach(b, who(2, 'bb01'), hub.now())).toBe(true);
    for (const s of [a1, a2, b]) await helloed(s);
    await hub.publish('user:1', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 2 });
    expect([a1.events('user:1').length, a2.events('user:1').length, b.events('user:2').length]).toEqual([1, 1, 0]);

    ms += 10;
    await hub.revoke({ session: 'aa01' });
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([CLOSE_NOT_LOGGED_IN, null, null]);
    await new Promise((r) => setTimeout(r, 0));
    await hub.publish('user:1', 'cp.dissolved.v1', { pair_id: 2, by_user_id: 2 });
    expect([a1.events('user:1').length, a2.events('user:1').length]).toEqual([1, 2]);
    await hub.close();
  });

  it('a user revoke closes every socket of that user', async () => {
    const { hub } = await startedHub();
    const [a1, a2, b] = [socket(), socket(), socket()];
    hub.attach(a1, who(1, 's1'), -1);
    hub.attach(a2, who(1, 's2'), -1);
    hub.attach(b, who(2, 's3'), -1);
    await hub.revoke({ user: 1 });
    expect([a1.closedWith, a2.closedWith, b.closedWith]).toEqual([CLOSE_NOT_LOGGED_IN, CLOSE_NOT_LOGGED_IN, null]);
    await hub.close();
  });

  it('a revoke that arrives while a ticket is being checked closes the socket when it is attached', async () => {
    let ms = 1000;
    const { hub } = await startedHub(undefined, () => ms);
    // revoked before the check began: the check itself sees it in the database, the hub lets it be
    await hub.revoke({ user: 7 });
    ms += 5;
    const since = hub.now();
    const ok = socket();
    expect(hub.attach(ok, who(7, 'new'), since)).toBe(true);

    // revoked during the check (the check may have read the session just before the commit)
    const late = socket();
    const checkStarted = hub.now();
    ms += 5;
    await hub.revoke({ session: 'late' });
    expect(hub.attach(late, who(8, 'late'), checkStarted)).toBe(false);
    expect(late.closedWith).toBe(CLOSE_NOT_LOGGED_IN);

    // remembered for a minute only
    ms += 61_000;
    const much = socket();
    expect(hub.attach(much, who(8, 'late'), checkStarted)).toBe(true);
    await hub.close();
  });

  it('does not keep a socket that closed while its ticket was checked', async () => {
    const { hub } = await startedHub();
    const gone = socket();
    gone.readyState = 3;
    expect(hub.attach(gone, who(1), 0)).toBe(false);
    await hub.publish('user:1', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 2 });
    expect(gone.sent).toHaveLength(0);
    await hub.close();
  });

  it('revocations reach the other nodes of the process on the same database', async () => {
    const { hub: a, store } = await startedHub();
    const { hub: b } = await startedHub(store);
    const s = socket();
    b.attach(s, who(3, 'x'), -1);
    await a.revoke({ session: 'x' });
    expect(s.closedWith).toBe(CLOSE_NOT_LOGGED_IN);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('RealtimeHub: topics', () => {
  it('checks events against the shared map and topics against the three forms', async () => {
    const { hub } = await startedHub();
    await expect(hub.publish('user:1', 'cp.dissolved.v1', { pair_id: 0, by_user_id: 1 })).rejects.toThrow();
    await expect(hub.publish('lobby', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 1 })).rejects.toThrow(/not a topic/);
    // @ts-expect-error: not an event of the map
    await expect(hub.publish('user:1', 'cp.invited', {})).rejects.toThrow();
    await hub.close();
  });

  it('authorizes sub: own user room, games of the own brand, any room', () => {
    const me = { userId: 5, brand: 'wakoo' };
    expect(topicDenial(me, 'user:5')).toBeNull();
    expect(topicDenial(me, 'user:6')).toBe('forbidden');
    expect(topicDenial(me, 'game:racing:wakoo')).toBeNull();
    expect(topicDenial(me, 'game:racing:ocha')).toBe('forbidden');
    expect(topicDenial(me, 'room:77')).toBeNull();
    for (const bad of ['user:05', 'user:', 'room:x', 'game:racing', 'game:Racing:wakoo', 'game:racing:nobrand', 'user:1:2', 'x:1'])
      expect(topicDenial(me, bad), bad).toBe('bad_topic');
  });

  it('sub answers with the seq; since replays exactly what was missed; too old a since gets resync', async () => {
    const { hub, store } = await startedHub();
    const s = socket();
    hub.attach(s, who(1), -1);
    await helloed(s);
    for (let i = 1; i <= 3; i++) await hub.publish('room:9', 'gift.received.v1', gift(i));
    hub.command(s, who(1), JSON.stringify({ op: 'sub', topic: 'room:9' }));
    await expect.poll(() => s.messages().find((m) => m.type === 'subscribed' && m.topic === 'room:9')).toMatchObject({ seq: 3 });
    await hub.publish('room:9', 'gift.received.v1', gift(4));
    expect(s.events('room:9').map((m) => m.seq)).toEqual([4]);

    // a second socket that had seq 1 catches up on 2..4, then continues live
    const t = socket();
    hub.attach(t, who(2), -1);
    await helloed(t);
    hub.command(t, who(2), JSON.stringify({ op: 'sub', topic: 'room:9', since: 1 }));
    await expect.poll(() => t.events('room:9').map((m) => m.seq)).toEqual([2, 3, 4]);
    await hub.publish('room:9', 'gift.received.v1', gift(5));
    expect(t.events('room:9').map((m) => m.seq)).toEqual([2, 3, 4, 5]);

    // what is no longer kept: resync with the seq to continue from
    store.prune('room:9', 3);
    const u = socket();
    hub.attach(u, who(3), -1);
    hub.command(u, who(3), JSON.stringify({ op: 'sub', topic: 'room:9', since: 1 }));
    await expect.poll(() => u.messages().find((m) => m.topic === 'room:9')).toEqual({ type: 'resync', topic: 'room:9', seq: 5 });
    expect(u.events('room:9')).toEqual([]);
    // more than the replay limit behind: resync too
    for (let i = 0; i < 60; i++) await hub.publish('room:9', 'gift.received.v1', gift(1));
    const v = socket();
    hub.attach(v, who(4), -1);
    hub.command(v, who(4), JSON.stringify({ op: 'sub', topic: 'room:9', since: 6 }));
    await expect.poll(() => v.messages().find((m) => m.topic === 'room:9')).toMatchObject({ type: 'resync', seq: 65 });
    await hub.close();
  });

  it('denies other users’ rooms, other brands’ games and more than the topic limit; unsub leaves', async () => {
    const { hub } = await startedHub();
    const s = socket();
    const me = who(1, 's', 'ocha');
    hub.attach(s, me, -1);
    await helloed(s);
    hub.command(s, me, JSON.stringify({ op: 'sub', topic: 'user:2' }));
    hub.command(s, me, JSON.stringify({ op: 'sub', topic: 'game:racing:wakoo' }));
    hub.command(s, me, JSON.stringify({ op: 'sub', topic: 'game:racing:ocha' }));
    hub.command(s, me, 'not json');
    hub.command(s, me, JSON.stringify({ op: 'sub' }));
    expect(s.messages().filter((m) => m.type === 'denied')).toEqual([
      { type: 'denied', topic: 'user:2', payload: { reason: 'forbidden' } },
      { type: 'denied', topic: 'game:racing:wakoo', payload: { reason: 'forbidden' } },
    ]);
    await expect.poll(() => s.messages().some((m) => m.type === 'subscribed' && m.topic === 'game:racing:ocha')).toBe(true);
    await hub.publish('user:2', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 1 });
    await hub.publish('game:racing:wakoo', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 1 });
    await hub.publish('game:racing:ocha', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 1 });
    expect(s.messages().filter((m) => m.seq !== undefined && m.type === 'cp.dissolved.v1')).toHaveLength(1);

    for (let i = 1; i <= 40; i++) hub.command(s, me, JSON.stringify({ op: 'sub', topic: `room:${i}` }));
    expect(s.messages().filter((m) => m.type === 'denied' && m.topic?.startsWith('room:'))).toHaveLength(40 - 31);
    hub.command(s, me, JSON.stringify({ op: 'unsub', topic: 'game:racing:ocha' }));
    await hub.publish('game:racing:ocha', 'cp.dissolved.v1', { pair_id: 1, by_user_id: 1 });
    expect(s.events('game:racing:ocha')).toHaveLength(1);
    await hub.close();
  });

  it('two nodes: an event published on one reaches a subscriber of the other, in seq order', async () => {
    // appends that finish in any order: node B sees some of A's events before the ones before them
    const store = new MemoryStore(() => Math.floor(Math.random() * 3));
    const { hub: a } = await startedHub(store);
    const { hub: b } = await startedHub(store);
    const s = socket();
    b.attach(s, who(1), -1);
    b.command(s, who(1), JSON.stringify({ op: 'sub', topic: 'game:racing:default' }));
    await expect.poll(() => s.messages().some((m) => m.topic === 'game:racing:default')).toBe(true);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).publish('game:racing:default', 'gift.received.v1', gift(i + 1))),
    );
    await expect.poll(() => s.events('game:racing:default').length).toBe(40);
    expect(s.events('game:racing:default').map((m) => m.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await Promise.all([a.close(), b.close()]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('TopicStream (property)', () => {
  it('hands on each seq after its start once, in order, whatever arrives when; what the store lost is skipped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 80 }),
        fc.integer({ min: 0, max: 80 }),
        fc.integer({ min: 0, max: 40 }),
        (n0, s0raw, arrivals, startAt, prunedUpTo) => {
          const n = Math.max(n0, s0raw);
          const s0 = Math.min(s0raw, n);
          const arrived = arrivals.filter((x) => x <= n);
          const stream = new TopicStream<{ seq: number }>();
          const out: number[] = [];
          const take = (es: { seq: number }[]) => out.push(...es.map((e) => e.seq));
          arrived.forEach((seq, i) => {
            if (i === startAt) take(stream.start(s0));
            take(stream.offer({ seq }));
          });
          if (stream.position === undefined) take(stream.start(s0));
          // the topic reached n (a reference, the sweep); the store still has (prunedUpTo, n]
          stream.announce(n);
          for (let gap = stream.gap(), guard = 0; gap && guard < 100; gap = stream.gap(), guard++) {
            const rows = [];
            for (let seq = Math.max(gap.after, prunedUpTo) + 1; seq <= gap.upTo; seq++) rows.push({ seq });
            take(stream.supply(rows));
            if (stream.position === gap.after) {
              stream.skip();
              take(stream.drain());
            }
          }
          // strictly increasing, all after the start, ends at n, and holds everything that was
          // available (arrived after the start, or still in the store)
          expect(new Set(out).size).toBe(out.length);
          expect([...out].sort((x, y) => x - y)).toEqual(out);
          expect(out.every((x) => x > s0)).toBe(true);
          expect(stream.position).toBe(n);
          for (let seq = s0 + 1; seq <= n; seq++) if (seq > prunedUpTo) expect(out).toContain(seq);
          if (prunedUpTo <= s0) expect(out).toEqual(Array.from({ length: n - s0 }, (_, i) => s0 + 1 + i));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('planCatchUp replays exactly (since, head] when the store has all of it, else resync', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 20 }),
        (head, keptFromRaw, since, max, ahead) => {
          const keptFrom = Math.min(keptFromRaw, head + 1); // the store has [keptFrom, head]
          const storeCurrent = head + ahead;
          const stored = needsReplay(since, head, max)
            ? Array.from({ length: head - since! }, (_, i) => ({ seq: since! + 1 + i })).filter((e) => e.seq >= keptFrom)
            : null;
          const plan = planCatchUp(since, head, stored, max, storeCurrent);
          if (since === undefined || since === head) expect(plan).toEqual({ kind: 'live', seq: head });
          else if (since > head)
            expect(plan).toEqual(since <= storeCurrent ? { kind: 'live', seq: since } : { kind: 'resync', seq: storeCurrent });
          else if (head - since <= max && since + 1 >= keptFrom)
            expect(plan).toEqual({
              kind: 'replay',
              seq: head,
              events: Array.from({ length: head - since }, (_, i) => ({ seq: since + 1 + i })),
            });
          else expect(plan).toEqual({ kind: 'resync', seq: head });
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a client that comes and goes with since sees every event once, in order (two nodes, random timing)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ node: fc.boolean(), reconnect: fc.boolean(), node2: fc.boolean() }), { minLength: 1, maxLength: 25 }),
        async (steps) => {
          const store = new MemoryStore(() => (Math.random() < 0.5 ? -1 : Math.floor(Math.random() * 2)));
          const nodes = [(await startedHub(store)).hub, (await startedHub(store)).hub];
          const topic = 'room:1';
          let cursor = 0;
          const seen: number[] = [];
          let current: FakeSocket & WebSocket = socket();
          let readFrom = 0;
          const read = () => {
            for (const m of current.messages().slice(readFrom)) {
              readFrom += 1;
              if (m.topic !== topic || m.seq === undefined) continue;
              if (m.type === 'subscribed' || m.type === 'resync') {
                expect(m.type).toBe('subscribed');
                cursor = Math.max(cursor, m.seq);
                continue;
              }
              if (m.seq <= cursor) continue;
              expect(m.seq).toBe(cursor + 1); // no gap
              cursor = m.seq;
              seen.push(m.seq);
            }
          };
          const connect = (node: RealtimeHub, since?: number) => {
            current = socket();
            readFrom = 0;
            node.attach(current, who(1), -1);
            node.command(current, who(1), JSON.stringify(since === undefined ? { op: 'sub', topic } : { op: 'sub', topic, since }));
          };
          connect(nodes[0]!);
          await expect.poll(() => current.messages().some((m) => m.type === 'subscribed' && m.topic === topic)).toBe(true);
          read();
          let published = 0;
          const pending: Promise<number>[] = [];
          for (const step of steps) {
            pending.push(nodes[step.node ? 1 : 0]!.publish(topic, 'gift.received.v1', gift(1)));
            published += 1;
            if (step.reconnect) {
              read();
              current.close(1000);
              await new Promise((r) => setTimeout(r, 0));
              connect(nodes[step.node2 ? 1 : 0]!, cursor);
            }
          }
          await Promise.all(pending);
          await expect
            .poll(
              () => {
                read();
                return cursor;
              },
              { timeout: 3000 },
            )
            .toBe(published);
          expect(seen).toEqual(Array.from({ length: published }, (_, i) => i + 1));
          await Promise.all(nodes.map((n) => n.close()));
        },
      ),
      { numRuns: 30 },
    );
  });
});
