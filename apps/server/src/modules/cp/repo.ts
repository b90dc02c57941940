import { CP_LEVEL_THRESHOLDS, type CpInvitationStatus, type CpLevel, LIMITS } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { firstRow } from '../../platform/sql';

export interface PairRow {
  id: number;
  user_low: number;
  user_high: number;
  level: CpLevel;
  points: number;
  invitation_id: number | null;
  created_at: Date;
}

export interface InvitationRow {
  id: number;
  from_user_id: number;
  to_user_id: number;
  gift_id: number;
  gift_send_id: number;
  request_id: string;
  status: CpInvitationStatus;
  created_at: Date;
  expires_at: Date;
  answered_at: Date | null;
}

const PAIR_COLUMNS = 'id, user_low, user_high, level, points, invitation_id, created_at';
const INVITATION_COLUMNS = 'id, from_user_id, to_user_id, gift_id, gift_send_id, request_id, status, created_at, expires_at, answered_at';

/** The live pair a user is in (at most one). */
export async function pairOf(q: Queryable, userId: number, lock = false): Promise<PairRow | null> {
  return firstRow<PairRow>(
    q,
    `select ${PAIR_COLUMNS} from cp_pairs where user_low = $1 or user_high = $1 order by created_at limit 1${lock ? ' for update' : ''}`,
    [userId],
  );
}

/** Which of `userIds` are in a live pair. */
export async function pairedAmong(q: Queryable, userIds: number[]): Promise<Set<number>> {
  const r = await q.query<{ user_low: number; user_high: number }>(
    'select user_low, user_high from cp_pairs where user_low = any($1::int8[]) or user_high = any($1::int8[])',
    [userIds],
  );
  const out = new Set<number>();
  for (const row of r.rows) {
    if (userIds.includes(row.user_low)) out.add(row.user_low);
    if (userIds.includes(row.user_high)) out.add(row.user_high);
  }
  return out;
}

export async function pendingBetween(q: Queryable, a: number, b: number, now: Date): Promise<boolean> {
  const r = await q.query(
    `select 1 from cp_invitations where status = 'pending' and expires_at > $3
        and ((from_user_id = $1 and to_user_id = $2) or (from_user_id = $2 and to_user_id = $1)) limit 1`,
    [a, b, now],
  );
  return r.rows.length > 0;
}

export async function invitationByRequest(q: Queryable, fromUserId: number, requestId: string): Promise<InvitationRow | null> {
  return firstRow<InvitationRow>(q, `select ${INVITATION_COLUMNS} from cp_invitations where from_user_id = $1 and request_id = $2`, [
    fromUserId,
    requestId,
  ]);
}

export async function invitationById(q: Queryable, id: number, lock = false): Promise<InvitationRow | null> {
  return firstRow<InvitationRow>(q, `select ${INVITATION_COLUMNS} from cp_invitations where id = $1${lock ? ' for update' : ''}`, [id]);
}

/** Records an invitation once per (sender, request_id); returns the stored row either way. */
export async function insertInvitation(
  q: Queryable,
  inv: { fromUserId: number; toUserId: number; giftId: number; giftSendId: number; requestId: string; createdAt: Date; expiresAt: Date },
): Promise<InvitationRow> {
  const r = await q.query<InvitationRow>(
    `insert into cp_invitations (from_user_id, to_user_id, gift_id, gift_send_id, request_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (from_user_id, request_id) do nothing returning ${INVITATION_COLUMNS}`,
    [inv.fromUserId, inv.toUserId, inv.giftId, inv.giftSendId, inv.requestId, inv.createdAt, inv.expiresAt],
  );
  return r.rows[0] ?? (await invitationByRequest(q, inv.fromUserId, inv.requestId))!;
}

export async function setInvitationStatus(q: Queryable, id: number, status: CpInvitationStatus, at: Date): Promise<InvitationRow> {
  const r = await q.query<InvitationRow>(
    `update cp_invitations set status = $2, answered_at = $3 where id = $1 returning ${INVITATION_COLUMNS}`,
    [id, status, at],
  );
  return r.rows[0]!;
}

/** Writes 'expired' on waiting invitations past their time (the rules already treat them so). */
export async function expireInvitations(q: Queryable, now: Date, userId?: number): Promise<number> {
  const r = await q.query(
    `update cp_invitations set status = 'expired', answered_at = expires_at
      where status = 'pending' and expires_at <= $1 ${userId ? 'and (from_user_id = $2 or to_user_id = $2)' : ''}`,
    userId ? [now, userId] : [now],
  );
  return r.rowCount;
}

/** Other waiting invitations of two users who just paired can no longer be accepted. */
export async function voidPendingOf(q: Queryable, userIds: number[], exceptId: number, at: Date): Promise<void> {
  await q.query(
    `update cp_invitations set status = 'void', answered_at = $3
      where status = 'pending' and id <> $2 and (from_user_id = any($1::int8[]) or to_user_id = any($1::int8[]))`,
    [userIds, exceptId, at],
  );
}

/** Waiting invitations a user received or sent, newest first. */
export async function pendingOf(q: Queryable, userId: number, now: Date): Promise<InvitationRow[]> {
  const r = await q.query<InvitationRow>(
    `select ${INVITATION_COLUMNS} from cp_invitations
      where status = 'pending' and expires_at > $2 and (from_user_id = $1 or to_user_id = $1)
      order by created_at desc, id desc limit $3`,
    [userId, now, LIMITS.cpInvitationsListedMax],
  );
  return r.rows;
}

export async function insertPair(q: Queryable, low: number, high: number, invitationId: number, at: Date): Promise<PairRow> {
  const r = await q.query<PairRow>(
    `insert into cp_pairs (user_low, user_high, level, created_at, invitation_id) values ($1, $2, 'normal', $3, $4)
     returning ${PAIR_COLUMNS}`,
    [low, high, at, invitationId],
  );
  const pair = r.rows[0]!;
  await q.query('insert into cp_members (user_id, pair_id, partner_id) values ($1, $3, $2), ($2, $3, $1)', [low, high, pair.id]);
  return pair;
}

export async function pairByInvitation(q: Queryable, invitationId: number): Promise<PairRow | null> {
  return firstRow<PairRow>(q, `select ${PAIR_COLUMNS} from cp_pairs where invitation_id = $1`, [invitationId]);
}

export interface DissolvedRow {
  id: number;
  user_low: number;
  user_high: number;
  dissolved_at: Date;
  dissolved_by: number;
}

/** Moves a live pair to the history (its rank scores keep their owner key). */
export async function dissolvePair(q: Queryable, pair: PairRow, by: number, requestId: string, at: Date): Promise<DissolvedRow> {
  await q.query('delete from cp_members where user_id = any($1::int8[])', [[pair.user_low, pair.user_high]]);
  await q.query('delete from cp_pairs where user_low = $1 and user_high = $2', [pair.user_low, pair.user_high]);
  const r = await q.query<DissolvedRow>(
    `insert into cp_pair_history (id, user_low, user_high, level, points, invitation_id, formed_at, dissolved_at, dissolved_by, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, user_low, user_high, dissolved_at, dissolved_by`,
    [pair.id, pair.user_low, pair.user_high, pair.level, pair.points, pair.invitation_id, pair.created_at, at, by, requestId],
  );
  return r.rows[0]!;
}

export async function dissolvedByRequest(q: Queryable, userId: number, requestId: string): Promise<DissolvedRow | null> {
  return firstRow<DissolvedRow>(
    q,
    'select id, user_low, user_high, dissolved_at, dissolved_by from cp_pair_history where dissolved_by = $1 and request_id = $2',
    [userId, requestId],
  );
}

/**
 * Adds CP points to live pairs (called by the gift effects job in its transaction) and raises the
 * level the points reach; a level never goes down. Rows change in key order (no deadlocks).
 */
export async function addPairPoints(q: Queryable, deltas: Map<string, number>): Promise<void> {
  const rows = [...deltas]
    .filter(([, d]) => d > 0)
    .map(([owner, d]) => {
      const [low, high] = owner.split('-').map(Number) as [number, number];
      return { low, high, d };
    })
    .sort((a, b) => a.low - b.low || a.high - b.high);
  if (rows.length === 0) return;
  await q.query(
    `update cp_pairs c set points = c.points + t.d,
            level = case when c.level = 'ultimate' or c.points + t.d >= $4 then 'ultimate'
                         when c.level = 'peerless' or c.points + t.d >= $5 then 'peerless'
                         else 'normal' end
       from unnest($1::int8[], $2::int8[], $3::int8[]) as t(l, h, d)
      where c.user_low = t.l and c.user_high = t.h`,
    [rows.map((r) => r.low), rows.map((r) => r.high), rows.map((r) => r.d), CP_LEVEL_THRESHOLDS.ultimate, CP_LEVEL_THRESHOLDS.peerless],
  );
}

/** A slot older than this was left by a crashed request and may be taken over */
const SLOT_STALE_SECONDS = 120;

/**
 * Takes the pair's invitation slot for this request (or keeps it: a retry of the same request).
 * False when another request holds it.
 */
export async function claimInviteSlot(q: Queryable, fromId: number, toId: number, requestId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `insert into cp_invite_slots (user_low, user_high, from_user_id, request_id, reserved_at) values ($1, $2, $3, $4, $5)
     on conflict (user_low, user_high) do update
       set from_user_id = excluded.from_user_id, request_id = excluded.request_id, reserved_at = excluded.reserved_at
       where cp_invite_slots.reserved_at < $5::timestamptz - make_interval(secs => $6)
          or (cp_invite_slots.from_user_id = excluded.from_user_id and cp_invite_slots.request_id = excluded.request_id)
     returning 1`,
    [Math.min(fromId, toId), Math.max(fromId, toId), fromId, requestId, now, SLOT_STALE_SECONDS],
  );
  return r.rows.length === 1;
}

export async function releaseInviteSlot(q: Queryable, fromId: number, toId: number, requestId: string): Promise<void> {
  await q.query('delete from cp_invite_slots where user_low = $1 and user_high = $2 and from_user_id = $3 and request_id = $4', [
    Math.min(fromId, toId),
    Math.max(fromId, toId),
    fromId,
    requestId,
  ]);
}
