import type { AuthedUser, AuthLookups } from './auth';
import { tokenHash } from './crypto';

interface Waiter {
  hash: string;
  resolve: (user: AuthedUser | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Looks up user access tokens, coalescing concurrent look-ups into one query: while a query is
 * out, new look-ups wait and then go together in the next one. No caching — a logout, expiry or
 * ban is seen by the very next request — but under load N requests cost about one round trip
 * instead of N (each round trip is a socket write and a read on both sides; bench/hot-receiver).
 */
export class UserTokenResolver {
  private waiting: Waiter[] = [];
  private busy = false;

  constructor(
    /** the batch look-up (the accounts module's, see AuthLookups) */
    private readonly lookup: AuthLookups['usersByTokenHashes'],
    /** most tokens per query */
    private readonly maxBatch = 256,
  ) {}

  resolve(token: string): Promise<AuthedUser | null> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ hash: tokenHash(token).toString('hex'), resolve, reject });
      if (!this.busy) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, this.maxBatch);
        try {
          const found = await this.lookup([...new Set(batch.map((w) => w.hash))]);
          for (const w of batch) w.resolve(found.get(w.hash) ?? null);
        } catch (err) {
          for (const w of batch) w.reject(err);
        }
      }
    } finally {
      this.busy = false;
    }
  }
}
