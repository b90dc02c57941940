import { describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN } from './assets';
import { LIMITS } from './limits';
import { PHONE_PATTERN } from './phone';
import { isReferralCode } from './referral';
import { REALTIME_TICKET_TTL_SECONDS } from './schemas/realtime';
import { NONCE_PATTERN } from './signing';

describe('LIMITS', () => {
  it('are positive whole numbers', () => {
    for (const [name, value] of Object.entries(LIMITS)) {
      if (name !== 'LIMITS') expect(Number.isSafeInteger(value) && (value as number) > 0, name).toBe(true);
    }
  });

  it('keep every Min at or below its Max and every default within its range', () => {
    const entries = Object.entries(LIMITS).filter((e): e is [string, number] => typeof e[1] === 'number');
    const byName = new Map(entries);
    let pairs = 0;
    for (const [name, value] of entries) {
      if (name.endsWith('Min')) {
        const max = byName.get(`${name.slice(0, -3)}Max`);
        if (max !== undefined) {
          expect(value, name).toBeLessThanOrEqual(max);
          pairs++;
        }
      }
      if (name.endsWith('Default')) {
        const max = byName.get(`${name.slice(0, -7)}Max`);
        expect(max, `${name} needs a Max`).toBeDefined();
        expect(value, name).toBeLessThanOrEqual(max!);
      }
    }
    expect(pairs).toBeGreaterThan(5);
    expect(LIMITS.rankingPageSizeShown).toBeLessThanOrEqual(LIMITS.rankingPageSizeMax);
    expect(LIMITS.levelMax % LIMITS.levelsPerBand).toBe(0);
  });

  it('are the lengths the text patterns accept', () => {
    const digits = (n: number) => '1'.repeat(n);
    expect(PHONE_PATTERN.test(`+${digits(LIMITS.phoneDigitsMin)}`)).toBe(true);
    expect(PHONE_PATTERN.test(digits(LIMITS.phoneDigitsMax))).toBe(true);
    expect(PHONE_PATTERN.test(digits(LIMITS.phoneDigitsMin - 1))).toBe(false);
    expect(PHONE_PATTERN.test(digits(LIMITS.phoneDigitsMax + 1))).toBe(false);
    expect(PHONE_PATTERN.test('+81-90')).toBe(false);

    const id = (n: number) => 'a_-'.repeat(n).slice(0, n);
    expect(REQUEST_ID_PATTERN.test(id(LIMITS.requestIdLengthMin))).toBe(true);
    expect(REQUEST_ID_PATTERN.test(id(LIMITS.requestIdLengthMax))).toBe(true);
    expect(REQUEST_ID_PATTERN.test(id(LIMITS.requestIdLengthMin - 1))).toBe(false);
    expect(REQUEST_ID_PATTERN.test(id(LIMITS.requestIdLengthMax + 1))).toBe(false);

    expect(NONCE_PATTERN.test('A'.repeat(LIMITS.nonceLengthMin))).toBe(true);
    expect(NONCE_PATTERN.test('A'.repeat(LIMITS.nonceLengthMax + 1))).toBe(false);

    expect(isReferralCode('a'.repeat(LIMITS.referralCodeLengthMin))).toBe(true);
    expect(isReferralCode('a'.repeat(LIMITS.referralCodeLengthMax))).toBe(true);
    expect(isReferralCode('a'.repeat(LIMITS.referralCodeLengthMax + 1))).toBe(false);
  });

  it('agree with the realtime ticket lifetime of the realtime contract', () => {
    expect(LIMITS.realtimeTicketTtlSeconds).toBe(REALTIME_TICKET_TTL_SECONDS);
  });
});
