import { describe, expect, it } from 'vitest';
import { insertUsers, ledgerFund } from '../../test/factories';
import { BACKENDS, useMigratedDb } from '../../test/helpers';
import { balancesOf, creditMany, postLegs, runOperation } from './service';
import { verifyLedger } from './verify';

describe.each(BACKENDS)('creditMany (%s)', (backend) => {
  const tdb = useMigratedDb(backend);

  it('credits many users in one operation, new accounts included, exactly as legs would, once per key', async () => {
    const users = await insertUsers(tdb.db, 5, `cm-${backend}`);
    await ledgerFund(tdb.db, users[0]!, 100); // one of them already has a gold account
    const credits = [
      { user: users[0]!, amount: 10 },
      { user: users[1]!, amount: 20 },
      { user: users[1]!, amount: 5 }, // summed
      { user: users[2]!, amount: 7 },
    ];
    const run = () =>
      runOperation(
        tdb.db,
        { scope: 'system:test', requestId: `cm-${backend}`, kind: 'test.credit', body: { n: credits.length } },
        (q, id) => creditMany(q, id, 'test.credit', { system: 'house' }, 'gold_coin', credits),
      );
    expect((await run()).duplicate).toBe(false);
    expect((await run()).duplicate).toBe(true);
    const got = await Promise.all(users.slice(0, 4).map((u) => balancesOf(tdb.db, u)));
    expect(got.map((b) => b.gold_coin ?? 0)).toEqual([110, 25, 7, 0]);
    // the same transfers a leg-by-leg posting writes: one per user, from the house
    const t = await tdb.db.query<{ n: number; total: number }>(
      "select count(*)::int as n, sum(amount)::int as total from ledger_transfers where kind = 'test.credit'",
    );
    expect(t.rows[0]).toEqual({ n: 3, total: 42 });
    // and spendable like any other credit
    await runOperation(tdb.db, { scope: 'u', requestId: `spend-${backend}`, kind: 'spend', body: {} }, (q, id) =>
      postLegs(q, id, 'spend', [{ from: { user: users[1]! }, to: { system: 'house' }, asset: 'gold_coin', amount: 25 }]),
    );
    const report = await verifyLedger(tdb.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it('refuses a non-positive amount and writes nothing', async () => {
    const [u] = await insertUsers(tdb.db, 1, `cm-bad-${backend}`);
    await expect(
      runOperation(tdb.db, { scope: 'system:test', requestId: `cm-bad-${backend}`, kind: 'test.credit', body: {} }, (q, id) =>
        creditMany(q, id, 'test.credit', { system: 'house' }, 'gold_coin', [{ user: u!, amount: 0 }]),
      ),
    ).rejects.toThrow();
    expect((await balancesOf(tdb.db, u!)).gold_coin ?? 0).toBe(0);
  });
});
