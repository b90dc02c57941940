import type { Redis } from 'ioredis';
import type { Db } from './db';

/** Remembers nonces for the signature window so each can be used once per access key. */
export interface NonceStore {
  /** true when the nonce was fresh (and is now taken), false when it was used before */
  claim(accessKey: string, nonce: string, ttlSeconds: number): Promise<boolean>;
  close?(): void;
}

export class MemoryNonceStore implements NonceStore {
  private readonly seen = new Map<string, number>();
  private lastSweepMs = 0;
  async claim(accessKey: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastSweepMs > 10_000) this.sweep(now);
    const key = `${accessKey}\u0000${nonce}`;
    const expiry = this.seen.get(key);
    if (expiry !== undefined && expiry > now) return false;
    this.seen.set(key, now + ttlSeconds * 1000);
    return true;
  }
  private sweep(now: number) {
    this.lastSweepMs = now;
    for (const [k, exp] of this.seen) if (exp <= now) this.seen.delete(k);
  }
}

export class RedisNonceStore implements NonceStore {
  constructor(private readonly redis: Redis) {}
  async claim(accessKey: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.redis.set(`nonce:${accessKey}:${nonce}`, '1', 'EX', ttlSeconds, 'NX');
    return r === 'OK';
  }
}

export class DbNonceStore implements NonceStore {
  private lastSweepMs = 0;
  constructor(private readonly db: Db) {}
  async claim(accessKey: string, nonce: string, ttlSeconds: number): Promise<boolean> {
    const now = Date.now();
    if (now - this.lastSweepMs > 60_000) {
      this.lastSweepMs = now;
      await this.db.query('delete from request_nonces where expires_at < now()');
    }
    // an expired leftover row may still hold the key: replace it, but never a live one
    const r = await this.db.query(
      `insert into request_nonces (access_key, nonce, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))
       on conflict (access_key, nonce) do update set expires_at = excluded.expires_at
       where request_nonces.expires_at < now()`,
      [accessKey, nonce, ttlSeconds],
    );
    return r.rowCount === 1;
  }
}
