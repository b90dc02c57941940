import { z } from 'zod';
import { TRADER_ACTIONS, TRADER_RULES, TRADER_STATUSES } from '../traders';
import { cursorPageOf, cursorQuery, ZAdminRef, ZBigIdParam, ZBrandId, ZIsoDate, ZPublicIdInput, ZPublicProfile } from './common';
import { ZRequestId } from './wallet';

/**
 * Coin traders (modules/traders, docs/api.md "Coin traders"): a trader's page (stock, today's
 * limit, transfers) and the console (proposals, four-eyes approval, limits, bulk purchases).
 * Amounts are whole coins (or diamonds: the brand's currency, `asset`).
 */
export const ZTraderStatus = z.enum(TRADER_STATUSES);
export const ZTraderAsset = z.enum(['gold_coin', 'diamond']);
const amount = (max: number) => z.number().int().positive().max(max);

/** The caller as a trader: `none` when they are not one. */
export const ZTraderMe = z.object({
  status: z.union([ZTraderStatus, z.literal('none')]),
  asset: ZTraderAsset,
  balance: z.number().int(),
  daily_limit: z.number().int(),
  per_recipient_limit: z.number().int(),
  used_today: z.number().int(),
  remaining_today: z.number().int(),
  /** the region day the limits count (YYYY-MM-DD) */
  day: z.string(),
});
export type TTraderMe = z.infer<typeof ZTraderMe>;

export const ZTraderRecipientQuery = z.object({ public_id: ZPublicIdInput });
/** The recipient before the confirm sheet: who they are and how much more they may get today. */
export const ZTraderRecipient = z.object({
  user: ZPublicProfile,
  received_today: z.number().int(),
  max_amount: z.number().int(),
});
export type TTraderRecipient = z.infer<typeof ZTraderRecipient>;

export const ZTraderTransferRequest = z.object({
  request_id: ZRequestId,
  public_id: ZPublicIdInput,
  amount: amount(TRADER_RULES.transferMax),
});
export type TTraderTransferRequest = z.infer<typeof ZTraderTransferRequest>;

export const ZTraderTransfer = z.object({
  id: z.number().int(),
  request_id: z.string(),
  recipient: ZPublicProfile,
  asset: ZTraderAsset,
  amount: z.number().int(),
  day: z.string(),
  created_at: z.string(),
});
export type TTraderTransfer = z.infer<typeof ZTraderTransfer>;
export const ZTraderTransferPage = cursorPageOf(ZTraderTransfer);
export type TTraderTransferPage = z.infer<typeof ZTraderTransferPage>;
export const ZTraderTransfersQuery = cursorQuery(64, TRADER_RULES.historyPageMax, 20);

// ---- console ----

export const ZTraderLimitRequest = z.object({
  id: z.number().int(),
  daily_limit: z.number().int(),
  per_recipient_limit: z.number().int(),
  requested_by: ZAdminRef,
  requested_at: z.string(),
});

export const ZAdminTrader = z.object({
  user: ZPublicProfile,
  status: ZTraderStatus,
  asset: ZTraderAsset,
  balance: z.number().int(),
  daily_limit: z.number().int(),
  per_recipient_limit: z.number().int(),
  used_today: z.number().int(),
  day: z.string(),
  note: z.string(),
  proposed_by: ZAdminRef,
  proposed_at: z.string(),
  approved_by: ZAdminRef.nullable(),
  approved_at: z.string().nullable(),
  updated_at: z.string(),
  /** a raise waiting for a second admin */
  pending_limits: ZTraderLimitRequest.nullable(),
});
export type TAdminTrader = z.infer<typeof ZAdminTrader>;
export const ZAdminTraderList = z.object({ items: z.array(ZAdminTrader) });
export type TAdminTraderList = z.infer<typeof ZAdminTraderList>;

export const ZAdminTradersQuery = z.object({
  status: ZTraderStatus.optional(),
  brand: ZBrandId.optional(),
});
export const ZAdminTraderId = z.object({ id: ZBigIdParam });

export const ZTraderPropose = z.object({
  public_id: ZPublicIdInput,
  daily_limit: amount(TRADER_RULES.dailyLimitMax),
  per_recipient_limit: amount(TRADER_RULES.dailyLimitMax),
  note: z.string().trim().max(200).default(''),
});
export type TTraderPropose = z.infer<typeof ZTraderPropose>;

export const ZTraderAction = z.object({ action: z.enum(TRADER_ACTIONS), note: z.string().trim().max(200).default('') });
export type TTraderAction = z.infer<typeof ZTraderAction>;

export const ZTraderLimitsChange = z.object({
  daily_limit: amount(TRADER_RULES.dailyLimitMax),
  per_recipient_limit: amount(TRADER_RULES.dailyLimitMax),
});
export const ZTraderLimitsDecision = z.object({ decision: z.enum(['approve', 'reject']) });

export const ZTraderPurchaseRequest = z.object({
  request_id: ZRequestId,
  amount: amount(TRADER_RULES.purchaseMax),
  /** what the trader paid, in the currency's minor unit (CNY fen, JPY yen) */
  price_minor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  currency: z.enum(['CNY', 'JPY']),
  /** the payment's own reference (bank transfer number, invoice) */
  reference: z.string().trim().min(1).max(100),
});
export type TTraderPurchaseRequest = z.infer<typeof ZTraderPurchaseRequest>;
export const ZTraderPurchase = z.object({
  id: z.number().int(),
  asset: ZTraderAsset,
  amount: z.number().int(),
  price_minor: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  admin: ZAdminRef,
  created_at: z.string(),
  duplicate: z.boolean().optional(),
});
export type TTraderPurchase = z.infer<typeof ZTraderPurchase>;
export const ZTraderPurchaseList = z.object({ items: z.array(ZTraderPurchase) });

export const ZAdminTraderTransfersQuery = cursorQuery(64, 100, 50).extend({
  /** region days, inclusive (YYYY-MM-DD) */
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  recipient: ZPublicIdInput.optional(),
});
export type TAdminTraderTransfersQuery = z.infer<typeof ZAdminTraderTransfersQuery>;
