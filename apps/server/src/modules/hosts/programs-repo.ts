import type { Queryable } from '../../platform/db';

/**
 * SQL of the hosts' programmes (migration 0043): rating factors, party-room totals, relatives and
 * CP messages read from host_events / host_checkins; the pendants and incentives written here.
 * Every writer takes the caller's transaction.
 */

const WORK = `kind in ('call', 'reply', 'membership')`;

export interface WorkDay {
  day: string;
  replies: number;
  fast_replies: number;
  receptions: number;
  call_minutes: number;
  new_user_calls: number;
  points: number;
}

/** Her work per region day between two days (inclusive): what the rating and the incentive count. */
export async function workDays(q: Queryable, anchorId: number, from: string, to: string): Promise<WorkDay[]> {
  const r = await q.query<Record<keyof WorkDay, string | number>>(
    `select day, count(*) filter (where kind = 'reply')::int8 as replies,
            count(*) filter (where fast_reply)::int8 as fast_replies,
            count(*) filter (where reception)::int8 as receptions,
            coalesce(sum(seconds / 60) filter (where kind = 'call'), 0)::int8 as call_minutes,
            count(*) filter (where bonus > 0)::int8 as new_user_calls,
            coalesce(sum(points + bonus), 0)::int8 as points
       from host_events where anchor_id = $1 and day between $2 and $3 and ${WORK} group by day order by day`,
    [anchorId, from, to],
  );
  return r.rows.map((x) => ({
    day: String(x.day),
    replies: Number(x.replies),
    fast_replies: Number(x.fast_replies),
    receptions: Number(x.receptions),
    call_minutes: Number(x.call_minutes),
    new_user_calls: Number(x.new_user_calls),
    points: Number(x.points),
  }));
}

/** The days she checked in between two days (inclusive). */
export async function checkinDays(q: Queryable, anchorId: number, from: string, to: string): Promise<Set<string>> {
  const r = await q.query<{ day: string }>('select day from host_checkins where anchor_id = $1 and day between $2 and $3', [
    anchorId,
    from,
    to,
  ]);
  return new Set(r.rows.map((x) => String(x.day)));
}

export interface RoomTotals {
  room_minutes: number;
  room_receptions: number;
  room_gift_coins: number;
}

/** Her party room's totals between two days (inclusive): minutes on the mic, listeners who stayed over `receptionSeconds`, gift coins. */
export async function roomTotals(q: Queryable, anchorId: number, from: string, to: string, receptionSeconds: number): Promise<RoomTotals> {
  const r = await q.query<Record<keyof RoomTotals, string | number>>(
    `select coalesce(sum(seconds / 60) filter (where kind = 'room_mic'), 0)::int8 as room_minutes,
            count(*) filter (where kind = 'room_reception' and seconds > $4)::int8 as room_receptions,
            coalesce(sum(coins) filter (where kind = 'room_gift'), 0)::int8 as room_gift_coins
       from host_events where anchor_id = $1 and day between $2 and $3`,
    [anchorId, from, to, receptionSeconds],
  );
  const row = r.rows[0]!;
  return {
    room_minutes: Number(row.room_minutes),
    room_receptions: Number(row.room_receptions),
    room_gift_coins: Number(row.room_gift_coins),
  };
}

/** The users she worked with (a call or a reply) between two instants. */
export async function workedWith(q: Queryable, anchorId: number, from: Date, to: Date): Promise<number[]> {
  const r = await q.query<{ user_id: number }>(
    `select distinct user_id from host_events where anchor_id = $1 and at >= $2 and at < $3 and kind in ('call', 'reply')`,
    [anchorId, from, to],
  );
  return r.rows.map((x) => Number(x.user_id));
}

/** Her replies to one user, ever (the messages exchanged before a CP counts). */
export async function repliesTo(q: Queryable, anchorId: number, userId: number): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::int8 as n from host_events where anchor_id = $1 and user_id = $2 and kind = 'reply'`,
    [anchorId, userId],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** The hosts with any event on the days (inclusive): the weekly job's candidates. */
export async function anchorsActive(q: Queryable, from: string, to: string): Promise<number[]> {
  const r = await q.query<{ anchor_id: number }>(
    'select distinct anchor_id from host_events where day between $1 and $2 order by anchor_id',
    [from, to],
  );
  return r.rows.map((x) => Number(x.anchor_id));
}

// ---- pendants ----

export interface PendantRow {
  period_key: string;
  tier: 'bronze' | 'silver' | 'gold' | 'diamond';
  points: number;
  expires_at: Date;
}

/** Grants a week's pendant; false when that week's was granted already. */
export async function insertPendant(
  q: Queryable,
  p: { anchorId: number; periodKey: string; tier: string; points: number; expiresAt: Date; at: Date },
): Promise<boolean> {
  const r = await q.query(
    `insert into host_pendants (anchor_id, period_key, tier, points, expires_at, created_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (anchor_id, period_key) do nothing`,
    [p.anchorId, p.periodKey, p.tier, p.points, p.expiresAt, p.at],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The pendants granted for these weeks (`anchor|week`). */
export async function pendantsIn(q: Queryable, periodKeys: readonly string[]): Promise<Set<string>> {
  const r = await q.query<{ anchor_id: number; period_key: string }>(
    'select anchor_id, period_key from host_pendants where period_key = any($1::text[])',
    [periodKeys],
  );
  return new Set(r.rows.map((x) => `${Number(x.anchor_id)}|${x.period_key}`));
}

/** Her pendants, newest week first. */
export async function pendantsOf(q: Queryable, anchorId: number, limit: number): Promise<PendantRow[]> {
  const r = await q.query<PendantRow>(
    'select period_key, tier, points, expires_at from host_pendants where anchor_id = $1 order by period_key desc limit $2',
    [anchorId, limit],
  );
  return r.rows.map((x) => ({ ...x, points: Number(x.points), expires_at: new Date(x.expires_at) }));
}

// ---- incentives ----

export interface IncentiveRow {
  anchor_id: number;
  period_key: string;
  points: number;
  tier: number;
  cash: number;
  due_day: string;
  created_at: Date;
}

/** Records a week's bonus in its ledger operation; false when that week was paid already. */
export async function insertIncentive(
  q: Queryable,
  i: {
    anchorId: number;
    periodKey: string;
    region: string;
    points: number;
    tier: number;
    cash: number;
    dueDay: string;
    operationId: number;
    at: Date;
  },
): Promise<boolean> {
  const r = await q.query(
    `insert into host_incentives (anchor_id, period_key, region, points, tier, cash, due_day, operation_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (anchor_id, period_key) do nothing`,
    [i.anchorId, i.periodKey, i.region, i.points, i.tier, i.cash, i.dueDay, i.operationId, i.at],
  );
  return (r.rowCount ?? 0) > 0;
}

/** The bonuses paid for these weeks (`anchor|week`). */
export async function incentivesIn(q: Queryable, periodKeys: readonly string[]): Promise<Set<string>> {
  const r = await q.query<{ anchor_id: number; period_key: string }>(
    'select anchor_id, period_key from host_incentives where period_key = any($1::text[])',
    [periodKeys],
  );
  return new Set(r.rows.map((x) => `${Number(x.anchor_id)}|${x.period_key}`));
}

/** Her bonuses, newest week first. */
export async function incentivesOf(q: Queryable, anchorId: number, limit: number): Promise<IncentiveRow[]> {
  const r = await q.query<IncentiveRow>(
    `select anchor_id, period_key, points, tier, cash, due_day, created_at from host_incentives
      where anchor_id = $1 order by period_key desc limit $2`,
    [anchorId, limit],
  );
  return r.rows.map((x) => ({
    ...x,
    anchor_id: Number(x.anchor_id),
    points: Number(x.points),
    tier: Number(x.tier),
    cash: Number(x.cash),
    created_at: new Date(x.created_at),
  }));
}
