import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageOf, ZBrandId, ZInt4Id, ZIsoDate, ZPageQuery, ZPublicIdInput, ZPublicProfile } from './common';
import { MEMBERSHIP_TIERS, ORDER_STATUSES, PAYMENT_METHODS, PRODUCT_KINDS, ZOrderId } from './payments';
import { ZApprovalPending } from './staff';
import { ZRequestId } from './wallet';

/** Who asked for a refund: staff in the console, or the provider on its own (refund, chargeback). */
export const REFUND_SOURCES = ['staff', 'provider'] as const;
/** requested: the provider was asked and its notification has not come yet; completed: reversed. */
export const REFUND_STATES = ['requested', 'completed'] as const;

/** Console order list: every filter optional; dates are UTC calendar days, both ends included. */
export const ZAdminOrdersQuery = z.object({
  user: ZPublicIdInput.optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  brand: ZBrandId.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  ...ZPageQuery.shape,
});
export type TAdminOrdersQuery = z.infer<typeof ZAdminOrdersQuery>;

export const ZAdminOrderRefund = z.object({
  source: z.enum(REFUND_SOURCES),
  state: z.enum(REFUND_STATES),
  /** what the provider returns to the payer, in the order's currency (minor units) */
  amount_minor: z.number().int(),
  reason: z.string(),
  admin_id: z.number().int().nullable(),
  provider_ref: z.string().nullable(),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
});

export const ZAdminOrder = z.object({
  order_id: z.string(),
  user: ZPublicProfile.pick({ id: true, public_id: true, nickname: true, brand: true }),
  kind: z.enum(PRODUCT_KINDS),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  asset: z.string().nullable(),
  amount: z.number().int(),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  price_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  credited_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** the console offers its Refund button only when this is true (the server checks again) */
  refundable: z.boolean(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrder>;

export const ZAdminOrderPage = pageOf(ZAdminOrder);
export type TAdminOrderPage = z.infer<typeof ZAdminOrderPage>;

export const ZAdminOrderParams = z.object({ id: ZOrderId });

export const ZAdminOrderDetail = z.object({
  order: ZAdminOrder,
  events: z.array(
    z.object({ id: z.number().int(), event: z.string(), outcome: z.string(), payload: z.unknown(), received_at: z.string() }),
  ),
  /** ledger operations of this order: the credit (`payment:<order>`) and the reversal (`refund:<order>`) */
  operations: z.object({ payment: z.number().int().nullable(), refund: z.number().int().nullable() }),
  refund: ZAdminOrderRefund.nullable(),
  /** coins a forced reversal could not take back (the user had spent them) */
  debt: z.object({ asset: z.string(), amount: z.number().int(), created_at: z.string() }).nullable(),
});
export type TAdminOrderDetail = z.infer<typeof ZAdminOrderDetail>;

export const ZRefundRequest = z.object({
  reason: z.string().trim().min(1).max(LIMITS.staffReasonMax),
  request_id: ZRequestId,
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;

export const ZRefundDone = z.object({
  order_id: z.string(),
  /** the order's status right after the request; `refunded` once the provider's notification is applied */
  status: z.enum(ORDER_STATUSES),
  refund_state: z.enum(REFUND_STATES),
  amount_minor: z.number().int(),
  currency: z.string(),
  duplicate: z.boolean(),
});
/** requested, or (above LIMITS.approvalRefund…MinorMax) waiting for a second admin (modules/staff) */
export const ZRefundResult = z.union([ZRefundDone, ZApprovalPending]);
export type TRefundDone = z.infer<typeof ZRefundDone>;
export type TRefundResult = z.infer<typeof ZRefundResult>;

/** A payment customer service took outside the app (bank transfer, shop): recorded by staff. */
export const ZManualOrderRequest = z.object({
  public_id: ZPublicIdInput,
  product_id: ZInt4Id,
  /** the payment's own reference (transfer number, receipt) — kept on the order */
  reference: z.string().trim().min(1).max(LIMITS.paymentReferenceMax),
  request_id: ZRequestId,
});
export type TManualOrderRequest = z.infer<typeof ZManualOrderRequest>;
export const ZManualOrderResult = z.object({ order: ZAdminOrder, duplicate: z.boolean() });
export type TManualOrderResult = z.infer<typeof ZManualOrderResult>;
