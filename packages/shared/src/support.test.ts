import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { PERMISSIONS } from './permissions';
import { feedbackRegion, feedbackRegionsOf, slaOf, sniffImageType } from './support';
import { expectAnswers } from './test-answers';

describe('feedback rules', () => {
  it('a thread goes to the region of its language, else the brand home region', () => {
    expectAnswers(feedbackRegion, [
      ['wakoo', 'ja', 'japan'],
      ['wakoo', 'zh-CN', 'default'],
      ['ucoo_plus', 'zh-TW', 'default'],
      ['wakoo', 'en', 'japan'],
      ['default', 'ko', 'default'],
    ]);
  });
  it('an admin handles the regions of the codes held', () => {
    expect(feedbackRegionsOf(new Set([PERMISSIONS.FEEDBACK_JAPAN]))).toEqual(['japan']);
    expect(feedbackRegionsOf([PERMISSIONS.FEEDBACK_DEFAULT, PERMISSIONS.FEEDBACK_JAPAN])).toEqual(['default', 'japan']);
    expect(feedbackRegionsOf([])).toEqual([]);
  });
  it('the SLA clock breaches unmet targets only', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const later = (min: number) => new Date(created.getTime() + min * 60_000);
    const fresh = slaOf({ created_at: created, first_response_at: null, closed_at: null }, later(10));
    expect(fresh.first_response_breached).toBe(false);
    const late = slaOf({ created_at: created, first_response_at: null, closed_at: null }, later(LIMITS.supportFirstResponseMinutes + 1));
    expect(late.first_response_breached).toBe(true);
    const met = slaOf({ created_at: created, first_response_at: later(5), closed_at: later(60) }, later(100_000));
    expect(met).toMatchObject({ first_response_breached: false, resolution_breached: false });
  });
  it('sniffs images by their bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
  });
});
