import { isMinor } from './age';
import type { CpLevel } from './economy';
import type { ErrorCodeName } from './errors';
import { LIMITS } from './limits';

/**
 * CP pairs (couple partners, spec 1/6/9). A user has at most one CP at a time. An invitation is a
 * CP gift (a catalogue gift with `is_cp`, e.g. 999 coins) sent through the ordinary gift flow; the
 * gift stays with the receiver whatever the answer. The invitation waits 72 hours for the
 * receiver's answer; the sender may cancel it while it waits. Either partner may dissolve the pair.
 * The pair's level follows its cumulative CP points.
 */

/** @deprecated read LIMITS.cpInvitationTtlSeconds */
export const CP_INVITATION_TTL_SECONDS = LIMITS.cpInvitationTtlSeconds;

/**
 * Cumulative CP points at which a pair reaches each level. 520 ("I love you") and 1314 ("for a
 * lifetime") are the love numbers: 52,000 and 131,400 points = 5,200 and 13,140 gold coins of gifts.
 */
export const CP_LEVEL_THRESHOLDS = { peerless: 52_000, ultimate: 131_400 } as const;

export const CP_LEVELS: readonly CpLevel[] = ['normal', 'peerless', 'ultimate'];

export function cpLevelForPoints(points: number): CpLevel {
  if (points >= CP_LEVEL_THRESHOLDS.ultimate) return 'ultimate';
  if (points >= CP_LEVEL_THRESHOLDS.peerless) return 'peerless';
  return 'normal';
}

/** The higher of two levels (a level never goes down while the pair lasts). */
export function maxCpLevel(a: CpLevel, b: CpLevel): CpLevel {
  return CP_LEVELS.indexOf(a) >= CP_LEVELS.indexOf(b) ? a : b;
}

export interface CpProgress {
  level: CpLevel;
  points: number;
  /** the points at which the current level starts */
  levelPoints: number;
  /** the next level and the points it needs; null at the top */
  nextLevel: CpLevel | null;
  nextLevelPoints: number | null;
  /** 0–100 of the way from this level to the next (100 at the top) */
  percent: number;
}

export function cpProgress(points: number, level: CpLevel = cpLevelForPoints(points)): CpProgress {
  const effective = maxCpLevel(level, cpLevelForPoints(points));
  const floor = effective === 'ultimate' ? CP_LEVEL_THRESHOLDS.ultimate : effective === 'peerless' ? CP_LEVEL_THRESHOLDS.peerless : 0;
  const nextLevel: CpLevel | null = effective === 'normal' ? 'peerless' : effective === 'peerless' ? 'ultimate' : null;
  const nextLevelPoints = nextLevel ? CP_LEVEL_THRESHOLDS[nextLevel] : null;
  const percent = nextLevelPoints === null ? 100 : Math.min(100, Math.max(0, ((points - floor) / (nextLevelPoints - floor)) * 100));
  return { level: effective, points, levelPoints: floor, nextLevel, nextLevelPoints, percent };
}

export interface CpParty {
  id: number;
  brand: string;
  birth_date: string;
  status: 'active' | 'disabled' | string;
  /** already in a CP pair */
  hasCp: boolean;
}

/**
 * Why `from` may not invite `to` right now (null = allowed): not oneself, same brand, both adults,
 * the receiver's account active, neither already paired, no invitation already waiting between them.
 */
export function cpInviteRefusal(from: CpParty, to: CpParty, now: Date, pendingBetween: boolean): ErrorCodeName | null {
  if (from.id === to.id) return 'CP_CANNOT_INVITE_SELF';
  if (from.status !== 'active') return 'ACCOUNT_DISABLED';
  if (to.status !== 'active') return 'RECEIVER_UNAVAILABLE';
  if (from.brand !== to.brand) return 'CP_OTHER_BRAND';
  if (isMinor(from.birth_date, now) || isMinor(to.birth_date, now)) return 'MINOR_RESTRICTED';
  if (from.hasCp) return 'CP_ALREADY_HAS_PARTNER';
  if (to.hasCp) return 'CP_TARGET_HAS_PARTNER';
  if (pendingBetween) return 'CP_INVITATION_PENDING';
  return null;
}

export type CpInvitationStatus = 'pending' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'void';
export type CpAnswer = 'accept' | 'decline' | 'cancel';

export const CP_ANSWER_STATUS: Record<CpAnswer, CpInvitationStatus> = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' };

export interface CpInvitationLike {
  from_user_id: number;
  to_user_id: number;
  status: CpInvitationStatus;
  expires_at: Date;
}

/** A waiting invitation past its time is expired, whether or not a job has written that yet. */
export function effectiveInvitationStatus(inv: Pick<CpInvitationLike, 'status' | 'expires_at'>, now: Date): CpInvitationStatus {
  return inv.status === 'pending' && inv.expires_at.getTime() <= now.getTime() ? 'expired' : inv.status;
}

/** Whole seconds an invitation still waits (0 once it is no longer pending). */
export function invitationSecondsLeft(inv: Pick<CpInvitationLike, 'status' | 'expires_at'>, now: Date): number {
  if (effectiveInvitationStatus(inv, now) !== 'pending') return 0;
  return Math.max(0, Math.floor((inv.expires_at.getTime() - now.getTime()) / 1000));
}

export type CpAnswerCheck = { ok: true; replay: boolean } | { ok: false; error: ErrorCodeName };

/**
 * May `actorId` give `answer` to the invitation? The receiver accepts or declines, the sender
 * cancels; only while it is pending. Giving the same answer again is a harmless replay.
 */
export function checkCpAnswer(inv: CpInvitationLike, actorId: number, answer: CpAnswer, now: Date): CpAnswerCheck {
  const isSender = inv.from_user_id === actorId;
  const isReceiver = inv.to_user_id === actorId;
  if (!isSender && !isReceiver) return { ok: false, error: 'NOT_FOUND' };
  if (answer === 'cancel' ? !isSender : !isReceiver) return { ok: false, error: 'FORBIDDEN' };
  const status = effectiveInvitationStatus(inv, now);
  if (status === CP_ANSWER_STATUS[answer]) return { ok: true, replay: true };
  if (status === 'expired') return { ok: false, error: 'CP_INVITATION_EXPIRED' };
  if (status !== 'pending') return { ok: false, error: 'CP_INVITATION_CLOSED' };
  return { ok: true, replay: false };
}

/** The pair key used by rank boards and the pair table: the lower user id first. */
export function cpPairKey(a: number, b: number): { low: number; high: number } {
  return a < b ? { low: a, high: b } : { low: b, high: a };
}
