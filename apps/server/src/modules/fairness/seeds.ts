import { createHash, randomBytes } from 'node:crypto';
import type { TDrawSeeds } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import * as repo from './repo';

/** Revealed seeds a user is shown (older ones stay in the proofs of their draws). */
const REVEALED_SHOWN = 20;

export interface CurrentSeed {
  id: number;
  seed: string;
  seedHash: string;
  clientSeed: string;
  nonce: number;
}

function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex') };
}

/** A fresh client seed until the user picks one: 16 random hex characters. */
const newClientSeed = () => randomBytes(8).toString('hex');

/**
 * Per-user seeds (docs/fairness.md "per-user draws"): the current server seed, committed by its
 * SHA-256 before it is used, the user's client seed and the nonce. Replacing the seed (a new
 * client seed, or rotation) reveals the old one; a new one starts at nonce 0.
 */
export class UserSeeds {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** The current seed, locked for this transaction (made when missing): draws take nonces from it. */
  async lockCurrent(q: Queryable, userId: number): Promise<CurrentSeed> {
    // a concurrent rotation can reveal the row this statement waited for, and the next one too:
    // look again (each statement sees what committed before it) until a current seed is locked
    for (let attempt = 0; attempt < 50; attempt++) {
      const row = await repo.currentSeed(q, userId, 'for update');
      if (row) {
        return { id: Number(row.id), seed: row.seed, seedHash: row.seed_hash, clientSeed: row.client_seed, nonce: Number(row.nonce) };
      }
      await repo.insertSeed(q, { userId, ...newSeed(), clientSeed: newClientSeed(), at: this.now() });
    }
    throw new Error('draw seed: no current seed after 50 attempts');
  }

  /** Takes `n` nonces of the locked seed; returns the first. */
  takeNonces(q: Queryable, seedId: number, n: number): Promise<number> {
    return repo.takeNonces(q, seedId, n);
  }

  /** Reveals the current seed and commits a new one (with a new client seed, or the same one). */
  async rotate(userId: number, clientSeed?: string): Promise<TDrawSeeds> {
    await this.db.tx(async (q) => {
      const current = await this.lockCurrent(q, userId);
      const at = this.now();
      await repo.revealSeed(q, current.id, at);
      await repo.insertSeed(q, { userId, ...newSeed(), clientSeed: clientSeed ?? current.clientSeed, at });
    });
    return this.view(this.db, userId);
  }

  /** What the fairness panel shows: the commitment, client seed and nonce, and revealed seeds. */
  async view(q: Queryable, userId: number): Promise<TDrawSeeds> {
    let current = await repo.currentSeed(q, userId);
    if (!current) {
      await repo.insertSeed(q, { userId, ...newSeed(), clientSeed: newClientSeed(), at: this.now() });
      current = await repo.currentSeed(q, userId);
    }
    const revealed = await repo.revealedSeeds(q, userId, REVEALED_SHOWN);
    return {
      seed_hash: current!.seed_hash,
      client_seed: current!.client_seed,
      nonce: Number(current!.nonce),
      revealed: revealed.map((s) => ({
        seed_hash: s.seed_hash,
        seed: s.seed,
        client_seed: s.client_seed,
        draws: Number(s.nonce),
        revealed_at: new Date(s.revealed_at!).toISOString(),
      })),
    };
  }

  /** Seeds by id, for proofs: the seed itself only once revealed. */
  async byIds(q: Queryable, ids: readonly number[]) {
    return repo.seedsByIds(q, ids);
  }
}
