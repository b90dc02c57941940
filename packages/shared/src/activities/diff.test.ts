import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../fairness';
import { jsonDiff } from './diff';

describe('jsonDiff', () => {
  it('names each changed leaf by its path', () => {
    const a = { id: 'x', text: { ja: { title: 'A' }, en: { title: 'A' } }, boards: [{ id: 'b', tiers: [1, 2] }] };
    const b = { id: 'x', text: { ja: { title: 'B' }, en: { title: 'A' } }, boards: [{ id: 'b', tiers: [1, 3, 4] }], extra: true };
    expect(jsonDiff(a, b)).toEqual([
      { path: 'boards.0.tiers.1', before: 2, after: 3 },
      { path: 'boards.0.tiers.2', before: undefined, after: 4 },
      { path: 'extra', before: undefined, after: true },
      { path: 'text.ja.title', before: 'A', after: 'B' },
    ]);
  });

  it('finds nothing between equal documents, whatever their key order', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const copy = JSON.parse(JSON.stringify(v));
        expect(jsonDiff(v, copy)).toEqual([]);
        expect(canonicalJson(v)).toBe(canonicalJson(copy));
      }),
    );
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(canonicalJson({ a: [{ c: 3, d: 2 }], b: 1 }));
  });

  it('finds a change whenever the canonical texts differ', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const same = canonicalJson(a) === canonicalJson(b);
        expect(jsonDiff(a, b).length === 0).toBe(same);
      }),
    );
  });
});
