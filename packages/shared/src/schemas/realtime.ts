import { z } from 'zod';

/**
 * The realtime socket (`/ws?ticket=`) is opened with a ticket, not the 30-day token: a ticket is
 * good for one connection within this many seconds (URLs end up in proxies' and browsers' logs).
 */
export const REALTIME_TICKET_TTL_SECONDS = 60;

/** POST /api/v1/realtime/ticket (signed, user) → a single-use ticket for `/ws?ticket=` */
export const ZRealtimeTicket = z.object({ ticket: z.string(), expires_in: z.number().int() });
export type TRealtimeTicket = z.infer<typeof ZRealtimeTicket>;
