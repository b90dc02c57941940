/**
 * Issue-scale concurrency on real PostgreSQL: 100 users, 20,000 gift sends through the gift
 * service, 64 at a time, 10 % of keys sent 2–3 times at once, 5 % of users without funds.
 * Afterwards: the ledger invariants hold, every copy of a key got the identical reply, every
 * receiver earned exactly the income of the gifts acknowledged to them, every sender paid exactly.
 */
import { ErrorCode, receiverIncome } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthedUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { insertUsers, ledgerFund } from '../../test/factories';
import { runPool, useMigratedDb } from '../../test/helpers';
import { balancesOf } from '../ledger/service';
import { verifyLedger } from '../ledger/verify';
import { GiftBatcher } from './batch';
import { seedCatalogue } from './catalogue';
import { sendGift } from './service';

const describePg = process.env.DATABASE_URL ? describe : describe.skip;
const USERS = 100;
const SENDS = 20_000;
const CONCURRENCY = 64;
const FUNDS = 3_000;

describePg('gift sends under concurrency (PostgreSQL)', () => {
  const tdb = useMigratedDb('postgres');
  beforeAll(() => seedCatalogue(tdb.db));

  it('20,000 sends, duplicates at once, unfunded senders: exact', async () => {
    const db = tdb.db;
    const users = await insertUsers(db, USERS, 'g');
    const broke = new Set(users.slice(0, USERS / 20));
    for (const u of users) if (!broke.has(u)) await ledgerFund(db, u, FUNDS, `fund-${u}`);
    const catalogue = (
      await db.query<{ id: number; price: number }>(
        `select id, price from gifts where brand = 'default' and asset = 'gold_coin' and price <= 52`,
      )
    ).rows;
    const actors = new Map<number, AuthedUser>(users.map((id) => [id, { id, publicId: String(id), brand: 'default', region: 'default' }]));

    type Send = { key: string; from: number; to: number; giftId: number; price: number; count: number; copies: number };
    const sends: Send[] = Array.from({ length: SENDS }, (_, i) => {
      const from = users[i % USERS]!;
      const to = users[(i * 7 + 3) % USERS] === from ? users[(i * 7 + 4) % USERS]! : users[(i * 7 + 3) % USERS]!;
      const gift = catalogue[i % catalogue.length]!;
      return {
        key: `load-${i}`,
        from,
        to,
        giftId: gift.id,
        price: gift.price,
        count: 1 + (i % 2),
        copies: i % 10 === 0 ? 2 + (i % 20 === 0 ? 1 : 0) : 1,
      };
    });
    // sends share transactions as they do behind the HTTP API (copies of a key often land in one
    // batch); four batches in flight at once, each on its own stripe lane, as with GIFT_BATCHES_IN_FLIGHT=4
    const batcher = new GiftBatcher(db, () => new Date(), 4);
    const replies = new Map<string, string[]>();
    const attempt = async (s: Send) => {
      try {
        const r = await sendGift({ db, now: () => new Date(), batcher }, actors.get(s.from)!, {
          to_user_id: s.to,
          gift_id: s.giftId,
          count: s.count,
          request_id: s.key,
        });
        const { duplicate: _d, ...first } = r;
        return JSON.stringify({ ok: true, ...first });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return JSON.stringify({ ok: false, status: err.status });
      }
    };
    const queue = sends.flatMap((s) => Array.from({ length: s.copies }, () => s));
    await runPool(queue, CONCURRENCY, async (s) => {
      const reply = await attempt(s);
      replies.set(s.key, [...(replies.get(s.key) ?? []), reply]);
    });

    for (const [key, list] of replies) for (const r of list) expect(r, key).toBe(list[0]);
    const acknowledged = sends.filter((s) => JSON.parse(replies.get(s.key)![0]!).ok);
    for (const s of sends) {
      const first = JSON.parse(replies.get(s.key)![0]!);
      if (!first.ok) expect(first.status).toBe(ErrorCode.INSUFFICIENT_BALANCE);
      if (broke.has(s.from)) expect(first.ok).toBe(false);
    }
    const spent = new Map<number, number>();
    const earned = new Map<number, number>();
    for (const s of acknowledged) {
      const total = s.price * s.count;
      spent.set(s.from, (spent.get(s.from) ?? 0) + total);
      earned.set(s.to, (earned.get(s.to) ?? 0) + receiverIncome({ asset: 'gold_coin', total, bonus: false }));
    }
    for (const u of users) {
      const b = await balancesOf(db, u);
      expect(b.gold_coin, `gold of ${u}`).toBe((broke.has(u) ? 0 : FUNDS) - (spent.get(u) ?? 0));
      expect(b.anchor_point, `income of ${u}`).toBe(earned.get(u) ?? 0);
    }
    const rows = await db.query<{ n: number }>('select count(*)::int8 as n from gift_sends');
    expect(rows.rows[0]!.n).toBe(acknowledged.length);
    expect((await verifyLedger(db)).ok).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(SENDS / 2);
  }, 300_000);
});
