import { describe, expect, it } from 'vitest';
import { isJapanPage, normalizeLocale, resolveLocale } from './locale';
import { itAnswers } from './test-answers';

describe('normalizeLocale', () => {
  itAnswers(normalizeLocale, [
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['zh-Hans-CN', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['en-US', 'en'],
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['fr-FR', null],
    ['', null],
  ]);
});

describe('resolveLocale', () => {
  it('query beats stored beats browser', () => {
    expect(resolveLocale({ query: 'ko', stored: 'ja', browser: ['en'] })).toEqual({ locale: 'ko', source: 'query' });
    expect(resolveLocale({ stored: 'ja', browser: ['en'] })).toEqual({ locale: 'ja', source: 'stored' });
    expect(resolveLocale({ browser: ['fr', 'zh-TW'] })).toMatchObject({ locale: 'zh-TW', source: 'browser', unknown: 'fr' });
  });
  it('unknown everywhere falls back to the default and reports it', () => {
    expect(resolveLocale({ query: 'xx' })).toEqual({ locale: 'en', source: 'fallback', unknown: 'xx' });
    expect(resolveLocale({})).toEqual({ locale: 'en', source: 'fallback' });
  });
  it('Japan pages and _pkg=cupid force Japanese', () => {
    expect(resolveLocale({ query: 'ko', pathname: '/h5/japan/all_rank' }).locale).toBe('ja');
    expect(resolveLocale({ query: 'ko', pathname: '/h5/swimming_jp' }).locale).toBe('ja');
    expect(resolveLocale({ query: 'ko', pkg: 'cupid', pathname: '/h5/whole_rank' }).locale).toBe('ja');
    expect(resolveLocale({ query: 'ko', pathname: '/h5/whole_rank' }).locale).toBe('ko');
  });
  it('isJapanPage', () => {
    expect(isJapanPage('/jp')).toBe(true);
    expect(isJapanPage('/japan')).toBe(true);
    expect(isJapanPage('/h5/jp/club')).toBe(true);
    expect(isJapanPage('/h5/ja/level')).toBe(true);
    expect(isJapanPage('/h5/jpx')).toBe(false);
    expect(isJapanPage('/h5/japanese')).toBe(false);
    expect(isJapanPage('/h5/qyqyadmin/feedback/ucoo_ja')).toBe(false);
    expect(isJapanPage('/h5/feedback/ucoo_ja')).toBe(true);
  });
});
