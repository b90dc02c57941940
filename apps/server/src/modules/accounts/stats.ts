import type { Queryable } from '../../platform/db';

/**
 * Dashboard figures of the accounts module (the reports module calls them): per calendar day in
 * `timeZone`, users registered and users active (signed in: a session opened that day), in the
 * instants [from, until), of one brand or all.
 */
export async function usersPerDay(
  q: Queryable,
  f: { from: Date; until: Date; timeZone: string; brand?: string | undefined },
): Promise<Array<{ day: string; new_users: number; active_users: number }>> {
  const params = [f.from, f.until, f.timeZone, f.brand ?? null];
  const [created, active] = await Promise.all([
    q.query<{ day: string; n: number }>(
      `select to_char(created_at at time zone $3, 'YYYY-MM-DD') as day, count(*)::int as n
         from users where created_at >= $1 and created_at < $2 and ($4::text is null or brand = $4)
        group by 1`,
      params,
    ),
    q.query<{ day: string; n: number }>(
      `select to_char(s.created_at at time zone $3, 'YYYY-MM-DD') as day, count(distinct s.user_id)::int as n
         from user_sessions s join users u on u.id = s.user_id
        where s.created_at >= $1 and s.created_at < $2 and ($4::text is null or u.brand = $4)
        group by 1`,
      params,
    ),
  ]);
  const days = new Map<string, { day: string; new_users: number; active_users: number }>();
  const at = (day: string) => days.get(day) ?? days.set(day, { day, new_users: 0, active_users: 0 }).get(day)!;
  for (const r of created.rows) at(r.day).new_users = Number(r.n);
  for (const r of active.rows) at(r.day).active_users = Number(r.n);
  return [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
}
