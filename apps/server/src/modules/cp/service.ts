import {
  CP_ANSWER_STATUS,
  CP_LEVEL_THRESHOLDS,
  type CpAnswer,
  checkCpAnswer,
  cpInviteRefusal,
  cpPairKey,
  cpProgress,
  ErrorCode,
  type ErrorCodeName,
  effectiveInvitationStatus,
  errorMessage,
  invitationSecondsLeft,
  LIMITS,
  type Locale,
  type RealtimeEventType,
  type RealtimeMessage,
  type TCpAnswerResult,
  type TCpDissolveResult,
  type TCpInvitation,
  type TCpInviteRequest,
  type TCpInviteResult,
  type TCpLookup,
  type TCpPair,
  type TCpStatus,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserByPublicId, findUsersByIds, lockUsers, toPublicProfile, type UserRow } from '../accounts/service';
import { catalogue, findGiftCached, type GiftRow, type GiftsDeps, sendGift } from '../gifts/service';
import * as repo from './repo';

/** The live pair a user is in, or null (the console's user view, "me" on the cp board). */
export { type PairRow, pairOf } from './repo';

export interface CpDeps {
  db: Db;
  now: () => Date;
  /** the gift flow an invitation is sent through (same batcher, ledger and notifications) */
  gifts: GiftsDeps;
  /** live event to one user (the hub); failures are the caller's to log */
  publish?: <K extends RealtimeEventType>(userId: number, event: RealtimeMessage<K>) => void;
}

const UNIQUE_VIOLATION = '23505';
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

/** Runs a transaction again on deadlock / serialization failure (it rolled back whole). */
async function withRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}

function giftName(g: GiftRow, locale: Locale): string {
  return g.names[locale] ?? g.names.en;
}

function toPair(pair: repo.PairRow, partner: UserRow): TCpPair {
  const p = cpProgress(pair.points, pair.level);
  return {
    id: pair.id,
    partner: toPublicProfile(partner),
    level: p.level,
    points: pair.points,
    level_points: p.levelPoints,
    next_level: p.nextLevel,
    next_level_points: p.nextLevelPoints,
    since: pair.created_at.toISOString(),
  };
}

async function describeInvitations(deps: CpDeps, rows: repo.InvitationRow[], locale: Locale): Promise<TCpInvitation[]> {
  const users = await findUsersByIds(deps.db, [...new Set(rows.flatMap((r) => [r.from_user_id, r.to_user_id]))]);
  const now = deps.now();
  const out: TCpInvitation[] = [];
  for (const r of rows) {
    const from = users.get(r.from_user_id);
    const to = users.get(r.to_user_id);
    const gift = await findGiftCached(deps.db, r.gift_id);
    if (!from || !to || !gift) continue;
    out.push({
      id: r.id,
      status: effectiveInvitationStatus(r, now),
      from: toPublicProfile(from),
      to: toPublicProfile(to),
      gift: { id: gift.id, name: giftName(gift, locale), asset: gift.asset, price: gift.price },
      created_at: r.created_at.toISOString(),
      expires_at: r.expires_at.toISOString(),
      answered_at: r.answered_at ? r.answered_at.toISOString() : null,
      seconds_left: invitationSecondsLeft(r, now),
    });
  }
  return out;
}

async function describeInvitation(deps: CpDeps, row: repo.InvitationRow, locale: Locale): Promise<TCpInvitation> {
  const [one] = await describeInvitations(deps, [row], locale);
  if (!one) throw new AppError('NOT_FOUND');
  return one;
}

async function describePair(deps: CpDeps, pair: repo.PairRow, viewerId: number): Promise<TCpPair> {
  const partnerId = pair.user_low === viewerId ? pair.user_high : pair.user_low;
  const partner = (await findUsersByIds(deps.db, [partnerId])).get(partnerId);
  if (!partner) throw new AppError('NOT_FOUND');
  return toPair(pair, partner);
}

/** My pair, my waiting invitations (both ways), the CP gifts I can invite with. */
export async function status(deps: CpDeps, actor: AuthedUser, locale: Locale): Promise<TCpStatus> {
  const now = deps.now();
  await repo.expireInvitations(deps.db, now, actor.id);
  const [pair, pending, gifts] = await Promise.all([
    repo.pairOf(deps.db, actor.id),
    repo.pendingOf(deps.db, actor.id, now),
    catalogue(deps.gifts, actor.brand, locale),
  ]);
  const invitations = await describeInvitations(deps, pending, locale);
  return {
    pair: pair ? await describePair(deps, pair, actor.id) : null,
    received: invitations.filter((i) => i.to.id === actor.id),
    sent: invitations.filter((i) => i.from.id === actor.id),
    cp_gifts: gifts.gifts.filter((g) => g.is_cp),
    thresholds: { ...CP_LEVEL_THRESHOLDS },
    invitation_ttl_seconds: LIMITS.cpInvitationTtlSeconds,
  };
}

async function refusalFor(deps: CpDeps, fromId: number, to: UserRow): Promise<ErrorCodeName | null> {
  const now = deps.now();
  const users = await findUsersByIds(deps.db, [fromId]);
  const from = users.get(fromId);
  if (!from) return 'NOT_LOGGED_IN';
  const paired = await repo.pairedAmong(deps.db, [fromId, to.id]);
  const pending = from.id !== to.id && (await repo.pendingBetween(deps.db, from.id, to.id, now));
  return cpInviteRefusal({ ...from, hasCp: paired.has(from.id) }, { ...to, hasCp: paired.has(to.id) }, now, pending);
}

/** Finds a user by public id and says whether the viewer may invite them now. */
export async function lookup(deps: CpDeps, actor: AuthedUser, publicId: string, locale: Locale): Promise<TCpLookup> {
  const user = await findUserByPublicId(deps.db, publicId);
  // another brand's users are not shown at all
  if (!user || user.brand !== actor.brand) throw new AppError('NOT_FOUND');
  const refusal = await refusalFor(deps, actor.id, user);
  return {
    profile: toPublicProfile(user),
    eligible: refusal === null,
    reason_status: refusal ? ErrorCode[refusal] : null,
    reason: refusal ? errorMessage(refusal, locale) : null,
  };
}

/**
 * Invites a CP by sending a CP gift. The gift goes through the ordinary gift flow (ledger,
 * idempotent per request_id) and stays with the receiver whatever the answer; a refused gift
 * (e.g. not enough coins) leaves no invitation. A retry with the same request_id answers the
 * same invitation; if the gift went through but the invitation was not yet written, the retry
 * writes it without charging again.
 */
export async function invite(deps: CpDeps, actor: AuthedUser, input: TCpInviteRequest, locale: Locale): Promise<TCpInviteResult> {
  const now = deps.now();
  const giftInput = { to_user_id: input.to_user_id, gift_id: input.gift_id, count: 1, request_id: input.request_id };
  const existing = await repo.invitationByRequest(deps.db, actor.id, input.request_id);
  if (existing) {
    if (existing.to_user_id !== input.to_user_id || existing.gift_id !== input.gift_id) {
      throw new AppError('CONFLICT', {}, { request_id: input.request_id });
    }
    const sent = await sendGift(deps.gifts, actor, giftInput); // a replay: the stored answer
    return {
      invitation: await describeInvitation(deps, existing, locale),
      asset: sent.asset,
      total: sent.total,
      balance: sent.balance,
      duplicate: true,
    };
  }

  const gift = await findGiftCached(deps.db, input.gift_id);
  if (!gift?.active || gift.brand !== actor.brand) throw new AppError('GIFT_UNAVAILABLE');
  if (!gift.is_cp) throw new AppError('CP_NOT_CP_GIFT');
  const to = (await findUsersByIds(deps.db, [input.to_user_id])).get(input.to_user_id);
  if (!to) throw new AppError('NOT_FOUND');
  if (to.id !== actor.id) {
    // one invitation between two people at a time, even for sends at the same instant: hold the
    // pair's slot, then check (the holder before us may have just written its invitation)
    if (!(await repo.claimInviteSlot(deps.db, actor.id, to.id, input.request_id, now))) throw new AppError('CP_INVITATION_PENDING');
  }
  let sent: Awaited<ReturnType<typeof sendGift>>;
  let invitation: repo.InvitationRow;
  try {
    const refusal = await refusalFor(deps, actor.id, to);
    if (refusal) throw new AppError(refusal);
    sent = await sendGift(deps.gifts, actor, giftInput);
    invitation = await repo.insertInvitation(deps.db, {
      fromUserId: actor.id,
      toUserId: to.id,
      giftId: gift.id,
      giftSendId: sent.gift_send_id,
      requestId: input.request_id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.cpInvitationTtlSeconds * 1000),
    });
  } finally {
    if (to.id !== actor.id) await repo.releaseInviteSlot(deps.db, actor.id, to.id, input.request_id);
  }
  deps.publish?.(to.id, {
    type: 'cp.invited.v1',
    payload: { invitation_id: invitation.id, from_user_id: actor.id, gift_id: gift.id, expires_at: invitation.expires_at.toISOString() },
  });
  return {
    invitation: await describeInvitation(deps, invitation, locale),
    asset: sent.asset,
    total: sent.total,
    balance: sent.balance,
    duplicate: false,
  };
}

type AnswerOutcome =
  | { kind: 'error'; error: ErrorCodeName }
  | { kind: 'done'; invitation: repo.InvitationRow; pair: repo.PairRow | null; duplicate: boolean };

/**
 * The receiver accepts or declines, the sender cancels. Accepting pairs the two only if neither
 * has a CP by then: both users' rows are locked in id order first, so two accepts touching the
 * same user run one after the other and the second sees the first's pair; the `cp_members`
 * primary key backs this up. Other waiting invitations of the two are void once they pair.
 */
export async function answer(deps: CpDeps, actor: AuthedUser, id: number, verb: CpAnswer, locale: Locale): Promise<TCpAnswerResult> {
  const now = deps.now();
  let outcome: AnswerOutcome;
  try {
    outcome = await withRetry(() =>
      deps.db.tx(async (q): Promise<AnswerOutcome> => {
        // lock order for every accept: the two users (in id order), then the invitation — so an
        // accept that voids another waiting invitation never waits in a cycle with that one's accept
        const peek = await repo.invitationById(q, id);
        if (!peek) return { kind: 'error', error: 'NOT_FOUND' };
        const locked = verb === 'accept' ? await lockUsers(q, [peek.from_user_id, peek.to_user_id]) : [];
        const inv = (await repo.invitationById(q, id, true))!;
        const check = checkCpAnswer(inv, actor.id, verb, now);
        if (!check.ok) {
          if (check.error === 'CP_INVITATION_EXPIRED' && inv.status === 'pending') {
            await repo.setInvitationStatus(q, inv.id, 'expired', inv.expires_at);
          }
          return { kind: 'error', error: check.error };
        }
        if (check.replay) {
          return {
            kind: 'done',
            invitation: inv,
            pair: verb === 'accept' ? await repo.pairByInvitation(q, inv.id) : null,
            duplicate: true,
          };
        }
        if (verb !== 'accept') {
          const updated = await repo.setInvitationStatus(q, inv.id, CP_ANSWER_STATUS[verb], now);
          return { kind: 'done', invitation: updated, pair: null, duplicate: false };
        }
        const ids = [inv.from_user_id, inv.to_user_id];
        const sender = locked.find((u) => u.id === inv.from_user_id);
        const me = locked.find((u) => u.id === inv.to_user_id);
        if (me?.status !== 'active') return { kind: 'error', error: 'ACCOUNT_DISABLED' };
        if (sender?.status !== 'active') return { kind: 'error', error: 'RECEIVER_UNAVAILABLE' };
        const paired = await repo.pairedAmong(q, ids);
        if (paired.has(actor.id)) return { kind: 'error', error: 'CP_ALREADY_HAS_PARTNER' };
        if (paired.has(inv.from_user_id)) return { kind: 'error', error: 'CP_TARGET_HAS_PARTNER' };
        const { low, high } = cpPairKey(inv.from_user_id, inv.to_user_id);
        const pair = await repo.insertPair(q, low, high, inv.id, now);
        const updated = await repo.setInvitationStatus(q, inv.id, 'accepted', now);
        await repo.voidPendingOf(q, ids, inv.id, now);
        return { kind: 'done', invitation: updated, pair, duplicate: false };
      }),
    );
  } catch (err) {
    // the constraint caught a race the locks did not (should not happen; never a 500 if it does)
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError('CP_ALREADY_HAS_PARTNER');
    throw err;
  }
  if (outcome.kind === 'error') throw new AppError(outcome.error);
  const { invitation, pair, duplicate } = outcome;
  if (!duplicate) {
    const other = actor.id === invitation.from_user_id ? invitation.to_user_id : invitation.from_user_id;
    deps.publish?.(other, {
      type: 'cp.answered.v1',
      payload: {
        invitation_id: invitation.id,
        by_user_id: actor.id,
        status: CP_ANSWER_STATUS[verb] as 'accepted' | 'declined' | 'cancelled',
      },
    });
  }
  return {
    invitation: await describeInvitation(deps, invitation, locale),
    pair: pair ? await describePair(deps, pair, actor.id) : null,
    duplicate,
  };
}

function toDissolved(row: repo.DissolvedRow, actorId: number, duplicate: boolean): TCpDissolveResult {
  return {
    pair_id: row.id,
    partner_id: row.user_low === actorId ? row.user_high : row.user_low,
    dissolved_at: row.dissolved_at.toISOString(),
    duplicate,
  };
}

/** Either partner ends the pair; the pair goes to the history, past rank scores stay. */
export async function dissolve(deps: CpDeps, actor: AuthedUser, requestId: string): Promise<TCpDissolveResult> {
  const before = await repo.dissolvedByRequest(deps.db, actor.id, requestId);
  if (before) return toDissolved(before, actor.id, true);
  const now = deps.now();
  let row: repo.DissolvedRow | null;
  try {
    row = await withRetry(() =>
      deps.db.tx(async (q) => {
        const pair = await repo.pairOf(q, actor.id, true);
        return pair ? repo.dissolvePair(q, pair, actor.id, requestId, now) : null;
      }),
    );
  } catch (err) {
    if ((err as { code?: string }).code !== UNIQUE_VIOLATION) throw err;
    row = null; // the same key raced itself: the other attempt stored the answer
  }
  if (!row) {
    const raced = await repo.dissolvedByRequest(deps.db, actor.id, requestId);
    if (raced) return toDissolved(raced, actor.id, true);
    throw new AppError('CP_NO_PARTNER');
  }
  const result = toDissolved(row, actor.id, false);
  deps.publish?.(result.partner_id, { type: 'cp.dissolved.v1', payload: { pair_id: row.id, by_user_id: actor.id } });
  return result;
}

/** Writes 'expired' on every waiting invitation past its time (a periodic job; reads never depend on it). */
export function expireAll(deps: Pick<CpDeps, 'db' | 'now'>): Promise<number> {
  return repo.expireInvitations(deps.db, deps.now());
}
