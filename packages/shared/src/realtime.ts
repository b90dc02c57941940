/**
 * The realtime protocol (`/ws?ticket=`), one definition for the server and the web client
 * (docs/architecture.md "Realtime").
 *
 * Topics: `user:<id>` (the socket's own user; the server joins it at connect), `game:<name>:<brand>`
 * (users of that brand) and `room:<id>`. Every event of a topic carries the topic's sequence number
 * `seq` (1, 2, 3… per topic, assigned once across nodes), so a client that was away asks for what
 * it missed with `since`, and gets it replayed — or `resync` when it is older than the replay
 * buffer (then it refetches over HTTP).
 */
import type { z } from 'zod';
import { BRAND_IDS, type BrandId } from './brands';
import type { REALTIME_EVENTS } from './schemas/realtime';

/** The versioned event names (`cp.invited.v1`…). */
export type RealtimeEventName = keyof typeof REALTIME_EVENTS;
/** Event name → payload. */
export type RealtimeEvents = { [K in RealtimeEventName]: z.infer<(typeof REALTIME_EVENTS)[K]> };
export type RealtimeEventType = RealtimeEventName;

/** An event as the server sends it. */
export interface RealtimeMessage<K extends RealtimeEventName = RealtimeEventName> {
  type: K;
  payload: RealtimeEvents[K];
  topic?: string;
  seq?: number;
}

/**
 * Control messages from the server. `hello` once the socket is in its user's room; `subscribed`
 * answers a `sub` with the seq the topic is at (the replay, if any, follows); `resync` means the
 * events after the client's `since` are no longer kept: refetch, and continue from `seq`;
 * `denied` refuses a `sub` (not yours, not your brand, unknown form, too many topics).
 */
export type RealtimeControl =
  | { type: 'hello'; payload: { user_id: number } }
  | { type: 'subscribed'; topic: string; seq: number }
  | { type: 'resync'; topic: string; seq: number }
  | { type: 'denied'; topic: string; payload: { reason: RealtimeDenyReason } };
export type RealtimeDenyReason = 'forbidden' | 'bad_topic' | 'too_many_topics';

/** How many events of a topic are kept for replay at most, and for how long. */
export const REALTIME_REPLAY_MAX_EVENTS = 500;
export const REALTIME_REPLAY_MAX_AGE_SECONDS = 600;
/** Topics one socket may join besides its own user's room. */
export const REALTIME_MAX_TOPICS_PER_SOCKET = 32;

export type RealtimeTopic =
  | { kind: 'user'; userId: number }
  | { kind: 'game'; game: string; brand: BrandId }
  | { kind: 'room'; roomId: number };

const GAME_NAME = /^[a-z0-9_]{1,32}$/;
const ID = /^[1-9][0-9]{0,15}$/;

export const realtimeTopic = {
  user: (userId: number) => `user:${userId}`,
  game: (game: string, brand: BrandId) => `game:${game}:${brand}`,
  room: (roomId: number) => `room:${roomId}`,
};

/** The topic a name stands for, or null when it is not one of the three forms. */
export function parseRealtimeTopic(name: string): RealtimeTopic | null {
  const parts = name.split(':');
  const [kind, a, b] = parts;
  if (kind === 'user' || kind === 'room') {
    if (parts.length !== 2 || !a || !ID.test(a)) return null;
    const n = Number(a);
    if (!Number.isSafeInteger(n)) return null;
    return kind === 'user' ? { kind, userId: n } : { kind, roomId: n };
  }
  if (kind === 'game') {
    if (parts.length !== 3 || !a || !GAME_NAME.test(a) || !(BRAND_IDS as readonly string[]).includes(b ?? '')) return null;
    return { kind, game: a, brand: b as BrandId };
  }
  return null;
}
