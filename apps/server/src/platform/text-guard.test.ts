import { describe, expect, it } from 'vitest';
import { assertStorableText, findUnstorableText } from './text-guard';

describe('unstorable text', () => {
  it('names the first field with a NUL or a lone surrogate, keys included', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1');
    expect(findUnstorableText({ note: 'half \uD83D' })).toBe('note');
    expect(findUnstorableText({ note: '\uDE00 tail' })).toBe('note');
    expect(findUnstorableText({ 'k\u0000': 1 })).toBe('k\u0000');
    expect(findUnstorableText('\u0000')).toBe('request');
  });
  it('lets ordinary text through, emoji and CJK included', () => {
    expect(findUnstorableText({ nickname: '桜🌸 さくら 👩‍👩‍👧', n: 3, list: [null, true] })).toBeNull();
    expect(() => assertStorableText({ query: { q: 'ok' }, body: { x: '😀' } })).not.toThrow();
  });
  it('throws the validation error with the field', () => {
    expect(() => assertStorableText({ body: { reason: 'a\u0000b' } })).toThrowError(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
