import { describe, expect, it } from 'vitest';
import { BRANDS, priceAsset, resolveApiBase, resolveBrand } from './brands';
import { ERROR_MESSAGES, ErrorCode, errorMessage } from './errors';
import { LOCALES } from './locale';
import { isReferralCode } from './referral';
import { itAnswers } from './test-answers';
import { compareVersions } from './version';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.10.0', '1.9.9', 1],
    ['1.2', '1.2.0', 0],
    ['1.2', '1.2.1', -1],
    ['2', '10', -1],
    ['3.0.0.1', '3.0.0', 1],
    ['', '0', 0],
  ] as const)('%s vs %s', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });
});

describe('isReferralCode', () => {
  itAnswers(isReferralCode, [
    ['abc123', true],
    ['A_b_C_d_E_', true],
    ['abcde', false],
    ['abcdefghijk', false],
    ['abc-12', false],
    ['h5', false],
  ]);
});

describe('resolveBrand', () => {
  it('app_name wins over host', () => {
    expect(resolveBrand({ appName: 'wakoo', host: 'ocha.example.com' }).id).toBe('wakoo');
  });
  it('host labels pick a brand; unknown names fall back to default', () => {
    expect(resolveBrand({ host: 'h5.ocha.example.com' }).id).toBe('ocha');
    expect(resolveBrand({ host: 'wakoo-test.example.com:8080' }).id).toBe('wakoo');
    expect(resolveBrand({ host: 'ucoo-plus.example.com' }).id).toBe('ucoo_plus');
    expect(resolveBrand({ host: 'cooya.app' }).id).toBe('cooya');
    expect(resolveBrand({ host: 'localhost:8080', appName: 'nope' }).id).toBe('default');
    expect(resolveBrand({ host: 'mywakoostore.com' }).id).toBe('default');
  });
  it('currency flavour decides the price asset', () => {
    for (const b of Object.values(BRANDS)) expect(priceAsset(b.id)).toBe(b.currency === 'gold' ? 'gold_coin' : 'diamond');
  });
});

describe('resolveApiBase', () => {
  const bases = { production: 'P', test: 'T', wakooTest: 'W', providerMarker: 'qyqy', providerTest: 'QT', providerProduction: 'QP' };
  it('follows spec 7', () => {
    expect(resolveApiBase(bases, { release: true, brand: 'wakoo', host: 'x' })).toMatchObject({ base: 'P', debug: false });
    expect(resolveApiBase(bases, { release: false, brand: 'wakoo', host: 'x' })).toMatchObject({ base: 'W', debug: true });
    expect(resolveApiBase(bases, { release: false, brand: 'default', host: 'h5.qyqy.com' })).toMatchObject({
      base: 'QT',
      forceLightTheme: true,
    });
    expect(resolveApiBase(bases, { release: false, brand: 'cooya', host: 'other.com' })).toMatchObject({ base: 'W' });
  });
});

describe('error catalogue', () => {
  it('every code has a message in every locale', () => {
    for (const locale of LOCALES) {
      for (const name of Object.keys(ErrorCode)) {
        expect(ERROR_MESSAGES[locale][name as keyof typeof ErrorCode], `${locale}.${name}`).toBeTruthy();
      }
    }
  });
  it('codes are unique and the spec-fixed ones hold', () => {
    const values = Object.values(ErrorCode);
    expect(new Set(values).size).toBe(values.length);
    expect(ErrorCode.ADMIN_TOKEN_INVALID).toBe(-3);
    expect(ErrorCode.NETWORK).toBe(-999);
  });
  it('fills parameters', () => {
    expect(errorMessage('VALIDATION_FAILED', 'en', { field: 'email' })).toBe('Invalid parameter: email');
  });
});
