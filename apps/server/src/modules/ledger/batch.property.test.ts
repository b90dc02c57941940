/**
 * Model test of the group commit: a random batch of transfers between a few users (some keys
 * repeated with the same body, some with another body, some unfunded, some to oneself) run as ONE
 * batch must answer and leave balances exactly as running the requests one at a time in queue
 * order would; refused requests leave no claim; the ledger verifies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../platform/errors';
import { useInsertedUsers } from '../../test/factories';
import { BACKENDS, useMigratedDb } from '../../test/helpers';
import { type BatchHandler, type BatchRequest, plainResultsSql, runBatch } from './batch';
import { balancesOf, postLegs, runOperation } from './service';
import { verifyLedger } from './verify';

const USERS = 4;

interface Xfer extends BatchRequest {
  body: { from: number; to: number; amount: number };
}

/** whether the handler names its accounts ahead (the first statement locks them) or not (a later one does) */
let namesAhead = true;

const handler: BatchHandler<Xfer, null, null> = {
  kind: 'xfer',
  accounts: async (_q, r) =>
    namesAhead
      ? [
          { user: r.body.from, asset: 'gold_coin' },
          // named as credited only: where it is also debited, the batch locks its other rows in one more statement
          { user: r.body.to, asset: 'gold_coin', credit: true },
          { system: 'mint', asset: 'gold_coin' },
        ]
      : [],
  read: () => ({}),
  context: () => null,
  plan: async (_q, r) => ({
    legs: [{ from: { user: r.body.from }, to: { user: r.body.to }, asset: 'gold_coin', amount: r.body.amount, toStripes: 2 }],
    data: null,
  }),
  record: (accepted, param) => plainResultsSql(accepted, param, (a) => ({ from_balance: a.balanceAfter(a.req.body.from, 'gold_coin') })),
};

const request = fc.record({
  from: fc.integer({ min: 0, max: USERS - 1 }),
  to: fc.integer({ min: 0, max: USERS - 1 }),
  amount: fc.integer({ min: 1, max: 120 }),
  key: fc.integer({ min: 0, max: 14 }),
});

describe.each(BACKENDS)('ledger group commit model (%s)', (backend) => {
  const tdb = useMigratedDb(backend);
  const ids = useInsertedUsers(tdb, USERS, 'batch');
  let run = 0;

  it('answers and balances equal one-at-a-time in queue order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: USERS, maxLength: USERS }),
        fc.array(request, { maxLength: 24 }),
        fc.boolean(),
        async (funds, reqs, ahead) => {
          run++;
          namesAhead = ahead;
          const start = await Promise.all(ids.map(async (id) => (await balancesOf(tdb.db, id)).gold_coin));
          for (const [i, f] of funds.entries()) {
            if (f === 0) continue;
            await runOperation(tdb.db, { scope: 'system:fund', requestId: `${run}-${i}`, kind: 'fund', body: {} }, (q, op) =>
              postLegs(q, op, 'fund', [{ from: { system: 'mint' }, to: { user: ids[i]! }, asset: 'gold_coin', amount: f }]),
            );
          }
          // the model: one request at a time
          const bal = start.map((b, i) => b + funds[i]!);
          const seen = new Map<string, { body: string; answer: unknown }>();
          const expected = reqs.map((r) => {
            const body = JSON.stringify([r.from, r.to, r.amount]);
            const prior = seen.get(String(r.key));
            if (prior) return prior.body === body ? { ok: true, result: prior.answer, duplicate: true } : { error: 'CONFLICT' as const };
            if (r.from === r.to) return { error: 'VALIDATION_FAILED' as const };
            if (bal[r.from]! < r.amount) return { error: 'INSUFFICIENT_BALANCE' as const };
            bal[r.from]! -= r.amount;
            bal[r.to]! += r.amount;
            const answer = { from_balance: bal[r.from] };
            seen.set(String(r.key), { body, answer });
            return { ok: true, result: answer, duplicate: false };
          });
          const outcomes = await runBatch(
            tdb.db,
            reqs.map((r) => ({
              scope: `run:${run}`,
              requestId: String(r.key),
              body: { from: ids[r.from]!, to: ids[r.to]!, amount: r.amount },
            })),
            handler,
          );
          const got = outcomes.map((o) => (o.ok ? o : { error: (o.error as AppError).code }));
          expect(got).toEqual(expected);
          const after = await Promise.all(ids.map(async (id) => (await balancesOf(tdb.db, id)).gold_coin));
          expect(after).toEqual(bal);
          const claims = await tdb.db.query<{ n: number }>(`select count(*)::int8 as n from ledger_operations where scope = $1`, [
            `run:${run}`,
          ]);
          expect(Number(claims.rows[0]!.n)).toBe(seen.size);
        },
      ),
      { numRuns: 40 },
    );
    expect((await verifyLedger(tdb.db)).ok).toBe(true);
  });
});
