/**
 * Coin traders under any order of transfers, replays, limit changes and day changes (issue 13):
 *  - the trader's balance never goes negative and is always stock bought − transfers made;
 *  - each answer is what the model says (ok, daily limit, per-recipient limit, short stock), a
 *    replay answers the first transfer and moves nothing more;
 *  - per region day, the usage rows equal the transfers' sums and stay within the limit in force;
 *  - the ledger's invariants hold at the end.
 * And on PostgreSQL: 50 transfers of 100 at once against a daily limit of 1,000 → exactly 10.
 * FC_SEED=<seed> FC_PATH=<path> replays a counterexample.
 */
import { ErrorCode, traderDay } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, PROPERTY_RUNS, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { usageRows } from './service';

type Step =
  | { kind: 'transfer'; to: number; amount: number; replay: boolean }
  | { kind: 'limits'; daily: number; per: number; approve: boolean }
  | { kind: 'day'; hours: number }
  | { kind: 'buy'; amount: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      to: fc.nat(2),
      amount: fc.integer({ min: 1, max: 400 }),
      replay: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        kind: fc.constant('limits' as const),
        daily: fc.integer({ min: 100, max: 1_500 }),
        per: fc.integer({ min: 50, max: 1_500 }),
        approve: fc.boolean(),
      })
      .map((s) => ({ ...s, per: Math.min(s.per, s.daily) })),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('day' as const), hours: fc.integer({ min: 1, max: 30 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('buy' as const), amount: fc.integer({ min: 1, max: 800 }) }) },
);

describe.each(BACKENDS)('coin traders: properties (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', approver: 'approver@demo.local' });
  const recipients: TestUser[] = [];

  beforeAll(async () => {
    t.clock.ms = Date.parse('2026-11-20T02:00:00Z');
    for (let i = 0; i < 3; i++) recipients.push(await newUser(t, 'default'));
  });

  const con = (token: string, url: string, params: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `${ADMIN_API}/traders${url}`, token, params });

  /** A trader approved by a second admin, with `stock` coins bought. */
  async function newTrader(limits: { daily: number; per: number }, stock: number): Promise<TestUser> {
    const u = await newUser(t, 'default');
    expect(
      (await con(admins.admin, '', { public_id: u.publicId, daily_limit: limits.daily, per_recipient_limit: limits.per })).envelope.status,
    ).toBe(0);
    expect((await con(admins.approver, `/${u.id}/action`, { action: 'approve' })).envelope.status).toBe(0);
    if (stock > 0) await buy(u, stock);
    return u;
  }
  async function buy(u: TestUser, amount: number) {
    const r = await con(admins.admin, `/${u.id}/purchases`, {
      request_id: rid('buy'),
      amount,
      price_minor: amount * 10,
      currency: 'CNY',
      reference: 'TEST',
    });
    expect(r.envelope.status).toBe(0);
  }

  it(
    'keeps balances, limits and usage rows in step with the model',
    () =>
      fc.assert(
        fc.asyncProperty(fc.integer({ min: 0, max: 2_000 }), fc.array(stepArb, { minLength: 3, maxLength: 14 }), async (stock, steps) => {
          let limits = { daily: 1_000, per: 300 };
          const trader = await newTrader(limits, stock);
          let balance = stock;
          /** per day: used in all, per recipient, and the highest daily limit in force that day */
          const days = new Map<string, { used: number; per: Map<number, number>; maxLimit: number }>();
          const dayOf = (d: string) => {
            let x = days.get(d);
            if (!x) {
              x = { used: 0, per: new Map(), maxLimit: limits.daily };
              days.set(d, x);
            }
            x.maxLimit = Math.max(x.maxLimit, limits.daily);
            return x;
          };
          const done = new Map<string, number>();
          let last: { key: string; to: number; amount: number } | null = null;
          for (const step of steps) {
            const today = traderDay(new Date(t.clock.ms), 'default');
            if (step.kind === 'transfer') {
              const key: { key: string; to: number; amount: number } =
                step.replay && last ? last : { key: rid('tt'), to: step.to, amount: step.amount };
              const to = recipients[key.to]!;
              const r = await call(t, {
                method: 'POST',
                url: '/api/v1/traders/transfers',
                token: trader.token,
                params: { request_id: key.key, public_id: to.publicId, amount: key.amount },
              });
              if (done.has(key.key)) {
                expect(r.envelope.status).toBe(0);
                expect(r.envelope.data.id).toBe(done.get(key.key));
              } else {
                const d = dayOf(today);
                const per = d.per.get(to.id) ?? 0;
                const want =
                  d.used + key.amount > limits.daily
                    ? ErrorCode.TRADER_DAILY_LIMIT
                    : per + key.amount > limits.per
                      ? ErrorCode.TRADER_RECIPIENT_LIMIT
                      : key.amount > balance
                        ? ErrorCode.INSUFFICIENT_BALANCE
                        : 0;
                expect(r.envelope.status).toBe(want);
                if (want === 0) {
                  done.set(key.key, r.envelope.data.id);
                  balance -= key.amount;
                  d.used += key.amount;
                  d.per.set(to.id, per + key.amount);
                }
              }
              last = key;
            } else if (step.kind === 'limits') {
              const raise = step.daily > limits.daily || step.per > limits.per;
              const r = await con(admins.admin, `/${trader.id}/limits`, { daily_limit: step.daily, per_recipient_limit: step.per });
              expect(r.envelope.status).toBe(0);
              if (!raise) limits = { daily: step.daily, per: step.per };
              else {
                const d = await con(admins.approver, `/${trader.id}/limits/decide`, { decision: step.approve ? 'approve' : 'reject' });
                expect(d.envelope.status).toBe(0);
                if (step.approve) limits = { daily: step.daily, per: step.per };
              }
              dayOf(today);
            } else if (step.kind === 'day') {
              t.clock.ms += step.hours * 3_600_000;
            } else {
              await buy(trader, step.amount);
              balance += step.amount;
            }
            const held = await walletBalance(t, trader.token);
            expect(held).toBeGreaterThanOrEqual(0);
            expect(held).toBe(balance);
          }
          const rows = await usageRows(t.db, trader.id);
          for (const row of rows.daily) {
            const d = days.get(row.day)!;
            expect(row.used).toBe(d.used);
            expect(row.used).toBeLessThanOrEqual(d.maxLimit);
          }
          for (const row of rows.perRecipient) expect(row.used).toBe(days.get(row.day)!.per.get(row.recipient_id));
          const report = await verifyLedger(t.db);
          expect(report.ok, JSON.stringify(report)).toBe(true);
        }),
        { numRuns: Math.min(PROPERTY_RUNS, backend === 'pglite' ? 25 : 20) },
      ),
    240_000,
  );

  if (backend === 'postgres') {
    it('50 transfers of 100 at once against a daily limit of 1,000: exactly 10', async () => {
      const trader = await newTrader({ daily: 1_000, per: 1_000 }, 100_000);
      const before = await Promise.all(recipients.map((r) => walletBalance(t, r.token)));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          call(t, {
            method: 'POST',
            url: '/api/v1/traders/transfers',
            token: trader.token,
            params: { request_id: rid('tt'), public_id: recipients[i % 3]!.publicId, amount: 100 },
          }),
        ),
      );
      const statuses = answers.map((r) => r.envelope.status);
      expect(statuses.filter((s) => s === 0)).toHaveLength(10);
      expect(statuses.filter((s) => s !== 0).every((s) => s === ErrorCode.TRADER_DAILY_LIMIT)).toBe(true);
      expect(await walletBalance(t, trader.token)).toBe(99_000);
      const after = await Promise.all(recipients.map((r) => walletBalance(t, r.token)));
      expect(after.reduce((s, b) => s + b, 0) - before.reduce((s, b) => s + b, 0)).toBe(1_000);
      const rows = await usageRows(t.db, trader.id);
      expect(rows.daily.map((r) => r.used)).toEqual([1_000]);
      expect(rows.perRecipient.reduce((s, r) => s + r.used, 0)).toBe(1_000);
      const me = (await call(t, { url: '/api/v1/traders/me', token: trader.token })).envelope.data;
      expect(me).toMatchObject({ used_today: 1_000, remaining_today: 0, balance: 99_000 });
      expect((await verifyLedger(t.db)).ok).toBe(true);
    }, 120_000);
  }
});
