import type { AuthedUser } from './auth';
import { tokenHash } from './crypto';
import type { Queryable } from './db';

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
    private readonly db: Queryable,
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
          const found = await findUsersByTokenHashes(this.db, [...new Set(batch.map((w) => w.hash))]);
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

/** hex token hash → the active user holding that live session */
export async function findUsersByTokenHashes(db: Queryable, hexHashes: string[]): Promise<Map<string, AuthedUser>> {
  const r = await db.query<{ h: string; id: number; public_id: string; brand: string; region: string }>(
    `select t.h, u.id, u.public_id, u.brand, u.region
       from unnest($1::text[]) as t(h)
       join user_sessions s on s.token_hash = decode(t.h, 'hex')
       join users u on u.id = s.user_id
      where s.revoked_at is null and s.expires_at > now() and u.status = 'active'`,
    [hexHashes],
  );
  return new Map(r.rows.map((row) => [row.h, { id: row.id, publicId: row.public_id, brand: row.brand, region: row.region }]));
}
