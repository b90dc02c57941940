import { createHash } from 'node:crypto';
import { drawGame, drawMessage, drawOutcome, drawWeights } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { drawPrizes } from './service';

/** χ² critical values at p = 0.001 by degrees of freedom. */
const CHI2_P001: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467, 5: 20.515, 6: 22.458, 7: 24.322, 8: 26.124 };

/**
 * χ² of observed counts against weights; outcomes expected fewer than 5 times are pooled with the
 * next rarest (the test needs ≥ 5 expected per cell), so 1-in-10⁷ jackpots are tested in a pool.
 */
function chiSquare(counts: Map<string, number>, weights: ReadonlyArray<readonly [string, number]>, n: number) {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  const cells = [...weights]
    .sort((a, b) => a[1] - b[1])
    .map(([name, w]) => ({ expected: (n * w) / total, observed: counts.get(name) ?? 0 }));
  const pooled: { expected: number; observed: number }[] = [];
  let acc = { expected: 0, observed: 0 };
  for (const c of cells) {
    acc = { expected: acc.expected + c.expected, observed: acc.observed + c.observed };
    if (acc.expected >= 5) {
      pooled.push(acc);
      acc = { expected: 0, observed: 0 };
    }
  }
  const last = pooled[pooled.length - 1]!;
  last.expected += acc.expected;
  last.observed += acc.observed;
  const chi2 = pooled.reduce((s, c) => s + (c.observed - c.expected) ** 2 / c.expected, 0);
  return { chi2, df: pooled.length - 1 };
}

// one game of each look: a scratch card, a wheel, a blind box, a card
describe.each(['scratch', 'lucky_wheel', 'blind_box', 'koi_card'])('%s draws against the published weights', (id) => {
  it('χ² over 10⁶ draws of one seed stays under the p = 0.001 critical value', () => {
    const game = drawGame(id)!;
    const n = 1_000_000;
    const seed = createHash('sha256').update(`chi-square ${id}`).digest('hex');
    const counts = new Map<string, number>();
    // the server's own draw code, nonces 0 … n − 1 of one seed and client seed
    for (let first = 0; first < n; first += 10_000) {
      for (const p of drawPrizes(game, seed, 'chi-square', first, 10_000)) counts.set(p.id, (counts.get(p.id) ?? 0) + 1);
    }
    // the same outcomes as the shared (browser) implementation
    for (const nonce of [0, 1, 999_999]) {
      expect(drawPrizes(game, seed, 'chi-square', nonce, 1)[0]!.id).toBe(
        drawOutcome(seed, drawMessage(id, 'chi-square', nonce), drawWeights(game)).name,
      );
    }
    const { chi2, df } = chiSquare(counts, drawWeights(game), n);
    expect(df).toBeGreaterThanOrEqual(3);
    expect(chi2).toBeLessThan(CHI2_P001[df]!);
  }, 60_000);
});
