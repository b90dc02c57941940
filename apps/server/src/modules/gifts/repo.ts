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

export async function takePending(q: Queryable, limit: number): Promise<PendingGift[]> {
  const r = await q.query<PendingGift>(
    `select id, sender_id, receiver_id, rich_points, charm_points, cp_points, exp, honor, cp_level, sender_tribe_id,
            scope_sender, scope_receiver, region_sender, region_receiver, created_at
       from gift_sends where not effects_applied order by id limit $1 for update skip locked`,
    [limit],
  );
  return r.rows;
}

export async function markApplied(q: Queryable, ids: number[]): Promise<void> {
  await q.query('update gift_sends set effects_applied = true where id = any($1::int8[])', [ids]);
}

export async function addStats(q: Queryable, stats: Array<{ userId: number; exp: number; rich: number; charm: number }>): Promise<void> {
  for (const s of [...stats].sort((a, b) => a.userId - b.userId)) {
    await q.query(
      `insert into user_stats (user_id, exp, rich_total, charm_total) values ($1, $2, $3, $4)
       on conflict (user_id) do update set exp = user_stats.exp + excluded.exp, rich_total = user_stats.rich_total + excluded.rich_total,
         charm_total = user_stats.charm_total + excluded.charm_total, updated_at = now()`,
      [s.userId, s.exp, s.rich, s.charm],
    );
  }
}

export async function addHonor(q: Queryable, honor: Map<number, number>): Promise<void> {
  for (const [tribeId, delta] of [...honor].sort((a, b) => a[0] - b[0])) {
    await q.query('update tribes set honor = honor + $2 where id = $1', [tribeId, delta]);
  }
}

export async function statsOf(q: Queryable, userId: number): Promise<{ exp: number; rich_total: number; charm_total: number }> {
  const r = await q.query<{ exp: number; rich_total: number; charm_total: number }>(
    'select exp, rich_total, charm_total from user_stats where user_id = $1',
    [userId],
  );
  return r.rows[0] ?? { exp: 0, rich_total: 0, charm_total: 0 };
}
