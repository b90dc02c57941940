/**
 * Coin traders (issue 13, modules/traders): app users approved by staff who buy coins in bulk and
 * transfer them to users of their brand, within a daily limit and a per-recipient daily limit.
 * Pure rules: the server enforces them (under concurrency, in the database), the pages show them.
 */
import { type BrandId, priceAsset, REGION_TIME_ZONES, type Region } from './brands';
import { periodDay } from './periods';

export const TRADER_STATUSES = ['pending', 'active', 'suspended', 'revoked'] as const;
export type TraderStatus = (typeof TRADER_STATUSES)[number];

/** Console actions on a trader; approve/reject decide a proposal (a second admin: four eyes). */
export const TRADER_ACTIONS = ['approve', 'reject', 'suspend', 'resume', 'revoke'] as const;
export type TraderAction = (typeof TRADER_ACTIONS)[number];

/** The state machine: pending → active ↔ suspended; any live state → revoked (final). */
export const TRADER_TRANSITIONS: Readonly<Record<TraderStatus, Partial<Record<TraderAction, TraderStatus>>>> = {
  pending: { approve: 'active', reject: 'revoked' },
  active: { suspend: 'suspended', revoke: 'revoked' },
  suspended: { resume: 'active', revoke: 'revoked' },
  revoked: {},
};

export function nextTraderStatus(from: TraderStatus, action: TraderAction): TraderStatus | null {
  return TRADER_TRANSITIONS[from][action] ?? null;
}

/** Actions the admin who proposed the trader may not take (the second pair of eyes decides). */
export const TRADER_FOUR_EYES_ACTIONS: readonly TraderAction[] = ['approve'];

export const TRADER_RULES = {
  /** the largest daily limit staff may set (coins or diamonds) */
  dailyLimitMax: 100_000_000,
  /** the largest single transfer */
  transferMax: 10_000_000,
  /** the largest bulk purchase recorded at once */
  purchaseMax: 100_000_000,
  /** transfers per history page */
  historyPageMax: 50,
} as const;

/** The asset a brand's trader sells: its currency (gold coins or diamonds). */
export function traderAsset(brand: BrandId): 'gold_coin' | 'diamond' {
  return priceAsset(brand);
}

/** The day a transfer counts against: the trader's region calendar day (YYYY-MM-DD). */
export function traderDay(at: Date, region: Region): string {
  return periodDay(at, REGION_TIME_ZONES[region]);
}

export interface TraderLimits {
  daily_limit: number;
  per_recipient_limit: number;
}

/** Why a pair of limits is refused, or null: positive integers, the per-recipient one within the daily one. */
export function traderLimitsProblem(l: TraderLimits): 'daily' | 'per_recipient' | null {
  if (!Number.isSafeInteger(l.daily_limit) || l.daily_limit <= 0 || l.daily_limit > TRADER_RULES.dailyLimitMax) return 'daily';
  if (!Number.isSafeInteger(l.per_recipient_limit) || l.per_recipient_limit <= 0 || l.per_recipient_limit > l.daily_limit)
    return 'per_recipient';
  return null;
}

/** A change that raises either limit needs a second admin; a lowering takes effect at once. */
export function limitChangeNeedsApproval(current: TraderLimits, next: TraderLimits): boolean {
  return next.daily_limit > current.daily_limit || next.per_recipient_limit > current.per_recipient_limit;
}

export const remainingOf = (limit: number, used: number): number => Math.max(0, limit - used);

export type TransferProblem = 'amount' | 'insufficient' | 'daily_limit' | 'recipient_limit';

/**
 * Why a transfer of `amount` cannot go now, or null. The order is the one the server answers in:
 * the amount itself, the daily limit, the per-recipient limit, then the stock.
 */
export function transferProblem(s: {
  amount: number;
  balance: number;
  limits: TraderLimits;
  usedToday: number;
  usedForRecipient: number;
}): TransferProblem | null {
  if (!Number.isSafeInteger(s.amount) || s.amount <= 0 || s.amount > TRADER_RULES.transferMax) return 'amount';
  if (s.usedToday + s.amount > s.limits.daily_limit) return 'daily_limit';
  if (s.usedForRecipient + s.amount > s.limits.per_recipient_limit) return 'recipient_limit';
  if (s.amount > s.balance) return 'insufficient';
  return null;
}

/** The most the trader can send this recipient now. */
export function maxTransferable(s: { balance: number; limits: TraderLimits; usedToday: number; usedForRecipient: number }): number {
  return Math.max(
    0,
    Math.min(
      s.balance,
      TRADER_RULES.transferMax,
      remainingOf(s.limits.daily_limit, s.usedToday),
      remainingOf(s.limits.per_recipient_limit, s.usedForRecipient),
    ),
  );
}
