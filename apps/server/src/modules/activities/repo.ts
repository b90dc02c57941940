import { type ActivityGrant, COMPOSITE } from '@app/shared';
import type { Queryable } from '../../platform/db';

/** SQL of the activity engine (migration 0033). Every writer takes the caller's transaction. */

export interface ScoreDelta {
  event: string;
  board: string;
  stage: string;
  scope: string;
  owner: string;
  delta: number;
  at: Date;
}

/** Adds scores (one statement; rows sorted so concurrent writers lock in one order). */
export async function addScores(q: Queryable, deltas: readonly ScoreDelta[]): Promise<void> {
  // one row per key (a statement may not upsert a row twice)
  const merged = new Map<string, ScoreDelta>();
  for (const d of deltas) {
    const k = key(d);
    const cur = merged.get(k);
    if (!cur) merged.set(k, { ...d });
    else {
      cur.delta += d.delta;
      if (d.at > cur.at) cur.at = d.at;
    }
  }
  await addScoreSums(q, [...merged.values()]);
}

/**
 * Adds scores already summed to one row per key (scoring sums a batch as it reads it): one
 * statement, rows sorted by key so concurrent writers lock in one order. Sorts `sums` in place.
 */
export async function addScoreSums(q: Queryable, sums: ScoreDelta[]): Promise<void> {
  if (sums.length === 0) return;
  const rows = sums.sort(byKey);
  await q.query(
    `insert into activity_scores (event_id, board, stage, scope, owner, score, reached_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int8[], $7::timestamptz[])
     on conflict (event_id, board, stage, scope, owner) do update
       set score = activity_scores.score + excluded.score, reached_at = greatest(activity_scores.reached_at, excluded.reached_at)`,
    [...keyColumns(rows), rows.map((r) => r.delta), rows.map((r) => r.at.toISOString())],
  );
}

interface SupporterRow {
  event_id: string;
  board: string;
  stage: string;
  scope: string;
  owner: string;
  supporter: string | number;
  points: string | number;
}

/** A composite board row's sum over a batch: its points, and the points per supporter. */
export interface CompositeDelta extends ScoreDelta {
  /** supporter id → points between them and the owner in this batch */
  supporters: Map<number, number>;
}

/** compositeScore (packages/shared activities/engine.ts) in SQL: the same doubles, the same number. */
const compositeSql = (points: string, supporters: string) =>
  `(floor(sqrt((${points})::float8 * ${COMPOSITE.rootScale}))::int8 + (${supporters})::int8 * ${COMPOSITE.supporterPoints})`;

/**
 * Adds to composite boards: each supporter's points first (a supporter counts when their points
 * cross COMPOSITE.supporterMin), then each row's points and counted supporters, with its score
 * recomputed from both. `reached_at` moves only when the score grows. Two statements, rows sorted
 * by key so concurrent writers lock in one order. Sorts `sums` in place.
 */
export async function addCompositeSums(q: Queryable, sums: CompositeDelta[]): Promise<void> {
  if (sums.length === 0) return;
  sums.sort(byKey);
  const pairs: Array<{ row: CompositeDelta; supporter: number; delta: number }> = [];
  for (const row of sums)
    for (const [supporter, delta] of [...row.supporters].sort((a, b) => a[0] - b[0])) pairs.push({ row, supporter, delta });
  const r = await q.query<SupporterRow>(
    `insert into activity_supporters (event_id, board, stage, scope, owner, supporter, points)
     select e, b, st, sc, o, sup, p from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int8[], $7::int8[])
       as t(e, b, st, sc, o, sup, p)
     on conflict (event_id, board, stage, scope, owner, supporter) do update set points = activity_supporters.points + excluded.points
     returning event_id, board, stage, scope, owner, supporter, points`,
    [...keyColumns(pairs.map((x) => x.row)), pairs.map((x) => x.supporter), pairs.map((x) => x.delta)],
  );
  const pairOf = new Map(pairs.map((x) => [`${key(x.row)}\u0000${x.supporter}`, x]));
  const counted = new Map<CompositeDelta, number>();
  for (const row of r.rows) {
    const x = pairOf.get(`${key({ event: row.event_id, ...row })}\u0000${Number(row.supporter)}`);
    if (!x) continue;
    const now = Number(row.points);
    if (now >= COMPOSITE.supporterMin && now - x.delta < COMPOSITE.supporterMin) counted.set(x.row, (counted.get(x.row) ?? 0) + 1);
  }
  const score = compositeSql('activity_scores.points + excluded.points', 'activity_scores.supporters + excluded.supporters');
  await q.query(
    `insert into activity_scores (event_id, board, stage, scope, owner, score, reached_at, points, supporters)
     select e, b, st, sc, o, ${compositeSql('p', 'n')}, at, p, n
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int8[], $7::int4[], $8::timestamptz[])
       as t(e, b, st, sc, o, p, n, at)
     on conflict (event_id, board, stage, scope, owner) do update
       set points = activity_scores.points + excluded.points,
           supporters = activity_scores.supporters + excluded.supporters,
           score = ${score},
           reached_at = case when ${score} > activity_scores.score
             then greatest(activity_scores.reached_at, excluded.reached_at) else activity_scores.reached_at end`,
    [...keyColumns(sums), sums.map((x) => x.delta), sums.map((x) => counted.get(x) ?? 0), sums.map((x) => x.at.toISOString())],
  );
}

/** What a composite row is made of (null: no row, or a tips board). */
export async function compositeOf(
  q: Queryable,
  event: string,
  board: string,
  stage: string,
  scope: string,
  owner: string,
): Promise<{ points: number; supporters: number; score: number } | null> {
  const r = await q.query<{ points: string | null; supporters: number | null; score: string }>(
    'select points, supporters, score from activity_scores where event_id = $1 and board = $2 and stage = $3 and scope = $4 and owner = $5',
    [event, board, stage, scope, owner],
  );
  const row = r.rows[0];
  return row && row.points !== null ? { points: Number(row.points), supporters: Number(row.supporters), score: Number(row.score) } : null;
}

/** The SQL value of compositeScore (the test that both agree). */
export async function compositeInSql(q: Queryable, points: number, supporters: number): Promise<number> {
  const r = await q.query<{ s: string }>(`select ${compositeSql('$1::int8', '$2::int4')} as s`, [points, supporters]);
  return Number(r.rows[0]!.s);
}

/** A board row's key as the five text columns of an `unnest` (event, board, stage, scope, owner). */
const keyColumns = (rows: readonly ScoreDelta[]) => [
  rows.map((r) => r.event),
  rows.map((r) => r.board),
  rows.map((r) => r.stage),
  rows.map((r) => r.scope),
  rows.map((r) => r.owner),
];

const byKey = (a: ScoreDelta, b: ScoreDelta) =>
  cmp(a.event, b.event) || cmp(a.board, b.board) || cmp(a.stage, b.stage) || cmp(a.scope, b.scope) || cmp(a.owner, b.owner);

const key = (d: { event: string; board: string; stage: string; scope: string; owner: string }) =>
  `${d.event}\u0000${d.board}\u0000${d.stage}\u0000${d.scope}\u0000${d.owner}`;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export interface MetricDelta {
  event: string;
  userId: number;
  metric: string;
  delta: number;
}

export async function addMetrics(q: Queryable, deltas: readonly MetricDelta[]): Promise<void> {
  const merged = new Map<string, MetricDelta>();
  for (const d of deltas) {
    const k = `${d.event}\u0000${d.userId}\u0000${d.metric}`;
    const cur = merged.get(k);
    if (cur) cur.delta += d.delta;
    else merged.set(k, { ...d });
  }
  await addMetricSums(q, [...merged.values()]);
}

/** Adds metrics already summed to one row per key; sorted (in place) so writers lock in one order. */
export async function addMetricSums(q: Queryable, sums: MetricDelta[]): Promise<void> {
  if (sums.length === 0) return;
  const rows = sums.sort((a, b) => cmp(a.event, b.event) || a.userId - b.userId || cmp(a.metric, b.metric));
  await q.query(
    `insert into activity_metrics (event_id, user_id, metric, value)
     select * from unnest($1::text[], $2::int8[], $3::text[], $4::int8[])
     on conflict (event_id, user_id, metric) do update set value = activity_metrics.value + excluded.value`,
    [rows.map((r) => r.event), rows.map((r) => r.userId), rows.map((r) => r.metric), rows.map((r) => r.delta)],
  );
}

export async function metricsOf(q: Queryable, event: string, userId: number): Promise<Map<string, number>> {
  const r = await q.query<{ metric: string; value: number }>(
    'select metric, value from activity_metrics where event_id = $1 and user_id = $2',
    [event, userId],
  );
  return new Map(r.rows.map((m) => [m.metric, Number(m.value)]));
}

export interface PoolDelta {
  event: string;
  scope: string;
  coins: number;
}

export async function addPoolCoins(q: Queryable, rows: readonly PoolDelta[]): Promise<void> {
  const merged = new Map<string, PoolDelta>();
  for (const r of rows) {
    const k = `${r.event}\u0000${r.scope}`;
    const cur = merged.get(k);
    if (cur) cur.coins += r.coins;
    else merged.set(k, { ...r });
  }
  await addPoolSums(q, [...merged.values()]);
}

/** Adds pool coins already summed to one row per event and scope; sorted (in place) so writers lock in one order. */
export async function addPoolSums(q: Queryable, sums: PoolDelta[]): Promise<void> {
  if (sums.length === 0) return;
  const sorted = sums.sort((a, b) => cmp(a.event, b.event) || cmp(a.scope, b.scope));
  await q.query(
    `insert into activity_pools (event_id, scope, gift_coins) select * from unnest($1::text[], $2::text[], $3::int8[])
     on conflict (event_id, scope) do update set gift_coins = activity_pools.gift_coins + excluded.gift_coins`,
    [sorted.map((r) => r.event), sorted.map((r) => r.scope), sorted.map((r) => r.coins)],
  );
}

export async function poolCoins(q: Queryable, event: string, scope: string): Promise<number> {
  const r = await q.query<{ gift_coins: number }>('select gift_coins from activity_pools where event_id = $1 and scope = $2', [
    event,
    scope,
  ]);
  return Number(r.rows[0]?.gift_coins ?? 0);
}

export async function entrants(q: Queryable, event: string, board: string, stage: string, scope: string): Promise<string[]> {
  const r = await q.query<{ owner: string }>(
    'select owner from activity_entrants where event_id = $1 and board = $2 and stage = $3 and scope = $4 order by seed',
    [event, board, stage, scope],
  );
  return r.rows.map((e) => e.owner);
}

export async function isEntrant(q: Queryable, event: string, board: string, stage: string, scope: string, owner: string): Promise<boolean> {
  const r = await q.query(
    'select 1 from activity_entrants where event_id = $1 and board = $2 and stage = $3 and scope = $4 and owner = $5',
    [event, board, stage, scope, owner],
  );
  return r.rows.length > 0;
}

export async function entrantCount(q: Queryable, event: string, board: string, stage: string, scope: string): Promise<number> {
  const r = await q.query<{ n: number }>(
    'select count(*)::int8 as n from activity_entrants where event_id = $1 and board = $2 and stage = $3 and scope = $4',
    [event, board, stage, scope],
  );
  return Number(r.rows[0]?.n ?? 0);
}

export interface ScoreRow {
  owner: string;
  score: number;
  reached_at: Date;
}

/** On a stage after the first, only its entrants are on the board (everyone's gifts are scored). */
const ENTRANTS_ONLY = `and ($6::bool is not true or exists (select 1 from activity_entrants e
  where e.event_id = s.event_id and e.board = s.board and e.stage = s.stage and e.scope = s.scope and e.owner = s.owner))`;

/** A board's rows, best first (score, then who reached it first, then owner). */
export async function topScores(
  q: Queryable,
  event: string,
  board: string,
  stage: string,
  scope: string,
  limit: number,
  entrantsOnly = false,
): Promise<ScoreRow[]> {
  const r = await q.query<ScoreRow>(
    `select owner, score, reached_at from activity_scores s where event_id = $1 and board = $2 and stage = $3 and scope = $4 and score > 0
      ${ENTRANTS_ONLY} order by score desc, reached_at, owner limit $5`,
    [event, board, stage, scope, limit, entrantsOnly],
  );
  return r.rows.map((row) => ({ ...row, score: Number(row.score) }));
}

/** Every row of a board (the loader of the rank index and the stage cut). */
export async function allScores(q: Queryable, event: string, board: string, stage: string, scope: string): Promise<ScoreRow[]> {
  return topScores(q, event, board, stage, scope, 1_000_000);
}

export async function scoreOf(
  q: Queryable,
  event: string,
  board: string,
  stage: string,
  scope: string,
  owner: string,
): Promise<ScoreRow | null> {
  const r = await q.query<ScoreRow>(
    'select owner, score, reached_at from activity_scores where event_id = $1 and board = $2 and stage = $3 and scope = $4 and owner = $5',
    [event, board, stage, scope, owner],
  );
  const row = r.rows[0];
  return row ? { ...row, score: Number(row.score) } : null;
}

/** Owners ahead of a score: higher, or equal and reached earlier (the board's strict order). */
export async function aheadOf(
  q: Queryable,
  event: string,
  board: string,
  stage: string,
  scope: string,
  s: ScoreRow,
  entrantsOnly = false,
): Promise<number> {
  const r = await q.query<{ n: number }>(
    `select count(*)::int8 as n from activity_scores s where event_id = $1 and board = $2 and stage = $3 and scope = $4
        and (score > $5 or (score = $5 and (reached_at, owner) < ($7, $8))) ${ENTRANTS_ONLY}`,
    [event, board, stage, scope, s.score, entrantsOnly, s.reached_at, s.owner],
  );
  return Number(r.rows[0]?.n ?? 0);
}

// ---- cuts, settlements, payouts ----

export async function cutsOf(q: Queryable, event: string): Promise<Set<string>> {
  const r = await q.query<{ board: string; stage: string; scope: string }>(
    'select board, stage, scope from activity_cuts where event_id = $1',
    [event],
  );
  return new Set(r.rows.map((c) => `${c.board}|${c.stage}|${c.scope}`));
}

/** Records a cut and the next stage's entrants; false when another run made it first. */
export async function insertCut(
  q: Queryable,
  c: { event: string; board: string; stage: string; scope: string; next: string | null; advancing: readonly string[] },
): Promise<boolean> {
  const r = await q.query(
    `insert into activity_cuts (event_id, board, stage, scope, advanced) values ($1, $2, $3, $4, $5) on conflict do nothing`,
    [c.event, c.board, c.stage, c.scope, c.advancing.length],
  );
  if ((r.rowCount ?? 0) === 0) return false;
  if (c.next && c.advancing.length > 0)
    await q.query(
      `insert into activity_entrants (event_id, board, stage, scope, owner, seed)
       select $1, $2, $3, $4, o, s from unnest($5::text[]) with ordinality as t(o, s)`,
      [c.event, c.board, c.next, c.scope, c.advancing],
    );
  return true;
}

export async function settlementsOf(q: Queryable, event: string): Promise<Map<string, Date>> {
  const r = await q.query<{ ref: string; scope: string; settled_at: Date }>(
    'select ref, scope, settled_at from activity_settlements where event_id = $1',
    [event],
  );
  return new Map(r.rows.map((s) => [`${s.ref}|${s.scope}`, s.settled_at]));
}

export async function insertSettlement(q: Queryable, event: string, ref: string, scope: string, winners: number): Promise<void> {
  await q.query('insert into activity_settlements (event_id, ref, scope, winners) values ($1, $2, $3, $4) on conflict do nothing', [
    event,
    ref,
    scope,
    winners,
  ]);
}

export interface PayoutRow {
  event: string;
  source: 'board' | 'task' | 'check_in' | 'pool';
  ref: string;
  scope: string;
  userId: number;
  owner: string | null;
  rank: number | null;
  score: number | null;
  grants: readonly ActivityGrant[];
  operationId: number;
  at: Date;
}

/** The payout's record; false when this user already has it (the unique key). */
export async function insertPayout(q: Queryable, p: PayoutRow): Promise<boolean> {
  const r = await q.query(
    `insert into activity_payouts (event_id, source, ref, scope, user_id, owner, rank, score, grants, operation_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) on conflict (event_id, source, ref, user_id) do nothing`,
    [p.event, p.source, p.ref, p.scope, p.userId, p.owner, p.rank, p.score, JSON.stringify(p.grants), p.operationId, p.at],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function paidRefs(q: Queryable, event: string, userId: number, source: string): Promise<Set<string>> {
  const r = await q.query<{ ref: string }>('select ref from activity_payouts where event_id = $1 and user_id = $2 and source = $3', [
    event,
    userId,
    source,
  ]);
  return new Set(r.rows.map((p) => p.ref));
}

export async function boardPayouts(q: Queryable, event: string, board: string, scope: string, limit: number) {
  const r = await q.query<{ user_id: number; owner: string; rank: number; score: number; grants: ActivityGrant[] }>(
    `select user_id, owner, rank, score, grants from activity_payouts where event_id = $1 and source = 'board' and ref = $2 and scope = $3 and rank <= $4
      order by rank, owner, user_id`,
    [event, board, scope, limit],
  );
  return r.rows.map((p) => ({ ...p, score: Number(p.score) }));
}

export async function userPayouts(q: Queryable, event: string, userId: number, limit: number) {
  const r = await q.query<{
    source: 'board' | 'task' | 'check_in' | 'pool';
    ref: string;
    rank: number | null;
    grants: ActivityGrant[];
    created_at: Date;
  }>('select source, ref, rank, grants, created_at from activity_payouts where event_id = $1 and user_id = $2 order by id desc limit $3', [
    event,
    userId,
    limit,
  ]);
  return r.rows;
}

// ---- check-ins and the tree ----

export async function insertCheckIn(q: Queryable, event: string, userId: number, day: string): Promise<boolean> {
  const r = await q.query('insert into activity_checkins (event_id, user_id, day) values ($1, $2, $3) on conflict do nothing', [
    event,
    userId,
    day,
  ]);
  return (r.rowCount ?? 0) > 0;
}

export async function checkInDays(q: Queryable, event: string, userId: number): Promise<string[]> {
  const r = await q.query<{ day: string }>('select day from activity_checkins where event_id = $1 and user_id = $2 order by day', [
    event,
    userId,
  ]);
  return r.rows.map((c) => c.day);
}

export async function insertDecoration(q: Queryable, event: string, userId: number, decoration: string, at: Date): Promise<boolean> {
  const r = await q.query(
    'insert into activity_decorations (event_id, user_id, decoration, hung_at) values ($1, $2, $3, $4) on conflict do nothing',
    [event, userId, decoration, at],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function hungDecorations(q: Queryable, event: string, userId: number): Promise<Set<string>> {
  const r = await q.query<{ decoration: string }>('select decoration from activity_decorations where event_id = $1 and user_id = $2', [
    event,
    userId,
  ]);
  return new Set(r.rows.map((d) => d.decoration));
}

export async function insertLitTree(q: Queryable, event: string, userId: number, scope: string, at: Date): Promise<void> {
  await q.query('insert into activity_trees (event_id, user_id, scope, lit_at) values ($1, $2, $3, $4) on conflict do nothing', [
    event,
    userId,
    scope,
    at,
  ]);
}

export async function litTreeCount(q: Queryable, event: string, scope: string): Promise<number> {
  const r = await q.query<{ n: number }>('select count(*)::int8 as n from activity_trees where event_id = $1 and scope = $2', [
    event,
    scope,
  ]);
  return Number(r.rows[0]?.n ?? 0);
}

/** Lit trees of a scope lit before `before`, earliest first (the pool's order). */
export async function litTrees(q: Queryable, event: string, scope: string, before: Date): Promise<number[]> {
  const r = await q.query<{ user_id: number }>(
    'select user_id from activity_trees where event_id = $1 and scope = $2 and lit_at < $3 order by lit_at, user_id',
    [event, scope, before],
  );
  return r.rows.map((t) => Number(t.user_id));
}

// ---- consent to show spending ----

/** The answers of the users of `ids` who have answered: user → whether spending boards may show their points. */
export async function consents(q: Queryable, ids: readonly number[]): Promise<Map<number, boolean>> {
  if (ids.length === 0) return new Map();
  const r = await q.query<{ user_id: string | number; show_spending: boolean }>(
    'select user_id, show_spending from activity_consents where user_id = any($1::int8[])',
    [ids],
  );
  return new Map(r.rows.map((x) => [Number(x.user_id), x.show_spending]));
}

/** The users of `ids` who let spending boards show their points. */
export async function consenting(q: Queryable, ids: readonly number[]): Promise<Set<number>> {
  return new Set([...(await consents(q, ids))].filter(([, yes]) => yes).map(([id]) => id));
}

export async function consentOf(q: Queryable, userId: number): Promise<boolean> {
  return (await consents(q, [userId])).get(userId) ?? false;
}

/** Records a user's answer (the latest wins), with when and from where. */
export async function setConsent(q: Queryable, userId: number, show: boolean, ip: string | null, at: Date): Promise<Date> {
  const r = await q.query<{ updated_at: Date }>(
    `insert into activity_consents (user_id, show_spending, ip, updated_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set show_spending = excluded.show_spending, ip = excluded.ip, updated_at = excluded.updated_at
     returning updated_at`,
    [userId, show, ip, at],
  );
  return new Date(r.rows[0]!.updated_at);
}
