import type { Queryable } from '../../platform/db';

export async function insertTicket(
  q: Queryable,
  t: { ticketHash: Buffer; userId: number; sessionHash: Buffer; now: Date; ttlSeconds: number },
): Promise<void> {
  // the user's spent-by-time tickets go first (tickets never used are not left to pile up)
  await q.query('delete from realtime_tickets where user_id = $1 and expires_at <= $2', [t.userId, t.now]);
  await q.query(
    `insert into realtime_tickets (ticket_hash, user_id, session_hash, expires_at)
     values ($1, $2, $3, $4::timestamptz + make_interval(secs => $5))`,
    [t.ticketHash, t.userId, t.sessionHash, t.now, t.ttlSeconds],
  );
}

export interface ConsumedTicket {
  user_id: number;
  /** hex SHA-256 of the token of the session that asked for it */
  session: string;
}

/**
 * Takes a ticket: one statement deletes it when it has not expired and returns whose it was. A
 * second use (here or on another node) finds no row. Whether that session is still live is the
 * accounts service's to say (service.ts).
 */
export async function consumeTicket(q: Queryable, ticketHash: Buffer, now: Date): Promise<ConsumedTicket | null> {
  const r = await q.query<ConsumedTicket>(
    `delete from realtime_tickets where ticket_hash = $1 and expires_at > $2
     returning user_id, encode(session_hash, 'hex') as session`,
    [ticketHash, now],
  );
  return r.rows[0] ?? null;
}
