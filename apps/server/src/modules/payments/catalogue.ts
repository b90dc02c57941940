import { BRAND_IDS, type PaymentMethod, priceAsset, scopeOf } from '@app/shared';
import type { Db } from '../../platform/db';

const METHODS_BY_REGION: Record<'default' | 'japan', PaymentMethod[]> = {
  default: ['wechat', 'alipay', 'card', 'customer_service', 'apple', 'google'],
  japan: ['card', 'street_pay', 'line_pay', 'paypal', 'customer_service', 'apple', 'google'],
};

/** Coin packages (amount, bonus) with prices in minor units: CNY fen / JPY yen. */
const COIN_PACKAGES = {
  default: [
    { code: 'coins_60', amount: 60, bonus: 0, price: 600 },
    { code: 'coins_300', amount: 300, bonus: 30, price: 3000 },
    { code: 'coins_980', amount: 980, bonus: 120, price: 9800 },
    { code: 'coins_1980', amount: 1980, bonus: 300, price: 19800 },
    { code: 'coins_6480', amount: 6480, bonus: 1200, price: 64800 },
  ],
  japan: [
    { code: 'coins_120', amount: 120, bonus: 0, price: 160 },
    { code: 'coins_600', amount: 600, bonus: 40, price: 800 },
    { code: 'coins_1800', amount: 1800, bonus: 200, price: 2400 },
    { code: 'coins_3600', amount: 3600, bonus: 500, price: 4800 },
    { code: 'coins_7500', amount: 7500, bonus: 1500, price: 10000 },
  ],
} as const;

const MEMBERSHIP_PRICES = {
  default: { weekly: 1800, monthly: 6800 },
  japan: { weekly: 480, monthly: 1480 },
} as const;

/** Inserts the standard products each brand lacks (idempotent; operations edit the table). */
export async function seedProducts(db: Db): Promise<void> {
  const params: unknown[] = [];
  const values: string[] = [];
  const push = (row: unknown[]) => {
    const p = params.length;
    params.push(...row);
    values.push(`(${row.map((_, i) => `$${p + i + 1}`).join(', ')})`);
  };
  for (const brand of BRAND_IDS) {
    const { region } = scopeOf(brand);
    const currency = region === 'japan' ? 'JPY' : 'CNY';
    const methods = METHODS_BY_REGION[region];
    for (const [i, pkg] of COIN_PACKAGES[region].entries()) {
      push([brand, pkg.code, 'coins', priceAsset(brand), pkg.amount + pkg.bonus, pkg.bonus, null, pkg.price, currency, methods, i]);
    }
    for (const [i, tier] of (['weekly', 'monthly'] as const).entries()) {
      push([brand, `member_${tier}`, 'membership', null, 0, 0, tier, MEMBERSHIP_PRICES[region][tier], currency, methods, 100 + i]);
    }
  }
  await db.query(
    `insert into products (brand, code, kind, asset, amount, bonus, tier, price_minor, currency, methods, sort)
     values ${values.join(', ')} on conflict (brand, code) do nothing`,
    params,
  );
}
