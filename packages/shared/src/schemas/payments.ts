import { z } from 'zod';
import { LIMITS } from '../limits';
import { cursorPageOf, cursorQuery, ZBrandId, ZInt4Id } from './common';
import { ZRequestId } from './wallet';

/** Payment methods of spec section 1 (membership and recharge). */
export const PAYMENT_METHODS = [
  'wechat',
  'alipay',
  'card',
  'street_pay',
  'line_pay',
  'paypal',
  'customer_service',
  'apple',
  'google',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Methods paid in a web checkout (the others go through the app stores or a human). */
export const WEB_CHECKOUT_METHODS: readonly PaymentMethod[] = ['wechat', 'alipay', 'card', 'street_pay', 'line_pay', 'paypal'];

export const ORDER_STATUSES = ['created', 'paid', 'credited', 'failed', 'expired', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PRODUCT_KINDS = ['coins', 'membership'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export const MEMBERSHIP_TIERS = ['weekly', 'monthly'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
export const MEMBERSHIP_DAYS: Record<MembershipTier, number> = { weekly: 7, monthly: 30 };

export const ZProduct = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  /** coins: the asset and amount credited (bonus included); membership: the tier */
  asset: z.enum(['gold_coin', 'diamond']).nullable(),
  amount: z.number().int(),
  bonus: z.number().int(),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  price_minor: z.number().int(),
  currency: z.enum(['CNY', 'JPY', 'USD']),
  methods: z.array(z.enum(PAYMENT_METHODS)),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductsQuery = z.object({ app_name: ZBrandId.optional(), kind: z.enum(PRODUCT_KINDS).optional() });
export const ZProductList = z.object({ brand: ZBrandId, products: z.array(ZProduct) });
export type TProductList = z.infer<typeof ZProductList>;

export const ZCreateOrderRequest = z.object({
  product_id: ZInt4Id,
  method: z.enum(PAYMENT_METHODS),
  request_id: ZRequestId,
});
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>;

export const ZOrder = z.object({
  order_id: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  status: z.enum(ORDER_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  asset: z.string().nullable(),
  amount: z.number().int(),
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  price_minor: z.number().int(),
  currency: z.string(),
  /** where a browser pays (web checkout methods); null for app-store and customer-service orders */
  checkout_url: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  credited_at: z.string().nullable(),
  /** set once a refund or chargeback reversed the order */
  refunded_at: z.string().nullable(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderId = z.string().min(LIMITS.orderIdLengthMin).max(LIMITS.orderIdLengthMax);
export const ZOrderQuery = z.object({ order_id: ZOrderId });
export const ZOrdersQuery = cursorQuery(LIMITS.orderCursorMax, LIMITS.ordersPageSizeMax, LIMITS.ordersPageSizeDefault);
export const ZOrderPage = cursorPageOf(ZOrder);

export const ZReceiptRequest = z.object({
  platform: z.enum(['apple', 'google']),
  order_id: ZOrderId,
  receipt: z.string().min(LIMITS.storeReceiptLengthMin).max(LIMITS.storeReceiptLengthMax),
});

export const ZMembership = z.object({
  tier: z.enum(MEMBERSHIP_TIERS).nullable(),
  active: z.boolean(),
  expires_at: z.string().nullable(),
  days_left: z.number().int(),
});
export type TMembership = z.infer<typeof ZMembership>;
