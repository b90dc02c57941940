import type { Queryable } from '../../platform/db';

export interface RoundRow {
  brand: string;
  round_id: number;
  state: 'open' | 'settled' | 'void';
  chain_id: number;
  seed_hash: string;
  seed: string | null;
  winner: number | null;
  opened_at: Date;
  settled_at: Date | null;
  players: number;
  litres: number;
  paid: number;
}
export interface FuelRow {
  car: number;
  litres: number;
  confirmed: boolean;
}
export interface PoolRow {
  car: number;
  litres: number;
  players: number;
}

const ROUND_COLUMNS = 'brand, round_id, state, chain_id, seed_hash, seed, winner, opened_at, settled_at, players, litres, paid';

export async function findRound(
  q: Queryable,
  brand: string,
  roundId: number,
  lock: '' | 'for share' | 'for no key update' = '',
): Promise<RoundRow | null> {
  const r = await q.query<RoundRow>(`select ${ROUND_COLUMNS} from racing_rounds where brand = $1 and round_id = $2 ${lock}`, [
    brand,
    roundId,
  ]);
  return r.rows[0] ?? null;
}

export async function insertRound(
  q: Queryable,
  r: { brand: string; roundId: number; state: 'open' | 'void'; chainId: number; seedHash: string; seed: string | null; at: Date },
): Promise<boolean> {
  const res = await q.query(
    `insert into racing_rounds (brand, round_id, state, chain_id, seed_hash, seed, opened_at, settled_at)
     values ($1, $2, $3, $4, $5, $6, $7, case when $3 = 'void' then $7::timestamptz end)
     on conflict (brand, round_id) do nothing`,
    [r.brand, r.roundId, r.state, r.chainId, r.seedHash, r.seed, r.at],
  );
  return (res.rowCount ?? 0) > 0;
}

/** Round ids with no row between `from` and `to` (inclusive). */
export async function missingRounds(q: Queryable, brand: string, from: number, to: number): Promise<number[]> {
  if (to < from) return [];
  const r = await q.query<{ id: number }>(
    `select g.id from generate_series($2::bigint, $3::bigint) as g(id)
      where not exists (select 1 from racing_rounds r where r.brand = $1 and r.round_id = g.id) order by g.id`,
    [brand, from, to],
  );
  return r.rows.map((x) => Number(x.id));
}

export async function finishedRounds(q: Queryable, brand: string, before: number, limit: number): Promise<RoundRow[]> {
  const r = await q.query<RoundRow>(
    `select ${ROUND_COLUMNS} from racing_rounds where brand = $1 and round_id < $2 and state <> 'open' order by round_id desc limit $3`,
    [brand, before, limit],
  );
  return r.rows;
}

/** The oldest round id stored for the brand (null before the first round). */
export async function oldestRoundId(q: Queryable, brand: string): Promise<number | null> {
  const r = await q.query<{ id: number | null }>('select min(round_id) as id from racing_rounds where brand = $1', [brand]);
  return r.rows[0]?.id == null ? null : Number(r.rows[0].id);
}

/** Void rows for rounds nobody opened, in one statement (rows another node wrote meanwhile stay). */
export async function insertVoidRounds(
  q: Queryable,
  brand: string,
  rows: ReadonlyArray<{ roundId: number; chainId: number; seedHash: string; seed: string }>,
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await q.query(
    `insert into racing_rounds (brand, round_id, state, chain_id, seed_hash, seed, opened_at, settled_at)
     select $1, r.round_id, 'void', r.chain_id, r.seed_hash, r.seed, $6, $6
       from unnest($2::int8[], $3::int8[], $4::text[], $5::text[]) as r(round_id, chain_id, seed_hash, seed)
     on conflict (brand, round_id) do nothing`,
    [brand, rows.map((r) => r.roundId), rows.map((r) => r.chainId), rows.map((r) => r.seedHash), rows.map((r) => r.seed), at],
  );
}

export async function dueOpenRounds(q: Queryable, brand: string, lastDue: number): Promise<number[]> {
  const r = await q.query<{ round_id: number }>(
    "select round_id from racing_rounds where state = 'open' and brand = $1 and round_id <= $2 order by round_id",
    [brand, lastDue],
  );
  return r.rows.map((x) => Number(x.round_id));
}

/**
 * Adds litres to a user's car in a round: one statement, so concurrent adds queue on the row and
 * the cap holds. Nothing comes back when the car's fuel is confirmed or the sum would pass `max`.
 */
export async function addFuel(
  q: Queryable,
  f: { brand: string; roundId: number; userId: number; car: number; litres: number; max: number; at: Date },
): Promise<number | null> {
  const r = await q.query<{ litres: number }>(
    `insert into racing_fuel (brand, round_id, user_id, car, litres, updated_at) values ($1, $2, $3, $4, $5, $7)
     on conflict (brand, round_id, user_id, car) do update
       set litres = racing_fuel.litres + excluded.litres, updated_at = excluded.updated_at
       where not racing_fuel.confirmed and racing_fuel.litres + excluded.litres <= $6
     returning litres`,
    [f.brand, f.roundId, f.userId, f.car, f.litres, f.max, f.at],
  );
  return r.rows[0]?.litres ?? null;
}

export async function fuelOf(q: Queryable, brand: string, roundId: number, userId: number): Promise<FuelRow[]> {
  const r = await q.query<FuelRow>(
    'select car, litres, confirmed from racing_fuel where brand = $1 and round_id = $2 and user_id = $3 order by car',
    [brand, roundId, userId],
  );
  return r.rows;
}

export async function confirmFuel(q: Queryable, brand: string, roundId: number, userId: number, at: Date): Promise<number> {
  const r = await q.query(
    'update racing_fuel set confirmed = true, updated_at = $4 where brand = $1 and round_id = $2 and user_id = $3 and not confirmed',
    [brand, roundId, userId, at],
  );
  return r.rowCount ?? 0;
}

export async function pools(q: Queryable, brand: string, roundId: number): Promise<PoolRow[]> {
  const r = await q.query<PoolRow>(
    `select car, sum(litres)::int as litres, count(*)::int as players from racing_fuel
      where brand = $1 and round_id = $2 and confirmed group by car order by car`,
    [brand, roundId],
  );
  return r.rows;
}

/**
 * What each user's fuel in a round returned, per user, read in one pass (nothing is written per
 * row: a row's outcome follows from the round's winner, see `records`): fragments due (winnings
 * by `winnerTenths` per litre, unconfirmed fuel back), fuel confirmed, winnings alone.
 */
export async function settleFuel(
  q: Queryable,
  brand: string,
  roundId: number,
  winner: number,
  winnerTenths: number,
): Promise<Array<{ user_id: number; due: number; spent: number; won: number }>> {
  const r = await q.query<{ user_id: number; due: number; spent: number; won: number }>(
    `select user_id,
            sum(case when not confirmed then litres when car = $3 then (litres * $4) / 10 else 0 end)::bigint as due,
            coalesce(sum(litres) filter (where confirmed), 0)::bigint as spent,
            coalesce(sum((litres * $4) / 10) filter (where confirmed and car = $3), 0)::bigint as won
       from racing_fuel where brand = $1 and round_id = $2
      group by user_id order by user_id`,
    [brand, roundId, winner, winnerTenths],
  );
  return r.rows.map((x) => ({ user_id: Number(x.user_id), due: Number(x.due), spent: Number(x.spent), won: Number(x.won) }));
}

export async function closeRound(
  q: Queryable,
  r: {
    brand: string;
    roundId: number;
    state: 'settled' | 'void';
    seed: string;
    winner: number | null;
    at: Date;
    players: number;
    litres: number;
    paid: number;
  },
): Promise<void> {
  await q.query(
    `update racing_rounds set state = $3, seed = $4, winner = $5, settled_at = $6, players = $7, litres = $8, paid = $9
      where brand = $1 and round_id = $2`,
    [r.brand, r.roundId, r.state, r.seed, r.winner, r.at, r.players, r.litres, r.paid],
  );
}

/** Adds confirmed fuel to each user's total; every `perDay` crossed adds a day of medal. */
export async function addMedalFuel(q: Queryable, spent: ReadonlyArray<{ user_id: number; spent: number }>, perDay: number, at: Date) {
  const rows = spent.filter((s) => s.spent > 0);
  if (!rows.length) return;
  await q.query(
    `insert into racing_medals (user_id, fragments_spent, medal_until)
     select u, s, case when s >= $3 then $4::timestamptz + (s / $3) * interval '1 day' end
       from unnest($1::bigint[], $2::bigint[]) as t(u, s)
     on conflict (user_id) do update set
       fragments_spent = racing_medals.fragments_spent + excluded.fragments_spent,
       medal_until = case
         when (racing_medals.fragments_spent + excluded.fragments_spent) / $3 > racing_medals.fragments_spent / $3
         then greatest(coalesce(racing_medals.medal_until, $4::timestamptz), $4::timestamptz)
              + ((racing_medals.fragments_spent + excluded.fragments_spent) / $3 - racing_medals.fragments_spent / $3) * interval '1 day'
         else racing_medals.medal_until end`,
    [rows.map((r) => r.user_id), rows.map((r) => r.spent), perDay, at],
  );
}

export async function medalOf(q: Queryable, userId: number): Promise<{ fragments_spent: number; medal_until: Date | null }> {
  const r = await q.query<{ fragments_spent: number; medal_until: Date | null }>(
    'select fragments_spent, medal_until from racing_medals where user_id = $1',
    [userId],
  );
  return r.rows[0]
    ? { fragments_spent: Number(r.rows[0].fragments_spent), medal_until: r.rows[0].medal_until }
    : { fragments_spent: 0, medal_until: null };
}

export interface RecordRow extends RoundRow {
  mine: Array<{ car: number; litres: number; confirmed: boolean }>;
}

const HAVING: Record<string, string> = {
  all: '',
  mine: 'having count(f.user_id) > 0',
  absent: 'having count(f.user_id) = 0',
  won: "having r.state = 'settled' and coalesce(bool_or(f.confirmed and f.car = r.winner), false)",
  lost: "having r.state = 'settled' and coalesce(bool_or(f.confirmed), false) and not coalesce(bool_or(f.confirmed and f.car = r.winner), false)",
};

export async function records(
  q: Queryable,
  brand: string,
  userId: number | null,
  filter: string,
  before: number,
  limit: number,
): Promise<RecordRow[]> {
  const r = await q.query<RecordRow>(
    `select r.brand, r.round_id, r.state, r.chain_id, r.seed_hash, r.seed, r.winner, r.opened_at, r.settled_at, r.players, r.litres, r.paid,
            coalesce(json_agg(json_build_object('car', f.car, 'litres', f.litres, 'confirmed', f.confirmed)
                     order by f.car) filter (where f.user_id is not null), '[]') as mine
       from racing_rounds r
       left join racing_fuel f on f.brand = r.brand and f.round_id = r.round_id and f.user_id = $2
      where r.brand = $1 and r.round_id < $3
      group by r.brand, r.round_id
      ${HAVING[filter] ?? ''}
      order by r.round_id desc limit $4`,
    [brand, userId ?? 0, before, limit],
  );
  return r.rows;
}
