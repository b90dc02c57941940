import { ErrorCode, nextBaseDates } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { giftCatalogue, ledgerFund, newUser, sandboxPaidOrder, sendGift, walletBalance } from '../../test/factories';
import { ADMIN_API, BACKENDS, call, rid, useAdminTokens, useTestApp } from '../../test/helpers';
import { SandboxProvider } from '../payments/providers';
import { snapshot } from './service';

describe.each(BACKENDS)('prepaid balance monitor (%s)', (backend) => {
  const t = useTestApp(backend, { seed: true, config: { prepaidThresholdJpy: 5_000 } });
  const admins = useAdminTokens(t, { admin: 'admin@demo.local', noperm: 'noperm@demo.local' });
  const report = (token = admins.admin) => call(t, { url: `${ADMIN_API}/prepaid-balance`, token });

  it('counts unused paid coins per brand at the average yen paid, free coins first as spent, with a line to the base dates', async () => {
    t.clock.ms = Date.parse('2026-11-01T03:00:00Z');
    const sandbox = new SandboxProvider('sandbox-secret');
    const buyer = await newUser(t, 'wakoo');
    const products = (await call(t, { url: '/api/v1/products', token: buyer.token })).envelope.data.products as Array<{
      id: number;
      kind: string;
      amount: number;
      price_minor: number;
      currency: string;
    }>;
    const pack = products.find((p) => p.kind === 'coins' && p.currency === 'JPY')!;
    expect(pack).toBeDefined();
    await sandboxPaidOrder(t, sandbox, buyer.token, pack.id);
    const bought = await walletBalance(t, buyer.token);
    expect(bought).toBe(pack.amount);
    // free coins on top do not count: the unused paid coins stay what was bought
    await ledgerFund(t.db, buyer.id, 1_000, rid('free'));

    const first = (await report()).envelope.data;
    const wakoo = first.brands.find((b: { brand: string }) => b.brand === 'wakoo');
    expect(wakoo).toMatchObject({ asset: 'gold_coin', holders: 1, unused_coins: pack.amount, value_jpy: pack.price_minor });
    expect(wakoo.projections.map((p: { base_date: string }) => p.base_date)).toEqual(nextBaseDates('2026-11-01'));

    // she spends coins: free ones first, then paid ones
    const host = await newUser(t, 'wakoo', { gender: 'female' });
    const gift = (await giftCatalogue(t, 'wakoo')).find((g) => g.price <= 1_000 + pack.amount / 2)!;
    const count = Math.floor((1_000 + pack.amount / 2) / gift.price);
    expect((await sendGift(t, buyer.token, host.id, gift.id, count)).envelope.status).toBe(0);
    const left = await walletBalance(t, buyer.token);
    t.clock.ms = Date.parse('2026-11-11T03:00:00Z');
    const later = (await report()).envelope.data.brands.find((b: { brand: string }) => b.brand === 'wakoo');
    expect(later.unused_coins).toBe(Math.min(left, pack.amount));
    expect(later.value_jpy).toBe(Math.floor((Math.min(left, pack.amount) * pack.price_minor) / pack.amount));
    // two snapshots ten days apart: the line goes on falling, never below zero
    expect(later.history.map((h: { day: string }) => h.day)).toEqual(['2026-11-01', '2026-11-11']);
    expect(later.projections[0].value_jpy).toBeLessThanOrEqual(later.value_jpy);
    expect(later.projections[0].value_jpy).toBeGreaterThanOrEqual(0);
    // above the configured line (¥5,000 here) the brand is flagged
    expect(later.warning).toBe(later.value_jpy > 5_000 || later.projections.some((p: { over: boolean }) => p.over));

    // a snapshot is one row a day: the job replaces it
    await snapshot({ db: t.db, now: t.clock.now, thresholdJpy: 5_000 });
    const again = (await report()).envelope.data.brands.find((b: { brand: string }) => b.brand === 'wakoo');
    expect(again.history).toHaveLength(2);
  });

  it('is for finance staff only', async () => {
    expect((await report(admins.noperm)).envelope.status).toBe(ErrorCode.FORBIDDEN);
  });
});
