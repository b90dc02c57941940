import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors';

export const PROVIDER_EVENTS = ['paid', 'failed', 'refund', 'chargeback'] as const;

/**
 * What a provider tells us about an order, once its notification is verified. `refund` answers a
 * refund we asked for or one the provider made on its own; `chargeback` is a payer's dispute the
 * provider settled against us. Both mean the money went back to the payer.
 */
export interface ProviderEvent {
  /** our order id, when the notification carries it */
  orderId: string | null;
  /** otherwise the provider's reference of the order's payment (set when it was paid) */
  paymentRef?: string;
  event: (typeof PROVIDER_EVENTS)[number];
  providerRef: string;
}

/** What a provider needs to open a hosted checkout for an order. */
export interface CheckoutOrder {
  id: string;
  price_minor: number;
  currency: string;
  /** what the payer sees on the provider's page */
  title: string;
  /** where the payer comes back to: the order's result page */
  returnUrl: string;
}

/** What a provider needs to give an order's money back. */
export interface RefundableOrder {
  id: string;
  provider_ref: string | null;
  price_minor: number;
  currency: string;
}

/**
 * A web payment provider: where the browser pays, and how its server-to-server notifications are
 * verified. Real providers (WeChat Pay, Alipay, PayPal, LINE Pay, card acquirers) implement this
 * and are chosen by configuration; the sandbox is the default so the whole flow works offline.
 */
export interface PaymentProvider {
  readonly name: string;
  /** the request header that carries the notification's signature */
  readonly signatureHeader: string;
  /** Opens the provider's hosted checkout for the order; the same order gives the same checkout. */
  startCheckout(order: CheckoutOrder): Promise<{ url: string }>;
  /** Verifies a notification; null when it is genuine but not one we act on. */
  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent | null;
  /**
   * Asks the provider to return `amount` (minor units of the order's currency) to the payer. The
   * provider accepts it once per order (the order id is its idempotency key) and later sends a
   * signed `refund` notification to our callback, which is what reverses the order.
   */
  refund(order: RefundableOrder, amount: number, reason: string): Promise<{ refundRef: string }>;
}

/** Verifies an app-store receipt (Apple / Google) and says which order and store transaction it pays. */
export interface ReceiptVerifier {
  readonly platform: 'apple' | 'google';
  verify(receipt: string): Promise<{ orderId: string; transactionId: string }>;
  /**
   * Verifies a store's server notification (Apple App Store Server Notifications, Google voided
   * purchases) and says which store transaction was refunded; other notification types are null.
   */
  verifyNotification(rawBody: string, signature: string | undefined): { transactionId: string; event: 'refund' } | null;
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface SandboxRefund {
  refundRef: string;
  orderId: string;
  amount: number;
  currency: string;
  reason: string;
}

/** Sends a signed notification to our callback endpoint (wired by the payments routes). */
export type NotificationSink = (n: { body: string; signature: string }) => Promise<void>;

/** The built-in sandbox: a hosted checkout page on this server and HMAC-signed notifications. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly signatureHeader = 'x-sandbox-signature';
  /** refunds the sandbox accepted, by order (what a provider's dashboard would list) */
  readonly refunds = new Map<string, SandboxRefund>();
  private sink: NotificationSink | null = null;
  private readonly pending = new Set<Promise<void>>();
  constructor(private readonly secret: string) {}

  /** Where the sandbox delivers its asynchronous notifications; without a sink nothing is sent. */
  deliverTo(sink: NotificationSink | null): void {
    this.sink = sink;
  }

  /** Resolves when every notification sent so far was delivered (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async refund(order: RefundableOrder, amount: number, reason: string): Promise<{ refundRef: string }> {
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > order.price_minor)
      throw new AppError('VALIDATION_FAILED', { field: 'amount' }, { field: 'amount' });
    const known = this.refunds.get(order.id);
    if (known) return { refundRef: known.refundRef }; // once per order, like a real provider's idempotency key
    const refundRef = `sbr_${randomBytes(8).toString('hex')}`;
    this.refunds.set(order.id, { refundRef, orderId: order.id, amount, currency: order.currency, reason });
    this.send(this.notification({ orderId: order.id, event: 'refund', providerRef: refundRef }));
    return { refundRef };
  }

  /** Delivers after the caller's work finished (a real provider calls back some time later). */
  private send(n: { body: string; signature: string }): void {
    const sink = this.sink;
    if (!sink) return;
    const p: Promise<void> = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => sink(n))
      .catch(() => undefined)
      .finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  async startCheckout(o: CheckoutOrder): Promise<{ url: string }> {
    return { url: `/pay/sandbox/${encodeURIComponent(o.id)}` };
  }

  /** What the sandbox "provider" sends us when the payer finishes (also used by tests). */
  notification(e: { orderId: string; event: ProviderEvent['event']; providerRef: string }): { body: string; signature: string } {
    const body = JSON.stringify({ order_id: e.orderId, event: e.event, provider_ref: e.providerRef });
    return { body, signature: hmac(this.secret, body) };
  }

  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent {
    if (!signature || !safeEqual(hmac(this.secret, rawBody), signature)) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    let parsed: { order_id?: unknown; event?: unknown; provider_ref?: unknown };
    try {
      parsed = JSON.parse(rawBody) ?? {}; // a signed `null` body is no notification either
    } catch {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    if (
      typeof parsed.order_id !== 'string' ||
      !(PROVIDER_EVENTS as readonly unknown[]).includes(parsed.event) ||
      typeof parsed.provider_ref !== 'string'
    ) {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    return { orderId: parsed.order_id, event: parsed.event as ProviderEvent['event'], providerRef: parsed.provider_ref };
  }
}

/** Sandbox receipts: base64url(JSON {order_id, transaction_id}) + "." + HMAC, per platform. */
export class SandboxReceiptVerifier implements ReceiptVerifier {
  constructor(
    readonly platform: 'apple' | 'google',
    private readonly secret: string,
  ) {}

  mint(orderId: string, transactionId: string): string {
    const payload = Buffer.from(JSON.stringify({ order_id: orderId, transaction_id: transactionId })).toString('base64url');
    return `${payload}.${hmac(`${this.platform}:${this.secret}`, payload)}`;
  }

  /** A signed store notification, as the sandbox store sends it: {transaction_id, type}. */
  notification(transactionId: string, type = 'REFUND'): { body: string; signature: string } {
    const body = JSON.stringify({ transaction_id: transactionId, type });
    return { body, signature: hmac(`${this.platform}:notify:${this.secret}`, body) };
  }

  verifyNotification(rawBody: string, signature: string | undefined) {
    if (!signature || !safeEqual(hmac(`${this.platform}:notify:${this.secret}`, rawBody), signature)) {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    let parsed: { transaction_id?: unknown; type?: unknown };
    try {
      parsed = (JSON.parse(rawBody) ?? {}) as typeof parsed; // a signed `null` body is no notification either
    } catch {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    if (typeof parsed.transaction_id !== 'string' || typeof parsed.type !== 'string') throw new AppError('PAYMENT_VERIFICATION_FAILED');
    return parsed.type === 'REFUND' ? { transactionId: parsed.transaction_id, event: 'refund' as const } : null;
  }

  async verify(receipt: string) {
    const [payload, sig] = receipt.split('.');
    if (!payload || !sig || !safeEqual(hmac(`${this.platform}:${this.secret}`, payload), sig))
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { order_id: string; transaction_id: string };
      if (typeof parsed.order_id !== 'string' || typeof parsed.transaction_id !== 'string') throw new Error('shape');
      return { orderId: parsed.order_id, transactionId: parsed.transaction_id };
    } catch {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
  }
}

/**
 * App-store receipts where no verifier is configured (a release build that is not staging: the
 * sandbox verifiers would accept receipts minted with the sandbox secret). Every receipt and store
 * notification is refused with 3010 until real App Store / Play verification is configured.
 */
export class UnavailableReceiptVerifier implements ReceiptVerifier {
  constructor(readonly platform: 'apple' | 'google') {}
  async verify(): Promise<never> {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  }
  verifyNotification(): never {
    throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  }
}
