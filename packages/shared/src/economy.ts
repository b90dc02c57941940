import type { Asset } from './assets';
import { LIMITS } from './limits';

/**
 * Economy rules of spec section 9, as pure integer functions (shared by the server, which
 * enforces them, and the pages, which explain them).
 */
export type CpLevel = 'normal' | 'peerless' | 'ultimate';

export interface GiftValue {
  asset: Asset;
  /** price × count, in the asset's units */
  total: number;
  /** limited gifts earn the 1.2× bonus on silver (spec: "silver 12 with 1.2 times bonus") */
  bonus: boolean;
}

/** Rich points (sender) and charm points (receiver): 1 gold coin or diamond = 10; 10 silver = 10 (12 with bonus). */
export function rankPoints(v: GiftValue): number {
  if (v.asset === 'silver_coin') return Math.floor((v.total * (v.bonus ? 12 : 10)) / 10);
  if (v.asset === 'gold_coin' || v.asset === 'diamond') return v.total * 10;
  return 0;
}

/** CP points for a CP pair: the gift's rank points × 3 for ultimate, × 1.5 for peerless, × 1 otherwise. */
export function cpPoints(points: number, level: CpLevel): number {
  if (level === 'ultimate') return points * 3;
  if (level === 'peerless') return Math.floor((points * 3) / 2);
  return points;
}

/** Level experience: 1 gold coin (or diamond) = 1 exp; 10 silver coins = 3 exp. */
export function levelExp(v: GiftValue): number {
  if (v.asset === 'silver_coin') return Math.floor((v.total * 3) / 10);
  if (v.asset === 'gold_coin' || v.asset === 'diamond') return v.total;
  return 0;
}

/** Tribe honour: 1 gold coin = 1; 10 silver = 3. */
export function tribeHonor(v: GiftValue): number {
  return levelExp(v);
}

/** Share of a paid gift's value credited to the receiver as anchor points (the rest is the platform's). */
export const RECEIVER_SHARE_PERCENT = 50;

export function receiverIncome(v: GiftValue): number {
  if (v.asset === 'silver_coin') return 0; // silver coins are free currency: no income
  return Math.floor((v.total * RECEIVER_SHARE_PERCENT) / 100);
}

/** Total experience needed to reach `level` (level 1 needs 0): 100·(L−1)². */
export function expForLevel(level: number): number {
  const l = Math.min(Math.max(1, Math.floor(level)), LIMITS.levelMax);
  return 100 * (l - 1) ** 2;
}

export function levelForExp(exp: number): number {
  if (exp <= 0) return 1;
  return Math.min(LIMITS.levelMax, 1 + Math.floor(Math.sqrt(exp / 100)));
}

/** Levels come in bands of ten: 1–10 is band 1, …, 91–100 band 10. */
export function levelBand(level: number): number {
  return Math.ceil(Math.min(Math.max(level, 1), LIMITS.levelMax) / LIMITS.levelsPerBand);
}

export function levelProgress(exp: number) {
  const level = levelForExp(exp);
  const floor = expForLevel(level);
  const next = level >= LIMITS.levelMax ? null : expForLevel(level + 1);
  return { level, band: levelBand(level), exp, levelExp: floor, nextLevelExp: next, locked: level < LIMITS.featureUnlockLevel };
}
