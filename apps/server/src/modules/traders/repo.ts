import type { TraderStatus } from '@app/shared';
import type { Queryable } from '../../platform/db';

/** The only file naming the traders tables (migration 0042). */

export interface TraderRow {
  user_id: number;
  brand: string;
  region: 'default' | 'japan';
  status: TraderStatus;
  daily_limit: number;
  per_recipient_limit: number;
  note: string;
  proposed_by: number;
  proposed_at: Date;
  approved_by: number | null;
  approved_at: Date | null;
  updated_at: Date;
}
const TRADER_COLUMNS = `user_id::int8 as user_id, brand, region, status, daily_limit::int8 as daily_limit,
  per_recipient_limit::int8 as per_recipient_limit, note, proposed_by::int8 as proposed_by, proposed_at,
  approved_by::int8 as approved_by, approved_at, updated_at`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
function toTrader(r: TraderRow): TraderRow {
  return {
    ...r,
    user_id: Number(r.user_id),
    daily_limit: Number(r.daily_limit),
    per_recipient_limit: Number(r.per_recipient_limit),
    proposed_by: Number(r.proposed_by),
    approved_by: num(r.approved_by),
  };
}

export async function findTrader(q: Queryable, userId: number, lock?: 'update' | 'share'): Promise<TraderRow | null> {
  const r = await q.query<TraderRow>(`select ${TRADER_COLUMNS} from traders where user_id = $1${lock ? ` for ${lock}` : ''}`, [userId]);
  return r.rows[0] ? toTrader(r.rows[0]) : null;
}

export async function listTraders(q: Queryable, f: { status?: string; brand?: string; limit: number }): Promise<TraderRow[]> {
  const r = await q.query<TraderRow>(
    `select ${TRADER_COLUMNS} from traders
      where ($1::text is null or status = $1) and ($2::text is null or brand = $2)
      order by case status when 'pending' then 0 when 'active' then 1 when 'suspended' then 2 else 3 end, updated_at desc
      limit $3`,
    [f.status ?? null, f.brand ?? null, f.limit],
  );
  return r.rows.map(toTrader);
}

/** A new proposal, or a revoked trader proposed again; null when the user is a live trader. */
export async function proposeTrader(
  q: Queryable,
  t: {
    user_id: number;
    brand: string;
    region: string;
    daily_limit: number;
    per_recipient_limit: number;
    note: string;
    admin: number;
    at: Date;
  },
): Promise<TraderRow | null> {
  const r = await q.query<TraderRow>(
    `insert into traders (user_id, brand, region, status, daily_limit, per_recipient_limit, note, proposed_by, proposed_at, updated_at)
     values ($1, $2, $3, 'pending', $4, $5, $6, $7, $8, $8)
     on conflict (user_id) do update set status = 'pending', daily_limit = excluded.daily_limit,
       per_recipient_limit = excluded.per_recipient_limit, note = excluded.note, proposed_by = excluded.proposed_by,
       proposed_at = excluded.proposed_at, approved_by = null, approved_at = null, updated_at = excluded.updated_at
       where traders.status = 'revoked'
     returning ${TRADER_COLUMNS}`,
    [t.user_id, t.brand, t.region, t.daily_limit, t.per_recipient_limit, t.note, t.admin, t.at],
  );
  return r.rows[0] ? toTrader(r.rows[0]) : null;
}

export async function updateTrader(
  q: Queryable,
  userId: number,
  change: Partial<Pick<TraderRow, 'status' | 'daily_limit' | 'per_recipient_limit' | 'approved_by' | 'approved_at'>> & { updated_at: Date },
): Promise<TraderRow> {
  const keys = Object.keys(change) as (keyof typeof change)[];
  const r = await q.query<TraderRow>(
    `update traders set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where user_id = $1 returning ${TRADER_COLUMNS}`,
    [userId, ...keys.map((k) => change[k])],
  );
  return toTrader(r.rows[0]!);
}

// ---- limit requests ----

export interface LimitRequestRow {
  id: number;
  trader_id: number;
  daily_limit: number;
  per_recipient_limit: number;
  status: string;
  requested_by: number;
  requested_at: Date;
}
const LIMIT_COLUMNS = `id::int8 as id, trader_id::int8 as trader_id, daily_limit::int8 as daily_limit,
  per_recipient_limit::int8 as per_recipient_limit, status, requested_by::int8 as requested_by, requested_at`;
const toLimit = (r: LimitRequestRow): LimitRequestRow => ({
  ...r,
  id: Number(r.id),
  trader_id: Number(r.trader_id),
  daily_limit: Number(r.daily_limit),
  per_recipient_limit: Number(r.per_recipient_limit),
  requested_by: Number(r.requested_by),
});

export async function pendingLimits(q: Queryable, traderIds: readonly number[]): Promise<Map<number, LimitRequestRow>> {
  if (traderIds.length === 0) return new Map();
  const r = await q.query<LimitRequestRow>(
    `select ${LIMIT_COLUMNS} from trader_limit_requests where trader_id = any($1::int8[]) and status = 'pending'`,
    [traderIds],
  );
  return new Map(r.rows.map((x) => [Number(x.trader_id), toLimit(x)]));
}

/** Replaces any waiting raise of the trader (marked `replaced`) and files this one. */
export async function fileLimitRequest(
  q: Queryable,
  l: { trader_id: number; daily_limit: number; per_recipient_limit: number; admin: number; at: Date },
): Promise<void> {
  await q.query(`update trader_limit_requests set status = 'replaced', decided_at = $2 where trader_id = $1 and status = 'pending'`, [
    l.trader_id,
    l.at,
  ]);
  await q.query(
    `insert into trader_limit_requests (trader_id, daily_limit, per_recipient_limit, status, requested_by, requested_at)
     values ($1, $2, $3, 'pending', $4, $5)`,
    [l.trader_id, l.daily_limit, l.per_recipient_limit, l.admin, l.at],
  );
}

export async function lockPendingLimit(q: Queryable, traderId: number): Promise<LimitRequestRow | null> {
  const r = await q.query<LimitRequestRow>(
    `select ${LIMIT_COLUMNS} from trader_limit_requests where trader_id = $1 and status = 'pending' for update`,
    [traderId],
  );
  return r.rows[0] ? toLimit(r.rows[0]) : null;
}

export async function decideLimitRequest(
  q: Queryable,
  id: number,
  status: 'approved' | 'rejected' | 'replaced',
  by: number | null,
  at: Date,
) {
  await q.query('update trader_limit_requests set status = $2, decided_by = $3, decided_at = $4 where id = $1', [id, status, by, at]);
}

// ---- usage (limits under concurrency) ----

/**
 * Adds `amount` to the trader's day only while the total stays within `cap`: an upsert whose
 * `where` holds the cap, so two transfers at once wait on the row and the second sees the first.
 */
export async function addDailyUsage(q: Queryable, traderId: number, day: string, amount: number, cap: number): Promise<boolean> {
  const r = await q.query(
    `insert into trader_daily_usage (trader_id, day, used) select $1::int8, $2::date, $3::int8 where $3::int8 <= $4::int8
     on conflict (trader_id, day) do update set used = trader_daily_usage.used + excluded.used
       where trader_daily_usage.used + excluded.used <= $4::int8`,
    [traderId, day, amount, cap],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function addRecipientUsage(
  q: Queryable,
  traderId: number,
  day: string,
  recipientId: number,
  amount: number,
  cap: number,
): Promise<boolean> {
  const r = await q.query(
    `insert into trader_recipient_usage (trader_id, day, recipient_id, used) select $1::int8, $2::date, $3::int8, $4::int8 where $4::int8 <= $5::int8
     on conflict (trader_id, day, recipient_id) do update set used = trader_recipient_usage.used + excluded.used
       where trader_recipient_usage.used + excluded.used <= $5::int8`,
    [traderId, day, recipientId, amount, cap],
  );
  return (r.rowCount ?? 0) > 0;
}

export async function usedOn(q: Queryable, traderIds: readonly number[], day: string): Promise<Map<number, number>> {
  if (traderIds.length === 0) return new Map();
  const r = await q.query<{ trader_id: string; used: string }>(
    'select trader_id::int8 as trader_id, used::int8 as used from trader_daily_usage where trader_id = any($1::int8[]) and day = $2::date',
    [traderIds, day],
  );
  return new Map(r.rows.map((x) => [Number(x.trader_id), Number(x.used)]));
}

export async function usedForRecipient(q: Queryable, traderId: number, day: string, recipientId: number): Promise<number> {
  const r = await q.query<{ used: string }>(
    'select used::int8 as used from trader_recipient_usage where trader_id = $1 and day = $2::date and recipient_id = $3',
    [traderId, day, recipientId],
  );
  return Number(r.rows[0]?.used ?? 0);
}

/** Every usage row of a trader (tests and the property check compare them with the transfers). */
export async function usageRows(q: Queryable, traderId: number) {
  const d = await q.query<{ day: string; used: string }>(
    'select day::text as day, used::int8 as used from trader_daily_usage where trader_id = $1 order by day',
    [traderId],
  );
  const p = await q.query<{ day: string; recipient_id: string; used: string }>(
    'select day::text as day, recipient_id::int8 as recipient_id, used::int8 as used from trader_recipient_usage where trader_id = $1',
    [traderId],
  );
  return {
    daily: d.rows.map((x) => ({ day: x.day, used: Number(x.used) })),
    perRecipient: p.rows.map((x) => ({ day: x.day, recipient_id: Number(x.recipient_id), used: Number(x.used) })),
  };
}

// ---- transfers ----

export interface TransferRow {
  id: number;
  trader_id: number;
  recipient_id: number;
  brand: string;
  asset: 'gold_coin' | 'diamond';
  amount: number;
  day: string;
  request_id: string;
  created_at: Date;
}
const TRANSFER_COLUMNS = `id::int8 as id, trader_id::int8 as trader_id, recipient_id::int8 as recipient_id, brand, asset,
  amount::int8 as amount, day::text as day, request_id, created_at`;
const toTransfer = (r: TransferRow): TransferRow => ({
  ...r,
  id: Number(r.id),
  trader_id: Number(r.trader_id),
  recipient_id: Number(r.recipient_id),
  amount: Number(r.amount),
});

export async function insertTransfer(q: Queryable, t: Omit<TransferRow, 'id'> & { operation_id: number }): Promise<TransferRow> {
  const r = await q.query<TransferRow>(
    `insert into trader_transfers (trader_id, recipient_id, brand, asset, amount, day, request_id, operation_id, created_at)
     values ($1, $2, $3, $4, $5, $6::date, $7, $8, $9) returning ${TRANSFER_COLUMNS}`,
    [t.trader_id, t.recipient_id, t.brand, t.asset, t.amount, t.day, t.request_id, t.operation_id, t.created_at],
  );
  return toTransfer(r.rows[0]!);
}

export async function findTransfer(q: Queryable, id: number): Promise<TransferRow | null> {
  const r = await q.query<TransferRow>(`select ${TRANSFER_COLUMNS} from trader_transfers where id = $1`, [id]);
  return r.rows[0] ? toTransfer(r.rows[0]) : null;
}

export async function findTransferByRequest(q: Queryable, traderId: number, requestId: string): Promise<TransferRow | null> {
  const r = await q.query<TransferRow>(`select ${TRANSFER_COLUMNS} from trader_transfers where trader_id = $1 and request_id = $2`, [
    traderId,
    requestId,
  ]);
  return r.rows[0] ? toTransfer(r.rows[0]) : null;
}

export async function listTransfers(
  q: Queryable,
  f: {
    traderId: number;
    beforeId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
    recipientId?: number | undefined;
    limit: number;
  },
): Promise<TransferRow[]> {
  const r = await q.query<TransferRow>(
    `select ${TRANSFER_COLUMNS} from trader_transfers
      where trader_id = $1 and ($2::int8 is null or id < $2) and ($3::date is null or day >= $3::date)
        and ($4::date is null or day <= $4::date) and ($5::int8 is null or recipient_id = $5)
      order by id desc limit $6`,
    [f.traderId, f.beforeId ?? null, f.from ?? null, f.to ?? null, f.recipientId ?? null, f.limit],
  );
  return r.rows.map(toTransfer);
}

// ---- purchases ----

export interface PurchaseRow {
  id: number;
  trader_id: number;
  asset: 'gold_coin' | 'diamond';
  amount: number;
  price_minor: number;
  currency: string;
  reference: string;
  admin_id: number;
  request_id: string;
  created_at: Date;
}
const PURCHASE_COLUMNS = `id::int8 as id, trader_id::int8 as trader_id, asset, amount::int8 as amount, price_minor::int8 as price_minor,
  currency, reference, admin_id::int8 as admin_id, request_id, created_at`;
const toPurchase = (r: PurchaseRow): PurchaseRow => ({
  ...r,
  id: Number(r.id),
  trader_id: Number(r.trader_id),
  amount: Number(r.amount),
  price_minor: Number(r.price_minor),
  admin_id: Number(r.admin_id),
});

export async function insertPurchase(q: Queryable, p: Omit<PurchaseRow, 'id'> & { operation_id: number }): Promise<PurchaseRow> {
  const r = await q.query<PurchaseRow>(
    `insert into trader_purchases (trader_id, asset, amount, price_minor, currency, reference, admin_id, request_id, operation_id, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${PURCHASE_COLUMNS}`,
    [p.trader_id, p.asset, p.amount, p.price_minor, p.currency, p.reference, p.admin_id, p.request_id, p.operation_id, p.created_at],
  );
  return toPurchase(r.rows[0]!);
}

export async function findPurchase(q: Queryable, id: number): Promise<PurchaseRow | null> {
  const r = await q.query<PurchaseRow>(`select ${PURCHASE_COLUMNS} from trader_purchases where id = $1`, [id]);
  return r.rows[0] ? toPurchase(r.rows[0]) : null;
}

export async function listPurchases(q: Queryable, traderId: number, limit: number): Promise<PurchaseRow[]> {
  const r = await q.query<PurchaseRow>(`select ${PURCHASE_COLUMNS} from trader_purchases where trader_id = $1 order by id desc limit $2`, [
    traderId,
    limit,
  ]);
  return r.rows.map(toPurchase);
}
