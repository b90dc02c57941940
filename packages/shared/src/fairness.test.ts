import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_LENGTH,
  chainLinks,
  chainSeeds,
  configHash,
  drawMessage,
  drawOutcome,
  first52Bits,
  outcomeHmac,
  pickIndex,
  roundMessage,
  sha256Hex,
  sha256Text,
  weightsProblem,
} from './fairness';
import { RACING_CARS, RACING_WEIGHTS, racingReturnRate } from './games/racing';

// The two worked examples of docs/fairness.md, recomputed here (and checked there with Python's hmac).
describe('fairness worked examples', () => {
  it('example 1: a racing round from its chain', () => {
    const top = sha256Text('fairness worked example: racing chain');
    expect(top).toBe('7e6b1140b56e7f1f5be47648dfe797a7a510b6c22a2a40dbbb18c6e02b0627ec');
    const seeds = chainSeeds(top, 5);
    expect(seeds[0]).toBe('eabd9230c7cfb24ab22f86ca27d9f277cdf314516d5be6466cc9875164a5e22d');
    const seed3 = seeds[3]!;
    expect(seed3).toBe('6596f966038f6029cd3126d98f027c726a94fb54433f8c04776e2cdc438ad99f');
    // its commitment is the previous link
    expect(sha256Hex(seed3)).toBe(seeds[2]);
    const out = drawOutcome(seed3, roundMessage('racing', 44_000_000), RACING_WEIGHTS);
    expect(out.hash).toBe('2d57684f247fb93fefc53d80a4eac22d9fbe3ad21524c5d9ab9d42d69a1b14ec');
    expect(out.u).toBeCloseTo(0.177114981958, 12);
    expect(out.name).toBe('1'); // 177.1 of 1000 falls in car 1's 300
  });

  it('example 2: a scratch draw from a user seed, client seed and nonce', () => {
    const server = sha256Text('fairness worked example: scratch server seed');
    expect(sha256Hex(server)).toBe('9d8cd0ffe68650966bfa7e92ee78556bb7f5ca29ef387a5b5117c13b880040f4');
    const weights = [
      ['lamborghini', 1],
      ['rose', 600],
      ['nothing', 399],
    ] as const;
    const out = drawOutcome(server, drawMessage('scratch', 'lucky-7', 42), weights);
    expect(out.hash).toBe('f9b9329d6e113ddc61e2b3dd6e340976cc68d0938808d1019f8452fe70a5fc95');
    expect(out.name).toBe('nothing'); // 975.5 of 1000 is past 1 + 600
  });
});

describe('fairness rules', () => {
  it('takes the same HMAC as node:crypto', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.string(), (key, message) => {
        const hex = Buffer.from(key).toString('hex');
        expect(outcomeHmac(hex, message)).toBe(createHmac('sha256', key).update(message, 'utf8').digest('hex'));
      }),
    );
  });

  it('picks the first outcome whose cumulative weight exceeds u × total, exactly at the edges', () => {
    const w = [
      ['a', 1],
      ['b', 2],
      ['c', 1],
    ] as const;
    // total 4: u < 1/4 → a, u < 3/4 → b, else c; u = 1/4 exactly is not < 1/4
    expect(pickIndex(w, 0)).toBe(0);
    expect(pickIndex(w, 2 ** 50 - 1)).toBe(0);
    expect(pickIndex(w, 2 ** 50)).toBe(1);
    expect(pickIndex(w, 3 * 2 ** 50 - 1)).toBe(1);
    expect(pickIndex(w, 3 * 2 ** 50)).toBe(2);
    expect(pickIndex(w, 2 ** 52 - 1)).toBe(2);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2 ** 52 - 1 }),
        (ws, bits) => {
          const list = ws.map((x, i) => [String(i), x] as const);
          const i = pickIndex(list, bits);
          const total = ws.reduce((s, x) => s + x, 0);
          const before = ws.slice(0, i).reduce((s, x) => s + x, 0);
          const u = bits / 2 ** 52;
          expect(before <= u * total + 1e-6).toBe(true);
          expect(before + ws[i]! > u * total - 1e-6).toBe(true);
        },
      ),
    );
  });

  it('reads the first 52 bits of the hash', () => {
    expect(first52Bits('f'.repeat(64))).toBe(2 ** 52 - 1);
    expect(first52Bits(`0000000000001${'f'.repeat(51)}`)).toBe(1);
  });

  it('refuses unusable weights', () => {
    expect(weightsProblem([])).toMatch(/empty/);
    expect(weightsProblem([['a', 0]])).toMatch(/positive/);
    expect(weightsProblem([['a', 1.5]])).toMatch(/positive/);
    expect(
      weightsProblem([
        ['a', 1],
        ['a', 2],
      ]),
    ).toMatch(/repeated/);
    expect(weightsProblem([['a', 2_000_000_000]])).toMatch(/total/);
    expect(weightsProblem(RACING_WEIGHTS)).toBeNull();
  });

  it('links every seed of a chain to its anchor, and nothing else', () => {
    const top = createHash('sha256').update('chain').digest('hex');
    const seeds = chainSeeds(top, 50);
    for (const k of [1, 2, 17, 50]) expect(chainLinks(seeds[k]!, k, seeds[0]!)).toBe(true);
    expect(chainLinks(seeds[5]!, 4, seeds[0]!)).toBe(false);
    expect(chainLinks(top, 0, seeds[0]!)).toBe(false);
    expect(chainLinks(top, CHAIN_LENGTH + 1, seeds[0]!)).toBe(false);
  });

  it('hashes a configuration independently of key order', () => {
    expect(configHash({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(configHash({ a: [1, { c: 3, d: 2 }], b: 1 }));
    expect(configHash({ a: 1 })).not.toBe(configHash({ a: 2 }));
  });

  it('returns every racing car between 90% and 95% of its fuel over time', () => {
    for (const car of RACING_CARS) {
      expect(racingReturnRate(car)).toBeGreaterThan(0.9);
      expect(racingReturnRate(car)).toBeLessThan(0.95);
    }
  });
});
