import { describe, expect, it } from 'vitest';
import { configHash, drawOutcome, weightsProblem } from '../fairness';
import { drawConfigHash, drawConfigProblem, publishedConfigHash } from './draw-config';
import { DRAW_GAMES, type DrawGameDef, drawCapWarning, drawCostValue, drawGame, drawReturn, drawWeights, prizeValue } from './draws';

const games = DRAW_GAMES as readonly DrawGameDef[];

describe('draw games', () => {
  it('every shipped game passes the validator and returns under 100% of its cost', () => {
    for (const g of games) {
      expect(drawConfigProblem(g), g.id).toBeNull();
      const r = drawReturn(g);
      expect(r, g.id).toBeGreaterThan(0.3);
      expect(r, g.id).toBeLessThan(1);
    }
  });

  it('scratch: one ticket a draw, the Lamborghini worth 300,000, a medal day per 5 tickets', () => {
    const s = drawGame('scratch')!;
    expect(s.cost).toEqual({ ticket: 'scratch_ticket', amount: 1 });
    expect(drawCostValue(s)).toBe(1);
    expect(s.prizes.find((p) => p.id === 'lamborghini')).toMatchObject({ kind: 'currency', amount: 300_000 });
    expect(s.medal).toEqual({ perDay: 5 });
  });

  it('refuses complete gacha, a return of 100% or more, unknown items and broken weights', () => {
    const base = drawGame('lucky_wheel')!;
    const gacha: DrawGameDef = {
      ...base,
      bonuses: [{ requires: ['coins_5000', 'coins_1000'], reward: { id: 'set', kind: 'currency', amount: 10_000 } }],
    };
    expect(drawConfigProblem(gacha)).toMatch(/complete gacha/);
    const generous: DrawGameDef = { ...base, prizes: [{ id: 'all', weight: 1, kind: 'currency', amount: 100 }] };
    expect(drawConfigProblem(generous)).toMatch(/100%/);
    const unknown = { ...base, prizes: [{ id: 'x', weight: 1, kind: 'item', item: 'nope', days: 1 }] } as unknown as DrawGameDef;
    expect(drawConfigProblem(unknown)).toMatch(/item/);
    const zero: DrawGameDef = { ...base, prizes: [{ id: 'thanks', weight: 0, kind: 'none' }] };
    expect(drawConfigProblem(zero)).toMatch(/weights/);
    const bigBatch: DrawGameDef = { ...base, batches: [100] };
    expect(drawConfigProblem(bigBatch)).toBe('batches');
  });

  it('publishes a hash of the whole definition; any change of odds changes it', () => {
    const g = drawGame('blind_box')!;
    expect(publishedConfigHash('blind_box')).toBe(drawConfigHash(g));
    expect(drawConfigHash(g)).toBe(configHash(JSON.parse(JSON.stringify(g))));
    const changed = { ...g, prizes: g.prizes.map((p, i) => (i === 0 ? { ...p, weight: p.weight + 1 } : p)) };
    expect(drawConfigHash(changed)).not.toBe(drawConfigHash(g));
  });

  it('draws every prize of a game with its published weights (the weights list is the prize order)', () => {
    for (const g of games) {
      const w = drawWeights(g);
      expect(weightsProblem(w)).toBeNull();
      expect(w.map(([n]) => n)).toEqual(g.prizes.map((p) => p.id));
    }
    // a fixed seed draws the same prize every time
    const g = drawGame('scratch')!;
    const seed = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
    expect(drawOutcome(seed, 'scratch:abc:0', drawWeights(g)).name).toBe(drawOutcome(seed, 'scratch:abc:0', drawWeights(g)).name);
  });

  it('values prizes: tickets at their price, items at catalogue value', () => {
    expect(prizeValue({ id: 'w', weight: 1, kind: 'asset', asset: 'wish_ticket', amount: 2 })).toBe(200);
    expect(prizeValue({ id: 'f', weight: 1, kind: 'asset', asset: 'medal_fragment', amount: 20 })).toBe(20);
    expect(prizeValue({ id: 'i', weight: 1, kind: 'item', item: 'vehicle_dragon', days: 3 })).toBe(20_000);
  });

  it('warns from 80% of the daily cap and refuses past it; no cap, no warning', () => {
    expect(drawCapWarning(0, 100, 1000)).toBe('ok');
    expect(drawCapWarning(700, 100, 1000)).toBe('warn');
    expect(drawCapWarning(900, 100, 1000)).toBe('warn');
    expect(drawCapWarning(950, 100, 1000)).toBe('over');
    expect(drawCapWarning(10 ** 9, 100, null)).toBe('ok');
  });
});
