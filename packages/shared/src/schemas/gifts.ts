import { z } from 'zod';
import { LIMITS } from '../limits';
import { PERIODS } from '../periods';
import { pageSizeParam, ZBigId, ZBrandId, ZInt4Id, ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

export const ZGiftAsset = z.enum(['gold_coin', 'diamond', 'silver_coin']);

export const ZGift = z.object({
  id: z.number().int(),
  code: z.string(),
  /** the name in the caller's language */
  name: z.string(),
  asset: ZGiftAsset,
  price: z.number().int(),
  is_limited: z.boolean(),
  is_cp: z.boolean(),
});
export type TGift = z.infer<typeof ZGift>;

export const ZGiftsQuery = z.object({ app_name: ZBrandId.optional() });
export const ZGiftList = z.object({ brand: ZBrandId, gifts: z.array(ZGift) });
export type TGiftList = z.infer<typeof ZGiftList>;

export const ZSendGiftRequest = z.object({
  to_user_id: ZBigId,
  gift_id: ZInt4Id,
  count: z.number().int().min(1).max(LIMITS.giftCountMax),
  request_id: ZRequestId,
});
export type TSendGiftRequest = z.infer<typeof ZSendGiftRequest>;

export const ZSendGiftResult = z.object({
  gift_send_id: z.number().int(),
  operation_id: z.number().int(),
  gift_id: z.number().int(),
  to_user_id: z.number().int(),
  count: z.number().int(),
  asset: ZGiftAsset,
  total: z.number().int(),
  balance: z.number().int(),
  rich_points: z.number().int(),
  charm_points: z.number().int(),
  cp_points: z.number().int(),
  exp: z.number().int(),
  duplicate: z.boolean(),
});
export type TSendGiftResult = z.infer<typeof ZSendGiftResult>;

/**
 * `newer`: charm received by young accounts; `buddy`: gifts between mutual followers who are not a CP pair (per pair);
 * `racing`: fragments won racing; `lucky`: prize value won on draws; `blind_box`: blind boxes opened;
 * `anchor_fight`: cheer points hosts got in the anchor fight
 */
export const BOARDS = ['rich', 'charm', 'cp', 'newer', 'buddy', 'racing', 'lucky', 'blind_box', 'anchor_fight'] as const;
export type Board = (typeof BOARDS)[number];

export const ZRankingsQuery = z.object({
  board: z.enum(BOARDS),
  period: z.enum(PERIODS),
  /** a past period: `d:YYYY-MM-DD` or `w:YYYY-MM-DD` (a Monday); default the current one */
  key: z
    .string()
    .regex(/^(d|w):\d{4}-\d{2}-\d{2}$/)
    .optional(),
  offset: z.coerce.number().int().min(0).max(LIMITS.rankingOffsetMax).default(0),
  limit: pageSizeParam(LIMITS.rankingPageSizeMax, LIMITS.rankingPageSizeDefault),
  app_name: ZBrandId.optional(),
  region: ZRegion.optional(),
});
export type TRankingsQuery = z.infer<typeof ZRankingsQuery>;

export const ZRankEntry = z.object({
  rank: z.number().int(),
  score: z.number().int(),
  owner: z.string(),
  /** one profile, or two for a CP pair */
  profiles: z.array(ZPublicProfile),
});
export type TRankEntry = z.infer<typeof ZRankEntry>;

export const ZMyRank = z.object({
  rank: z.number().int().nullable(),
  score: z.number().int(),
  /** points needed to pass the entry above (to enter the board when unranked); null at the top */
  gap: z.number().int().nullable(),
});

export const ZRankings = z.object({
  board: z.enum(BOARDS),
  period: z.enum(PERIODS),
  key: z.string(),
  scope: z.string(),
  total: z.number().int(),
  entries: z.array(ZRankEntry),
  me: ZMyRank.nullable(),
});
export type TRankings = z.infer<typeof ZRankings>;

export const ZLevelInfo = z.object({
  level: z.number().int(),
  band: z.number().int(),
  exp: z.number().int(),
  level_exp: z.number().int(),
  next_level_exp: z.number().int().nullable(),
  locked: z.boolean(),
  rich_total: z.number().int(),
  charm_total: z.number().int(),
});
export type TLevelInfo = z.infer<typeof ZLevelInfo>;
