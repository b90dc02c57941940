import { describe, expect, it } from 'vitest';
import { bonusPercent, formatPrice, membershipState } from './format';

describe('formatPrice', () => {
  it('JPY has no decimals, CNY two', () => {
    expect(formatPrice(800, 'JPY', 'ja')).toMatch(/800/);
    expect(formatPrice(800, 'JPY', 'ja')).not.toMatch(/800\.00/);
    expect(formatPrice(600, 'CNY', 'zh-CN')).toMatch(/6\.00/);
    expect(formatPrice(64800, 'CNY', 'en')).toMatch(/648\.00/);
  });
});

describe('membershipState', () => {
  it('active with expiry and days left', () => {
    expect(membershipState({ tier: 'weekly', active: true, expires_at: '2026-12-01T00:00:00.000Z', days_left: 7 })).toEqual({
      state: 'active',
      tier: 'weekly',
      expiresAt: '2026-12-01T00:00:00.000Z',
      daysLeft: 7,
    });
  });
  it('inactive with a past expiry is expired', () => {
    expect(membershipState({ tier: 'monthly', active: false, expires_at: '2026-01-01T00:00:00.000Z', days_left: 0 })).toEqual({
      state: 'expired',
      tier: 'monthly',
      expiredAt: '2026-01-01T00:00:00.000Z',
    });
  });
  it('never bought is none', () => {
    expect(membershipState({ tier: null, active: false, expires_at: null, days_left: 0 })).toEqual({ state: 'none' });
  });
});

describe('bonusPercent', () => {
  it('is the bonus over the base amount', () => {
    expect(bonusPercent(2000, 200)).toBe(11);
    expect(bonusPercent(9000, 1500)).toBe(20);
    expect(bonusPercent(120, 0)).toBe(0);
  });
});
