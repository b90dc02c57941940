import type { Asset } from './assets';
import { type CurrencyFlavour, REGION_TIME_ZONES, type Region } from './brands';
import { LIMITS } from './limits';
import { periodKeySpan } from './periods';
import type { Board } from './schemas/gifts';

/**
 * Ranking period rewards (DESIGN "Rank rewards"). When a daily or weekly board has closed in its
 * region's time zone, the top of each board is paid through the ledger from `house`: daily the top
 * 3, weekly the top 10. Ranks are competition ranks — equal scores share a rank and its reward.
 * Banned accounts and minors are skipped; their rank is not passed on. On pair boards (cp, buddy)
 * each partner receives the whole tier. A user is paid once per board and period (their best place).
 *
 * `coins` are in the brand's currency flavour (gold coins or diamonds, see brands.ts), `fragments`
 * are medal fragments (1 fragment = 1 coin of value, spec 9). The amounts are ours, set so a week's
 * champion earns roughly what a mid-size gift costs.
 */
export const REWARD_PERIODS = ['daily', 'weekly'] as const;
export type RewardPeriod = (typeof REWARD_PERIODS)[number];

/** @deprecated read LIMITS.newcomerAccountAgeDaysMax */
export const NEWCOMER_DAYS = LIMITS.newcomerAccountAgeDaysMax;

/** @deprecated read LIMITS.rankRewardGraceMs */
export const RANK_REWARD_GRACE_MS = LIMITS.rankRewardGraceMs;

/** boards whose owner is a pair `low-high` of user ids (here, not beside BOARDS, so pages import it without zod) */
export const PAIR_BOARDS: readonly Board[] = ['cp', 'buddy'];
export const isPairBoard = (board: Board): boolean => PAIR_BOARDS.includes(board);

/** the ledger kind of a reward transfer (wallet transactions, money pages) */
export const RANK_REWARD_KIND = 'rank_reward';

export interface RewardTier {
  from: number;
  to: number;
  coins: number;
  fragments: number;
}

const tiers = (rows: Array<[from: number, to: number, coins: number, fragments: number]>): RewardTier[] =>
  rows.map(([from, to, coins, fragments]) => ({ from, to, coins, fragments }));

/** rich and charm pay alike */
const USER_BOARD_TIERS: Record<RewardPeriod, RewardTier[]> = {
  daily: tiers([
    [1, 1, 500, 100],
    [2, 2, 300, 60],
    [3, 3, 100, 30],
  ]),
  weekly: tiers([
    [1, 1, 5000, 1000],
    [2, 2, 3000, 600],
    [3, 3, 2000, 400],
    [4, 10, 500, 100],
  ]),
};

export const RANK_REWARDS: Record<Board, Record<RewardPeriod, RewardTier[]>> = {
  rich: USER_BOARD_TIERS,
  charm: USER_BOARD_TIERS,
  // each partner receives the tier
  cp: {
    daily: tiers([
      [1, 1, 300, 60],
      [2, 2, 200, 40],
      [3, 3, 100, 20],
    ]),
    weekly: tiers([
      [1, 1, 3000, 600],
      [2, 2, 2000, 400],
      [3, 3, 1000, 200],
      [4, 10, 300, 60],
    ]),
  },
  newer: {
    daily: tiers([
      [1, 1, 200, 50],
      [2, 2, 100, 30],
      [3, 3, 50, 20],
    ]),
    weekly: tiers([
      [1, 1, 2000, 400],
      [2, 2, 1200, 250],
      [3, 3, 800, 150],
      [4, 10, 200, 50],
    ]),
  },
  buddy: {
    daily: tiers([
      [1, 1, 150, 30],
      [2, 2, 100, 20],
      [3, 3, 50, 10],
    ]),
    weekly: tiers([
      [1, 1, 1500, 300],
      [2, 2, 1000, 200],
      [3, 3, 500, 100],
      [4, 10, 150, 30],
    ]),
  },
};

/** the last rank a board pays in that period (3 daily, 10 weekly) */
export function rewardedRanks(board: Board, period: RewardPeriod): number {
  const t = RANK_REWARDS[board][period];
  return t[t.length - 1]?.to ?? 0;
}

export function rewardForRank(board: Board, period: RewardPeriod, rank: number): RewardTier | null {
  return RANK_REWARDS[board][period].find((t) => rank >= t.from && rank <= t.to) ?? null;
}

export const currencyAsset = (flavour: CurrencyFlavour): Asset => (flavour === 'gold' ? 'gold_coin' : 'diamond');

export interface RewardItem {
  asset: Asset;
  amount: number;
}

/** what one winner receives, as ledger assets */
export function rewardItems(tier: Pick<RewardTier, 'coins' | 'fragments'>, flavour: CurrencyFlavour): RewardItem[] {
  const items: RewardItem[] = [];
  if (tier.coins > 0) items.push({ asset: currencyAsset(flavour), amount: tier.coins });
  if (tier.fragments > 0) items.push({ asset: 'medal_fragment', amount: tier.fragments });
  return items;
}

/**
 * Competition ranks ("1224"): 1 + how many scored strictly more. Rows must be ordered by score,
 * highest first.
 */
export function competitionRanks<T extends { score: number }>(rows: readonly T[]): Array<T & { rank: number }> {
  const out: Array<T & { rank: number }> = [];
  for (const [i, row] of rows.entries()) {
    const prev = out[i - 1];
    out.push({ ...row, rank: prev && prev.score === row.score ? prev.rank : i + 1 });
  }
  return out;
}

/** The rewarded entries of a closed board (ordered by score desc): every row whose rank has a tier. */
export function rewardedEntries<T extends { score: number }>(
  board: Board,
  period: RewardPeriod,
  rows: readonly T[],
): Array<T & { rank: number; tier: RewardTier }> {
  const out: Array<T & { rank: number; tier: RewardTier }> = [];
  for (const row of competitionRanks(rows)) {
    const tier = rewardForRank(board, period, row.rank);
    if (tier) out.push({ ...row, tier });
  }
  return out;
}

/** The ledger idempotency key of one payout. */
export function rankRewardKey(board: Board, scope: string, period: string, rank: number, userId: number): string {
  return `rank-reward:${board}:${scope}:${period}:${rank}:${userId}`;
}

/** Newcomer rule: the account is at most LIMITS.newcomerAccountAgeDaysMax days old at `at`. */
export function isNewcomer(createdAt: Date, at: Date): boolean {
  return at.getTime() - createdAt.getTime() <= LIMITS.newcomerAccountAgeDaysMax * 86_400_000;
}

/** The instant a daily (`d:…`) or weekly (`w:…`) period ends: 0:00 of the next day / Monday in the region. */
export function periodEndsAt(key: string, region: Region): Date {
  return periodKeySpan(key, REGION_TIME_ZONES[region]).end;
}

/** The period type of a key. */
export const periodOfKey = (key: string): RewardPeriod | null => (key.startsWith('d:') ? 'daily' : key.startsWith('w:') ? 'weekly' : null);
