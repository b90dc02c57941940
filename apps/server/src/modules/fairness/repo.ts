import type { Queryable } from '../../platform/db';

export interface ChainRow {
  id: number;
  game: string;
  brand: string;
  first_round: number;
  length: number;
  anchor: string;
  top_seed: string;
  created_at: Date;
}

const COLUMNS = 'id, game, brand, first_round, length, anchor, top_seed, created_at';

export async function chainCovering(q: Queryable, game: string, brand: string, round: number): Promise<ChainRow | null> {
  const r = await q.query<ChainRow>(
    `select ${COLUMNS} from fairness_chains
      where game = $1 and brand = $2 and first_round <= $3 and first_round + length > $3`,
    [game, brand, round],
  );
  return r.rows[0] ?? null;
}

export async function chainById(q: Queryable, id: number): Promise<ChainRow | null> {
  const r = await q.query<ChainRow>(`select ${COLUMNS} from fairness_chains where id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** Inserts a chain unless one already starts there (another node made it); returns the stored one. */
export async function insertChain(q: Queryable, c: Omit<ChainRow, 'id'>): Promise<ChainRow> {
  await q.query(
    `insert into fairness_chains (game, brand, first_round, length, anchor, top_seed, created_at)
     values ($1, $2, $3, $4, $5, $6, $7) on conflict (game, brand, first_round) do nothing`,
    [c.game, c.brand, c.first_round, c.length, c.anchor, c.top_seed, c.created_at],
  );
  const r = await q.query<ChainRow>(`select ${COLUMNS} from fairness_chains where game = $1 and brand = $2 and first_round = $3`, [
    c.game,
    c.brand,
    c.first_round,
  ]);
  return r.rows[0]!;
}

export async function publishedChains(q: Queryable, game: string, brand: string, limit: number): Promise<ChainRow[]> {
  const r = await q.query<ChainRow>(
    `select ${COLUMNS} from fairness_chains where game = $1 and brand = $2 order by first_round desc limit $3`,
    [game, brand, limit],
  );
  return r.rows;
}

// ---- per-user seeds ----
export interface SeedRow {
  id: number;
  user_id: number;
  seed: string;
  seed_hash: string;
  client_seed: string;
  nonce: number;
  created_at: Date;
  revealed_at: Date | null;
}
const SEED_COLUMNS = 'id, user_id, seed, seed_hash, client_seed, nonce::int8 as nonce, created_at, revealed_at';

export async function currentSeed(q: Queryable, userId: number, lock: '' | 'for update' = ''): Promise<SeedRow | null> {
  const r = await q.query<SeedRow>(`select ${SEED_COLUMNS} from draw_seeds where user_id = $1 and revealed_at is null ${lock}`, [userId]);
  return r.rows[0] ?? null;
}

/** Inserts the user's current seed unless they already have one (a concurrent request made it). */
export async function insertSeed(
  q: Queryable,
  s: { userId: number; seed: string; seedHash: string; clientSeed: string; at: Date },
): Promise<void> {
  await q.query(
    `insert into draw_seeds (user_id, seed, seed_hash, client_seed, created_at) values ($1, $2, $3, $4, $5)
     on conflict (user_id) where revealed_at is null do nothing`,
    [s.userId, s.seed, s.seedHash, s.clientSeed, s.at],
  );
}

/** Takes `n` nonces of a (locked) seed; returns the first. */
export async function takeNonces(q: Queryable, id: number, n: number): Promise<number> {
  const r = await q.query<{ first: number }>(
    'update draw_seeds set nonce = nonce + $2 where id = $1 returning (nonce - $2)::int8 as first',
    [id, n],
  );
  return Number(r.rows[0]!.first);
}

export async function revealSeed(q: Queryable, id: number, at: Date): Promise<void> {
  await q.query('update draw_seeds set revealed_at = $2 where id = $1', [id, at]);
}

export async function revealedSeeds(q: Queryable, userId: number, limit: number): Promise<SeedRow[]> {
  const r = await q.query<SeedRow>(
    `select ${SEED_COLUMNS} from draw_seeds where user_id = $1 and revealed_at is not null order by id desc limit $2`,
    [userId, limit],
  );
  return r.rows;
}

export async function seedsByIds(q: Queryable, ids: readonly number[]): Promise<Map<number, SeedRow>> {
  if (!ids.length) return new Map();
  const r = await q.query<SeedRow>(`select ${SEED_COLUMNS} from draw_seeds where id = any($1::int8[])`, [ids]);
  return new Map(r.rows.map((s) => [Number(s.id), s]));
}
