import { createHash } from 'node:crypto';
import { RACING_CARS } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { drawWinner } from './service';

/** χ² critical values at p = 0.001 by degrees of freedom (a draw with k outcomes has k − 1). */
const CHI2_P001: Record<number, number> = {
  1: 10.828,
  2: 13.816,
  3: 16.266,
  4: 18.467,
  5: 20.515,
  6: 22.458,
  7: 24.322,
  8: 26.124,
  9: 27.877,
};

describe('racing draw against the published weights', () => {
  it('χ² over 10⁶ rounds stays under the p = 0.001 critical value', () => {
    const n = 1_000_000;
    const counts = new Map<number, number>();
    // a new seed each round, as a chain gives them; round ids as in production
    let seed = createHash('sha256').update('chi-square racing').digest('hex');
    const first = 44_000_000;
    for (let i = 0; i < n; i++) {
      seed = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
      const car = drawWinner(seed, first + i);
      counts.set(car, (counts.get(car) ?? 0) + 1);
    }
    const total = RACING_CARS.reduce((s, c) => s + c.weight, 0);
    let chi2 = 0;
    for (const c of RACING_CARS) {
      const expected = (n * c.weight) / total;
      const observed = counts.get(c.id) ?? 0;
      chi2 += (observed - expected) ** 2 / expected;
    }
    expect([...counts.keys()].sort()).toEqual(RACING_CARS.map((c) => c.id));
    expect(chi2).toBeLessThan(CHI2_P001[RACING_CARS.length - 1]!);
  }, 60_000);
});
