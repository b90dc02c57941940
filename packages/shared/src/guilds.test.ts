import { describe, expect, it } from 'vitest';
import {
  addYears,
  currentTermEnd,
  GUILD_NOTICE_DAYS,
  guildShare,
  holdsHost,
  mayDecide,
  mayGiveNotice,
  memberState,
  normalizeGuildCode,
  noticeEffectiveAt,
  noticeEffectiveFor,
  termEndsAt,
  weekStart,
  weekTotals,
} from './guilds';

const at = (s: string) => new Date(s);

describe('guild term and notice (spec 9: term 1 year, change notice 30 days)', () => {
  it('ends the first term one year after approval, 29 February on the 28th', () => {
    expect(termEndsAt(at('2026-03-01T02:00:00Z')).toISOString()).toBe('2027-03-01T02:00:00.000Z');
    expect(addYears(at('2028-02-29T00:00:00Z'), 1).toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });

  it('renews the term year by year', () => {
    const approved = at('2025-05-10T00:00:00Z');
    expect(currentTermEnd(approved, at('2026-05-09T23:59:59Z')).toISOString()).toBe('2026-05-10T00:00:00.000Z');
    expect(currentTermEnd(approved, at('2026-05-10T00:00:00Z')).toISOString()).toBe('2027-05-10T00:00:00.000Z');
  });

  it('takes a notice effect 30 days later, never earlier', () => {
    const n = at('2026-11-01T00:00:00Z');
    expect(GUILD_NOTICE_DAYS).toBe(30);
    expect(noticeEffectiveAt(n).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(noticeEffectiveFor(n)?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(noticeEffectiveFor(n, at('2026-11-30T23:59:59Z'))).toBeNull();
    expect(noticeEffectiveFor(n, at('2026-12-15T00:00:00Z'))?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
  });

  it('keeps her in the guild until the effective date', () => {
    const m = { status: 'active' as const, leave_effective_at: at('2026-12-01T00:00:00Z') };
    expect(memberState(m, at('2026-11-30T23:59:59Z'))).toBe('leaving');
    expect(holdsHost(m, at('2026-11-30T23:59:59Z'))).toBe(true);
    expect(memberState(m, at('2026-12-01T00:00:00Z'))).toBe('left');
    expect(holdsHost(m, at('2026-12-01T00:00:00Z'))).toBe(false);
    expect(memberState({ status: 'active', leave_effective_at: null }, at('2030-01-01T00:00:00Z'))).toBe('active');
  });

  it('allows one guild at a time: pending and active hold her, ended rows do not', () => {
    const now = at('2026-11-01T00:00:00Z');
    for (const status of ['pending', 'active'] as const) expect(holdsHost({ status, leave_effective_at: null }, now)).toBe(true);
    for (const status of ['rejected', 'cancelled', 'left'] as const)
      expect(holdsHost({ status, leave_effective_at: null }, now)).toBe(false);
  });

  it('lets only the guild’s agency decide a pending application, and a notice be given once', () => {
    const m = { status: 'pending' as const, leave_effective_at: null, agency_id: 7 };
    expect(mayDecide(m, 7)).toBe(true);
    expect(mayDecide(m, 8)).toBe(false);
    expect(mayDecide({ ...m, status: 'active' }, 7)).toBe(false);
    const now = at('2026-11-01T00:00:00Z');
    expect(mayGiveNotice({ status: 'active', leave_effective_at: null }, now)).toBe(true);
    expect(mayGiveNotice({ status: 'active', leave_effective_at: at('2026-12-01T00:00:00Z') }, now)).toBe(false);
    expect(mayGiveNotice({ status: 'pending', leave_effective_at: null }, now)).toBe(false);
  });
});

describe('guild income', () => {
  it('rounds the guild share down', () => {
    expect(guildShare(12_345, 1000)).toBe(1234);
    expect(guildShare(9, 1000)).toBe(0);
    expect(guildShare(0, 5000)).toBe(0);
  });

  it('sums days into Monday weeks', () => {
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    const w = weekTotals(
      [
        { day: '2026-11-16', points: 5 },
        { day: '2026-11-22', points: 5 },
        { day: '2026-11-23', points: 7 },
        { day: '2026-01-01', points: 100 },
      ],
      '2026-11-29',
      3,
    );
    expect(w).toEqual([
      { week: '2026-11-09', points: 0 },
      { week: '2026-11-16', points: 10 },
      { week: '2026-11-23', points: 7 },
    ]);
  });

  it('normalises a typed code', () => {
    expect(normalizeGuildCode(' ab-cd 1234 ')).toBe('ABCD1234');
  });
});
