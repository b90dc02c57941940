import { rankPoints } from '@app/shared';

/** Rich points one gold coin given as a gift earns (10): the threshold in coins is points ÷ this. */
export const POINTS_PER_GOLD_COIN = rankPoints({ asset: 'gold_coin', total: 1, bonus: false });

/** Gold coins to give as gifts to earn `points` rich points (rounded up). */
export function coinsForPoints(points: number): number {
  return Math.ceil(Math.max(0, points) / POINTS_PER_GOLD_COIN);
}

export interface ClubProgress {
  /** 0–100, for the progress bar */
  percent: number;
  /** rich points still missing (0 once reached) */
  remaining: number;
  /** the same in gold coins given as gifts */
  remainingCoins: number;
}

export function clubProgress(richTotal: number, threshold: number): ClubProgress {
  const remaining = Math.max(0, threshold - Math.max(0, richTotal));
  const percent = threshold > 0 ? Math.min(100, Math.max(0, (richTotal / threshold) * 100)) : 100;
  return { percent, remaining, remainingCoins: coinsForPoints(remaining) };
}
