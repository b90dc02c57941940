/**
 * The realtime hub (docs/architecture.md "Realtime").
 *
 * - **Typed, versioned events**: `publish(topic, 'cp.invited.v1', payload)` — names and payload
 *   schemas come from packages/shared (REALTIME_EVENTS); the payload is checked when published.
 * - **Topic rooms**: `user:<id>` (the socket's user is put there at connect; nobody else may join),
 *   `game:<name>:<brand>` (users of that brand), `room:<id>`; a socket joins others with
 *   `{"op":"sub","topic":…,"since"?:n}` and leaves with `{"op":"unsub","topic":…}`.
 * - **Sequence numbers**: each event gets the next seq of its topic once, in the database
 *   (RealtimeStore, a row per topic), whichever node publishes it; the event is kept there for
 *   replay (REALTIME_REPLAY_MAX_EVENTS / _AGE_SECONDS, pruned by the scheduler). Each node hands a
 *   topic's events to its sockets in seq order with no gap (TopicStream): an event that arrives
 *   ahead of a missing one waits for it, and a gap still open after GAP_WAIT_MS is filled from the
 *   store. `since` replays what a client missed; older than the buffer → `resync` (refetch).
 * - **Across nodes**: Redis pub/sub when REDIS_URL is set; else PostgreSQL LISTEN/NOTIFY (the
 *   NOTIFY is in the statement that stores the events); else in-process (PGlite, one node; nodes
 *   of one process on one database hear each other). Redis down → NOTIFY when listening. Whatever
 *   a bus loses, the sweep finds (every SWEEP_MS a node reads the seqs of its rooms' topics).
 * - **Revocation**: `revoke` closes the sockets of a session or user on every node with 4001.
 */
import {
  parseRealtimeTopic,
  REALTIME_EVENTS,
  REALTIME_MAX_TOPICS_PER_SOCKET,
  REALTIME_REPLAY_MAX_EVENTS,
  type RealtimeDenyReason,
  type RealtimeEventName,
  type RealtimeEvents,
  realtimeTopic,
  ZRealtimeClientOp,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { Queryable } from './db';
import { redisIsUp } from './redis-failover';

const CHANNEL = 'realtime:events';
/** close code of a socket whose ticket is missing, wrong or spent, or whose session was revoked */
export const CLOSE_NOT_LOGGED_IN = 4001;
/** close code when the hub cannot serve the socket right now (database unreachable): reconnect */
export const CLOSE_TRY_AGAIN = 1011;
/**
 * How long a node remembers a revocation it received: a socket whose ticket was checked while the
 * revocation was under way (the check read the session just before the revoke committed) is
 * closed when it is attached afterwards.
 */
const REVOCATION_MEMORY_MS = 60_000;
/** how long an event that arrived ahead of a missing one waits before the gap is read from the store */
const GAP_WAIT_MS = 100;
/** how often a node checks its rooms' topics for events no bus brought */
const SWEEP_MS = 5_000;
/** events stored in one statement at most (publishes are grouped while one is being stored) */
const MAX_APPEND = 500;
/** a NOTIFY payload must stay below 8000 bytes; bigger events go as a reference (read from the store) */
export const NOTIFY_MAX_BYTES = 7_900;

/** An event to publish: its topic, its versioned name and its payload. */
export type RealtimeOut = {
  [K in RealtimeEventName]: { topic: string; type: K; payload: RealtimeEvents[K] };
}[RealtimeEventName];

/** Events stored inside a transaction (`storeWithin`), to `announce` once it committed. */
export interface StoredBatch {
  events: StoredEvent[];
  /** NOTIFYs went with the transaction (Redis was down): the other nodes hear them at commit */
  notified: boolean;
}

/** Whom a socket belongs to: the user, their brand and their session (hex SHA-256 of its token). */
export interface SocketIdentity {
  userId: number;
  brand: string;
  session: string;
}

/** Sockets to close: those of one session, or every one of a user. */
export type RevokeTarget = { session: string } | { user: number };

/** An event as stored and delivered. */
export interface StoredEvent {
  topic: string;
  seq: number;
  type: string;
  payload: unknown;
}

/** Where sequence numbers are assigned and recent events kept (modules/realtime/store.ts). */
export interface RealtimeStore {
  /** the database, for the in-process bus (nodes of one process on one database hear each other) */
  readonly scope: string;
  /**
   * Stores the events, each with the next seq of its topic (in the given order within a topic),
   * and returns the seqs; with `notify`, NOTIFYs each on that channel when the statement commits.
   * With `q`, inside that transaction (no retry: a deadlock fails the caller's transaction).
   */
  append(events: ReadonlyArray<Omit<StoredEvent, 'seq'>>, at: Date, notify: string | null, q?: Queryable): Promise<number[]>;
  /** the last seq of each topic (topics never published are absent) */
  current(topics: readonly string[]): Promise<Map<string, number>>;
  /** the kept events of a topic with after < seq <= upTo, in seq order */
  range(topic: string, after: number, upTo: number): Promise<StoredEvent[]>;
  /** NOTIFY one text on a channel */
  notify(channel: string, text: string): Promise<void>;
  /** the NOTIFY channel of this deployment's schema */
  channel(): Promise<string>;
}

export interface HubStart {
  store: RealtimeStore;
  /** the app clock (stored events' times) */
  now: () => Date;
  /** PostgreSQL URL to LISTEN on (a connection of its own); null: no LISTEN/NOTIFY */
  listenUrl?: string | null;
  log?: (msg: string, err?: unknown) => void;
  /** replay at most this many events (default REALTIME_REPLAY_MAX_EVENTS) */
  replayMaxEvents?: number;
}

/** Spends a socket ticket (`/ws?ticket=`): its owner, or null when it is unknown, used or expired. */
export type ConsumeTicket = (ticket: string) => Promise<SocketIdentity | null>;

/** What crosses nodes: stored events, a reference to one (NOTIFY of a large event), or a revocation. */
type WireMessage =
  | { kind: 'events'; events: StoredEvent[] }
  | { kind: 'ref'; topic: string; seq: number }
  | { kind: 'revoke'; session?: string; user?: number };

// ---------------------------------------------------------------------------------------------
// Pure parts: the order of one topic's events on a node, and what a `since` gets.

/**
 * One topic's events on one node, handed on in seq order without gaps or repeats. `start` with the
 * topic's seq when the node begins to follow it; `offer` each event that arrives (in any order, any
 * number of times); `announce` a seq known to exist (a reference, the sweep). `gap` says what is
 * missing (to read from the store), `supply` hands that in, and `skip` gives up on a missing run
 * the store no longer has (the followers resync).
 */
export class TopicStream<E extends { seq: number }> {
  private last: number | undefined;
  private known = 0;
  private readonly pending = new Map<number, E>();

  /** the last seq handed on (undefined before `start`) */
  get position(): number | undefined {
    return this.last;
  }

  start(current: number): E[] {
    if (this.last === undefined) this.last = current;
    this.known = Math.max(this.known, current);
    for (const seq of this.pending.keys()) if (seq <= this.last) this.pending.delete(seq);
    return this.drain();
  }

  offer(e: E): E[] {
    if (this.last !== undefined && e.seq <= this.last) return [];
    this.known = Math.max(this.known, e.seq);
    if (!this.pending.has(e.seq)) this.pending.set(e.seq, e);
    return this.drain();
  }

  announce(seq: number): void {
    this.known = Math.max(this.known, seq);
  }

  /** what is missing: the events after `after` up to `upTo` (some of them already pending) */
  gap(): { after: number; upTo: number } | null {
    if (this.last === undefined || this.known <= this.last) return null;
    return { after: this.last, upTo: this.known };
  }

  supply(events: readonly E[]): E[] {
    const out: E[] = [];
    for (const e of events) out.push(...this.offer(e));
    return out;
  }

  /** jumps over the missing run (to just before the first pending event); returns the new position */
  skip(): number {
    if (this.last === undefined) return 0;
    const next = this.pending.size > 0 ? Math.min(...this.pending.keys()) : this.known + 1;
    this.last = Math.max(this.last, next - 1);
    return this.last;
  }

  /** the events that are next in line, taken out */
  drain(): E[] {
    const out: E[] = [];
    if (this.last === undefined) return out;
    for (let e = this.pending.get(this.last + 1); e; e = this.pending.get(this.last + 1)) {
      this.pending.delete(e.seq);
      this.last = e.seq;
      out.push(e);
    }
    return out;
  }
}

export type CatchUp<E> =
  /** nothing to replay: the socket continues after `seq` */
  | { kind: 'live'; seq: number }
  /** replay `events`, then continue after `seq` */
  | { kind: 'replay'; events: E[]; seq: number }
  /** what the client missed is gone (or its `since` is not ours): it refetches and continues after `seq` */
  | { kind: 'resync'; seq: number };

/** Whether a `since` at a node whose topic stands at `head` needs the stored events (since, head]. */
export function needsReplay(since: number | undefined, head: number, maxEvents: number): boolean {
  return since !== undefined && since < head && head - since <= maxEvents;
}

/**
 * What a socket that joins with `since` gets, at a node whose stream of the topic stands at `head`:
 * `stored` is what the store still has of (since, head] (when `needsReplay`). A `since` ahead of
 * `head` is checked against the topic's seq in the store (`storeCurrent`): the node may just not
 * have heard of the newest events yet.
 */
export function planCatchUp<E extends { seq: number }>(
  since: number | undefined,
  head: number,
  stored: readonly E[] | null,
  maxEvents: number,
  storeCurrent?: number,
): CatchUp<E> {
  if (since === undefined || since === head) return { kind: 'live', seq: head };
  if (since > head) {
    const current = storeCurrent ?? head;
    return since <= current ? { kind: 'live', seq: since } : { kind: 'resync', seq: Math.max(head, current) };
  }
  if (head - since > maxEvents || !stored || stored.length !== head - since) return { kind: 'resync', seq: head };
  for (let i = 0; i < stored.length; i++) if (stored[i]!.seq !== since + 1 + i) return { kind: 'resync', seq: head };
  return { kind: 'replay', events: [...stored], seq: head };
}

/** Who may join a topic: their own user room, a game of their brand, any room. */
export function topicDenial(who: Pick<SocketIdentity, 'userId' | 'brand'>, topic: string): RealtimeDenyReason | null {
  const t = parseRealtimeTopic(topic);
  if (!t) return 'bad_topic';
  if (t.kind === 'user') return t.userId === who.userId ? null : 'forbidden';
  if (t.kind === 'game') return t.brand === who.brand ? null : 'forbidden';
  return null;
}

// ---------------------------------------------------------------------------------------------

interface Member {
  /** the last seq this socket got */
  cursor: number;
  /** events that came while it was joining (handed on after its replay); null once live */
  queue: StoredEvent[] | null;
}

interface Room {
  topic: string;
  stream: TopicStream<StoredEvent>;
  members: Map<WebSocket, Member>;
  ready: Promise<void>;
  fillTimer?: ReturnType<typeof setTimeout>;
  filling: boolean;
}

interface Outgoing {
  event: Omit<StoredEvent, 'seq'>;
  resolve: (seq: number) => void;
  reject: (err: unknown) => void;
}

/** hubs of this process by database (the in-process bus) */
const localBus = new Map<string, Set<RealtimeHub>>();

export class RealtimeHub {
  private readonly rooms = new Map<string, Room>();
  /** each socket's topics */
  private readonly joined = new Map<WebSocket, Set<string>>();
  private readonly sessions = new Map<string, Set<WebSocket>>();
  private readonly users = new Map<number, Set<WebSocket>>();
  /** recent revocations (key → when received, in insertion order) */
  private readonly revokedSessions = new Map<string, number>();
  private readonly revokedUsers = new Map<number, number>();
  private readonly channel: string;
  private started: (HubStart & { replayMaxEvents: number }) | null = null;
  private pgChannel: string | null = null;
  private listener: PgListener | null = null;
  private outgoing: Outgoing[] = [];
  private flushing: Promise<void> | null = null;
  private sweepTimer: ReturnType<typeof setInterval> | undefined;
  private closed = false;

  constructor(
    private readonly pub: Redis | null,
    sub: Redis | null,
    /** a monotonic clock in ms */
    private readonly clock: () => number = () => performance.now(),
    /** REDIS_PREFIX: deployments (and test runs) sharing one Redis do not hear each other */
    prefix = '',
  ) {
    this.channel = `${prefix}${CHANNEL}`;
    if (sub) {
      // queued until connected; rejected only when the app closes first (ioredis resubscribes after a reconnect)
      sub.subscribe(this.channel).catch(() => undefined);
      sub.on('message', (channel: string, text: string) => {
        if (channel === this.channel) this.receiveText(text);
      });
      // back after an outage: look for what was published meanwhile
      sub.on('ready', () => void this.sweep());
    }
  }

  /**
   * Connects the hub to its store (the realtime module does, at start-up) and to the buses: LISTEN
   * when `listenUrl` is given, the in-process bus always; starts the sweep.
   */
  async start(opts: HubStart): Promise<void> {
    this.started = { ...opts, replayMaxEvents: opts.replayMaxEvents ?? REALTIME_REPLAY_MAX_EVENTS };
    const peers = localBus.get(opts.store.scope) ?? new Set();
    localBus.set(opts.store.scope, peers);
    peers.add(this);
    if (opts.listenUrl) {
      const channel = await opts.store.channel();
      this.listener = new PgListener(
        opts.listenUrl,
        channel,
        (text) => this.receiveText(text),
        () => void this.sweep(),
        this.log,
      );
      await this.listener.start();
      this.pgChannel = channel;
    }
    this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweepTimer.unref?.();
  }

  /** Stores what is still being published, stops listening. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweepTimer);
    for (const room of this.rooms.values()) clearTimeout(room.fillTimer);
    while (this.flushing) await this.flushing;
    if (this.started) localBus.get(this.started.store.scope)?.delete(this);
    await this.listener?.close();
  }

  /** now on the hub's clock; take it before checking a ticket and hand it to `attach` */
  now(): number {
    return this.clock();
  }

  /**
   * Registers an authenticated socket under its session and in its user's room (`user:<id>`,
   * replaying after `since` when the client resumes); `hello` follows once it is there. Returns
   * false — and closes the socket with 4001 — when a revocation of that session or user arrived
   * since `checkedSince` (when its ticket check began), or when the socket is no longer open.
   */
  attach(socket: WebSocket, who: SocketIdentity, checkedSince: number, since?: number): boolean {
    if (socket.readyState !== 1) return false;
    this.forget();
    const revokedAt = Math.max(this.revokedSessions.get(who.session) ?? -Infinity, this.revokedUsers.get(who.userId) ?? -Infinity);
    if (revokedAt >= checkedSince) {
      socket.close(CLOSE_NOT_LOGGED_IN, 'session revoked');
      return false;
    }
    this.index(this.sessions, who.session, socket);
    this.index(this.users, who.userId, socket);
    this.joined.set(socket, new Set());
    socket.on('close', () => {
      for (const topic of this.joined.get(socket) ?? []) this.leave(socket, topic);
      this.joined.delete(socket);
    });
    void this.join(socket, realtimeTopic.user(who.userId), since, { type: 'hello', payload: { user_id: who.userId } });
    return true;
  }

  /** A client message (`sub`, `unsub`); anything else is ignored. */
  command(socket: WebSocket, who: SocketIdentity, text: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return;
    }
    const op = ZRealtimeClientOp.safeParse(parsed);
    if (!op.success) return;
    const { topic } = op.data;
    const own = topic === realtimeTopic.user(who.userId);
    const mine = this.joined.get(socket);
    if (!mine) return;
    if (op.data.op === 'unsub') {
      if (!own) this.leave(socket, topic);
      return;
    }
    const denial = topicDenial(who, topic) ?? (!mine.has(topic) && mine.size > REALTIME_MAX_TOPICS_PER_SOCKET ? 'too_many_topics' : null);
    if (denial) {
      send(socket, { type: 'denied', topic, payload: { reason: denial } });
      return;
    }
    void this.join(socket, topic, op.data.since);
  }

  /** Publishes an event to a topic; resolves with its seq once stored (and handed to the buses). */
  async publish<K extends RealtimeEventName>(topic: string, event: K, payload: RealtimeEvents[K]): Promise<number> {
    if (!this.started || this.closed) throw new Error('realtime hub is not running');
    if (!parseRealtimeTopic(topic)) throw new Error(`realtime: not a topic: ${topic}`);
    const checked = REALTIME_EVENTS[event].parse(payload);
    return new Promise<number>((resolve, reject) => {
      this.outgoing.push({ event: { topic, type: event, payload: checked }, resolve, reject });
      if (!this.flushing) this.flushing = this.flush();
    });
  }

  /**
   * Stores events inside the caller's transaction — an outbox handler's, so they are stored
   * exactly once with its cursor and none is lost when the process dies after the change it
   * reports. Hand the result to `announce` after that transaction committed.
   */
  async storeWithin(q: Queryable, events: readonly RealtimeOut[]): Promise<StoredBatch> {
    if (!this.started || this.closed) throw new Error('realtime hub is not running');
    if (events.length === 0) return { events: [], notified: false };
    const checked = events.map((e) => {
      if (!parseRealtimeTopic(e.topic)) throw new Error(`realtime: not a topic: ${e.topic}`);
      return { topic: e.topic, type: e.type, payload: REALTIME_EVENTS[e.type].parse(e.payload) as unknown };
    });
    const notify = this.pub !== null && redisIsUp(this.pub) ? null : this.pgChannel;
    const seqs = await this.started.store.append(checked, this.started.now(), notify, q);
    return { events: checked.map((e, i) => ({ ...e, seq: seqs[i]! })), notified: notify !== null };
  }

  /** Hands events stored by `storeWithin` to this node's sockets and to the other nodes. */
  async announce(batch: StoredBatch): Promise<void> {
    if (batch.events.length === 0 || this.closed) return;
    this.receiveEvents(batch.events);
    if (batch.notified) return;
    if (this.pub !== null && redisIsUp(this.pub)) await this.toRedis(batch.events);
    else if (this.pgChannel) await this.toPgRefs(batch.events);
    else this.toPeers({ kind: 'events', events: batch.events });
  }

  /** Closes the sockets of a session or of a user, on every node. Call it after the revocation committed. */
  async revoke(target: RevokeTarget): Promise<void> {
    const msg: WireMessage = 'session' in target ? { kind: 'revoke', session: target.session } : { kind: 'revoke', user: target.user };
    this.receive(msg);
    const text = JSON.stringify(msg);
    if (this.pub && redisIsUp(this.pub)) {
      try {
        await this.pub.publish(this.channel, text);
        return;
      } catch {
        // the link died under this publish: the other buses
      }
    }
    if (this.pgChannel && this.started) {
      await this.started.store.notify(this.pgChannel, text);
      return;
    }
    this.toPeers(msg);
  }

  /** Reads the seqs of this node's topics and fills what no bus brought. */
  async sweep(): Promise<void> {
    if (!this.started || this.closed) return;
    const topics = [...this.rooms.values()].filter((r) => r.stream.position !== undefined).map((r) => r.topic);
    try {
      for (let i = 0; i < topics.length; i += 1000) {
        const current = await this.started.store.current(topics.slice(i, i + 1000));
        for (const [topic, seq] of current) this.receiveRef(topic, seq, 0);
      }
    } catch (err) {
      this.log('realtime sweep failed', err);
    }
  }

  // -- publishing ------------------------------------------------------------------------------

  private async flush(): Promise<void> {
    const { store, now } = this.started!;
    while (this.outgoing.length > 0) {
      const batch = this.outgoing.splice(0, MAX_APPEND);
      const redisUp = this.pub !== null && redisIsUp(this.pub);
      try {
        const seqs = await store.append(
          batch.map((o) => o.event),
          now(),
          redisUp ? null : this.pgChannel,
        );
        const events = batch.map((o, i) => ({ ...o.event, seq: seqs[i]! }));
        this.receiveEvents(events);
        if (redisUp) await this.toRedis(events);
        else if (!this.pgChannel) this.toPeers({ kind: 'events', events });
        for (const [i, o] of batch.entries()) o.resolve(seqs[i]!);
      } catch (err) {
        for (const o of batch) o.reject(err);
      }
    }
    this.flushing = null;
  }

  private async toRedis(events: StoredEvent[]): Promise<void> {
    try {
      await this.pub!.publish(this.channel, JSON.stringify({ kind: 'events', events } satisfies WireMessage));
      return;
    } catch {
      // the link died under this publish: the other buses (the sweep would find them too)
    }
    if (this.pgChannel) await this.toPgRefs(events);
    else this.toPeers({ kind: 'events', events });
  }

  /** NOTIFYs a reference to each event (the other nodes read it from the store) */
  private async toPgRefs(events: StoredEvent[]): Promise<void> {
    const channel = this.pgChannel!;
    const store = this.started!.store;
    await Promise.all(
      events.map((e) => store.notify(channel, JSON.stringify({ kind: 'ref', topic: e.topic, seq: e.seq } satisfies WireMessage))),
    ).catch((err) => this.log('realtime notify failed', err));
  }

  private toPeers(msg: WireMessage) {
    if (!this.started) return;
    for (const hub of localBus.get(this.started.store.scope) ?? []) if (hub !== this) hub.receive(msg);
  }

  // -- receiving -------------------------------------------------------------------------------

  private receiveText(text: string) {
    let msg: WireMessage;
    try {
      msg = JSON.parse(text) as WireMessage;
    } catch {
      return;
    }
    this.receive(msg);
  }

  private receive(msg: WireMessage) {
    if (!msg || typeof msg !== 'object') return;
    if (msg.kind === 'revoke') this.closeRevoked(msg.session, msg.user);
    else if (msg.kind === 'events' && Array.isArray(msg.events)) this.receiveEvents(msg.events);
    else if (msg.kind === 'ref' && typeof msg.topic === 'string' && typeof msg.seq === 'number') this.receiveRef(msg.topic, msg.seq, 0);
  }

  private receiveEvents(events: readonly StoredEvent[]) {
    for (const e of events) {
      if (!e || typeof e.topic !== 'string' || typeof e.seq !== 'number') continue;
      const room = this.rooms.get(e.topic);
      if (!room) continue;
      this.deliver(room, room.stream.offer(e));
      if (room.stream.gap()) this.fillSoon(room, GAP_WAIT_MS);
    }
  }

  private receiveRef(topic: string, seq: number, wait: number) {
    const room = this.rooms.get(topic);
    if (!room) return;
    room.stream.announce(seq);
    if (room.stream.gap()) this.fillSoon(room, wait);
  }

  private fillSoon(room: Room, wait: number) {
    if (room.fillTimer || room.filling || this.closed) return;
    room.fillTimer = setTimeout(() => {
      room.fillTimer = undefined;
      void this.fill(room);
    }, wait);
    room.fillTimer.unref?.();
  }

  /** Reads a topic's missing events from the store; what it no longer has, the sockets resync. */
  private async fill(room: Room) {
    if (!this.started || room.filling) return;
    room.filling = true;
    try {
      for (let gap = room.stream.gap(); gap && this.rooms.get(room.topic) === room; gap = room.stream.gap()) {
        const rows = await this.started.store.range(room.topic, gap.after, gap.upTo);
        this.deliver(room, room.stream.supply(rows));
        if (room.stream.position === gap.after) {
          // the store has nothing after the position (pruned): the sockets refetch from here
          const seq = room.stream.skip();
          for (const [socket, m] of room.members) {
            if (m.queue || seq <= m.cursor) continue;
            m.cursor = seq;
            send(socket, { type: 'resync', topic: room.topic, seq });
          }
          this.deliver(room, room.stream.drain());
        }
      }
    } catch (err) {
      this.log('realtime gap fill failed', err);
      // tried again by the next event, reference or sweep
    } finally {
      room.filling = false;
    }
  }

  private deliver(room: Room, events: readonly StoredEvent[]) {
    for (const e of events) {
      let text: string | undefined;
      for (const [socket, m] of room.members) {
        if (m.queue) m.queue.push(e);
        else if (e.seq > m.cursor) {
          m.cursor = e.seq;
          text ??= JSON.stringify({ type: e.type, topic: e.topic, seq: e.seq, payload: e.payload });
          if (socket.readyState === 1) socket.send(text);
        }
      }
    }
  }

  // -- rooms -----------------------------------------------------------------------------------

  private room(topic: string): Room {
    const existing = this.rooms.get(topic);
    if (existing) return existing;
    const room: Room = { topic, stream: new TopicStream(), members: new Map(), filling: false, ready: Promise.resolve() };
    this.rooms.set(topic, room);
    room.ready = this.started!.store.current([topic]).then(
      (current) => {
        this.deliver(room, room.stream.start(current.get(topic) ?? 0));
        if (room.stream.gap()) this.fillSoon(room, GAP_WAIT_MS);
      },
      (err) => {
        if (this.rooms.get(topic) === room) this.rooms.delete(topic);
        throw err;
      },
    );
    // the joins waiting on it see the failure; nobody else has to
    room.ready.catch(() => undefined);
    return room;
  }

  /**
   * Puts a socket in a topic's room. Events of the topic wait in the socket's queue while what
   * it missed after `since` is read; then it gets `subscribed` (or `resync`), the replay, the queue.
   */
  private async join(socket: WebSocket, topic: string, since: number | undefined, hello?: object) {
    if (!this.started || this.closed) {
      socket.close(CLOSE_TRY_AGAIN, 'try again');
      return;
    }
    const room = this.room(topic);
    const member: Member = { cursor: 0, queue: [] };
    room.members.set(socket, member);
    this.joined.get(socket)?.add(topic);
    const current = () => room.members.get(socket) === member && this.rooms.get(topic) === room;
    try {
      await room.ready;
      const head = room.stream.position ?? 0;
      const max = this.started.replayMaxEvents;
      const stored = needsReplay(since, head, max) ? await this.started.store.range(topic, since!, head) : null;
      const storeCurrent = since !== undefined && since > head ? ((await this.started.store.current([topic])).get(topic) ?? 0) : undefined;
      if (!current()) return;
      const plan = planCatchUp(since, head, stored, max, storeCurrent);
      // the replay starts after `since`; otherwise the socket continues after the plan's seq
      member.cursor = plan.kind === 'replay' ? since! : plan.seq;
      if (hello) send(socket, hello);
      send(socket, { type: plan.kind === 'resync' ? 'resync' : 'subscribed', topic, seq: member.cursor });
      const queue = member.queue ?? [];
      member.queue = null;
      if (plan.kind === 'replay') this.deliverTo(socket, member, topic, plan.events);
      this.deliverTo(socket, member, topic, queue);
    } catch (err) {
      this.log('realtime join failed', err);
      if (current()) socket.close(CLOSE_TRY_AGAIN, 'try again');
    }
  }

  private deliverTo(socket: WebSocket, m: Member, topic: string, events: readonly StoredEvent[]) {
    for (const e of events) {
      if (e.seq <= m.cursor) continue;
      m.cursor = e.seq;
      send(socket, { type: e.type, topic, seq: e.seq, payload: e.payload });
    }
  }

  private leave(socket: WebSocket, topic: string) {
    this.joined.get(socket)?.delete(topic);
    const room = this.rooms.get(topic);
    if (!room?.members.delete(socket) || room.members.size > 0) return;
    clearTimeout(room.fillTimer);
    this.rooms.delete(topic);
  }

  private index<K>(index: Map<K, Set<WebSocket>>, key: K, socket: WebSocket) {
    const set = index.get(key) ?? new Set<WebSocket>();
    index.set(key, set);
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && index.get(key) === set) index.delete(key);
    });
  }

  // -- revocation ------------------------------------------------------------------------------

  private closeRevoked(session: string | undefined, user: number | undefined) {
    const at = this.clock();
    let sockets: Iterable<WebSocket> = [];
    if (typeof session === 'string') {
      this.revokedSessions.delete(session);
      this.revokedSessions.set(session, at);
      sockets = this.sessions.get(session) ?? [];
    } else if (typeof user === 'number') {
      this.revokedUsers.delete(user);
      this.revokedUsers.set(user, at);
      sockets = this.users.get(user) ?? [];
    }
    for (const socket of [...sockets]) if (socket.readyState <= 1) socket.close(CLOSE_NOT_LOGGED_IN, 'session revoked');
    this.forget();
  }

  /** drops revocations older than the memory window (the maps are in arrival order) */
  private forget() {
    const horizon = this.clock() - REVOCATION_MEMORY_MS;
    for (const map of [this.revokedSessions, this.revokedUsers] as Map<unknown, number>[]) {
      for (const [key, at] of map) {
        if (at >= horizon) break;
        map.delete(key);
      }
    }
  }

  private readonly log = (msg: string, err?: unknown) => this.started?.log?.(msg, err);
}

function send(socket: WebSocket, msg: object) {
  if (socket.readyState === 1) socket.send(JSON.stringify(msg));
}

/**
 * LISTEN on a PostgreSQL connection of its own (not the pool's: a pooled connection goes back to
 * the pool). Reconnects after a lost link, then tells the hub to sweep (notifications sent while
 * it was away are gone).
 */
class PgListener {
  private client: pg.Client | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onText: (text: string) => void,
    private readonly onReconnect: () => void,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = (err?: unknown) => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (this.closed) return;
      this.log('realtime LISTEN connection lost', err);
      this.retry();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (n) => {
      if (n.channel === this.channel && typeof n.payload === 'string') this.onText(n.payload);
    });
    await client.connect();
    try {
      await client.query(`listen "${this.channel.replace(/"/g, '""')}"`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  private retry() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.connect().then(this.onReconnect, (err) => {
        this.log('realtime LISTEN reconnect failed', err);
        if (!this.closed) this.retry();
      });
    }, 1_000);
    this.timer.unref?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

/**
 * `GET /ws?ticket=<ticket>[&user=<id>&since=<seq>]`: browsers cannot set headers on a WebSocket,
 * so the socket proves who it is with a single-use, short-lived ticket (`POST
 * /api/v1/realtime/ticket`), never the token. A client resuming its user's room gives the last seq
 * it has of it (`user` must be the ticket's user, else it is ignored).
 */
export function registerRealtime(app: FastifyInstance, hub: RealtimeHub, consumeTicket: ConsumeTicket) {
  app.get('/ws', { websocket: true, config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (socket, req) => {
    const checkedSince = hub.now();
    // a client subscribes as soon as the socket opens: those messages wait for the ticket check
    const early: string[] = [];
    let handle: ((text: string) => void) | null = null;
    socket.on('message', (raw: Buffer) => {
      const text = raw.toString();
      if (handle) handle(text);
      else if (early.length < REALTIME_MAX_TOPICS_PER_SOCKET + 2) early.push(text);
    });
    const query = req.query as { ticket?: unknown; user?: unknown; since?: unknown };
    let who: SocketIdentity | null = null;
    if (typeof query.ticket === 'string' && query.ticket !== '') {
      try {
        who = await consumeTicket(query.ticket);
      } catch (err) {
        req.log.error({ err }, 'realtime ticket check failed');
        socket.close(CLOSE_TRY_AGAIN, 'try again');
        return;
      }
    }
    if (!who) {
      socket.close(CLOSE_NOT_LOGGED_IN, 'not logged in');
      return;
    }
    const since = resumeSince(query, who.userId);
    if (!hub.attach(socket, who, checkedSince, since)) return;
    const identity = who;
    handle = (text) => {
      if (text === 'ping') socket.send('pong');
      else hub.command(socket, identity, text);
    };
    for (const text of early.splice(0)) handle(text);
  });
}

function resumeSince(query: { user?: unknown; since?: unknown }, userId: number): number | undefined {
  if (query.user !== String(userId) || typeof query.since !== 'string' || !/^(0|[1-9][0-9]{0,15})$/.test(query.since)) return undefined;
  const since = Number(query.since);
  return Number.isSafeInteger(since) ? since : undefined;
}
