import type { Queryable } from '../../platform/db';

export interface VisitRow {
  visitor_id: string;
  code: string;
  referrer_id: number;
  brand: string;
  channel: string | null;
  visited_at: Date;
}

/** Records a browser's visit: the newest code wins; the first visit's time is kept. */
export async function upsertVisit(
  q: Queryable,
  v: { visitorId: string; code: string; referrerId: number; brand: string; channel: string | null; ip: string; at: Date },
): Promise<void> {
  await q.query(
    `insert into referral_visits (visitor_id, code, referrer_id, brand, channel, ip, first_seen_at, visited_at)
     values ($1, $2, $3, $4, $5, $6, $7, $7)
     on conflict (visitor_id) do update
       set code = excluded.code, referrer_id = excluded.referrer_id, brand = excluded.brand,
           channel = excluded.channel, ip = excluded.ip, visited_at = excluded.visited_at`,
    [v.visitorId, v.code, v.referrerId, v.brand, v.channel, v.ip, v.at],
  );
}

/**
 * Attaches each new account to the code its browser recorded (same brand, within the window, not
 * the account's own code), one statement for the batch; an account is attributed once.
 */
export async function attachRegistrations(
  q: Queryable,
  regs: ReadonlyArray<{ userId: number; brand: string; visitorId: string; registeredAt: Date }>,
  windowDays: number,
): Promise<number> {
  if (regs.length === 0) return 0;
  const r = await q.query(
    `insert into referral_attributions (user_id, referrer_id, code, channel, visitor_id, visited_at, registered_at)
     select n.user_id, v.referrer_id, v.code, v.channel, v.visitor_id, v.visited_at, n.registered_at
       from unnest($1::int8[], $2::text[], $3::text[], $4::timestamptz[]) as n (user_id, brand, visitor_id, registered_at)
       join referral_visits v on v.visitor_id = n.visitor_id and v.brand = n.brand
      where v.visited_at > n.registered_at - make_interval(days => $5) and v.referrer_id <> n.user_id
     on conflict (user_id) do nothing`,
    [regs.map((x) => x.userId), regs.map((x) => x.brand), regs.map((x) => x.visitorId), regs.map((x) => x.registeredAt), windowDays],
  );
  return r.rowCount ?? 0;
}

export interface AttributionRow {
  user_id: number;
  referrer_id: number;
  code: string;
  channel: string | null;
  visited_at: Date;
  registered_at: Date;
}

export async function attributionOf(q: Queryable, userId: number): Promise<AttributionRow | null> {
  const r = await q.query<AttributionRow>(
    `select user_id, referrer_id, code, channel, visited_at, registered_at from referral_attributions where user_id = $1`,
    [userId],
  );
  return r.rows[0] ?? null;
}

export async function inviteesOf(q: Queryable, referrerId: number, limit: number): Promise<{ count: number; rows: AttributionRow[] }> {
  const [count, rows] = await Promise.all([
    q.query<{ n: number }>(`select count(*)::int as n from referral_attributions where referrer_id = $1`, [referrerId]),
    q.query<AttributionRow>(
      `select user_id, referrer_id, code, channel, visited_at, registered_at from referral_attributions
        where referrer_id = $1 order by registered_at desc, user_id desc limit $2`,
      [referrerId, limit],
    ),
  ]);
  return { count: count.rows[0]?.n ?? 0, rows: rows.rows };
}
