/**
 * Stripe Checkout as the web checkout provider (PAYMENT_PROVIDER=stripe). Cards, Alipay, WeChat
 * Pay, PayPay and konbini are methods of one hosted Checkout Session, so one adapter covers the
 * web methods the spec names for both markets.
 *
 * - checkout: `POST /v1/checkout/sessions` (form-encoded, Idempotency-Key `checkout-<order>`: a
 *   retry after a lost answer gets the same session), the order id as `client_reference_id` and
 *   in the PaymentIntent's metadata;
 * - notifications: webhook events signed with the endpoint secret (`Stripe-Signature: t=…,v1=…`,
 *   HMAC-SHA256 over `<t>.<raw body>`, 5-minute tolerance);
 * - refunds: `POST /v1/refunds` for the order's PaymentIntent (Idempotency-Key `refund-<order>`);
 *   Stripe's `charge.refunded` event then reverses the order through the one refund path.
 */
import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { CheckoutOrder, PaymentProvider, ProviderEvent, RefundableOrder } from './providers';

/** Stripe's default tolerance for a webhook's timestamp. */
const TOLERANCE_SECONDS = 300;
const REQUEST_TIMEOUT_MS = 10_000;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com; a local stand-in in tests */
  apiBase: string;
}

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** Stripe's form encoding of nested parameters: a[b][c]=v. */
export function formEncode(params: Obj, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(params)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v === undefined || v === null) continue;
    if (typeof v === 'object') out.push(...formEncode(v as Obj, key));
    else out.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  }
  return out;
}

export function stripeSignature(secret: string, rawBody: string, timestamp: number): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly signatureHeader = 'stripe-signature';

  constructor(
    private readonly config: StripeConfig,
    private readonly now: () => Date,
  ) {}

  private async post(path: string, params: Obj, idempotencyKey: string): Promise<Obj> {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiBase}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: formEncode(params).join('&'),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', {}, { provider: this.name });
    }
    const body = (await res.json().catch(() => ({}))) as Obj;
    if (!res.ok) {
      // 4xx: Stripe refused what we asked (say, a refund of a disputed payment); 5xx: try later
      throw new AppError(res.status >= 500 ? 'SERVICE_UNAVAILABLE' : 'PAYMENT_METHOD_UNAVAILABLE', {}, { provider: this.name });
    }
    return body;
  }

  async startCheckout(o: CheckoutOrder): Promise<{ url: string }> {
    const session = await this.post(
      '/v1/checkout/sessions',
      {
        mode: 'payment',
        client_reference_id: o.id,
        metadata: { order_id: o.id },
        payment_intent_data: { metadata: { order_id: o.id } },
        line_items: {
          0: {
            quantity: 1,
            price_data: { currency: o.currency.toLowerCase(), unit_amount: o.price_minor, product_data: { name: o.title } },
          },
        },
        success_url: o.returnUrl,
        cancel_url: o.returnUrl,
        locale: 'auto',
      },
      `checkout-${o.id}`,
    );
    const url = str(session.url);
    if (!url) throw new AppError('SERVICE_UNAVAILABLE', {}, { provider: this.name });
    return { url };
  }

  async refund(order: RefundableOrder, amount: number, reason: string): Promise<{ refundRef: string }> {
    if (!order.provider_ref) throw new AppError('ORDER_NOT_REFUNDABLE');
    const refund = await this.post(
      '/v1/refunds',
      {
        payment_intent: order.provider_ref,
        amount,
        reason: 'requested_by_customer',
        metadata: { order_id: order.id, reason: reason.slice(0, 400) },
      },
      `refund-${order.id}`,
    );
    const id = str(refund.id);
    if (!id) throw new AppError('SERVICE_UNAVAILABLE', {}, { provider: this.name });
    return { refundRef: id };
  }

  /** Verifies the signature and maps the event; events we do not act on are null. */
  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent | null {
    if (!signature) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    const parts = signature.split(',').map((p) => p.split('=') as [string, string | undefined]);
    const t = Number(parts.find(([k]) => k === 't')?.[1]);
    const expected = createHmac('sha256', this.config.webhookSecret).update(`${t}.${rawBody}`).digest('hex');
    const valid = parts.some(([k, v]) => k === 'v1' && v !== undefined && constantTimeEqual(v, expected));
    if (!Number.isSafeInteger(t) || !valid) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    if (Math.abs(this.now().getTime() / 1000 - t) > TOLERANCE_SECONDS) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    let event: { type?: unknown; data?: { object?: Obj } };
    try {
      event = (JSON.parse(rawBody) ?? {}) as typeof event; // a signed `null` body is no event either
    } catch {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    const obj = event.data?.object ?? {};
    const metadataOrder = str((obj.metadata as Obj | undefined)?.order_id);
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        // a delayed method (konbini) completes the session unpaid; its success comes later
        if (obj.payment_status !== 'paid') return null;
        const orderId = str(obj.client_reference_id) ?? metadataOrder;
        const ref = str(obj.payment_intent) ?? str(obj.id);
        return orderId && ref ? { orderId, event: 'paid', providerRef: ref } : null;
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const orderId = str(obj.client_reference_id) ?? metadataOrder;
        const ref = str(obj.id);
        return orderId && ref ? { orderId, event: 'failed', providerRef: ref } : null;
      }
      case 'charge.refunded': {
        // only full refunds reverse an order (partial refunds are not offered)
        if (obj.refunded !== true) return null;
        const paymentRef = str(obj.payment_intent);
        const refunds = (obj.refunds as { data?: Obj[] } | undefined)?.data ?? [];
        const ref = str(refunds[0]?.id) ?? str(obj.id);
        return paymentRef && ref ? { orderId: metadataOrder, paymentRef, event: 'refund', providerRef: ref } : null;
      }
      case 'charge.dispute.closed': {
        if (obj.status !== 'lost') return null;
        const paymentRef = str(obj.payment_intent);
        const ref = str(obj.id);
        return paymentRef && ref ? { orderId: metadataOrder, paymentRef, event: 'chargeback', providerRef: ref } : null;
      }
      default:
        return null;
    }
  }
}
