import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { redisIsUp } from './redis-failover';

const CHANNEL = 'realtime:events';
/** close code of a socket whose ticket is missing, wrong or spent, or whose session was revoked */
export const CLOSE_NOT_LOGGED_IN = 4001;
/**
 * How long a node remembers a revocation it received: a socket whose ticket was checked while the
 * revocation was under way (the check read the session just before the revoke committed) is
 * closed when it is attached afterwards.
 */
const REVOCATION_MEMORY_MS = 60_000;

export interface RealtimeEvent {
  type: string;
  payload: unknown;
}

/** Whom a socket belongs to: the user and their session (hex SHA-256 of the session's token). */
export interface SocketIdentity {
  userId: number;
  session: string;
}

/** Sockets to close: those of one session, or every one of a user. */
export type RevokeTarget = { session: string } | { user: number };

/** What crosses nodes on the channel: an event for a room, or the control message `revoke`. */
type WireMessage = { kind?: 'event'; room: string; event: RealtimeEvent } | { kind: 'revoke'; session?: string; user?: number };

/** Spends a socket ticket (`/ws?ticket=`): its owner, or null when it is unknown, used or expired. */
export type ConsumeTicket = (ticket: string) => Promise<SocketIdentity | null>;

/**
 * Sockets join the room `user:<id>`; services publish to rooms through this hub. With Redis the
 * event crosses nodes by pub/sub; without it the hub is local to this process. A revocation
 * (logout, ban…) travels the same way and closes the sockets of that session or user on every
 * node with code 4001.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  private readonly sessions = new Map<string, Set<WebSocket>>();
  /** recent revocations (key → when received, in insertion order) */
  private readonly revokedSessions = new Map<string, number>();
  private readonly revokedUsers = new Map<number, number>();
  private readonly channel: string;

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
      sub.on('message', (_channel, text: string) => {
        let msg: WireMessage;
        try {
          msg = JSON.parse(text) as WireMessage;
        } catch {
          return;
        }
        this.receive(msg);
      });
    }
  }

  /** now on the hub's clock; take it before checking a ticket and hand it to `attach` */
  now(): number {
    return this.clock();
  }

  /**
   * Registers an authenticated socket in its user's room and under its session. Returns false —
   * and closes the socket with 4001 — when a revocation of that session or user arrived since
   * `checkedSince` (when its ticket check began), or when the socket is no longer open.
   */
  attach(socket: WebSocket, who: SocketIdentity, checkedSince: number): boolean {
    if (socket.readyState !== 1) return false;
    this.forget();
    const revokedAt = Math.max(this.revokedSessions.get(who.session) ?? -Infinity, this.revokedUsers.get(who.userId) ?? -Infinity);
    if (revokedAt >= checkedSince) {
      socket.close(CLOSE_NOT_LOGGED_IN, 'session revoked');
      return false;
    }
    this.add(this.rooms, `user:${who.userId}`, socket);
    this.add(this.sessions, who.session, socket);
    return true;
  }

  async publish(room: string, event: RealtimeEvent): Promise<void> {
    await this.send({ room, event });
  }

  /** Closes the sockets of a session or of a user, on every node. Call it after the revocation committed. */
  async revoke(target: RevokeTarget): Promise<void> {
    await this.send('session' in target ? { kind: 'revoke', session: target.session } : { kind: 'revoke', user: target.user });
  }

  private async send(msg: WireMessage): Promise<void> {
    if (this.pub && redisIsUp(this.pub)) {
      try {
        await this.pub.publish(this.channel, JSON.stringify(msg));
        return;
      } catch {
        // the link died under this publish: this node's sockets still get it
      }
    }
    // no Redis, or Redis down (redis-failover.ts): this node's sockets only
    this.receive(msg);
  }

  private receive(msg: WireMessage) {
    if (msg.kind === 'revoke') this.closeRevoked(msg.session, msg.user);
    else if (typeof msg.room === 'string') this.deliver(msg.room, msg.event);
  }

  private add(index: Map<string, Set<WebSocket>>, key: string, socket: WebSocket) {
    const set = index.get(key) ?? new Set<WebSocket>();
    index.set(key, set);
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0 && index.get(key) === set) index.delete(key);
    });
  }

  private deliver(room: string, event: RealtimeEvent) {
    const text = JSON.stringify(event);
    for (const socket of this.rooms.get(room) ?? []) if (socket.readyState === 1) socket.send(text);
  }

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
      sockets = this.rooms.get(`user:${user}`) ?? [];
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
}

/**
 * `GET /ws?ticket=<ticket>`: browsers cannot set headers on a WebSocket, so the socket proves who
 * it is with a single-use, short-lived ticket (`POST /api/v1/realtime/ticket`), never the token.
 */
export function registerRealtime(app: FastifyInstance, hub: RealtimeHub, consumeTicket: ConsumeTicket) {
  app.get('/ws', { websocket: true, config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (socket, req) => {
    const checkedSince = hub.now();
    const ticket = (req.query as { ticket?: unknown }).ticket;
    let who: SocketIdentity | null = null;
    if (typeof ticket === 'string' && ticket !== '') {
      try {
        who = await consumeTicket(ticket);
      } catch (err) {
        req.log.error({ err }, 'realtime ticket check failed');
        socket.close(1011, 'try again');
        return;
      }
    }
    if (!who) {
      socket.close(CLOSE_NOT_LOGGED_IN, 'not logged in');
      return;
    }
    if (!hub.attach(socket, who, checkedSince)) return;
    socket.send(JSON.stringify({ type: 'hello', payload: { user_id: who.userId } }));
    socket.on('message', (raw: Buffer) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
