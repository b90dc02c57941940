import { describe, expect, it } from 'vitest';
import {
  limitChangeNeedsApproval,
  maxTransferable,
  nextTraderStatus,
  TRADER_ACTIONS,
  TRADER_RULES,
  TRADER_STATUSES,
  traderAsset,
  traderDay,
  traderLimitsProblem,
  transferProblem,
} from './traders';

const limits = { daily_limit: 1_000, per_recipient_limit: 300 };

describe('traders', () => {
  it('moves pending → active ↔ suspended, and to revoked for good', () => {
    expect(nextTraderStatus('pending', 'approve')).toBe('active');
    expect(nextTraderStatus('pending', 'reject')).toBe('revoked');
    expect(nextTraderStatus('pending', 'suspend')).toBeNull();
    expect(nextTraderStatus('active', 'suspend')).toBe('suspended');
    expect(nextTraderStatus('suspended', 'resume')).toBe('active');
    expect(nextTraderStatus('active', 'resume')).toBeNull();
    expect(nextTraderStatus('active', 'approve')).toBeNull();
    expect(nextTraderStatus('suspended', 'revoke')).toBe('revoked');
    for (const a of TRADER_ACTIONS) expect(nextTraderStatus('revoked', a)).toBeNull();
    expect(TRADER_STATUSES).toHaveLength(4);
  });

  it('sells the brand currency and counts days on the region calendar', () => {
    expect(traderAsset('default')).toBe('gold_coin');
    expect(traderAsset('ocha')).toBe('diamond');
    // 23:30 UTC is already the next day in Tokyo, still the same day in Shanghai until 16:00 UTC
    const at = new Date('2026-11-20T15:30:00Z');
    expect(traderDay(at, 'japan')).toBe('2026-11-21');
    expect(traderDay(at, 'default')).toBe('2026-11-20');
    expect(traderDay(new Date('2026-11-20T16:00:00Z'), 'default')).toBe('2026-11-21');
  });

  it('accepts positive limits with the per-recipient one within the daily one', () => {
    expect(traderLimitsProblem(limits)).toBeNull();
    expect(traderLimitsProblem({ daily_limit: 0, per_recipient_limit: 0 })).toBe('daily');
    expect(traderLimitsProblem({ daily_limit: TRADER_RULES.dailyLimitMax + 1, per_recipient_limit: 1 })).toBe('daily');
    expect(traderLimitsProblem({ daily_limit: 100, per_recipient_limit: 101 })).toBe('per_recipient');
    expect(traderLimitsProblem({ daily_limit: 100, per_recipient_limit: 1.5 })).toBe('per_recipient');
    expect(traderLimitsProblem({ daily_limit: 100, per_recipient_limit: 100 })).toBeNull();
  });

  it('asks a second admin only when a limit goes up', () => {
    expect(limitChangeNeedsApproval(limits, { daily_limit: 900, per_recipient_limit: 300 })).toBe(false);
    expect(limitChangeNeedsApproval(limits, { daily_limit: 1_000, per_recipient_limit: 301 })).toBe(true);
    expect(limitChangeNeedsApproval(limits, { daily_limit: 2_000, per_recipient_limit: 100 })).toBe(true);
  });

  it('refuses a transfer over a limit or the stock, in a fixed order', () => {
    const base = { amount: 100, balance: 10_000, limits, usedToday: 0, usedForRecipient: 0 };
    expect(transferProblem(base)).toBeNull();
    expect(transferProblem({ ...base, amount: 0 })).toBe('amount');
    expect(transferProblem({ ...base, amount: 1.5 })).toBe('amount');
    expect(transferProblem({ ...base, usedToday: 901 })).toBe('daily_limit');
    expect(transferProblem({ ...base, usedToday: 900 })).toBeNull();
    expect(transferProblem({ ...base, usedForRecipient: 201 })).toBe('recipient_limit');
    expect(transferProblem({ ...base, balance: 99 })).toBe('insufficient');
    expect(transferProblem({ ...base, balance: 99, usedToday: 1_000 })).toBe('daily_limit');
  });

  it('offers at most what every limit and the stock allow', () => {
    const s = { balance: 10_000, limits, usedToday: 0, usedForRecipient: 0 };
    expect(maxTransferable(s)).toBe(300);
    expect(maxTransferable({ ...s, usedToday: 800 })).toBe(200);
    expect(maxTransferable({ ...s, balance: 50 })).toBe(50);
    expect(maxTransferable({ ...s, usedToday: 1_200 })).toBe(0);
  });
});
