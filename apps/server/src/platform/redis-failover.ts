/**
 * Redis is optional and may go away. While it is unreachable the API keeps working on local
 * fallbacks instead of answering 5000 after seconds of retries (docs/operations.md "Redis
 * outage"):
 * - nonces: the database store (shared by every node on PostgreSQL; in-process on PGlite);
 * - rate limits: per-process counters (each node counts on its own until Redis is back);
 * - ranks: the in-process index, loaded from the database (boards reloaded every 30 s so other
 *   nodes' gifts show); every Redis board is dropped when Redis returns, since it missed updates;
 * - realtime events: delivered to this node's sockets at once, to other nodes' by their sweep of
 *   the realtime store (platform/realtime.ts), within seconds.
 * Whether Redis is up is its client's own state (`ready`), so a call never waits on a dead link.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { NonceStore } from './nonce-store';

/** Options of the main Redis client: fail fast instead of queueing or retrying while it is down. */
export const FAST_FAIL_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  /** a command that hangs (a half-open link) fails after this long and the fallback answers */
  commandTimeout: 500,
  enableAutoPipelining: true,
} as const;

export function redisIsUp(redis: Redis | null): boolean {
  return redis !== null && redis.status === 'ready';
}

/** Is Redis answering right now (bounded wait), for /readyz. */
export async function pingRedis(redis: Redis, timeoutMs = 200): Promise<boolean> {
  if (!redisIsUp(redis)) return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      redis.ping().then((r) => r === 'PONG'),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Nonces in Redis while it is up, in the fallback store while it is not (or a claim fails). */
export class FailoverNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly primary: NonceStore,
    private readonly fallback: NonceStore,
  ) {}
  async claim(accessKey: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    if (redisIsUp(this.redis)) {
      try {
        return await this.primary.claim(accessKey, nonce, ttlSeconds);
      } catch {
        // fall through: the link died under this claim
      }
    }
    return this.fallback.claim(accessKey, nonce, ttlSeconds);
  }
}

/** The store interface @fastify/rate-limit calls (its own stores are CommonJS without types). */
interface RateLimitStore {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number } | null) => void, timeWindow: number, max: number): void;
  child(routeOptions: Record<string, unknown>): RateLimitStore;
}
type RateLimitStoreClass = new (...args: unknown[]) => RateLimitStore;
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RateLimitStoreClass;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as RateLimitStoreClass;

class FailoverRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly primary: RateLimitStore,
    private readonly local: RateLimitStore,
  ) {}
  incr(key: string, cb: Parameters<RateLimitStore['incr']>[1], timeWindow: number, max: number): void {
    if (!redisIsUp(this.redis)) {
      this.local.incr(key, cb, timeWindow, max);
      return;
    }
    this.primary.incr(key, (err, res) => (err ? this.local.incr(key, cb, timeWindow, max) : cb(null, res)), timeWindow, max);
  }
  child(routeOptions: Record<string, unknown>): RateLimitStore {
    return new FailoverRateLimitStore(this.redis, this.primary.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * A store class for @fastify/rate-limit's `store` option: counters in Redis (shared by every
 * node) while it is up, per process while it is not.
 */
export function failoverRateLimitStore(redis: Redis, nameSpace = 'fastify-rate-limit-'): FastifyRateLimitStoreCtor {
  // the plugin's published types leave out the window and maximum its stores receive
  return class implements RateLimitStore {
    private readonly inner: RateLimitStore;
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      this.inner = new FailoverRateLimitStore(
        redis,
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, 5000),
      );
    }
    incr(...args: Parameters<RateLimitStore['incr']>): void {
      this.inner.incr(...args);
    }
    child(routeOptions: Record<string, unknown>): RateLimitStore {
      return this.inner.child(routeOptions);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
