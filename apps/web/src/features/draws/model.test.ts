import { DRAW_GAMES, type DrawGameDef } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  costOf,
  formatOdds,
  headlineIndex,
  oneIn,
  prizeIcon,
  prizeLabel,
  routeDraw,
  ScratchCoverage,
  segmentAt,
  wheelRotation,
} from './model';

describe('formatOdds', () => {
  it('shows 1 in 10,000,000 and the other scratch odds exactly', () => {
    expect(formatOdds(1, 10_000_000)).toBe('0.00001%');
    expect(formatOdds(8_193_489, 10_000_000)).toBe('81.93489%');
    expect(formatOdds(1_500_000, 10_000_000)).toBe('15%');
    expect(formatOdds(1, 3)).toBe('33.33333%');
    expect(formatOdds(2, 3)).toBe('66.66667%');
    expect(formatOdds(1, 1_000_000_000)).toBe('<0.00001%');
    expect(formatOdds(0, 10)).toBe('0%');
  });
  it('sums to about 100% for every game', () => {
    for (const g of DRAW_GAMES as readonly DrawGameDef[]) {
      const total = g.prizes.reduce((s, p) => s + p.weight, 0);
      const sum = g.prizes.reduce((s, p) => s + Number.parseFloat(formatOdds(p.weight, total)), 0);
      expect(Math.abs(sum - 100)).toBeLessThan(0.0001);
    }
  });
  it('oneIn rounds', () => {
    expect(oneIn(1, 10_000_000)).toBe(10_000_000);
    expect(oneIn(3, 10)).toBe(3);
  });
});

describe('prizeLabel', () => {
  it('labels currency by the brand, jackpots by name, assets, items and nothing', () => {
    expect(prizeLabel({ id: 'coins_88', kind: 'currency', amount: 88, label: null }, 'gold_coin')).toEqual({
      key: 'prize.currency.gold_coin',
      values: { amount: 88 },
    });
    expect(prizeLabel({ id: 'coins_88', kind: 'currency', amount: 88 }, 'diamond').key).toBe('prize.currency.diamond');
    expect(prizeLabel({ id: 'lamborghini', kind: 'currency', amount: 300_000, label: 'lamborghini' }, 'gold_coin').key).toBe(
      'prize.jackpot.lamborghini',
    );
    expect(prizeLabel({ id: 'koi_jackpot', kind: 'currency', amount: 50_000, label: 'koi' }, 'gold_coin').key).toBe('prize.jackpot.koi');
    expect(prizeLabel({ id: 'wish_1', kind: 'asset', asset: 'wish_ticket', amount: 1 }, 'gold_coin')).toEqual({
      key: 'prize.asset',
      values: { name: 'assets.wish_ticket', amount: 1 },
    });
    expect(prizeLabel({ id: 'f', kind: 'item', item: 'frame_gold', days: 7 }, 'gold_coin')).toEqual({
      key: 'prize.item',
      values: { name: 'items.frame_gold', days: 7 },
    });
    expect(prizeLabel({ id: 'thanks', kind: 'none' }, 'gold_coin').key).toBe('prize.none');
    expect(prizeIcon({ id: 'x', kind: 'item', item: 'vehicle_swan', days: 3 }, 'gold_coin')).toBe('vehicle');
    expect(prizeIcon({ id: 'x', kind: 'currency', amount: 3 }, 'diamond')).toBe('diamond');
  });
});

describe('routes, costs, wheel, scratch', () => {
  it('maps the spec routes to games and tabs', () => {
    expect(routeDraw('scratch_card_rule')).toEqual({ game: 'scratch', tab: 'rules' });
    expect(routeDraw('scratch_card_record')).toEqual({ game: 'scratch', tab: 'records' });
    expect(routeDraw('dragon_wish_reward').game).toBe('dragon_wish');
    expect(routeDraw('koi_card').game).toBe('koi_card');
    expect(routeDraw(undefined).game).toBe('scratch');
  });
  it('costs tickets or currency', () => {
    const [scratch, wheel] = DRAW_GAMES as readonly DrawGameDef[];
    expect(costOf(scratch!, 10)).toEqual({ unit: 'scratch_ticket', amount: 10 });
    expect(costOf(wheel!, 10)).toEqual({ unit: 'currency', amount: 1000 });
  });
  it('stops the wheel on the asked segment after full turns', () => {
    for (const n of [6, 7, 8, 9]) {
      let rot = 0;
      for (let i = 0; i < n; i++) {
        for (const offset of [-0.4, 0, 0.4]) {
          const next = wheelRotation(rot, i, n, 5, offset);
          expect(next - rot).toBeGreaterThanOrEqual(5 * 360);
          expect(next - rot).toBeLessThan(6 * 360);
          expect(segmentAt(next, n)).toBe(i);
          rot = next;
        }
      }
    }
  });
  it('picks the most valuable result of a batch', () => {
    expect(headlineIndex([0, 8, 888, 8])).toBe(2);
    expect(headlineIndex([0, 0])).toBe(0);
  });
  it('counts scratched coverage', () => {
    const c = new ScratchCoverage(240, 120, 24, 12);
    expect(c.ratio).toBe(0);
    c.stroke(0, 60, 240, 60, 20);
    expect(c.ratio).toBeGreaterThan(0.2);
    expect(c.ratio).toBeLessThan(0.5);
    for (let y = 0; y <= 120; y += 10) c.stroke(0, y, 240, y, 20);
    expect(c.ratio).toBe(1);
  });
});
