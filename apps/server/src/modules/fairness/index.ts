import type { BrandId, TFairnessDraw, TFairnessRound } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import type { Module } from '..';
import { fairnessRoutes } from './routes';
import { UserSeeds } from './seeds';
import { ChainStore } from './service';

export interface RoundProver {
  /** one round's proof; null when the game has no such round */
  round(brand: BrandId, roundId: number): Promise<TFairnessRound | null>;
  /** the newest finished rounds before `before`, newest first */
  finished(brand: BrandId, before: number | undefined, limit: number): Promise<TFairnessRound[]>;
}

/** The proofs of a user's own draws (the draws module hands it in). */
export interface DrawProver {
  draw(user: AuthedUser, id: number): Promise<TFairnessDraw | null>;
  /** the user's draws before `before` (a draw id), newest first */
  draws(user: AuthedUser, q: { game?: string | undefined; before?: number | undefined; limit: number }): Promise<TFairnessDraw[]>;
}

/** What games use: the hash chains, per-user seeds, and where games hand in their proofs. */
export interface FairnessServices {
  chains: ChainStore;
  provers: Map<string, RoundProver>;
  seeds: UserSeeds;
  drawProver: DrawProver | null;
}

export const fairnessModule: Module = {
  name: 'fairness',
  register(ctx) {
    const fairness: FairnessServices = {
      chains: new ChainStore(ctx.db, ctx.now),
      provers: new Map(),
      seeds: new UserSeeds(ctx.db, ctx.now),
      drawProver: null,
    };
    fairnessRoutes(ctx.app, fairness, ctx.db);
    ctx.services.fairness = fairness;
  },
};
