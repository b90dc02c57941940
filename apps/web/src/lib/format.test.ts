import { REQUEST_ID_PATTERN } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { newRequestId } from './request-id';

describe('shared formatting', () => {
  it('numbers in the page language', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567');
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
    expect(formatNumber(0, 'ja')).toBe('0');
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
