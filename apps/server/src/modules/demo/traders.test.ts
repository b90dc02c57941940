import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { verifyLedger } from '../ledger/verify';
import { DEMO_TRADERS, seedDemoTraders } from './traders';

describe('demo coin traders', () => {
  const t = useTestApp('pglite', { seed: true });
  const state = async () =>
    (
      await t.db.query<{ traders: number; active: number; transfers: number; purchases: number }>(
        `select (select count(*) from traders)::int8 as traders, (select count(*) from traders where status = 'active')::int8 as active,
                (select count(*) from trader_transfers)::int8 as transfers, (select count(*) from trader_purchases)::int8 as purchases`,
      )
    ).rows[0]!;

  it('proposes, approves (another admin), stocks and sends; a restart changes nothing', async () => {
    const deps = { db: t.db, now: () => new Date(t.clock.ms) };
    await seedDemoTraders(deps);
    const first = await state();
    expect(first).toEqual({
      traders: DEMO_TRADERS.length,
      active: DEMO_TRADERS.length,
      transfers: DEMO_TRADERS.length * 2,
      purchases: DEMO_TRADERS.length,
    });
    await seedDemoTraders(deps);
    expect(await state()).toEqual(first);
    expect((await verifyLedger(t.db)).ok).toBe(true);
  });
});
