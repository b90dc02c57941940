import { z } from 'zod';
import { LIMITS } from '../limits';
import { REWARD_PERIODS } from '../rank-rewards';
import { pageOf, ZBrandId, ZPageQuery, ZPublicProfile, ZRegion } from './common';
import { BOARDS } from './gifts';
import { ZAsset } from './wallet';

export const ZRankRewardsQuery = z.object({
  board: z.enum(BOARDS),
  period: z.enum(REWARD_PERIODS),
  app_name: ZBrandId.optional(),
  region: ZRegion.optional(),
});
export type TRankRewardsQuery = z.infer<typeof ZRankRewardsQuery>;

export const ZRewardItem = z.object({ asset: ZAsset, amount: z.number().int() });
export type TRewardItem = z.infer<typeof ZRewardItem>;

export const ZRewardTierView = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** what each winner (each partner on a pair board) receives */
  items: z.array(ZRewardItem),
});
export type TRewardTierView = z.infer<typeof ZRewardTierView>;

export const ZRewardWinner = z.object({
  rank: z.number().int(),
  owner: z.string(),
  score: z.number().int(),
  /** the users paid for this place (both partners on a pair board unless one was skipped) */
  profiles: z.array(ZPublicProfile),
  /** what each of them received */
  items: z.array(ZRewardItem),
});
export type TRewardWinner = z.infer<typeof ZRewardWinner>;

export const ZRankRewards = z.object({
  board: z.enum(BOARDS),
  period: z.enum(REWARD_PERIODS),
  scope: z.string(),
  region: ZRegion,
  tiers: z.array(ZRewardTierView),
  /** the most recent period whose rewards were paid; null before the first one */
  last: z
    .object({
      key: z.string(),
      settled_at: z.string(),
      winners: z.array(ZRewardWinner),
    })
    .nullable(),
  /** what the caller won in that period (null when logged out; rank null when not rewarded) */
  me: z.object({ rank: z.number().int().nullable(), items: z.array(ZRewardItem) }).nullable(),
});
export type TRankRewards = z.infer<typeof ZRankRewards>;

/** Console: rank-reward payouts, newest first */
export const ZAdminRankPayoutsQuery = z.object({
  board: z.enum(BOARDS).optional(),
  period: z.enum(REWARD_PERIODS).optional(),
  brand: ZBrandId.optional(),
  /** a user's public id */
  user: z.string().trim().min(1).max(LIMITS.publicIdMax).optional(),
  ...ZPageQuery.shape,
});
export type TAdminRankPayoutsQuery = z.infer<typeof ZAdminRankPayoutsQuery>;

export const ZAdminRankPayout = z.object({
  board: z.enum(BOARDS),
  scope: z.string(),
  period: z.string(),
  rank: z.number().int(),
  score: z.number().int(),
  owner: z.string(),
  user: z.object({ id: z.number().int(), public_id: z.string(), nickname: z.string() }),
  items: z.array(ZRewardItem),
  operation_id: z.number().int(),
  paid_at: z.string(),
});
export type TAdminRankPayout = z.infer<typeof ZAdminRankPayout>;

export const ZAdminRankPayoutPage = pageOf(ZAdminRankPayout);
export type TAdminRankPayoutPage = z.infer<typeof ZAdminRankPayoutPage>;
