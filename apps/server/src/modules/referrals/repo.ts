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

// ---- link buddy (issue 13) ----

/** Binds an inviter to an account registered without one (link buddy); false when it already has one. */
export async function attachBuddy(
  q: Queryable,
  b: { userId: number; referrerId: number; code: string; registeredAt: Date; at: Date },
): Promise<boolean> {
  const r = await q.query(
    `insert into referral_attributions (user_id, referrer_id, code, channel, visitor_id, visited_at, registered_at, source)
     values ($1, $2, $3, null, 'link-buddy', $4, $5, 'buddy') on conflict (user_id) do nothing`,
    [b.userId, b.referrerId, b.code, b.at, b.registeredAt],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Whether `userId` is `inviterId` or one of the accounts up its chain of inviters (no cycles). */
export async function chainHas(q: Queryable, inviterId: number, userId: number, depth: number): Promise<boolean> {
  const r = await q.query<{ hit: boolean }>(
    `with recursive up (id, n) as (
       select $1::int8, 0
       union all
       select a.referrer_id, up.n + 1 from referral_attributions a join up on a.user_id = up.id where up.n < $3
     )
     select exists (select 1 from up where id = $2) as hit`,
    [inviterId, userId, depth],
  );
  return Boolean(r.rows[0]?.hit);
}

export interface AttributionFull extends AttributionRow {
  source: 'visit' | 'buddy';
}

export async function attributionFull(q: Queryable, userId: number): Promise<AttributionFull | null> {
  const r = await q.query<AttributionFull>(
    `select user_id, referrer_id, code, channel, visited_at, registered_at, source from referral_attributions where user_id = $1`,
    [userId],
  );
  return r.rows[0] ?? null;
}

/** A page of an inviter's invitees, newest first, after the cursor (registered_at, user_id). */
export async function inviteesPage(
  q: Queryable,
  referrerId: number,
  after: { at: Date; id: number } | null,
  limit: number,
): Promise<AttributionRow[]> {
  const r = await q.query<AttributionRow>(
    `select user_id, referrer_id, code, channel, visited_at, registered_at from referral_attributions
      where referrer_id = $1 and ($2::timestamptz is null or (registered_at, user_id) < ($2::timestamptz, $3::int8))
      order by registered_at desc, user_id desc limit $4`,
    [referrerId, after?.at ?? null, after?.id ?? 0, limit],
  );
  return r.rows;
}

// ---- rewards (issue 13) ----

export type RewardKind = 'recharge' | 'host';
export type RewardState = 'qualified' | 'rewarded' | 'not_eligible';

export interface RewardRow {
  invitee_id: number;
  kind: RewardKind;
  inviter_id: number;
  state: RewardState;
  reason: string | null;
  asset: string;
  amount: number;
  source: string;
  operation_id: number | null;
  qualified_at: Date;
  decided_at: Date | null;
}

const REWARD_COLUMNS =
  'invitee_id, kind, inviter_id, state, reason, asset, amount::int8 as amount, source, operation_id, qualified_at, decided_at';
const toReward = (r: RewardRow): RewardRow => ({
  ...r,
  invitee_id: Number(r.invitee_id),
  inviter_id: Number(r.inviter_id),
  amount: Number(r.amount),
});

/**
 * Records that invitees qualified for a reward of `kind` (only invitees with an inviter; once per
 * invitee and kind: a replay or a second qualifying event writes nothing). The number written.
 */
export async function qualify(
  q: Queryable,
  kind: RewardKind,
  asset: string,
  amount: number,
  rows: ReadonlyArray<{ inviteeId: number; source: string; at: Date }>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const r = await q.query(
    `insert into referral_rewards (invitee_id, kind, inviter_id, state, asset, amount, source, qualified_at)
     select n.invitee_id, $1, a.referrer_id, 'qualified', $2, $3, n.source, n.at
       from unnest($4::int8[], $5::text[], $6::timestamptz[]) as n (invitee_id, source, at)
       join referral_attributions a on a.user_id = n.invitee_id
     on conflict (invitee_id, kind) do nothing`,
    [kind, asset, amount, rows.map((x) => x.inviteeId), rows.map((x) => x.source), rows.map((x) => x.at)],
  );
  return r.rowCount ?? 0;
}

/** Rewards waiting to be paid or refused, oldest first. */
export async function dueRewards(q: Queryable, limit: number): Promise<RewardRow[]> {
  const r = await q.query<RewardRow>(
    `select ${REWARD_COLUMNS} from referral_rewards where state = 'qualified' order by qualified_at, invitee_id limit $1`,
    [limit],
  );
  return r.rows.map(toReward);
}

/** Decides a qualified reward (paid with its operation, or refused with the reason); false when it was already decided. */
export async function decide(
  q: Queryable,
  d: {
    inviteeId: number;
    kind: RewardKind;
    state: 'rewarded' | 'not_eligible';
    reason: string | null;
    operationId: number | null;
    at: Date;
  },
): Promise<boolean> {
  const r = await q.query(
    `update referral_rewards set state = $3, reason = $4, operation_id = $5, decided_at = $6
      where invitee_id = $1 and kind = $2 and state = 'qualified'`,
    [d.inviteeId, d.kind, d.state, d.reason, d.operationId, d.at],
  );
  return (r.rowCount ?? 0) > 0;
}

/** Invited accounts registered since `since` without a row of `kind` yet (the host sweep's candidates). */
export async function withoutReward(q: Queryable, kind: RewardKind, since: Date, limit: number): Promise<AttributionRow[]> {
  const r = await q.query<AttributionRow>(
    `select a.user_id, a.referrer_id, a.code, a.channel, a.visited_at, a.registered_at from referral_attributions a
      where a.registered_at >= $2
        and not exists (select 1 from referral_rewards w where w.invitee_id = a.user_id and w.kind = $1)
      order by a.registered_at desc limit $3`,
    [kind, since, limit],
  );
  return r.rows.map((x) => ({ ...x, user_id: Number(x.user_id), referrer_id: Number(x.referrer_id) }));
}

export async function rewardsOfInvitees(q: Queryable, inviteeIds: readonly number[]): Promise<RewardRow[]> {
  if (inviteeIds.length === 0) return [];
  const r = await q.query<RewardRow>(
    `select ${REWARD_COLUMNS} from referral_rewards where invitee_id = any($1::int8[]) order by qualified_at`,
    [inviteeIds],
  );
  return r.rows.map(toReward);
}

export async function rewardsByInviter(q: Queryable, inviterId: number, limit: number): Promise<RewardRow[]> {
  const r = await q.query<RewardRow>(
    `select ${REWARD_COLUMNS} from referral_rewards where inviter_id = $1 order by qualified_at desc, invitee_id desc limit $2`,
    [inviterId, limit],
  );
  return r.rows.map(toReward);
}

/** An inviter's totals: invitees, invitees rewarded, coins and points paid, invitees refused as self. */
export async function inviterTotals(
  q: Queryable,
  inviterId: number,
): Promise<{ invited: number; rewarded: number; coins: number; points: number; selfFlags: number }> {
  const [a, w] = await Promise.all([
    q.query<{ n: number }>('select count(*)::int as n from referral_attributions where referrer_id = $1', [inviterId]),
    q.query<{ rewarded: number; coins: string; points: string; self_flags: number }>(
      `select count(distinct invitee_id) filter (where state = 'rewarded')::int as rewarded,
              coalesce(sum(amount) filter (where state = 'rewarded' and asset in ('gold_coin', 'diamond')), 0)::int8 as coins,
              coalesce(sum(amount) filter (where state = 'rewarded' and asset = 'anchor_point'), 0)::int8 as points,
              count(distinct invitee_id) filter (where reason in ('same_account', 'same_device', 'same_instrument'))::int as self_flags
         from referral_rewards where inviter_id = $1`,
      [inviterId],
    ),
  ]);
  const row = w.rows[0];
  return {
    invited: a.rows[0]?.n ?? 0,
    rewarded: row?.rewarded ?? 0,
    coins: Number(row?.coins ?? 0),
    points: Number(row?.points ?? 0),
    selfFlags: row?.self_flags ?? 0,
  };
}
