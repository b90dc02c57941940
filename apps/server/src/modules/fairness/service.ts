import { createHash, randomBytes } from 'node:crypto';
import { CHAIN_LENGTH, type TFairnessChain } from '@app/shared';
import type { Db, Queryable } from '../../platform/db';
import type { ChainRow } from './repo';
import * as repo from './repo';

/**
 * Hash chains for shared rounds (docs/fairness.md). A chain covers the round ids
 * [c × L, c × L + L − 1] (L = CHAIN_LENGTH), round r using seed index r − c × L + 1; its anchor
 * `seed_0` is published when it is made. The chain after the current one is always made too, so
 * an anchor is public at least L rounds before its first round.
 */
export interface Seeds {
  chain: ChainRow;
  /** seed index of a round of this chain */
  index(round: number): number;
  /** `seed_i` of this chain */
  seed(index: number): string;
}

/** seed_i for i = 0…L from the top seed, with node:crypto (the same bytes as fairness.ts `chainSeeds`). */
function seedsOf(top: string, length: number): string[] {
  const out = new Array<string>(length + 1);
  let s = Buffer.from(top, 'hex');
  out[length] = top;
  for (let i = length - 1; i >= 0; i--) {
    s = createHash('sha256').update(s).digest();
    out[i] = s.toString('hex');
  }
  return out;
}

export class ChainStore {
  /** seeds of recently used chains, by id (a chain's seeds never change) */
  private readonly cache = new Map<number, string[]>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly length = CHAIN_LENGTH,
  ) {}

  firstRoundOf(round: number): number {
    return Math.floor(round / this.length) * this.length;
  }

  /** The chain of `round`, made (with the next one) when missing. Safe on two nodes at once. */
  async ensure(q: Queryable | null, game: string, brand: string, round: number): Promise<Seeds> {
    const db = q ?? this.db;
    let chain = await repo.chainCovering(db, game, brand, round);
    if (!chain) chain = await this.make(db, game, brand, this.firstRoundOf(round));
    // the next chain's anchor goes public a whole chain ahead
    const next = chain.first_round + chain.length;
    if (!(await repo.chainCovering(db, game, brand, next))) await this.make(db, game, brand, next);
    return this.seedsFor(chain);
  }

  /** The chain a stored round used. */
  async byId(q: Queryable, id: number): Promise<Seeds | null> {
    const chain = await repo.chainById(q, id);
    return chain ? this.seedsFor(chain) : null;
  }

  async published(q: Queryable, game: string, brand: string): Promise<TFairnessChain[]> {
    const rows = await repo.publishedChains(q, game, brand, 20);
    return rows.map((c) => ({
      game: c.game,
      brand: c.brand as TFairnessChain['brand'],
      first_round: Number(c.first_round),
      length: c.length,
      anchor: c.anchor,
      published_at: new Date(c.created_at).toISOString(),
    }));
  }

  private async make(q: Queryable, game: string, brand: string, firstRound: number): Promise<ChainRow> {
    const top = randomBytes(32).toString('hex');
    const seeds = seedsOf(top, this.length);
    return repo.insertChain(q, {
      game,
      brand,
      first_round: firstRound,
      length: this.length,
      anchor: seeds[0]!,
      top_seed: top,
      created_at: this.now(),
    });
  }

  private seedsFor(chain: ChainRow): Seeds {
    let seeds = this.cache.get(chain.id);
    if (!seeds) {
      seeds = seedsOf(chain.top_seed, chain.length);
      this.cache.set(chain.id, seeds);
      // a handful of chains are live at once (one per game and brand); keep the newest
      if (this.cache.size > 16) this.cache.delete(this.cache.keys().next().value as number);
    }
    const first = Number(chain.first_round);
    const list = seeds;
    return { chain, index: (round) => round - first + 1, seed: (i) => list[i]! };
  }
}
