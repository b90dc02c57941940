/**
 * Model test: random sequences of credits, debits, transfers to a striped (hot) receiver, replays
 * with the same body and replays with another body. After every step: per-asset sums are zero, no
 * user balance is negative, stored balances equal the rebuild from transfers, the balances equal
 * the model's, and every idempotency key has had at most one effect.
 */
import { type Asset, ErrorCode } from '@app/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { useInsertedUsers } from '../../test/factories';
import { BACKENDS, useMigratedDb } from '../../test/helpers';
import { balancesOf, type Leg, postLegs, runOperation } from './service';
import { verifyLedger } from './verify';

const ASSETS_USED: Asset[] = ['gold_coin', 'silver_coin'];
const USERS = 4;

type Op =
  | { t: 'credit'; user: number; asset: Asset; amount: number }
  | { t: 'debit'; user: number; asset: Asset; amount: number }
  | { t: 'transfer'; from: number; to: number; asset: Asset; amount: number }
  | { t: 'replay'; pick: number }
  | { t: 'replayOther'; pick: number };

const user = fc.integer({ min: 0, max: USERS - 1 });
const asset = fc.constantFrom(...ASSETS_USED);
const amount = fc.integer({ min: 1, max: 300 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('credit' as const), user, asset, amount }),
  fc.record({ t: fc.constant('debit' as const), user, asset, amount }),
  fc.record({ t: fc.constant('transfer' as const), from: user, to: user, asset, amount }),
  fc.record({ t: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({ t: fc.constant('replayOther' as const), pick: fc.nat() }),
);

describe.each(BACKENDS)('ledger model (%s)', (backend) => {
  const tdb = useMigratedDb(backend);
  const userIds = useInsertedUsers(tdb, USERS, 'model');
  let run = 0;

  function legsOf(o: Exclude<Op, { t: 'replay' } | { t: 'replayOther' }>): Leg[] {
    if (o.t === 'credit') return [{ from: { system: 'mint' }, to: { user: userIds[o.user]! }, asset: o.asset, amount: o.amount }];
    if (o.t === 'debit') return [{ from: { user: userIds[o.user]! }, to: { system: 'house' }, asset: o.asset, amount: o.amount }];
    // transfers land on a 4-stripe account, as a hot gift receiver's would
    return [{ from: { user: userIds[o.from]! }, to: { user: userIds[o.to]! }, asset: o.asset, amount: o.amount, toStripes: 4 }];
  }

  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run += 1;
        const db = tdb.db;
        // each run starts from the balances left by earlier runs: read them into the model
        const model = new Map<string, number>();
        for (const [i, id] of userIds.entries()) {
          const b = await balancesOf(db, id);
          for (const a of ASSETS_USED) model.set(`${i}:${a}`, b[a]);
        }
        const done: Array<{ key: string; body: Op; result: unknown }> = [];
        let seq = 0;
        const execute = async (key: string, o: Exclude<Op, { t: 'replay' } | { t: 'replayOther' }>) =>
          runOperation(db, { scope: 'model', requestId: key, kind: o.t, body: o }, async (q, id) => {
            await postLegs(q, id, o.t, legsOf(o));
            return { id };
          });

        for (const o of ops) {
          if (o.t === 'replay' || o.t === 'replayOther') {
            if (done.length === 0) continue;
            const past = done[o.pick % done.length]!;
            if (o.t === 'replay') {
              const again = await execute(past.key, past.body as never);
              expect(again.duplicate).toBe(true);
              expect(again.result).toEqual(past.result);
            } else {
              const other = { ...(past.body as { amount: number }), amount: (past.body as { amount: number }).amount + 1 } as never;
              await expect(execute(past.key, other)).rejects.toMatchObject({ code: 'CONFLICT' });
            }
          } else {
            const key = `r${run}-${++seq}`;
            const src = o.t === 'credit' ? null : `${o.t === 'transfer' ? o.from : o.user}:${o.asset}`;
            const dst = o.t === 'debit' ? null : `${o.t === 'transfer' ? o.to : o.user}:${o.asset}`;
            const funded = src === null || (model.get(src) ?? 0) >= o.amount;
            const toSelf = o.t === 'transfer' && o.from === o.to;
            try {
              const res = await execute(key, o);
              expect(funded && !toSelf).toBe(true);
              expect(res.duplicate).toBe(false);
              if (src) model.set(src, model.get(src)! - o.amount);
              if (dst) model.set(dst, model.get(dst)! + o.amount);
              done.push({ key, body: o, result: res.result });
            } catch (err) {
              expect(err).toBeInstanceOf(AppError);
              if (toSelf && (err as AppError).status === ErrorCode.VALIDATION_FAILED) continue;
              expect((err as AppError).status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
              expect(funded).toBe(false);
            }
          }
          const report = await verifyLedger(db);
          expect(report).toMatchObject({ ok: true });
          for (const [i, id] of userIds.entries()) {
            const b = await balancesOf(db, id);
            for (const a of ASSETS_USED) expect(b[a], `user ${i} ${a}`).toBe(model.get(`${i}:${a}`));
          }
        }
        // one effect per key: every successful key has exactly one operation and its transfers
        const counts = await db.query<{ request_id: string; n: number }>(
          `select o.request_id, count(t.id)::int8 as n from ledger_operations o join ledger_transfers t on t.operation_id = o.id
            where o.scope = 'model' and o.request_id like $1 group by o.request_id`,
          [`r${run}-%`],
        );
        expect(counts.rows.length).toBe(done.length);
        for (const row of counts.rows) expect(row.n).toBe(1);
      }),
      { numRuns: backend === 'pglite' ? 40 : 25 },
    );
  });
});
