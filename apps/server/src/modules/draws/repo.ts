import type { TDrawPrizeView } from '@app/shared';
import type { Queryable } from '../../platform/db';

export interface DrawRow {
  id: number;
  user_id: number;
  brand: string;
  game: string;
  seed_id: number;
  nonce: number;
  config_hash: string;
  prize: string;
  detail: TDrawPrizeView;
  cost: number;
  created_at: Date;
  /** the host a cheering draw backed */
  target_id: number | null;
}
const DRAW_COLUMNS =
  'id::int8 as id, user_id::int8 as user_id, brand, game, seed_id::int8 as seed_id, nonce::int8 as nonce, config_hash, prize, detail, cost, created_at, target_id::int8 as target_id';

/** Adds to the user's spending of the day; with a cap, only while the total stays within it. */
export async function addSpend(q: Queryable, userId: number, day: string, amount: number, cap: number | null): Promise<boolean> {
  const r = await q.query(
    `insert into draw_spend (user_id, day, spent) select $1::int8, $2::date, $3::int8 where $4::int8 is null or $3::int8 <= $4::int8
     on conflict (user_id, day) do update set spent = draw_spend.spent + excluded.spent
       where $4::int8 is null or draw_spend.spent + excluded.spent <= $4`,
    [userId, day, amount, cap],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function spentOn(q: Queryable, userId: number, day: string): Promise<number> {
  const r = await q.query<{ spent: number }>('select spent::int8 as spent from draw_spend where user_id = $1 and day = $2::date', [
    userId,
    day,
  ]);
  return Number(r.rows[0]?.spent ?? 0);
}

export async function insertDraws(q: Queryable, rows: ReadonlyArray<Omit<DrawRow, 'id'>>): Promise<DrawRow[]> {
  const r = await q.query<DrawRow>(
    `insert into draws (user_id, brand, game, seed_id, nonce, config_hash, prize, detail, cost, created_at, target_id)
     select * from unnest($1::int8[], $2::text[], $3::text[], $4::int8[], $5::int8[], $6::text[], $7::text[], $8::jsonb[], $9::int[], $10::timestamptz[], $11::int8[])
     returning ${DRAW_COLUMNS}`,
    [
      rows.map((d) => d.user_id),
      rows.map((d) => d.brand),
      rows.map((d) => d.game),
      rows.map((d) => d.seed_id),
      rows.map((d) => d.nonce),
      rows.map((d) => d.config_hash),
      rows.map((d) => d.prize),
      rows.map((d) => JSON.stringify(d.detail)),
      rows.map((d) => d.cost),
      rows.map((d) => d.created_at),
      rows.map((d) => d.target_id),
    ],
  );
  return r.rows.sort((a, b) => Number(a.nonce) - Number(b.nonce));
}

export async function userDraws(
  q: Queryable,
  userId: number,
  f: { game?: string | undefined; before?: number | undefined; limit: number },
): Promise<DrawRow[]> {
  const r = await q.query<DrawRow>(
    `select ${DRAW_COLUMNS} from draws
      where user_id = $1 and ($2::text is null or game = $2) and ($3::int8 is null or id < $3)
      order by id desc limit $4`,
    [userId, f.game ?? null, f.before ?? null, f.limit],
  );
  return r.rows;
}

export async function userDraw(q: Queryable, userId: number, id: number): Promise<DrawRow | null> {
  const r = await q.query<DrawRow>(`select ${DRAW_COLUMNS} from draws where id = $1 and user_id = $2`, [id, userId]);
  return r.rows[0] ?? null;
}

/** Counts `n` more draws toward the game's medal; a day per `perDay`, added to what is left. */
export async function addMedalDraws(q: Queryable, userId: number, game: string, n: number, perDay: number, at: Date): Promise<void> {
  await q.query(
    `insert into draw_medals as m (user_id, game, draws, medal_until)
     values ($1, $2, $3::int8, case when $3::int8 / $4::int8 > 0 then $5::timestamptz + make_interval(days => ($3::int8 / $4::int8)::int) end)
     on conflict (user_id, game) do update set
       draws = m.draws + excluded.draws,
       medal_until = case
         when (m.draws + excluded.draws) / $4::int8 > m.draws / $4::int8
         then greatest(coalesce(m.medal_until, $5::timestamptz), $5::timestamptz)
              + make_interval(days => ((m.draws + excluded.draws) / $4::int8 - m.draws / $4::int8)::int)
         else m.medal_until end`,
    [userId, game, n, perDay, at],
  );
}

export async function medalOf(q: Queryable, userId: number, game: string): Promise<{ draws: number; medal_until: Date | null }> {
  const r = await q.query<{ draws: number; medal_until: Date | null }>(
    'select draws::int8 as draws, medal_until from draw_medals where user_id = $1 and game = $2',
    [userId, game],
  );
  return { draws: Number(r.rows[0]?.draws ?? 0), medal_until: r.rows[0]?.medal_until ?? null };
}

/** A backpack item for `days` more days (from now, or from when the one held runs out). */
export async function addItemDays(q: Queryable, userId: number, item: string, days: number, at: Date): Promise<void> {
  await q.query(
    `insert into backpack_items as b (user_id, item, expires_at, updated_at) values ($1, $2, $4::timestamptz + make_interval(days => $3::int), $4)
     on conflict (user_id, item) do update set
       expires_at = greatest(b.expires_at, $4::timestamptz) + make_interval(days => $3::int), updated_at = $4`,
    [userId, item, days, at],
  );
}

export async function backpack(q: Queryable, userId: number, at: Date): Promise<Array<{ item: string; expires_at: Date }>> {
  const r = await q.query<{ item: string; expires_at: Date }>(
    'select item, expires_at from backpack_items where user_id = $1 and expires_at > $2 order by expires_at desc',
    [userId, at],
  );
  return r.rows;
}

/** Deletes up to `batch` draws made before `before`; returns how many. */
export async function purgeDraws(q: Queryable, before: Date, batch: number): Promise<number> {
  const r = await q.query('delete from draws where id in (select id from draws where created_at < $1 order by created_at limit $2)', [
    before,
    batch,
  ]);
  return r.rowCount ?? 0;
}
