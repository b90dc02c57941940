import type { Queryable } from '../../platform/db';

/** SQL of the hosts module (migration 0036). Every writer takes the caller's transaction. */

export interface HostEventRow {
  id: string;
  anchorId: number;
  userId: number;
  kind: 'call' | 'reply' | 'membership';
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
}

export async function insertEvent(q: Queryable, e: HostEventRow): Promise<void> {
  await q.query(
    `insert into host_events (id, anchor_id, user_id, kind, media, seconds, plan, points, bonus, reception, fast_reply, day, operation_id, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
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
       from host_events where anchor_id = $1 and day between $2 and $3 group by day, kind, media order by day`,
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
      where anchor_id = $1 order by at desc, id desc limit $2`,
    [anchorId, limit],
  );
  return r.rows.map((x) => ({ ...x, user_id: Number(x.user_id), points: Number(x.points), bonus: Number(x.bonus), at: new Date(x.at) }));
}
