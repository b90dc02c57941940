import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/errors';

/** What a provider tells us about an order, once its notification is verified. */
export interface ProviderEvent {
  orderId: string;
  event: 'paid' | 'failed';
  providerRef: string;
}

/**
 * A web payment provider: where the browser pays, and how its server-to-server notifications are
 * verified. Real providers (WeChat Pay, Alipay, PayPal, LINE Pay, card acquirers) implement this
 * and are chosen by configuration; the sandbox is the default so the whole flow works offline.
 */
export interface PaymentProvider {
  readonly name: string;
  checkoutUrl(orderId: string): string;
  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent;
}

/** Verifies an app-store receipt (Apple / Google) and says which order and store transaction it pays. */
export interface ReceiptVerifier {
  readonly platform: 'apple' | 'google';
  verify(receipt: string): Promise<{ orderId: string; transactionId: string }>;
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The built-in sandbox: a hosted checkout page on this server and HMAC-signed notifications. */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  checkoutUrl(orderId: string): string {
    return `/pay/sandbox/${encodeURIComponent(orderId)}`;
  }

  /** What the sandbox "provider" sends us when the payer finishes (also used by tests). */
  notification(e: ProviderEvent): { body: string; signature: string } {
    const body = JSON.stringify({ order_id: e.orderId, event: e.event, provider_ref: e.providerRef });
    return { body, signature: hmac(this.secret, body) };
  }

  verifyNotification(rawBody: string, signature: string | undefined): ProviderEvent {
    if (!signature || !safeEqual(hmac(this.secret, rawBody), signature)) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    let parsed: { order_id?: unknown; event?: unknown; provider_ref?: unknown };
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    if (
      typeof parsed.order_id !== 'string' ||
      (parsed.event !== 'paid' && parsed.event !== 'failed') ||
      typeof parsed.provider_ref !== 'string'
    ) {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    return { orderId: parsed.order_id, event: parsed.event, providerRef: parsed.provider_ref };
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
