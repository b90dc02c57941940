import type { MembershipTier, PaymentMethod } from '@app/shared';

/*
 * Copies of two values from @app/shared schemas/payments.ts: importing any value from that module
 * brings zod (~25 KB gzip) into the page chunk. constants.test.ts keeps them equal to the originals.
 */

/** Methods paid in a web checkout (WEB_CHECKOUT_METHODS). */
export const WEB_METHODS: readonly PaymentMethod[] = ['wechat', 'alipay', 'card', 'street_pay', 'line_pay', 'paypal'];

/** Days one membership purchase adds (MEMBERSHIP_DAYS). */
export const MEMBER_DAYS: Record<MembershipTier, number> = { weekly: 7, monthly: 30 };
