import type { Queryable } from '../../platform/db';

/** SQL of the hosts module (migration 0036). Every writer takes the caller's transaction. */

export interface HostEventRow {
  id: string;
  anchorId: number;
  /** null for a stretch on the mic of her room */
  userId: number | null;
  kind: 'call' | 'reply' | 'membership' | 'room_mic' | 'room_reception' | 'room_gift';
  media: 'video' | 'voice' | null;
  seconds: number | null;
  plan: 'weekly' | 'monthly' | null;
  points: number;
  bonus: number;
  reception: boolean;
  fastReply: boolean;
  day: string;
  operationId: number;
  at: Date;
  /** her party room's events (migration 0043) */
  roomId?: string | null;
  coins?: number | null;
}

export async function insertEvent(q: Queryable, e: HostEventRow): Promise<void> {
  await q.query(
    `insert into host_events (id, anchor_id, user_id, kind, media, seconds, plan, points, bonus, reception, fast_reply, day, operation_id, at,
                              room_id, coins)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      e.id,
      e.anchorId,
      e.userId,
      e.kind,
      e.media,
      e.seconds,
      e.plan,
      e.points,
      e.bonus,
      e.reception,
      e.fastReply,
      e.day,
      e.operationId,
      e.at,
      e.roomId ?? null,
      e.coins ?? null,
    ],
  );
}

export interface DaySum {
  day: string;
  kind: 'call' | 'reply' | 'membership';
  media: 'video' | 'voice' | null;
  points: number;
  bonus: number;
  minutes: number;
  receptions: number;
  fast_replies: number;
}

/** A host's events of some days, summed per day, kind and medium. */
export async function daySums(q: Queryable, anchorId: number, from: string, to: string): Promise<DaySum[]> {
  const r = await q.query<Record<keyof DaySum, string | number | null>>(
    `select day, kind, media, sum(points)::int8 as points, sum(bonus)::int8 as bonus,
            sum(case when kind = 'call' then seconds / 60 else 0 end)::int8 as minutes,
            count(*) filter (where reception)::int8 as receptions, count(*) filter (where fast_reply)::int8 as fast_replies
       from host_events where anchor_id = $1 and day between $2 and $3 and kind in ('call', 'reply', 'membership')
      group by day, kind, media order by day`,
    [anchorId, from, to],
  );
  return r.rows.map((x) => ({
    day: String(x.day),
    kind: x.kind as DaySum['kind'],
    media: (x.media ?? null) as DaySum['media'],
    points: Number(x.points),
    bonus: Number(x.bonus),
    minutes: Number(x.minutes),
    receptions: Number(x.receptions),
    fast_replies: Number(x.fast_replies),
  }));
}

export interface RecentRow {
  id: string;
  user_id: number;
  kind: 'call' | 'reply' | 'membership';
  media: 'video' | 'voice' | null;
  seconds: number | null;
  plan: 'weekly' | 'monthly' | null;
  points: number;
  bonus: number;
  at: Date;
}

export async function recentEvents(q: Queryable, anchorId: number, limit: number): Promise<RecentRow[]> {
  const r = await q.query<RecentRow>(
    `select id, user_id, kind, media, seconds, plan, points, bonus, at from host_events
      where anchor_id = $1 and kind in ('call', 'reply', 'membership') order by at desc, id desc limit $2`,
    [anchorId, limit],
  );
  return r.rows.map((x) => ({ ...x, user_id: Number(x.user_id), points: Number(x.points), bonus: Number(x.bonus), at: new Date(x.at) }));
}

// ---- check-in and tasks (migration 0037) ----

export interface Metrics {
  fast_replies: number;
  replies: number;
  receptions: number;
  video_minutes: number;
  memberships: number;
  new_user_calls: number;
}

/** What a host's tasks count over `[from, to)`. */
export async function metricsBetween(q: Queryable, anchorId: number, from: Date, to: Date): Promise<Metrics> {
  const r = await q.query<Record<keyof Metrics, string | number>>(
    `select count(*) filter (where fast_reply)::int8 as fast_replies,
            count(*) filter (where kind = 'reply')::int8 as replies,
            count(*) filter (where reception)::int8 as receptions,
            coalesce(sum(seconds / 60) filter (where kind = 'call' and media = 'video'), 0)::int8 as video_minutes,
            count(*) filter (where kind = 'membership')::int8 as memberships,
            count(*) filter (where bonus > 0)::int8 as new_user_calls
       from host_events where anchor_id = $1 and at >= $2 and at < $3`,
    [anchorId, from, to],
  );
  const row = r.rows[0]!;
  return {
    fast_replies: Number(row.fast_replies),
    replies: Number(row.replies),
    receptions: Number(row.receptions),
    video_minutes: Number(row.video_minutes),
    memberships: Number(row.memberships),
    new_user_calls: Number(row.new_user_calls),
  };
}

/** The host's check-ins on or after `from` (day → streak day). */
export async function checkinsSince(q: Queryable, anchorId: number, from: string): Promise<Map<string, number>> {
  const r = await q.query<{ day: string; streak_day: number }>(
    'select day, streak_day from host_checkins where anchor_id = $1 and day >= $2',
    [anchorId, from],
  );
  return new Map(r.rows.map((x) => [x.day, Number(x.streak_day)]));
}

/** Records a check-in; false when the host already checked in that day. */
export async function insertCheckin(
  q: Queryable,
  c: { anchorId: number; day: string; streakDay: number; points: number; operationId: number; at: Date },
): Promise<boolean> {
  const r = await q.query(
    `insert into host_checkins (anchor_id, day, streak_day, points, operation_id, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (anchor_id, day) do nothing`,
    [c.anchorId, c.day, c.streakDay, c.points, c.operationId, c.at],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The refs (task or set ids) a host claimed in these periods, as `ref|period_key`. */
export async function claimsIn(q: Queryable, anchorId: number, periodKeys: readonly string[]): Promise<Set<string>> {
  const r = await q.query<{ ref: string; period_key: string }>(
    'select ref, period_key from host_claims where anchor_id = $1 and period_key = any($2::text[])',
    [anchorId, periodKeys],
  );
  return new Set(r.rows.map((x) => `${x.ref}|${x.period_key}`));
}

/** Records a claim; false when it was claimed already in that period. */
export async function insertClaim(
  q: Queryable,
  c: { anchorId: number; ref: string; periodKey: string; asset: string; amount: number; operationId: number; at: Date },
): Promise<boolean> {
  const r = await q.query(
    `insert into host_claims (anchor_id, ref, period_key, asset, amount, operation_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (anchor_id, ref, period_key) do nothing`,
    [c.anchorId, c.ref, c.periodKey, c.asset, c.amount, c.operationId, c.at],
  );
  return (r.rowCount ?? 0) > 0;
}

// ---- guilds (modules/guilds reads its members' income) ----

/** Points (with new-user bonuses) per host and region day over `[from, to]`, for these hosts. */
export async function pointsByHostDay(
  q: Queryable,
  anchorIds: readonly number[],
  from: string,
  to: string,
): Promise<Array<{ anchor_id: number; day: string; points: number }>> {
  if (anchorIds.length === 0) return [];
  const r = await q.query<{ anchor_id: number; day: string; points: string | number }>(
    `select anchor_id, day, sum(points + bonus)::int8 as points from host_events
      where anchor_id = any($1::int8[]) and day between $2 and $3 group by anchor_id, day order by day`,
    [anchorIds, from, to],
  );
  return r.rows.map((x) => ({ anchor_id: Number(x.anchor_id), day: String(x.day), points: Number(x.points) }));
}
