import { configHash, weightsProblem } from '../fairness';
import { DRAW_ITEMS, type DrawGameDef, drawGame, drawReturn, drawWeights } from './draws';

/**
 * The hashing and validating half of the draw games (games/draws.ts): apart, so a page that only
 * shows a game does not load the hash functions; the rules tab and the verifier do.
 */

/** What the configuration hash is taken of: the whole definition. */
export function drawConfigHash(game: DrawGameDef): string {
  return configHash(game);
}

/**
 * Why a game's configuration is refused, or null. Refuses broken weights, unknown items and
 * non-positive amounts, a return of 100% or more, and any complete-gacha mechanic: a reward
 * for collecting a set of prizes that are themselves drawn at random.
 */
export function drawConfigProblem(game: DrawGameDef): string | null {
  if (!/^[a-z0-9_]{1,32}$/.test(game.id)) return 'id';
  const w = weightsProblem(drawWeights(game));
  if (w) return `weights: ${w}`;
  if (!game.batches.length || game.batches.some((b) => !Number.isSafeInteger(b) || b < 1 || b > 10)) return 'batches';
  const cost = 'currency' in game.cost ? game.cost.currency : game.cost.amount;
  if (!Number.isSafeInteger(cost) || cost <= 0) return 'cost';
  for (const p of game.prizes) {
    if (p.kind === 'item' && !(p.item in DRAW_ITEMS)) return `item ${p.item}`;
    if (p.kind === 'item' && (!Number.isSafeInteger(p.days) || p.days <= 0)) return `days of ${p.id}`;
    if ((p.kind === 'currency' || p.kind === 'asset') && (!Number.isSafeInteger(p.amount) || p.amount <= 0)) return `amount of ${p.id}`;
  }
  if (game.bonuses?.some((b) => b.requires.length > 0)) return 'complete gacha: a reward for collecting drawn prizes';
  if (drawReturn(game) >= 1) return 'return of 100% or more';
  return null;
}

const publishedHashes = new Map<string, string>();
/**
 * The hash the odds page shows (the server's too) of a shipped game; undefined for an unknown id.
 * Computed on first use, so a page that never shows it does not load the hashing code's work.
 */
export function publishedConfigHash(id: string): string | undefined {
  let hash = publishedHashes.get(id);
  if (hash === undefined) {
    const game = drawGame(id);
    if (!game) return undefined;
    hash = drawConfigHash(game);
    publishedHashes.set(id, hash);
  }
  return hash;
}
