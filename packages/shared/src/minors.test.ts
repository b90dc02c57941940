import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageInRegion, ageOn, isMinor } from './age';
import {
  formatMinorAmount,
  MINOR_RECHARGE_LIMITS_DEFAULT as L,
  largestPayment,
  limitsRegionOf,
  type RechargeBand,
  rechargeBandAt,
  rechargeBandOf,
  rechargeLimitsProblem,
  rechargeMonth,
  rechargeMonthEnd,
  rechargeVerdict,
} from './minors';

describe('age on the region day', () => {
  it('a Tokyo birthday starts at Tokyo midnight, not UTC midnight', () => {
    const at = new Date('2026-03-09T15:30:00Z'); // 00:30 on 10 March in Tokyo, still 9 March in UTC
    expect(ageOn('2008-03-10', at)).toBe(17);
    expect(ageInRegion('2008-03-10', at, 'japan')).toBe(18);
    expect(isMinor('2008-03-10', at, 'japan')).toBe(false);
    expect(isMinor('2008-03-10', at)).toBe(true); // UTC: a few hours later, never earlier
    expect(ageInRegion('2008-03-10', new Date('2026-03-09T15:59:00Z'), 'default')).toBe(17); // 23:59 in Shanghai
    expect(ageInRegion('2008-03-10', new Date('2026-03-09T16:00:00Z'), 'default')).toBe(18);
  });

  it('a region count is never younger than the UTC count and at most a year older', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.date({ min: new Date('1950-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (at, birth) => {
          const b = birth.toISOString().slice(0, 10);
          for (const region of ['default', 'japan'] as const) {
            const d = ageInRegion(b, at, region) - ageOn(b, at);
            expect(d === 0 || d === 1).toBe(true);
          }
        },
      ),
    );
  });
});

describe('recharge bands', () => {
  it('the default (China) region: under 8 nothing, 8–15 ¥50/¥200, 16–17 ¥100/¥400, adults free', () => {
    expect(rechargeBandOf(L, 'default', 7)).toMatchObject({ per_payment: 0, monthly: 0 });
    expect(rechargeBandOf(L, 'default', 8)).toMatchObject({ per_payment: 5_000, monthly: 20_000 });
    expect(rechargeBandOf(L, 'default', 15)).toMatchObject({ per_payment: 5_000 });
    expect(rechargeBandOf(L, 'default', 16)).toMatchObject({ per_payment: 10_000, monthly: 40_000 });
    expect(rechargeBandOf(L, 'default', 18)).toBeNull();
  });

  it('Japan counts under-20: under 16 ¥5,000 a month, 16–19 ¥10,000 a month', () => {
    expect(rechargeBandOf(L, 'japan', 12)).toMatchObject({ per_payment: null, monthly: 5_000 });
    expect(rechargeBandOf(L, 'japan', 16)).toMatchObject({ monthly: 10_000 });
    expect(rechargeBandOf(L, 'japan', 19)).toMatchObject({ monthly: 10_000 });
    expect(rechargeBandOf(L, 'japan', 20)).toBeNull();
    expect(rechargeBandAt(L, 'japan', '2006-03-10', new Date('2026-03-09T15:00:00Z'))).toBeNull(); // 20 in Tokyo, 19 in UTC
    expect(rechargeBandAt(L, 'japan', '2006-03-10', new Date('2026-03-09T14:59:00Z'))).toMatchObject({ monthly: 10_000 });
  });

  it('the order currency picks the limits', () => {
    expect(limitsRegionOf('JPY', 'default')).toBe('japan');
    expect(limitsRegionOf('CNY', 'japan')).toBe('default');
    expect(limitsRegionOf('USD', 'japan')).toBe('japan');
  });

  it('verdicts name the reason and the remainder', () => {
    const b = rechargeBandOf(L, 'default', 10)!;
    expect(rechargeVerdict(b, 0, 5_000)).toEqual({ ok: true });
    expect(rechargeVerdict(b, 0, 6_000)).toEqual({ ok: false, reason: 'per_payment', limit: 5_000, remaining: 20_000 });
    expect(rechargeVerdict(b, 18_000, 3_000)).toEqual({ ok: false, reason: 'monthly', limit: 20_000, remaining: 2_000 });
    expect(rechargeVerdict(rechargeBandOf(L, 'default', 5), 0, 1)).toMatchObject({ ok: false, reason: 'blocked' });
    expect(rechargeVerdict(null, 1e9, 1e9)).toEqual({ ok: true });
    expect(largestPayment(b, 18_000)).toBe(2_000);
    expect(largestPayment(rechargeBandOf(L, 'japan', 10)!, 1_000)).toBe(4_000);
  });

  it('months are the region calendar month', () => {
    const at = new Date('2026-01-31T15:30:00Z'); // 1 Feb 00:30 in Tokyo
    expect(rechargeMonth(at, 'japan')).toBe('2026-02');
    expect(rechargeMonth(at, 'default')).toBe('2026-01');
    expect(rechargeMonthEnd('2026-12', 'japan').toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(rechargeMonthEnd('2026-02', 'default').toISOString()).toBe('2026-02-28T16:00:00.000Z');
  });

  it('limits tables are checked', () => {
    expect(rechargeLimitsProblem(L)).toBeNull();
    expect(rechargeLimitsProblem({ default: [], japan: [{ min_age: 10, max_age: 5, per_payment: null, monthly: 1 }] })).toMatch(/ordered/);
    expect(rechargeLimitsProblem({ default: [{ min_age: 0, max_age: 5, per_payment: -1, monthly: 1 }], japan: [] })).toMatch(/caps/);
    expect(rechargeLimitsProblem({ default: [] })).toMatch(/japan/);
  });

  it('formats amounts as people read them', () => {
    expect(formatMinorAmount(5_000, 'JPY')).toBe('¥5,000');
    expect(formatMinorAmount(20_000, 'CNY')).toBe('¥200');
    expect(formatMinorAmount(1_250, 'CNY')).toBe('¥12.50');
  });
});

/**
 * The server's reservation model (modules/minors): an order reserves its price against the month
 * when created (a hold that lapses with the order), a payment turns its hold into a credit, a
 * failure releases it, and a late payment whose hold lapsed is credited only if the month still
 * has room. Whatever happens, the credited orders of a month never sum above the cap.
 */
describe('the monthly cap under any sequence of attempts', () => {
  type Hold = { price: number; state: 'held' | 'credited' | 'released'; expires: number };
  const step = fc.oneof(
    fc.record({ kind: fc.constant('create' as const), price: fc.integer({ min: 1, max: 12_000 }) }),
    fc.record({ kind: fc.constantFrom('pay' as const, 'fail' as const), i: fc.nat(30) }),
    fc.record({ kind: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 60 }) }),
  );

  it('credited ≤ monthly and each credit ≤ per payment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...L.default, ...L.japan), fc.array(step, { maxLength: 60 }), (band: RechargeBand, steps) => {
        const holds: Hold[] = [];
        let now = 0;
        const used = (except?: Hold) =>
          holds
            .filter((h) => h !== except && (h.state === 'credited' || (h.state === 'held' && h.expires > now)))
            .reduce((s, h) => s + h.price, 0);
        for (const s of steps) {
          if (s.kind === 'tick') now += s.minutes;
          else if (s.kind === 'create') {
            if (rechargeVerdict(band, used(), s.price).ok) holds.push({ price: s.price, state: 'held', expires: now + 30 });
          } else {
            const h = holds[s.i % Math.max(1, holds.length)];
            if (h?.state !== 'held') continue;
            if (s.kind === 'fail') h.state = 'released';
            else if (h.expires > now || rechargeVerdict(band, used(h), h.price).ok) h.state = 'credited';
            else h.state = 'released';
          }
          const credited = holds.filter((h) => h.state === 'credited');
          const sum = credited.reduce((a, h) => a + h.price, 0);
          if (band.monthly !== null) expect(sum).toBeLessThanOrEqual(band.monthly);
          if (band.per_payment !== null) for (const h of credited) expect(h.price).toBeLessThanOrEqual(band.per_payment);
        }
      }),
      { numRuns: 300 },
    );
  });
});
