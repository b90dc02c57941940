import type { Queryable } from '../../platform/db';

/**
 * Dashboard figure of the payments module (the reports module calls it): orders paid per calendar
 * day in `timeZone` and currency — count and price (minor units) — in the instants [from, until),
 * of one brand (the product's) or all. Refunded orders count: they were paid that day.
 */
export async function rechargePerDay(
  q: Queryable,
  f: { from: Date; until: Date; timeZone: string; brand?: string | undefined },
): Promise<Array<{ day: string; currency: string; orders: number; amount_minor: number }>> {
  const r = await q.query<{ day: string; currency: string; orders: number; amount_minor: string }>(
    `select to_char(o.paid_at at time zone $3, 'YYYY-MM-DD') as day, o.currency, count(*)::int as orders,
            sum(o.price_minor)::text as amount_minor
       from payment_orders o join products p on p.id = o.product_id
      where o.paid_at >= $1 and o.paid_at < $2 and ($4::text is null or p.brand = $4)
      group by 1, 2 order by 1, 2`,
    [f.from, f.until, f.timeZone, f.brand ?? null],
  );
  return r.rows.map((x) => ({ day: x.day, currency: x.currency, orders: Number(x.orders), amount_minor: Number(x.amount_minor) }));
}
