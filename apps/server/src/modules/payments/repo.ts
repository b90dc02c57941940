import type { Queryable } from '../../platform/db';

export interface ProductRow {
  id: number;
  brand: string;
  kind: 'coins' | 'membership';
  asset: 'gold_coin' | 'diamond' | null;
  amount: number;
  bonus: number;
  tier: 'weekly' | 'monthly' | null;
  price_minor: number;
  currency: 'CNY' | 'JPY' | 'USD';
  methods: string[];
  active: boolean;
}

const PRODUCT_COLUMNS = 'id, brand, kind, asset, amount, bonus, tier, price_minor, currency, methods, active';

export async function listProducts(q: Queryable, brand: string, kind?: string): Promise<ProductRow[]> {
  const r = await q.query<ProductRow>(
    `select ${PRODUCT_COLUMNS} from products where brand = $1 and active and ($2::text is null or kind = $2) order by sort, id`,
    [brand, kind ?? null],
  );
  return r.rows;
}

export async function findProduct(q: Queryable, id: number): Promise<ProductRow | null> {
  const r = await q.query<ProductRow>(`select ${PRODUCT_COLUMNS} from products where id = $1`, [id]);
  return r.rows[0] ?? null;
}

export interface OrderRow {
  id: string;
  user_id: number;
  request_id: string;
  product_id: number;
  kind: 'coins' | 'membership';
  asset: string | null;
  amount: number;
  tier: 'weekly' | 'monthly' | null;
  price_minor: number;
  currency: string;
  method: string;
  provider: string;
  status: 'created' | 'paid' | 'credited' | 'failed' | 'expired' | 'refunded';
  provider_ref: string | null;
  created_at: Date;
  expires_at: Date;
  paid_at: Date | null;
  credited_at: Date | null;
}

const ORDER_COLUMNS = `id, user_id, request_id, product_id, kind, asset, amount, tier, price_minor, currency, method, provider, status,
  provider_ref, created_at, expires_at, paid_at, credited_at`;

export async function insertOrder(
  q: Queryable,
  o: Omit<OrderRow, 'status' | 'provider_ref' | 'created_at' | 'paid_at' | 'credited_at'>,
): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(
    `insert into payment_orders (id, user_id, request_id, product_id, kind, asset, amount, tier, price_minor, currency, method, provider, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (user_id, request_id) do nothing returning ${ORDER_COLUMNS}`,
    [
      o.id,
      o.user_id,
      o.request_id,
      o.product_id,
      o.kind,
      o.asset,
      o.amount,
      o.tier,
      o.price_minor,
      o.currency,
      o.method,
      o.provider,
      o.expires_at,
    ],
  );
  return r.rows[0] ?? null;
}

export async function findOrderByRequest(q: Queryable, userId: number, requestId: string): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`select ${ORDER_COLUMNS} from payment_orders where user_id = $1 and request_id = $2`, [
    userId,
    requestId,
  ]);
  return r.rows[0] ?? null;
}

export async function findOrder(q: Queryable, id: string, forUpdate = false): Promise<OrderRow | null> {
  const r = await q.query<OrderRow>(`select ${ORDER_COLUMNS} from payment_orders where id = $1${forUpdate ? ' for update' : ''}`, [id]);
  return r.rows[0] ?? null;
}

export async function listOrders(
  q: Queryable,
  userId: number,
  beforeCreated: Date | null,
  beforeId: string | null,
  limit: number,
): Promise<OrderRow[]> {
  const r = await q.query<OrderRow>(
    `select ${ORDER_COLUMNS} from payment_orders where user_id = $1
       and ($2::timestamptz is null or (created_at, id) < ($2::timestamptz, $3::text))
     order by created_at desc, id desc limit $4`,
    [userId, beforeCreated, beforeId, limit],
  );
  return r.rows;
}

export async function setStatus(
  q: Queryable,
  id: string,
  s: { status: OrderRow['status']; providerRef?: string | null; paid?: boolean; credited?: boolean; operationId?: number | null },
): Promise<void> {
  await q.query(
    `update payment_orders set status = $2, provider_ref = coalesce($3, provider_ref),
       paid_at = case when $4 then coalesce(paid_at, now()) else paid_at end,
       credited_at = case when $5 then now() else credited_at end,
       operation_id = coalesce($6, operation_id)
     where id = $1`,
    [id, s.status, s.providerRef ?? null, s.paid ?? false, s.credited ?? false, s.operationId ?? null],
  );
}

export async function logEvent(
  q: Queryable,
  e: { orderId: string; provider: string; event: string; payload: unknown; outcome: string },
): Promise<void> {
  await q.query('insert into payment_events (order_id, provider, event, payload, outcome) values ($1, $2, $3, $4, $5)', [
    e.orderId,
    e.provider,
    e.event,
    JSON.stringify(e.payload),
    e.outcome,
  ]);
}

export async function expireOrders(q: Queryable, now: Date): Promise<number> {
  const r = await q.query(`update payment_orders set status = 'expired' where status = 'created' and expires_at < $1`, [now]);
  return r.rowCount;
}

export async function membershipOf(q: Queryable, userId: number): Promise<{ tier: 'weekly' | 'monthly'; expires_at: Date } | null> {
  const r = await q.query<{ tier: 'weekly' | 'monthly'; expires_at: Date }>('select tier, expires_at from memberships where user_id = $1', [
    userId,
  ]);
  return r.rows[0] ?? null;
}

/** Extends from the later of now and the current expiry; a monthly purchase upgrades the tier. */
export async function extendMembership(q: Queryable, userId: number, tier: 'weekly' | 'monthly', days: number, now: Date): Promise<Date> {
  const r = await q.query<{ expires_at: Date }>(
    `insert into memberships (user_id, tier, started_at, expires_at) values ($1, $2, $3, $3::timestamptz + make_interval(days => $4))
     on conflict (user_id) do update set
       tier = case when memberships.expires_at > $3 and memberships.tier = 'monthly' then 'monthly' else excluded.tier end,
       started_at = case when memberships.expires_at > $3 then memberships.started_at else $3 end,
       expires_at = greatest(memberships.expires_at, $3::timestamptz) + make_interval(days => $4)
     returning expires_at`,
    [userId, tier, now, days],
  );
  return r.rows[0]!.expires_at;
}
