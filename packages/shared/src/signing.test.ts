import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalString, makeNonce, NONCE_PATTERN, signParamsWith, toQueryValues } from './signing';
import { SIGNING_VECTORS } from './signing.vectors';
import { computeSign, signParams } from './signing-sync';

const nodeSha1 = (s: string) => createHash('sha1').update(s, 'utf8').digest('hex');

describe('signing', () => {
  for (const v of SIGNING_VECTORS) {
    it(`vector: ${v.name}`, () => {
      expect(canonicalString(v.params)).toBe(v.canonical);
      const expected = nodeSha1(v.canonical + v.secret).toUpperCase();
      expect(computeSign(v.params, v.secret)).toBe(expected);
      expect(expected).toBe(v.sign); // the value printed in docs/api.md
      expect(computeSign({ ...v.params, sign: 'ignored' }, v.secret)).toBe(expected);
    });
  }

  it('drops null and undefined but keeps empty strings, zero and false', () => {
    expect(canonicalString({ b: null, a: undefined, c: '', d: 0, e: false })).toBe('c=&d=0&e=false');
  });

  it('sorts by UTF-16 code units (uppercase before lowercase, "_" between)', () => {
    expect(canonicalString({ b: 1, B: 2, a_b: 3, ab: 4, a: 5 })).toBe('B=2&a=5&a_b=3&ab=4&b=1');
  });

  it('the pure-JS hash agrees with node crypto on any text', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        fc.string(),
        (params, secret) => {
          expect(computeSign(params, secret)).toBe(nodeSha1(canonicalString(params) + secret).toUpperCase());
        },
      ),
    );
  });

  it('GET query values render to the same canonical string as the typed values', () => {
    const params = { perm_codes: ['a', 'b'], n: 3, flag: true, obj: { x: 1 }, skip: null };
    expect(canonicalString(toQueryValues(params))).toBe(canonicalString(params));
  });

  it('signParams adds the protocol fields and a valid nonce', () => {
    const signed = signParams({ q: 'x' }, { accessKey: 'k', secret: 's', nowSeconds: 100 });
    expect(signed.timestamp).toBe(100);
    expect(signed.access_key).toBe('k');
    expect(NONCE_PATTERN.test(signed.nonce)).toBe(true);
    const { sign, ...rest } = signed;
    expect(sign).toBe(computeSign(rest, 's'));
    expect(makeNonce()).not.toBe(makeNonce());
  });

  it('signs the same with an asynchronous digest (the pages: WebCrypto)', async () => {
    const asyncSha1 = async (text: string) => createHash('sha1').update(text).digest('hex');
    const opts = { accessKey: 'h5-web', secret: 's3cret', nowSeconds: 1_700_000_000, nonce: 'abcdefghijklmnop' };
    const params = { b: 2, a: 'x', list: [1, 2], skip: null };
    expect(await signParamsWith(params, opts, asyncSha1)).toEqual(signParams(params, opts));
  });
});
