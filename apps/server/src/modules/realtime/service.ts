import { REALTIME_TICKET_TTL_SECONDS, type TRealtimeTicket } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { newToken, tokenHash } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import type { SocketIdentity } from '../../platform/realtime';
import { usersByTokenHashes } from '../accounts/service';
import * as repo from './repo';

export interface RealtimeDeps {
  db: Db;
  now: () => Date;
}

/** Longest ticket we look up (ours are 43 characters); anything longer is not one of ours. */
const TICKET_MAX_LENGTH = 128;

/**
 * A ticket for one socket connection of this session, good for REALTIME_TICKET_TTL_SECONDS: 256
 * random bits, only their SHA-256 stored (the session is kept by its token's hash).
 */
export async function issueTicket(deps: RealtimeDeps, user: AuthedUser, sessionToken: string): Promise<TRealtimeTicket> {
  const ticket = newToken();
  await repo.insertTicket(deps.db, {
    ticketHash: tokenHash(ticket),
    userId: user.id,
    sessionHash: tokenHash(sessionToken),
    now: deps.now(),
    ttlSeconds: REALTIME_TICKET_TTL_SECONDS,
  });
  return { ticket, expires_in: REALTIME_TICKET_TTL_SECONDS };
}

/**
 * Spends a ticket: who the socket belongs to (with the brand, for game topics), or null (unknown,
 * used, expired, or its session revoked or the account no longer active since it was issued).
 */
export async function consumeTicket(deps: RealtimeDeps, ticket: string): Promise<SocketIdentity | null> {
  if (!ticket || ticket.length > TICKET_MAX_LENGTH) return null;
  const row = await repo.consumeTicket(deps.db, tokenHash(ticket), deps.now());
  if (!row) return null;
  const user = (await usersByTokenHashes(deps.db, [row.session])).get(row.session);
  return user && user.id === row.user_id ? { userId: user.id, brand: user.brand, session: row.session } : null;
}
