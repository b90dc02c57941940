import type { AppConfig } from '../../config';
import {
  type PaymentProvider,
  type ReceiptVerifier,
  SandboxProvider,
  SandboxReceiptVerifier,
  UnavailableReceiptVerifier,
} from './providers';
import { StripeProvider } from './stripe';

export interface PaymentSetup {
  provider: PaymentProvider;
  receipts: Record<'apple' | 'google', ReceiptVerifier>;
  /** set only when the sandbox is the provider: its hosted checkout routes exist only then */
  sandbox: SandboxProvider | null;
}

/**
 * The providers this deployment uses. `loadConfig` already refused a release without a real
 * provider (unless STAGING); here the sandbox is built only when it is the configured provider,
 * so a release build has no sandbox checkout at all. App-store receipts use the sandbox
 * verifiers outside release (and on staging); a release build refuses them until real App Store
 * / Play verification is configured.
 */
export function paymentSetup(config: AppConfig, now: () => Date): PaymentSetup {
  const sandbox = config.paymentProvider === 'sandbox' ? new SandboxProvider(config.paymentSandboxSecret) : null;
  const provider: PaymentProvider = sandbox ?? new StripeProvider(config.stripe!, now);
  const sandboxReceipts = !config.release || config.staging;
  const receipt = (platform: 'apple' | 'google') =>
    sandboxReceipts ? new SandboxReceiptVerifier(platform, config.paymentSandboxSecret) : new UnavailableReceiptVerifier(platform);
  return { provider, receipts: { apple: receipt('apple'), google: receipt('google') }, sandbox };
}
