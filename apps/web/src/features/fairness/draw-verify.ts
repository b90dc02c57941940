import { drawGame, drawMessage, drawOutcome, drawWeights, publishedConfigHash, sha256Hex, type TFairnessDraw } from '@app/shared';
import type { CheckState } from './verify';

/**
 * A per-user draw's proof checked in the browser (docs/fairness.md, "per-user draws"), with the
 * shared fairness functions: the revealed server seed against the commitment shown before the
 * draw, the outcome drawn again from the seed, the client seed and the nonce over the proof's
 * weights, and the weights and configuration hash against the definition this page publishes.
 */
/** the same three states as a round's checks */
export type DrawCheckState = CheckState;
export type DrawCheckKey = 'commitment' | 'outcome' | 'weights' | 'config';

export interface DrawCheck {
  key: DrawCheckKey;
  state: DrawCheckState;
}

export interface DrawProofReport {
  checks: DrawCheck[];
  /** every check passed */
  ok: boolean;
  /** a check failed (false while a check is only pending) */
  failed: boolean;
  /** the seed is not revealed yet: the user rotates it to check the draw */
  sealed: boolean;
  message: string;
  /** recomputed from the seed; null until it is revealed */
  hash: string | null;
  u: number | null;
  recomputed: string | null;
  /** the published configuration hash of the game, null for an unknown game */
  published: string | null;
}

/** What the page publishes for a game (the odds table's definition); injectable for tests. */
export interface PublishedGame {
  weights: readonly (readonly [string, number])[];
  configHash: string;
}

export function publishedGame(game: string): PublishedGame | null {
  const def = drawGame(game);
  const hash = publishedConfigHash(game);
  return def && hash ? { weights: drawWeights(def), configHash: hash } : null;
}

const sameWeights = (a: PublishedGame['weights'], b: PublishedGame['weights']) =>
  a.length === b.length && a.every(([n, w], i) => b[i]![0] === n && b[i]![1] === w);

export function checkDrawProof(proof: TFairnessDraw, published: PublishedGame | null = publishedGame(proof.game)): DrawProofReport {
  const message = drawMessage(proof.game, proof.client_seed, proof.nonce);
  const seed = proof.seed?.toLowerCase() ?? null;
  const checks: DrawCheck[] = [];
  let hash: string | null = null;
  let u: number | null = null;
  let recomputed: string | null = null;
  if (!seed) {
    checks.push({ key: 'commitment', state: 'pending' }, { key: 'outcome', state: 'pending' });
  } else {
    checks.push({ key: 'commitment', state: sha256Hex(seed) === proof.seed_hash.toLowerCase() ? 'ok' : 'fail' });
    try {
      const out = drawOutcome(seed, message, proof.weights);
      hash = out.hash;
      u = out.u;
      recomputed = out.name;
    } catch {
      // unusable weights or seed: the outcome check fails
    }
    checks.push({ key: 'outcome', state: recomputed !== null && recomputed === proof.outcome ? 'ok' : 'fail' });
  }
  checks.push({ key: 'weights', state: published && sameWeights(proof.weights, published.weights) ? 'ok' : 'fail' });
  checks.push({
    key: 'config',
    state: published && proof.config_hash.toLowerCase() === published.configHash ? 'ok' : 'fail',
  });
  return {
    checks,
    ok: checks.every((c) => c.state === 'ok'),
    failed: checks.some((c) => c.state === 'fail'),
    sealed: !seed,
    message,
    hash,
    u,
    recomputed,
    published: published?.configHash ?? null,
  };
}
