/**
 * Real-PostgreSQL concurrency (PGlite is one connection and cannot show races): the double-spend
 * probe and a storm of concurrent transfers with duplicate keys and unfunded senders.
 */
import { ErrorCode } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { insertUsers, ledgerFund } from '../../test/factories';
import { runPool, useMigratedDb } from '../../test/helpers';
import { balancesOf, postLegs, runOperation } from './service';
import { verifyLedger } from './verify';

const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('ledger under concurrency (PostgreSQL)', () => {
  const tdb = useMigratedDb('postgres');
  const makeUsers = (n: number, prefix: string) => insertUsers(tdb.db, n, prefix);
  const fund = (userId: number, amount: number, key: string) => ledgerFund(tdb.db, userId, amount, key);

  it('double-spend probe: 200 concurrent debits of v against B succeed exactly floor(B/v) times', async () => {
    const [userId] = await makeUsers(1, 'probe');
    const B = 1234;
    const v = 10;
    await fund(userId!, B, 'probe-fund');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        runOperation(tdb.db, { scope: 'probe', requestId: `debit-${i}`, kind: 'spend', body: { i } }, (q, id) =>
          postLegs(q, id, 'spend', [{ from: { user: userId! }, to: { system: 'house' }, asset: 'gold_coin', amount: v }]),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) => r.status === 'rejected' && (r.reason as AppError).status === ErrorCode.INSUFFICIENT_BALANCE,
    ).length;
    expect(ok).toBe(Math.floor(B / v));
    expect(ok + refused).toBe(200);
    expect((await balancesOf(tdb.db, userId!)).gold_coin).toBe(B - ok * v);
    expect((await verifyLedger(tdb.db)).ok).toBe(true);
  });

  it('storm: concurrent transfers to a hot striped receiver, duplicate keys at once, unfunded senders', async () => {
    const senders = await makeUsers(100, 'storm');
    const [anchor] = await makeUsers(1, 'anchor');
    const FUND = 1000;
    const broke = new Set(senders.slice(0, 5)); // 5 % of senders have nothing
    for (const s of senders) if (!broke.has(s)) await fund(s, FUND, `storm-fund-${s}`);

    const SENDS = 4000;
    const CONCURRENCY = 64;
    type Send = { key: string; from: number; amount: number; copies: number };
    const sends: Send[] = Array.from({ length: SENDS }, (_, i) => ({
      key: `send-${i}`,
      from: senders[i % senders.length]!,
      amount: 1 + (i % 7),
      copies: i % 10 === 0 ? 2 + (i % 20 === 0 ? 1 : 0) : 1, // 10 % of keys sent 2–3 times at once
    }));
    const replies = new Map<string, Array<{ ok: boolean; value: string }>>();
    const attempt = async (s: Send) => {
      try {
        const r = await runOperation(
          tdb.db,
          { scope: `user:${s.from}`, requestId: s.key, kind: 'gift', body: { to: anchor, amount: s.amount } },
          async (q, id) => {
            await postLegs(q, id, 'gift', [
              { from: { user: s.from }, to: { user: anchor! }, asset: 'gold_coin', amount: s.amount, toStripes: 16 },
            ]);
            return { operation: id, amount: s.amount };
          },
        );
        return { ok: true, value: JSON.stringify(r.result) };
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { ok: false, value: err.code };
      }
    };
    const queue = sends.flatMap((s) => Array.from({ length: s.copies }, () => s));
    await runPool(queue, CONCURRENCY, async (s) => {
      const reply = await attempt(s);
      const list = replies.get(s.key) ?? [];
      list.push(reply);
      replies.set(s.key, list);
    });

    // every copy of a key got the identical reply
    for (const [key, list] of replies) for (const r of list) expect(r, key).toEqual(list[0]);
    // exactly the acknowledged sends were applied, once each
    const applied = sends.filter((s) => replies.get(s.key)![0]!.ok);
    const expectedAnchor = applied.reduce((sum, s) => sum + s.amount, 0);
    expect((await balancesOf(tdb.db, anchor!)).gold_coin).toBe(expectedAnchor);
    for (const s of senders) {
      const spent = applied.filter((a) => a.from === s).reduce((sum, a) => sum + a.amount, 0);
      expect((await balancesOf(tdb.db, s)).gold_coin).toBe((broke.has(s) ? 0 : FUND) - spent);
    }
    // unfunded senders never got through; funded ones ran dry only at the end
    for (const s of sends) if (broke.has(s.from)) expect(replies.get(s.key)![0]).toEqual({ ok: false, value: 'INSUFFICIENT_BALANCE' });
    const ops = await tdb.db.query<{ n: number }>(`select count(*)::int8 as n from ledger_operations where kind = 'gift'`);
    expect(ops.rows[0]!.n).toBe(applied.length);
    expect((await verifyLedger(tdb.db)).ok).toBe(true);
  }, 120_000);
});
