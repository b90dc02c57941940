import {
  BRANDS,
  type BrandId,
  currencyAsset,
  nextBaseDates,
  PREPAID_TREND_DAYS,
  periodDay,
  projectValue,
  REGION_TIME_ZONES,
  type TPrepaidBrand,
  type TPrepaidReport,
  unusedPaidCoins,
} from '@app/shared';
import type { Db } from '../../platform/db';
import { findUsersByIds } from '../accounts/service';
import { balancesAmong } from '../ledger/service';
import { paidCoinsByUser } from '../payments/service';
import * as repo from './repo';

export interface PrepaidDeps {
  db: Db;
  now: () => Date;
  /** PREPAID_THRESHOLD_JPY */
  thresholdJpy: number;
}

interface Measure {
  brand: BrandId;
  asset: string;
  holders: number;
  unused_coins: number;
  /** yen paid for the coins bought, and those coins: the average price */
  paid_jpy: number;
  paid_coins: number;
}

const TZ = REGION_TIME_ZONES.japan;
const yenValueOf = (m: Measure) => (m.paid_coins > 0 ? Math.floor((m.unused_coins * m.paid_jpy) / m.paid_coins) : 0);

/**
 * Each brand's unused paid coins bought in yen: per user, what they hold of the brand's coin up to
 * what they bought (free coins count as spent first), valued at the brand's average price paid.
 */
export async function measure(db: Db): Promise<Measure[]> {
  const orders = await paidCoinsByUser(db, 'JPY');
  const users = await findUsersByIds(db, [...new Set(orders.map((o) => o.user_id))]);
  const byBrand = new Map<BrandId, Measure>();
  const bought = new Map<string, Map<number, number>>();
  for (const o of orders) {
    const u = users.get(o.user_id);
    if (!u) continue;
    const asset = currencyAsset(BRANDS[u.brand].currency);
    if (o.asset !== asset) continue;
    const m = byBrand.get(u.brand) ?? { brand: u.brand, asset, holders: 0, unused_coins: 0, paid_jpy: 0, paid_coins: 0 };
    m.paid_jpy += o.price_minor;
    m.paid_coins += o.coins;
    byBrand.set(u.brand, m);
    const perUser = bought.get(asset) ?? new Map<number, number>();
    perUser.set(o.user_id, (perUser.get(o.user_id) ?? 0) + o.coins);
    bought.set(asset, perUser);
  }
  for (const [asset, perUser] of bought) {
    const balances = await balancesAmong(db, [...perUser.keys()], asset as 'gold_coin' | 'diamond');
    for (const [userId, coins] of perUser) {
      const m = byBrand.get(users.get(userId)!.brand)!;
      const unused = unusedPaidCoins(balances.get(userId) ?? 0, coins);
      m.unused_coins += unused;
      if (unused > 0) m.holders++;
    }
  }
  return [...byBrand.values()].sort((a, b) => a.brand.localeCompare(b.brand));
}

/** Today's snapshot of every brand (the hourly job; the report takes one too). */
export async function snapshot(deps: PrepaidDeps): Promise<Measure[]> {
  const now = deps.now();
  const measures = await measure(deps.db);
  await repo.upsertSnapshots(
    deps.db,
    periodDay(now, TZ),
    measures.map((m) => ({ brand: m.brand, unused_coins: m.unused_coins, value_jpy: yenValueOf(m) })),
    now,
  );
  return measures;
}

/** The console's report: now, the last 30 days, and the line to the next two base dates. */
export async function report(deps: PrepaidDeps): Promise<TPrepaidReport> {
  const measures = await snapshot(deps);
  const today = periodDay(deps.now(), TZ);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - PREPAID_TREND_DAYS * 86_400_000).toISOString().slice(0, 10);
  const history = await repo.snapshotsSince(deps.db, from);
  const bases = nextBaseDates(today);
  const brands: TPrepaidBrand[] = measures.map((m) => {
    const h = history.filter((s) => s.brand === m.brand).map((s) => ({ day: s.day, value_jpy: s.value_jpy }));
    const value = yenValueOf(m);
    const projections = bases.map((base_date) => {
      const v = projectValue(
        h.map((s) => ({ day: s.day, value: s.value_jpy })),
        base_date,
      );
      return { base_date, value_jpy: v, over: v > deps.thresholdJpy };
    });
    return {
      brand: m.brand,
      asset: m.asset,
      holders: m.holders,
      unused_coins: m.unused_coins,
      yen_per_coin_milli: m.paid_coins > 0 ? Math.floor((m.paid_jpy * 1000) / m.paid_coins) : 0,
      value_jpy: value,
      projections,
      history: h,
      warning: value > deps.thresholdJpy || projections.some((p) => p.over),
    };
  });
  return { as_of: today, threshold_jpy: deps.thresholdJpy, brands };
}
