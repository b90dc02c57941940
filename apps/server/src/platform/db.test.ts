import { describe, expect, it } from 'vitest';
import { openPglite } from './db';

describe('PGlite handle', () => {
  it('refuses a query on the handle from inside its own transaction instead of hanging', async () => {
    const db = await openPglite('memory://');
    try {
      await expect(db.tx(async () => db.query('select 1'))).rejects.toThrow(/inside one of its transactions/);
      await expect(db.tx(async () => db.tx(async (q) => q.query('select 1')))).rejects.toThrow(/inside one of its transactions/);
      // the transaction's own Queryable works, and so does the handle once the transaction ended
      expect((await db.tx((q) => q.query<{ n: number }>('select 1 as n'))).rows[0]!.n).toBe(1);
      let later: Promise<unknown> = Promise.resolve();
      await db.tx(async () => {
        later = new Promise((r) => setTimeout(r, 5)).then(() => db.query('select 2 as n'));
      });
      expect(((await later) as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(2);
    } finally {
      await db.close();
    }
  });
});
