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
  /** hex SHA-256 of the session's token */
  session: string;
}

/**
 * Takes a ticket: one statement deletes it when it has not expired and returns its user, if that
 * user's session is still live and the account active. A second use (here or on another node)
 * finds no row.
 */
export async function consumeTicket(q: Queryable, ticketHash: Buffer, now: Date): Promise<ConsumedTicket | null> {
  const r = await q.query<ConsumedTicket>(
    `with t as (
       delete from realtime_tickets where ticket_hash = $1 and expires_at > $2 returning user_id, session_hash
     )
     select t.user_id, encode(t.session_hash, 'hex') as session
       from t
       join user_sessions s on s.token_hash = t.session_hash
       join users u on u.id = t.user_id
      where s.revoked_at is null and s.expires_at > now() and u.status = 'active'`,
    [ticketHash, now],
  );
  return r.rows[0] ?? null;
}
