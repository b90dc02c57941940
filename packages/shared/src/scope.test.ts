import { describe, expect, it } from 'vitest';
import { BRAND_IDS, BRANDS, callerBrand, REGION_TIME_ZONES, scopeKey, scopeKeyPrefix, scopeOf } from './brands';

describe('scopeOf (brand → region → time zone)', () => {
  it("gives a brand its home region, that region's zone and the brand:region key", () => {
    for (const brand of BRAND_IDS) {
      const region = BRANDS[brand].defaultRegion;
      expect(scopeOf(brand)).toEqual({ brand, region, timeZone: REGION_TIME_ZONES[region], key: `${brand}:${region}` });
    }
    expect(scopeOf('wakoo')).toEqual({ brand: 'wakoo', region: 'japan', timeZone: 'Asia/Tokyo', key: 'wakoo:japan' });
    expect(scopeOf('cooya').timeZone).toBe('Asia/Shanghai');
  });

  it('takes the region asked for, else the viewer’s when the viewer is of this brand', () => {
    expect(scopeOf('default', { region: 'japan', viewer: { brand: 'default', region: 'default' } }).key).toBe('default:japan');
    expect(scopeOf('default', { viewer: { brand: 'default', region: 'japan' } })).toMatchObject({
      region: 'japan',
      timeZone: 'Asia/Tokyo',
    });
    // a viewer of another brand says nothing about this brand's region
    expect(scopeOf('default', { viewer: { brand: 'wakoo', region: 'japan' } }).region).toBe('default');
    expect(scopeOf('wakoo', { viewer: null }).region).toBe('japan');
  });

  it('keys every scope as brand:region, and a brand’s keys share its prefix', () => {
    expect(scopeKey('ucoo_plus', 'japan')).toBe('ucoo_plus:japan');
    for (const brand of BRAND_IDS) expect(scopeOf(brand).key.startsWith(scopeKeyPrefix(brand))).toBe(true);
    // no brand's prefix starts another brand's key
    for (const a of BRAND_IDS) for (const b of BRAND_IDS) if (a !== b) expect(scopeOf(b).key.startsWith(scopeKeyPrefix(a))).toBe(false);
  });
});

describe('callerBrand', () => {
  it('is the brand the page names, else the caller’s, else default', () => {
    expect(callerBrand('ocha', { brand: 'wakoo' })).toBe('ocha');
    expect(callerBrand(undefined, { brand: 'wakoo' })).toBe('wakoo');
    expect(callerBrand(undefined, null)).toBe('default');
    expect(callerBrand(undefined, undefined)).toBe('default');
  });
});
