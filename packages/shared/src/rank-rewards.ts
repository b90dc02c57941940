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

/** The places every board pays: the top 3 of a day, the top 10 of a week (4th to 10th share a tier). */
const PAID_PLACES: Record<RewardPeriod, Array<[from: number, to: number]>> = {
  daily: [
    [1, 1],
    [2, 2],
    [3, 3],
  ],
  weekly: [
    [1, 1],
    [2, 2],
    [3, 3],
    [4, 10],
  ],
};

/** What each of PAID_PLACES receives, in order of place. */
interface Pay {
  coins: number[];
  fragments: number[];
}
/** A board's tiers: the daily and the weekly pay of PAID_PLACES. */
const payTable = (daily: Pay, weekly: Pay): Record<RewardPeriod, RewardTier[]> => ({
  daily: tiersOf('daily', daily),
  weekly: tiersOf('weekly', weekly),
});
const tiersOf = (period: RewardPeriod, pay: Pay): RewardTier[] =>
  PAID_PLACES[period].map(([from, to], i) => ({ from, to, coins: pay.coins[i]!, fragments: pay.fragments[i]! }));

/** rich and charm pay alike */
const USER_BOARD_TIERS = payTable(
  { coins: [500, 300, 100], fragments: [100, 60, 30] },
  { coins: [5000, 3000, 2000, 500], fragments: [1000, 600, 400, 100] },
);

export const RANK_REWARDS: Record<Board, Record<RewardPeriod, RewardTier[]>> = {
  rich: USER_BOARD_TIERS,
  charm: USER_BOARD_TIERS,
  // each partner receives the tier
  cp: payTable({ coins: [300, 200, 100], fragments: [60, 40, 20] }, { coins: [3000, 2000, 1000, 300], fragments: [600, 400, 200, 60] }),
  newer: payTable({ coins: [200, 100, 50], fragments: [50, 30, 20] }, { coins: [2000, 1200, 800, 200], fragments: [400, 250, 150, 50] }),
  buddy: payTable({ coins: [150, 100, 50], fragments: [30, 20, 10] }, { coins: [1500, 1000, 500, 150], fragments: [300, 200, 100, 30] }),
  // racing winnings (medal fragments won): paid in fragments only — a game never pays out the currency users buy
  racing: payTable({ coins: [0, 0, 0], fragments: [300, 200, 100] }, { coins: [0, 0, 0, 0], fragments: [3000, 2000, 1000, 300] }),
  // draws (prize value won; blind boxes opened): fragments only, like racing
  lucky: payTable({ coins: [0, 0, 0], fragments: [200, 120, 60] }, { coins: [0, 0, 0, 0], fragments: [2000, 1200, 600, 200] }),
  blind_box: payTable({ coins: [0, 0, 0], fragments: [200, 120, 60] }, { coins: [0, 0, 0, 0], fragments: [2000, 1200, 600, 200] }),
  // the hosts cheered for most: fragments too (a host's pay is her gifts' charm, not this)
  anchor_fight: payTable({ coins: [0, 0, 0], fragments: [200, 120, 60] }, { coins: [0, 0, 0, 0], fragments: [2000, 1200, 600, 200] }),
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
