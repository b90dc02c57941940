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
  gift_id: number;
  count: number;
  total: number;
  asset: string;
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
    `select g.id, g.sender_id, g.receiver_id, g.gift_id, g.count, g.total, g.asset, g.rich_points, g.charm_points, g.cp_points, g.exp, g.honor, g.cp_level,
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

export async function statsOf(q: Queryable, userId: number): Promise<{ exp: number; rich_total: number; charm_total: number }> {
  const r = await q.query<{ exp: number; rich_total: number; charm_total: number }>(
    'select exp, rich_total, charm_total from user_stats where user_id = $1',
    [userId],
  );
  return r.rows[0] ?? { exp: 0, rich_total: 0, charm_total: 0 };
}

/** Lifetime rich points of those of the users that have stats (the others have none yet). */
export async function richTotalsOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const r = await q.query<{ user_id: number; rich_total: number }>(
    'select user_id, rich_total from user_stats where user_id = any($1::int8[])',
    [userIds],
  );
  return new Map(r.rows.map((row) => [row.user_id, row.rich_total]));
}

export interface NewSend {
  operationId: number;
  senderId: number;
  receiverId: number;
  giftId: number;
  count: number;
  asset: string;
  total: number;
  points: number;
  cp: number;
  exp: number;
  honor: number;
  income: number;
  cpLevel: string | null;
  tribeId: number | null;
  scopeSender: string;
  scopeReceiver: string;
  regionSender: string;
  regionReceiver: string;
  /** the sender's balance after the send (part of the answer) */
  balance: number;
}

/**
 * CTEs for a batch's last statement (ledger/batch.ts): the gift records with their `gift.sent`
 * events, and `rec(operation_id, result)`, the answer of each send (fields as in TSendGiftResult).
 */
/** `at`: the send's time on the app's clock (periods and events count it, not the database's clock). */
export function recordSendsSql(
  sends: readonly NewSend[],
  at: Date,
  param: (value: unknown) => string,
  events: (source: string) => string,
): string {
  const col = <T>(f: (s: NewSend) => T, type: string) => `${param(sends.map(f))}::${type}[]`;
  return `gift_v as (
       select * from unnest(${col((s) => s.operationId, 'int8')}, ${col((s) => s.senderId, 'int8')}, ${col((s) => s.receiverId, 'int8')},
         ${col((s) => s.giftId, 'int4')}, ${col((s) => s.count, 'int4')}, ${col((s) => s.asset, 'text')}, ${col((s) => s.total, 'int8')},
         ${col((s) => s.points, 'int8')}, ${col((s) => s.cp, 'int8')}, ${col((s) => s.exp, 'int8')}, ${col((s) => s.honor, 'int8')},
         ${col((s) => s.income, 'int8')}, ${col((s) => s.cpLevel, 'text')}, ${col((s) => s.tribeId, 'int8')}, ${col((s) => s.scopeSender, 'text')},
         ${col((s) => s.scopeReceiver, 'text')}, ${col((s) => s.regionSender, 'text')}, ${col((s) => s.regionReceiver, 'text')},
         ${col((s) => s.balance, 'int8')})
         as v(op, sender, receiver, gift, cnt, asset, total, points, cp, exp, honor, income, cp_level, tribe, ss, sr, rs, rr, bal)),
     gift_g as (
       insert into gift_sends (operation_id, sender_id, receiver_id, gift_id, count, asset, total, rich_points, charm_points, cp_points,
         exp, honor, income, cp_level, sender_tribe_id, scope_sender, scope_receiver, region_sender, region_receiver, created_at)
       select op, sender, receiver, gift, cnt, asset, total, points, points, cp, exp, honor, income, cp_level, tribe, ss, sr, rs, rr,
         ${param(at.toISOString())}::timestamptz from gift_v
       returning id, operation_id, created_at),
     gift_e as (${events('gift_g')}),
     rec as (
       select g.operation_id, json_build_object('gift_send_id', g.id, 'operation_id', v.op, 'gift_id', v.gift, 'to_user_id', v.receiver,
           'count', v.cnt, 'asset', v.asset, 'total', v.total, 'balance', v.bal, 'rich_points', v.points, 'charm_points', v.points,
           'cp_points', v.cp, 'exp', v.exp) as result
         from gift_g g join gift_v v on v.op = g.operation_id)`;
}

/** Experience of those of the users that have stats (the others have none: level 1). */
export async function expsOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const r = await q.query<{ user_id: number; exp: number }>('select user_id, exp from user_stats where user_id = any($1::int8[])', [
    userIds,
  ]);
  return new Map(r.rows.map((row) => [row.user_id, row.exp]));
}

/** What activity scoring reads of a gift record (a `gift.sent` item, narrow: it runs for every gift). */
export interface GiftToScore {
  sender_id: number;
  receiver_id: number;
  gift_id: number;
  count: number;
  total: number;
  asset: string;
  cp_level: string | null;
  sender_tribe_id: number | null;
  created_at: Date;
}

/** The gift records of a batch of `gift.sent` events, only the columns scoring reads, in id order. */
export async function giftsToScore(q: Queryable, ids: readonly number[]): Promise<GiftToScore[]> {
  const r = await q.query<GiftToScore>(
    `select sender_id, receiver_id, gift_id, count, total, asset, cp_level, sender_tribe_id, created_at
       from gift_sends where id = any($1::int8[]) order by id`,
    [ids],
  );
  return r.rows;
}
