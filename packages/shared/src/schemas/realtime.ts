import { z } from 'zod';
import { ZRacingRound } from './games';

/**
 * The realtime socket (`/ws?ticket=`) is opened with a ticket, not the 30-day token: a ticket is
 * good for one connection within this many seconds (URLs end up in proxies' and browsers' logs).
 */
export const REALTIME_TICKET_TTL_SECONDS = 60;

/** POST /api/v1/realtime/ticket (signed, user) → a single-use ticket for `/ws?ticket=` */
export const ZRealtimeTicket = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type TRealtimeTicket = z.infer<typeof ZRealtimeTicket>;

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Every event the server pushes, by versioned name (`<family>.<what>.v<n>`) → its payload. A
 * payload changes shape only under a new name (`….v2`, published next to `….v1` until no client
 * listens to the old one); the server checks each payload against its schema when it publishes.
 */
export const REALTIME_EVENTS = {
  /** a gift arrived (to its receiver, `user:<id>`) */
  'gift.received.v1': z.object({
    from_user_id: id,
    gift_id: id,
    count: z.number().int().positive(),
    total: z.number().int(),
    charm_points: z.number().int(),
    asset: z.string(),
  }),
  /** a CP invitation arrived (to its receiver) */
  'cp.invited.v1': z.object({ invitation_id: id, from_user_id: id, gift_id: id, expires_at: z.string() }),
  /** an invitation was accepted, declined or cancelled (to the other side) */
  'cp.answered.v1': z.object({ invitation_id: id, by_user_id: id, status: z.enum(['accepted', 'declined', 'cancelled']) }),
  /** the partner dissolved the pair */
  'cp.dissolved.v1': z.object({ pair_id: id, by_user_id: id }),
  /** staff replied to, closed or reopened one of the user's feedback threads (to its user) */
  'support.thread.v1': z.object({
    thread_id: id,
    status: z.enum(['open', 'answered', 'closed']),
    unread: z.number().int().min(0),
    unread_total: z.number().int().min(0),
  }),
  /** an official message arrived (to each recipient; the text is fetched over HTTP in the reader's language) */
  'notice.received.v1': z.object({ notice_id: id }),
  /** a system notice arrived: a recharge, a withdrawal, an event reward, a restriction or a letter reply (to its user) */
  'notice.system.v1': z.object({ id: z.string().regex(/^s[1-9][0-9]{0,15}$/), category: z.enum(['letters', 'system']) }),
  /** a reply (or a reveal) in one of the user's letter threads (to both sides; the text is fetched over HTTP) */
  'letter.thread.v1': z.object({
    thread_id: id,
    reply_id: id.nullable(),
    kind: z.enum(['reply', 'reveal']),
    unread_total: z.number().int().min(0),
  }),
  /** a racing round changed phase, its pools grew, or its result was announced (to `game:racing:<brand>`) */
  'racing.round.v1': ZRacingRound,
} as const;

/** Longest topic name the server accepts (`game:<name>:<brand>` with a 32-character name). */
export const REALTIME_TOPIC_MAX_LENGTH = 64;

/** What a client sends on the socket (besides the text `ping`, answered `pong`). */
export const ZRealtimeClientOp = z.discriminatedUnion('op', [
  /** join a topic room; with `since` (the last seq the client has), what it missed is replayed first */
  z.object({
    op: z.literal('sub'),
    topic: z.string().max(REALTIME_TOPIC_MAX_LENGTH),
    since: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  z.object({ op: z.literal('unsub'), topic: z.string().max(REALTIME_TOPIC_MAX_LENGTH) }),
]);
export type TRealtimeClientOp = z.infer<typeof ZRealtimeClientOp>;
