import type { Queryable } from '../../platform/db';

/**
 * Dashboard figure of the gifts module (the reports module calls it): gifts sent per calendar day
 * in `timeZone` — sends and their value (the price paid) — in the instants [from, until), of one
 * brand (the sender's scope) or all.
 */
export async function giftsPerDay(
  q: Queryable,
  f: { from: Date; until: Date; timeZone: string; brand?: string | undefined },
): Promise<Array<{ day: string; sends: number; value: number }>> {
  const r = await q.query<{ day: string; sends: number; value: string }>(
    `select to_char(created_at at time zone $3, 'YYYY-MM-DD') as day, count(*)::int as sends, sum(total)::text as value
       from gift_sends
      where created_at >= $1 and created_at < $2 and ($4::text is null or scope_sender like $4 || ':%')
      group by 1 order by 1`,
    [f.from, f.until, f.timeZone, f.brand ?? null],
  );
  return r.rows.map((x) => ({ day: x.day, sends: Number(x.sends), value: Number(x.value) }));
}
