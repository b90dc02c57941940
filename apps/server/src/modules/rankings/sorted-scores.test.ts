import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SortedScores } from './sorted-scores';

describe('SortedScores', () => {
  it('answers like a plain sorted list under random inserts and removals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.record({ add: fc.integer({ min: 0, max: 50 }) }), fc.record({ del: fc.integer({ min: 0, max: 50 }) })), {
          maxLength: 300,
        }),
        fc.integer({ min: -1, max: 51 }),
        (ops, probe) => {
          const s = new SortedScores();
          const ref: number[] = [];
          for (const op of ops) {
            if ('add' in op) {
              s.insert(op.add);
              ref.push(op.add);
            } else {
              const i = ref.indexOf(op.del);
              expect(s.remove(op.del)).toBe(i >= 0);
              if (i >= 0) ref.splice(i, 1);
            }
          }
          expect(s.size).toBe(ref.length);
          expect(s.countGreater(probe)).toBe(ref.filter((x) => x > probe).length);
          const above = ref.filter((x) => x > probe);
          expect(s.nextAbove(probe)).toBe(above.length ? Math.min(...above) : null);
          expect(s.min()).toBe(ref.length ? Math.min(...ref) : null);
        },
      ),
    );
  });

  it('splits blocks and stays exact at scale', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => (i * 7919) % 10_007);
    const s = SortedScores.from(values.slice(0, 10_000));
    for (const v of values.slice(10_000)) s.insert(v);
    expect(s.size).toBe(20_000);
    for (const probe of [0, 1, 5000, 10_006, 10_007]) expect(s.countGreater(probe)).toBe(values.filter((x) => x > probe).length);
  });
});
