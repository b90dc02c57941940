import type { Locale } from '@app/shared';
import type { Queryable } from '../../platform/db';

export interface GiftRow {
  id: number;
  brand: string;
  code: string;
  names: Record<Locale, string>;
  asset: 'gold_coin' | 'diamond' | 'silver_coin';
  price: number;
  is_limited: boolean;
  is_cp: boolean;
  active: boolean;
}

const GIFT_COLUMNS = 'id, brand, code, names, asset, price, is_limited, is_cp, active';

export async function listGifts(q: Queryable, brand: string): Promise<GiftRow[]> {
  const r = await q.query<GiftRow>(`select ${GIFT_COLUMNS} from gifts where brand = $1 and active order by sort, id`, [brand]);
  return r.rows;
}

export async function findGift(q: Queryable, id: number): Promise<GiftRow | null> {
  const r = await q.query<GiftRow>(`select ${GIFT_COLUMNS} from gifts where id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** The catalogue changes rarely (operations edits): gifts are cached per database for 10 s. */
const GIFT_CACHE_MS = 10_000;
const giftCache = new Map<string, { row: GiftRow | null; at: number }>();

export async function findGiftCached(q: Queryable, id: number): Promise<GiftRow | null> {
  const key = `${q.scope}|${id}`;
  const hit = giftCache.get(key);
  if (hit && Date.now() - hit.at < GIFT_CACHE_MS) return hit.row;
  const row = await findGift(q, id);
  if (giftCache.size > 10_000) giftCache.clear();
  giftCache.set(key, { row, at: Date.now() });
  return row;
}

export interface PendingGift {
  id: number;
  sender_id: number;
  receiver_id: number;
  rich_points: number;
  charm_points: number;
  cp_points: number;
  exp: number;
  honor: number;
  cp_level: string | null;
  sender_tribe_id: number | null;
  scope_sender: string;
  scope_receiver: string;
  region_sender: string;
  region_receiver: string;
  created_at: Date;
}

/** The gift records `gift.sent` events name, in id order. */
export async function loadSends(q: Queryable, ids: readonly number[]): Promise<PendingGift[]> {
  const r = await q.query<PendingGift>(
    `select g.id, g.sender_id, g.receiver_id, g.rich_points, g.charm_points, g.cp_points, g.exp, g.honor, g.cp_level,
            g.sender_tribe_id, g.scope_sender, g.scope_receiver, g.region_sender, g.region_receiver, g.created_at
       from gift_sends g where g.id = any($1::int8[]) order by g.id`,
    [ids],
  );
  return r.rows;
}

/** One statement for all users, in id order (the order every writer locks them in) */
export async function addStats(q: Queryable, stats: Array<{ userId: number; exp: number; rich: number; charm: number }>): Promise<void> {
  if (stats.length === 0) return;
  const sorted = [...stats].sort((a, b) => a.userId - b.userId);
  await q.query(
    `insert into user_stats (user_id, exp, rich_total, charm_total)
     select u, e, r, c from unnest($1::int8[], $2::int8[], $3::int8[], $4::int8[]) as t(u, e, r, c) order by u
     on conflict (user_id) do update set exp = user_stats.exp + excluded.exp, rich_total = user_stats.rich_total + excluded.rich_total,
       charm_total = user_stats.charm_total + excluded.charm_total, updated_at = now()`,
    [sorted.map((s) => s.userId), sorted.map((s) => s.exp), sorted.map((s) => s.rich), sorted.map((s) => s.charm)],
  );
}

export async function addHonor(q: Queryable, honor: Map<number, number>): Promise<void> {
  if (honor.size === 0) return;
  const sorted = [...honor].sort((a, b) => a[0] - b[0]);
  await q.query('update tribes t set honor = t.honor + v.d from unnest($1::int8[], $2::int8[]) as v(id, d) where t.id = v.id', [
    sorted.map((h) => h[0]),
    sorted.map((h) => h[1]),
  ]);
}

export async function statsOf(q: Queryable, userId: number): Promise<{ exp: number; rich_total: number; charm_total: number }> {
  const r = await q.query<{ exp: number; rich_total: number; charm_total: number }>(
    'select exp, rich_total, charm_total from user_stats where user_id = $1',
    [userId],
  );
  return r.rows[0] ?? { exp: 0, rich_total: 0, charm_total: 0 };
}
