import { REQUEST_ID_PATTERN } from '@app/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCash, formatCompact, formatDate, formatNumber } from './format';
import { newRequestId } from './request-id';

describe('shared formatting', () => {
  it('numbers in the page language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(0, 'ja')).toBe('0');
  });
  it('whole numbers grouped by hand exactly as Intl groups them in every page language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('en', 'ja', 'ko', 'zh-CN', 'zh-TW'),
        fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }),
        (locale, n) => {
          expect(formatNumber(n, locale)).toBe(new Intl.NumberFormat(locale).format(n));
        },
      ),
    );
    expect(formatNumber(1234.5, 'ja')).toBe('1,234.5');
  });
  it('big numbers shortened the way each language does, never rounded up', () => {
    expect(formatCompact(9_999, 'zh-CN')).toBe('9,999');
    expect(formatCompact(123_456, 'zh-CN')).toBe('12.3万');
    expect(formatCompact(123_456_789, 'zh-CN')).toBe('1.2亿');
    expect(formatCompact(123_456, 'ja')).toBe('12.3万');
    expect(formatCompact(123_456_789, 'ja')).toBe('1.2億');
    expect(formatCompact(123_456, 'zh-TW')).toBe('12.3萬');
    expect(formatCompact(123_456, 'ko')).toBe('12.3만');
    expect(formatCompact(19_999, 'en')).toBe('19.9K');
    expect(formatCompact(2_500_000, 'en')).toBe('2.5M');
  });
  it('yuan in Japanese after the amount; other currencies and languages as Intl writes them', () => {
    expect(formatCash(3000, 'CNY', 'ja')).toBe('30元');
    expect(formatCash(1250, 'CNY', 'ja')).toBe('12.50元');
    expect(formatCash(3000, 'CNY', 'zh-CN')).toBe('¥30');
    expect(formatCash(300, 'JPY', 'ja')).toBe('￥300');
  });
  it('dates with a short month; bad input is shown as given', () => {
    expect(formatDate('2026-01-05T12:00:00Z', 'en')).toBe('Jan 5, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });
});

describe('request ids', () => {
  it('fit the server pattern and never repeat', () => {
    for (const prefix of ['r', 'g', 'cp', 'dis', 'inv', 'po']) expect(newRequestId(prefix)).toMatch(REQUEST_ID_PATTERN);
    expect(newRequestId()).not.toBe(newRequestId());
  });
  it('refuse a prefix that would break the pattern', () => {
    expect(() => newRequestId('bad prefix')).toThrow();
  });
});
