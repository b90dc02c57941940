import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DRAW_DAILY_CAPS_DEFAULT,
  LIMITS,
  MINOR_RECHARGE_LIMITS_DEFAULT,
  PREPAID_DEFAULT_THRESHOLD_JPY,
  type RechargeLimits,
  type Region,
  rechargeLimitsProblem,
} from '@app/shared';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory; 'memory://' keeps it in memory (tests) */
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use (search_path); several deployments or test runs can share a database */
  databaseSchema: string | null;
  redisUrl: string | null;
  /** prefix of every Redis key (several deployments or test runs on one Redis) */
  redisPrefix: string;
  /** access key → secret; the web pages use the first one */
  apiKeys: Record<string, string>;
  webAccessKey: string;
  release: boolean;
  /**
   * A staging deployment of a release build (STAGING=true): the sandbox payment provider and
   * sandbox app-store receipts are allowed although RELEASE is on. Anyone can pay a sandbox order
   * without paying, so this must never be set where real users are.
   */
  staging: boolean;
  /** the web checkout provider; `sandbox` is refused in release unless `staging` */
  paymentProvider: PaymentProviderName;
  /** Stripe Checkout (PAYMENT_PROVIDER=stripe) */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
  /** where users reach this deployment (return addresses of hosted checkouts); no trailing slash */
  publicUrl: string;
  /**
   * Other origins the pages may show images and audio from (IMAGE_ORIGINS: comma-separated
   * `https://host[:port]`, e.g. the apps' avatar CDN): added to the CSP's img-src and media-src.
   */
  imageOrigins: string[];
  /** bearer token the Prometheus scraper sends to /metrics; without it, release serves no /metrics */
  metricsToken: string | null;
  demo: boolean;
  /** with demo: fans, paid orders and gifts so boards and lists are not empty (modules/demo/activity.ts) */
  demoActivity: boolean;
  logLevel: string;
  /** built web app; served when the folder exists */
  webDist: string;
  userTokenTtlSeconds: number;
  adminAccessTtlSeconds: number;
  adminRefreshTtlSeconds: number;
  /** login attempts (user and console) per client address and account, per minute */
  loginRateLimitPerMinute: number;
  /**
   * login attempts per client address over all accounts, per 10 minutes (user login and console
   * login counted apart); an IPv6 address counts by its /64 network
   */
  loginIpRateLimitPer10Minutes: number;
  /** registration attempts per client address over all accounts, per hour */
  registerIpRateLimitPerHour: number;
  /** gift batches one node runs at once (group commit); 1 measured best on a 2-core host */
  giftBatchesInFlight: number;
  /** signs the sandbox payment provider's notifications and receipts */
  paymentSandboxSecret: string;
  /** the key the apps' servers sign host events with (POST /api/v1/hosts/events); empty: refused */
  hostEventsKey: string;
  /** behind a proxy, read the client address from X-Forwarded-For */
  trustProxy: boolean;
  /**
   * The platform's own bank account for Zengin transfer files (ZENGIN_CONSIGNOR: "code,kana name,bank
   * code,bank kana,branch code,branch kana,type,account"); a demo company outside production.
   */
  zenginConsignor: string;
  /** the prepaid balance monitor's warning line in yen (PREPAID_THRESHOLD_JPY; the law's ¥10,000,000) */
  prepaidThresholdJpy: number;
  /** where uploads (feedback images) are kept: a folder (default) or an S3-compatible bucket (platform/storage.ts) */
  storage: StorageConfig;
  /** signs the time-limited addresses of stored images (MEDIA_URL_SECRET) */
  mediaUrlSecret: string;
  /** daily spending cap on draws per region, in the brand's currency; null = off (DRAW_DAILY_CAP_DEFAULT / _JAPAN, 0 = off) */
  drawDailyCaps: Record<Region, number | null>;
  /** the activity definitions to run (tests set their own; unset: the shipped ones) */
  activities?: readonly unknown[];
  /** draws are kept this many days (DRAW_RETENTION_DAYS, at least 90) */
  drawRetentionDays: number;
  /**
   * recharge limits per region and age band, minor units (MINOR_RECHARGE_LIMITS: JSON of the same
   * shape as packages/shared/src/minors.ts `MINOR_RECHARGE_LIMITS_DEFAULT`)
   */
  minorRechargeLimits: RechargeLimits;
}

export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** path-style addresses (MinIO and most self-hosted stores) */
      forcePathStyle: boolean;
    };

/** IMAGE_ORIGINS as CSP sources: each must be an https origin (no path, no wildcard); anything else stops start-up. */
export function imageOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
    .map((v) => {
      let url: URL;
      try {
        url = new URL(v);
      } catch {
        throw new ConfigError(`IMAGE_ORIGINS: ${v} is not an address`);
      }
      if (url.protocol !== 'https:' || url.hostname.includes('*') || url.origin !== v.replace(/\/+$/, ''))
        throw new ConfigError(`IMAGE_ORIGINS: ${v} must be an https origin`);
      return url.origin;
    });
}

/** STORAGE=disk (default: a folder next to the embedded database) or STORAGE=s3 with S3_* settings. */
function storageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if ((env.STORAGE || 'disk') === 's3')
    return {
      kind: 's3',
      endpoint: env.S3_ENDPOINT || null,
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET || '',
      accessKeyId: env.S3_ACCESS_KEY_ID || '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
      forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, true),
    };
  const beside = dataDir.startsWith('memory://') ? path.join(repoRoot, 'data') : dataDir;
  return { kind: 'disk', dir: env.UPLOADS_DIR || path.join(path.dirname(beside), `${path.basename(beside)}-uploads`) };
}

export const DEFAULT_API_SECRET = 'dev-secret';
/** development only: a release without HOST_EVENTS_KEY refuses every host event */
export const DEFAULT_HOST_EVENTS_KEY = 'dev-host-events-key';
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** A cap from the environment: unset keeps the default, 0 turns it off. */
function capOf(value: string | undefined, fallback: number | null): number | null {
  if (value === undefined || value === '') return fallback;
  const n = int(value, -1);
  if (n < 0) throw new ConfigError(`a draw cap must be a whole number ≥ 0 (0 = off), not ${JSON.stringify(value)}`);
  return n === 0 ? null : n;
}

export class ConfigError extends Error {}

function parseJson(text: string): RechargeLimits {
  try {
    return JSON.parse(text) as RechargeLimits;
  } catch {
    throw new ConfigError('MINOR_RECHARGE_LIMITS must be JSON');
  }
}

/** Reads the environment (documented in docs/operations.md and .env.example). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const release = bool(env.RELEASE, false) || env.NODE_ENV === 'production';
  const staging = bool(env.STAGING, false);
  const provider = (env.PAYMENT_PROVIDER || (release ? '' : 'sandbox')) as PaymentProviderName;
  const accessKey = env.API_ACCESS_KEY || 'h5-web';
  const secret = env.API_SECRET || (release ? '' : DEFAULT_API_SECRET);
  const config: AppConfig = {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || path.join(repoRoot, 'data'),
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || '',
    apiKeys: { [accessKey]: secret },
    webAccessKey: accessKey,
    release,
    staging,
    paymentProvider: provider,
    stripe:
      provider === 'stripe'
        ? {
            secretKey: env.STRIPE_SECRET_KEY || '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET || '',
            apiBase: env.STRIPE_API_BASE || 'https://api.stripe.com',
          }
        : null,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    imageOrigins: imageOrigins(env.IMAGE_ORIGINS),
    metricsToken: env.METRICS_TOKEN || null,
    demo: bool(env.DEMO, !release),
    demoActivity: bool(env.DEMO_ACTIVITY, true),
    logLevel: env.LOG_LEVEL || (release ? 'info' : 'info'),
    webDist: env.WEB_DIST || path.join(repoRoot, 'apps/web/dist'),
    userTokenTtlSeconds: int(env.USER_TOKEN_TTL_SECONDS, 30 * 24 * 3600),
    adminAccessTtlSeconds: int(env.ADMIN_ACCESS_TTL_SECONDS, 2 * 3600),
    adminRefreshTtlSeconds: int(env.ADMIN_REFRESH_TTL_SECONDS, 14 * 24 * 3600),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT_PER_MINUTE, 20),
    loginIpRateLimitPer10Minutes: Math.max(1, int(env.LOGIN_IP_RATE_LIMIT_PER_10_MIN, 40)),
    registerIpRateLimitPerHour: Math.max(1, int(env.REGISTER_IP_RATE_LIMIT_PER_HOUR, 10)),
    trustProxy: bool(env.TRUST_PROXY, false),
    giftBatchesInFlight: Math.max(1, int(env.GIFT_BATCHES_IN_FLIGHT, 1)),
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || (release ? '' : 'sandbox-secret'),
    hostEventsKey: env.HOST_EVENTS_KEY || (release ? '' : DEFAULT_HOST_EVENTS_KEY),
    prepaidThresholdJpy: Math.max(1, int(env.PREPAID_THRESHOLD_JPY, PREPAID_DEFAULT_THRESHOLD_JPY)),
    zenginConsignor: env.ZENGIN_CONSIGNOR || (release ? '' : '1234567890,ﾕ-ｺ ﾗｲﾌﾞ(ｶ,0009,ﾐﾂｲｽﾐﾄﾓ,001,ﾎﾝﾃﾝ,1,1234567'),
    storage: { kind: 'disk', dir: '' },
    mediaUrlSecret: env.MEDIA_URL_SECRET || (release ? '' : 'dev-media-secret'),
    drawDailyCaps: {
      default: capOf(env.DRAW_DAILY_CAP_DEFAULT, DRAW_DAILY_CAPS_DEFAULT.default),
      japan: capOf(env.DRAW_DAILY_CAP_JAPAN, DRAW_DAILY_CAPS_DEFAULT.japan),
    },
    drawRetentionDays: int(env.DRAW_RETENTION_DAYS, LIMITS.drawResultsKeptDaysDefault),
    minorRechargeLimits: env.MINOR_RECHARGE_LIMITS ? parseJson(env.MINOR_RECHARGE_LIMITS) : MINOR_RECHARGE_LIMITS_DEFAULT,
    ...overrides,
  };
  // uploads sit next to the embedded database (the data directory as overridden, e.g. by a test)
  if (!overrides.storage) config.storage = storageConfig(env, config.dataDir);
  if (config.release) {
    if (!secret || secret === DEFAULT_API_SECRET) {
      throw new ConfigError('API_SECRET must be set to a non-default value in production (RELEASE=true or NODE_ENV=production)');
    }
    if (config.demo) throw new ConfigError('DEMO cannot be on in production');
    if (!config.mediaUrlSecret) throw new ConfigError('MEDIA_URL_SECRET must be set in production (it signs image addresses)');
    if (!env.PUBLIC_URL && !overrides.publicUrl)
      throw new ConfigError('PUBLIC_URL must be set in production (hosted checkouts return there)');
    if (config.paymentProvider === 'sandbox' || !config.paymentProvider) {
      // the sandbox checkout marks any order paid for anyone: never where real users are
      if (!config.staging)
        throw new ConfigError(
          'no real payment provider is configured: set PAYMENT_PROVIDER (e.g. stripe) in production, or STAGING=true for a staging deployment that may use the sandbox',
        );
      config.paymentProvider = 'sandbox';
    }
    if (config.staging && !config.paymentSandboxSecret)
      throw new ConfigError('PAYMENT_SANDBOX_SECRET must be set on a staging deployment (it signs sandbox notifications and receipts)');
  }
  if (config.drawRetentionDays < LIMITS.drawResultsKeptDaysMin || config.drawRetentionDays > LIMITS.drawResultsKeptDaysMax)
    throw new ConfigError(
      `DRAW_RETENTION_DAYS must be at least ${LIMITS.drawResultsKeptDaysMin} (draw results are kept that long) and at most ${LIMITS.drawResultsKeptDaysMax}`,
    );
  const limitsProblem = rechargeLimitsProblem(config.minorRechargeLimits);
  if (limitsProblem) throw new ConfigError(`MINOR_RECHARGE_LIMITS: ${limitsProblem}`);
  if (!(PAYMENT_PROVIDERS as readonly string[]).includes(config.paymentProvider))
    throw new ConfigError(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}`);
  if (config.storage.kind === 's3' && (!config.storage.bucket || !config.storage.accessKeyId || !config.storage.secretAccessKey))
    throw new ConfigError('STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a non-AWS store)');
  if (config.paymentProvider === 'stripe' && (!config.stripe?.secretKey || !config.stripe.webhookSecret))
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return config;
}
