import type { Queryable } from '../../platform/db';
import { firstRow } from '../../platform/sql';

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
  return firstRow<ProductRow>(q, `select ${PRODUCT_COLUMNS} from products where id = $1`, [id]);
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
  refunded_at: Date | null;
  /** the ledger operation that credited the coins (payment:<order>) */
  operation_id: number | null;
  /** the ledger operation that took them back (refund:<order>) */
  refund_operation_id: number | null;
  /** the provider's hosted checkout (web methods), once opened */
  checkout_url: string | null;
}

const ORDER_COLUMNS = `id, user_id, request_id, product_id, kind, asset, amount, tier, price_minor, currency, method, provider, status,
  provider_ref, created_at, expires_at, paid_at, credited_at, refunded_at, operation_id, refund_operation_id, checkout_url`;

export async function insertOrder(
  q: Queryable,
  o: Omit<
    OrderRow,
    | 'status'
    | 'provider_ref'
    | 'created_at'
    | 'paid_at'
    | 'credited_at'
    | 'refunded_at'
    | 'operation_id'
    | 'refund_operation_id'
    | 'checkout_url'
  >,
): Promise<OrderRow | null> {
  return firstRow<OrderRow>(
    q,
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
}

export async function findOrderByRequest(q: Queryable, userId: number, requestId: string): Promise<OrderRow | null> {
  return firstRow<OrderRow>(q, `select ${ORDER_COLUMNS} from payment_orders where user_id = $1 and request_id = $2`, [userId, requestId]);
}

export async function setCheckoutUrl(q: Queryable, orderId: string, url: string): Promise<void> {
  await q.query('update payment_orders set checkout_url = $2 where id = $1', [orderId, url]);
}

/** The order a store transaction paid (app-store notifications name the transaction). */
export async function findOrderByProviderRef(q: Queryable, provider: string, providerRef: string): Promise<OrderRow | null> {
  const r = await q.query<{ id: string }>(
    `select id from payment_orders where provider = $1 and provider_ref = $2 order by (status = 'credited') desc, created_at limit 1`,
    [provider, providerRef],
  );
  return r.rows[0] ? findOrder(q, r.rows[0].id) : null;
}

export async function findOrder(q: Queryable, id: string, forUpdate = false): Promise<OrderRow | null> {
  return firstRow<OrderRow>(q, `select ${ORDER_COLUMNS} from payment_orders where id = $1${forUpdate ? ' for no key update' : ''}`, [id]);
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
  return firstRow<{ tier: 'weekly' | 'monthly'; expires_at: Date }>(q, 'select tier, expires_at from memberships where user_id = $1', [
    userId,
  ]);
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

// ---- refunds (docs/architecture.md "Refunds") ----

export interface RefundRow {
  order_id: string;
  source: 'staff' | 'provider';
  state: 'requested' | 'completed';
  amount_minor: number;
  reason: string;
  admin_id: number | null;
  provider_ref: string | null;
  requested_at: Date;
  completed_at: Date | null;
}

const REFUND_COLUMNS = 'order_id, source, state, amount_minor, reason, admin_id, provider_ref, requested_at, completed_at';

export async function findRefund(q: Queryable, orderId: string): Promise<RefundRow | null> {
  return firstRow<RefundRow>(q, `select ${REFUND_COLUMNS} from payment_refunds where order_id = $1`, [orderId]);
}

export async function insertRefund(
  q: Queryable,
  f: {
    orderId: string;
    source: RefundRow['source'];
    state: RefundRow['state'];
    amountMinor: number;
    reason: string;
    adminId: number | null;
  },
): Promise<void> {
  await q.query(
    `insert into payment_refunds (order_id, source, state, amount_minor, reason, admin_id, completed_at)
     values ($1, $2, $3, $4, $5, $6, case when $3 = 'completed' then now() end)`,
    [f.orderId, f.source, f.state, f.amountMinor, f.reason, f.adminId],
  );
}

export async function setRefundProviderRef(q: Queryable, orderId: string, providerRef: string): Promise<void> {
  await q.query('update payment_refunds set provider_ref = $2 where order_id = $1', [orderId, providerRef]);
}

export async function completeRefund(q: Queryable, orderId: string, providerRef: string): Promise<void> {
  await q.query(
    `update payment_refunds set state = 'completed', completed_at = now(), provider_ref = coalesce(provider_ref, $2) where order_id = $1`,
    [orderId, providerRef],
  );
}

export async function markRefunded(q: Queryable, orderId: string, refundOperationId: number | null, now: Date): Promise<void> {
  await q.query(`update payment_orders set status = 'refunded', refunded_at = $3, refund_operation_id = $2 where id = $1`, [
    orderId,
    refundOperationId,
    now,
  ]);
}

export async function insertDebt(q: Queryable, d: { orderId: string; userId: number; asset: string; amount: number }): Promise<void> {
  await q.query('insert into payment_debts (order_id, user_id, asset, amount) values ($1, $2, $3, $4) on conflict do nothing', [
    d.orderId,
    d.userId,
    d.asset,
    d.amount,
  ]);
}

export async function findDebt(q: Queryable, orderId: string): Promise<{ asset: string; amount: number; created_at: Date } | null> {
  return firstRow<{ asset: string; amount: number; created_at: Date }>(
    q,
    'select asset, amount, created_at from payment_debts where order_id = $1',
    [orderId],
  );
}

/** Takes `days` off the membership, never below now (and never lengthening an expired one). */
export async function shortenMembership(q: Queryable, userId: number, days: number, now: Date): Promise<void> {
  await q.query(
    `update memberships set expires_at = least(expires_at, greatest(expires_at - make_interval(days => $2), $3::timestamptz))
      where user_id = $1`,
    [userId, days, now],
  );
}

export interface AdminOrderRow extends OrderRow {
  public_id: string;
  nickname: string;
  brand: string;
  refund_source: RefundRow['source'] | null;
}

export interface AdminOrderFilter {
  userId?: number;
  status?: string;
  brand?: string;
  from?: Date;
  /** exclusive */
  until?: Date;
}

/**
 * The console's order list (the service adds each order's user from the accounts module). The
 * brand filter is the product's brand, which is always the buyer's (createOrder and manual.ts
 * refuse another brand's product, and a user's brand never changes).
 */
const ADMIN_ORDER_FROM = `from payment_orders o join products p on p.id = o.product_id left join payment_refunds r on r.order_id = o.id
  where ($1::int8 is null or o.user_id = $1) and ($2::text is null or o.status = $2) and ($3::text is null or p.brand = $3)
    and ($4::timestamptz is null or o.created_at >= $4) and ($5::timestamptz is null or o.created_at < $5)`;

const ADMIN_ORDER_COLUMNS = `${ORDER_COLUMNS.split(',')
  .map((c) => `o.${c.trim()}`)
  .join(', ')}, r.source as refund_source`;

export type OrderWithRefund = Omit<AdminOrderRow, 'public_id' | 'nickname' | 'brand'>;

export async function adminListOrders(
  q: Queryable,
  f: AdminOrderFilter,
  limit: number,
  offset: number,
): Promise<{ rows: OrderWithRefund[]; total: number }> {
  const params = [f.userId ?? null, f.status ?? null, f.brand ?? null, f.from ?? null, f.until ?? null];
  const [rows, count] = await Promise.all([
    q.query<OrderWithRefund>(
      `select ${ADMIN_ORDER_COLUMNS} ${ADMIN_ORDER_FROM}
        order by o.created_at desc, o.id desc limit $6 offset $7`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`select count(*)::int8 as n ${ADMIN_ORDER_FROM}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0 };
}

export async function adminFindOrder(q: Queryable, id: string): Promise<OrderWithRefund | null> {
  return firstRow<OrderWithRefund>(
    q,
    `select ${ADMIN_ORDER_COLUMNS}
       from payment_orders o left join payment_refunds r on r.order_id = o.id where o.id = $1`,
    [id],
  );
}

export async function listEvents(
  q: Queryable,
  orderId: string,
): Promise<Array<{ id: number; event: string; outcome: string; payload: unknown; received_at: Date }>> {
  const r = await q.query<{ id: number; event: string; outcome: string; payload: unknown; received_at: Date }>(
    'select id, event, outcome, payload, received_at from payment_events where order_id = $1 order by id',
    [orderId],
  );
  return r.rows;
}

/** Which of the users had an order credited at or after `since` (official messages' "recharged in the last N days"). */
export async function creditedSinceAmong(q: Queryable, userIds: readonly number[], since: Date): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const r = await q.query<{ user_id: number }>(
    `select distinct user_id from payment_orders
      where user_id = any($1::int8[]) and credited_at >= $2 and status = 'credited'`,
    [userIds, since],
  );
  return new Set(r.rows.map((row) => row.user_id));
}

/** Coins each user bought and still owns the order of (credited, not refunded) in one currency, with what they paid. */
export async function paidCoinsByUser(
  q: Queryable,
  currency: string,
): Promise<Array<{ user_id: number; asset: string; coins: number; price_minor: number }>> {
  const r = await q.query<{ user_id: number; asset: string; coins: string; price_minor: string }>(
    `select user_id, asset, sum(amount)::int8 as coins, sum(price_minor)::int8 as price_minor
       from payment_orders where status = 'credited' and kind = 'coins' and currency = $1 and asset is not null
      group by user_id, asset`,
    [currency],
  );
  return r.rows.map((row) => ({
    user_id: Number(row.user_id),
    asset: row.asset,
    coins: Number(row.coins),
    price_minor: Number(row.price_minor),
  }));
}

/**
 * The payment instruments each of the users paid a credited order with, as the provider reported
 * them in its notification (`instrument`, or a Stripe charge's card fingerprint); referrals' self-invite rule.
 */
export async function instrumentsAmong(q: Queryable, userIds: readonly number[]): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return out;
  const r = await q.query<{ user_id: number; instrument: string }>(
    `select distinct o.user_id, i.instrument
       from payment_orders o
       join payment_events e on e.order_id = o.id and e.event = 'paid'
       cross join lateral (select coalesce(e.payload ->> 'instrument',
                                           e.payload #>> '{data,object,payment_method_details,card,fingerprint}') as instrument) i
      where o.user_id = any($1::int8[]) and i.instrument is not null`,
    [userIds],
  );
  for (const row of r.rows) out.get(Number(row.user_id))?.push(row.instrument);
  return out;
}
