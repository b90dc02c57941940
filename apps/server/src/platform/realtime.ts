import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { findUserByToken } from './auth';
import type { Db } from './db';

const CHANNEL = 'realtime:events';

export interface RealtimeEvent {
  type: string;
  payload: unknown;
}

/**
 * Sockets join the room `user:<id>`; services publish to rooms through this hub. With Redis the
 * event crosses nodes by pub/sub; without it the hub is local to this process.
 */
export class RealtimeHub {
  private readonly rooms = new Map<string, Set<WebSocket>>();
  constructor(
    private readonly pub: Redis | null,
    sub: Redis | null,
  ) {
    if (sub) {
      void sub.subscribe(CHANNEL);
      sub.on('message', (_channel, text: string) => {
        const { room, event } = JSON.parse(text) as { room: string; event: RealtimeEvent };
        this.deliver(room, event);
      });
    }
  }
  join(room: string, socket: WebSocket) {
    const set = this.rooms.get(room) ?? new Set<WebSocket>();
    this.rooms.set(room, set);
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.rooms.delete(room);
    });
  }
  async publish(room: string, event: RealtimeEvent): Promise<void> {
    if (this.pub) await this.pub.publish(CHANNEL, JSON.stringify({ room, event }));
    else this.deliver(room, event);
  }
  private deliver(room: string, event: RealtimeEvent) {
    const text = JSON.stringify(event);
    for (const socket of this.rooms.get(room) ?? []) if (socket.readyState === 1) socket.send(text);
  }
}

export function registerRealtime(app: FastifyInstance, db: Db, hub: RealtimeHub) {
  // browsers cannot set headers on a WebSocket: the token comes as a query parameter
  app.get('/ws', { websocket: true, config: { signed: false, auth: 'none' }, schema: { hide: true } }, async (socket, req) => {
    const token = (req.query as { token?: string }).token;
    const user = token ? await findUserByToken(db, token) : null;
    if (!user) {
      socket.close(4001, 'not logged in');
      return;
    }
    hub.join(`user:${user.id}`, socket);
    socket.send(JSON.stringify({ type: 'hello', payload: { user_id: user.id } }));
    socket.on('message', (raw: Buffer) => {
      if (raw.toString() === 'ping') socket.send('pong');
    });
  });
}
