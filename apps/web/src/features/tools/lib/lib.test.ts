import { describe, expect, it } from 'vitest';
import { checkDimensions, checkFile, formatBytes, UPLOAD_MAX_BYTES } from './image-check';
import { buildShareLink, fillRoute, parseExtra, routeParams } from './route-path';
import { clockSkew, rttSummary } from './stats';

describe('route paths', () => {
  it('lists params with their optionality', () => {
    expect(routeParams('/h5/japan/bonus_charge/:gender?')).toEqual([{ name: 'gender', optional: true }]);
    expect(routeParams('/h5/contract/:contract')).toEqual([{ name: 'contract', optional: false }]);
    expect(routeParams('/h5/:name/:app_name?/:lang?').map((p) => p.name)).toEqual(['name', 'app_name', 'lang']);
  });

  it('fills params, drops missing optional ones, samples required ones, keeps the encoded hash', () => {
    expect(fillRoute('/h5/dance/:activity?')).toBe('/h5/dance');
    expect(fillRoute('/h5/dance/:activity?', { activity: 'a b' })).toBe('/h5/dance/a%20b');
    expect(fillRoute('/h5/contract/:contract', {}, () => 'user_service')).toBe('/h5/contract/user_service');
    expect(fillRoute('/h5/:area?/cyber/rule')).toBe('/h5/cyber/rule');
    expect(fillRoute('/h5/#/racing')).toBe('/h5/%23/racing');
    expect(fillRoute('/')).toBe('/');
  });

  it('builds a share link with brand, language, channel and extra pairs', () => {
    expect(
      buildShareLink({
        origin: 'https://h5.example/',
        path: '/h5/japan/bonus_charge/:gender?',
        params: { gender: 'female' },
        brand: 'wakoo',
        language: 'ja',
        channel: ' line_ad ',
        extra: 'utm_source=x\nfoo=bar&empty',
      }),
    ).toBe('https://h5.example/h5/japan/bonus_charge/female?app_name=wakoo&app-language=ja&channel=line_ad&utm_source=x&foo=bar&empty=');
    // the default brand needs no app_name; a filled :app_name segment carries the brand
    expect(buildShareLink({ origin: 'https://h5.example', path: '/h5/list', brand: 'default' })).toBe('https://h5.example/h5/list');
    expect(
      buildShareLink({ origin: 'https://h5.example', path: '/h5/privacy/:app_name?', params: { app_name: 'ocha' }, brand: 'ocha' }),
    ).toBe('https://h5.example/h5/privacy/ocha');
    expect(parseExtra(' =x & a = 1 ')).toEqual([['a', '1']]);
  });
});

describe('image checks', () => {
  it('refuses other types, big files and odd dimensions', () => {
    expect(checkFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkFile({ type: 'image/gif', size: 1000 })).toBeNull();
    expect(checkFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(checkFile({ type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 })).toBe('size');
    expect(checkDimensions(64, 48)).toBeNull();
    expect(checkDimensions(8, 200)).toBe('small');
    expect(checkDimensions(5000, 200)).toBe('large');
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(14540)).toBe('14.2 KB');
    expect(formatBytes(3.1 * 1024 * 1024)).toBe('3.1 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
  });
});

describe('ping statistics', () => {
  it('min, median, max of the samples', () => {
    expect(rttSummary([])).toBeNull();
    expect(rttSummary([30, 10, 20, 50, 40])).toEqual({ min: 10, median: 30, max: 50, count: 5 });
    expect(rttSummary([10, 21])).toEqual({ min: 10, median: 16, max: 21, count: 2 });
    expect(clockSkew(1000, 1100, 1000)).toBe(50);
  });
});

describe('api tester input', () => {
  it('takes a JSON object (or nothing) and paths under /api/ only', async () => {
    const { isApiPath, parseParams } = await import('./api-util');
    expect(parseParams('')).toEqual({ ok: true, value: {} });
    expect(parseParams('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseParams('[1]')).toEqual({ ok: false, error: 'object' });
    expect(parseParams('{').ok).toBe(false);
    expect(isApiPath('/api/v1/me')).toBe(true);
    expect(isApiPath('https://x/api/v1/me')).toBe(false);
    expect(isApiPath('/api/v1/../x')).toBe(false);
    expect(isApiPath('/h5/list')).toBe(false);
  });
});
