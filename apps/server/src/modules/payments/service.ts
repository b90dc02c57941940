import { randomBytes } from 'node:crypto';
import {
  BRANDS,
  type BrandId,
  LIMITS,
  MEMBERSHIP_DAYS,
  type PaymentMethod,
  type TCreateOrderRequest,
  type TMembership,
  type TOrder,
  type TProductList,
  WEB_CHECKOUT_METHODS,
} from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { decodeTimeCursor, encodeTimeCursor } from '../../platform/cursor';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { postLegs, runOperationIn } from '../ledger/service';
import type { RechargeGate } from '../minors/service';
import type { Approvals } from '../staff/service';
import { orderCredited, publishOrderEvent } from './events';
import type { PaymentProvider, ProviderEvent, ReceiptVerifier } from './providers';
import { applyRefundEvent } from './refunds';
import type { OrderRow } from './repo';
import * as repo from './repo';

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  /** the web checkout provider (the sandbox unless a real one is configured) */
  provider: PaymentProvider;
  /** where users reach this deployment: hosted checkouts send the payer back there */
  publicUrl: string;
  receipts: Record<'apple' | 'google', ReceiptVerifier>;
  /** four eyes above LIMITS.approvalRefund…MinorMax (modules/staff); absent: no approvals */
  approvals?: Approvals;
  /** minors' recharge limits (modules/minors), asked inside each order's transaction; absent: none */
  minors?: RechargeGate;
}

export async function products(deps: PaymentsDeps, brand: string, kind?: string): Promise<TProductList> {
  const rows = await repo.listProducts(deps.db, brand, kind);
  return {
    brand: brand as TProductList['brand'],
    products: rows.map((p) => ({
      id: p.id,
      kind: p.kind,
      asset: p.asset,
      amount: p.amount,
      bonus: p.bonus,
      tier: p.tier,
      price_minor: p.price_minor,
      currency: p.currency,
      methods: p.methods as PaymentMethod[],
    })),
  };
}

function toOrder(o: OrderRow): TOrder {
  const web = WEB_CHECKOUT_METHODS.includes(o.method as PaymentMethod);
  return {
    order_id: o.id,
    kind: o.kind,
    status: o.status,
    method: o.method as PaymentMethod,
    asset: o.asset,
    amount: o.amount,
    tier: o.tier,
    price_minor: o.price_minor,
    currency: o.currency,
    checkout_url: web && o.status === 'created' ? o.checkout_url : null,
    created_at: o.created_at.toISOString(),
    expires_at: o.expires_at.toISOString(),
    credited_at: o.credited_at ? o.credited_at.toISOString() : null,
    refunded_at: o.refunded_at ? o.refunded_at.toISOString() : null,
  };
}

/** What an order takes from its product: what it credits and what it costs. */
export function productTerms(p: repo.ProductRow) {
  return {
    product_id: p.id,
    kind: p.kind,
    asset: p.asset,
    amount: p.amount,
    tier: p.tier,
    price_minor: p.price_minor,
    currency: p.currency,
  };
}

/** Creates an order once per (user, request_id); a retry returns it, another body is a conflict. */
export async function createOrder(deps: PaymentsDeps, actor: AuthedUser, input: TCreateOrderRequest): Promise<TOrder> {
  const product = await repo.findProduct(deps.db, input.product_id);
  if (!product?.active || product.brand !== actor.brand) throw new AppError('NOT_FOUND');
  if (!product.methods.includes(input.method)) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  const provider = WEB_CHECKOUT_METHODS.includes(input.method) ? deps.provider.name : input.method;
  // one transaction: a minor's order reserves its price against the month's cap (modules/minors) or is not written
  const created = await deps.db.tx(async (q) => {
    const row = await repo.insertOrder(q, {
      id: `po_${randomBytes(12).toString('hex')}`,
      user_id: actor.id,
      request_id: input.request_id,
      ...productTerms(product),
      method: input.method,
      provider,
      expires_at: new Date(deps.now().getTime() + LIMITS.orderTtlMinutes * 60_000),
    });
    if (row && deps.minors) await deps.minors.reserve(q, row);
    return row;
  });
  const o = created ?? (await repo.findOrderByRequest(deps.db, actor.id, input.request_id));
  if (!o || o.product_id !== input.product_id || o.method !== input.method) {
    throw new AppError('CONFLICT', {}, { request_id: input.request_id });
  }
  return toOrder(await withCheckout(deps, o, actor.brand as BrandId));
}

/**
 * Opens the provider's hosted checkout for a web order that has none yet. The provider keys it
 * by order id, so a retry after a crash or a lost answer gets the same checkout.
 */
async function withCheckout(deps: PaymentsDeps, o: OrderRow, brand: BrandId): Promise<OrderRow> {
  if (o.checkout_url || o.status !== 'created' || !WEB_CHECKOUT_METHODS.includes(o.method as PaymentMethod)) return o;
  const page = returnPage(o.kind, brand);
  const query = new URLSearchParams({ order_id: o.id, ...page.query });
  const { url } = await deps.provider.startCheckout({
    id: o.id,
    price_minor: o.price_minor,
    currency: o.currency,
    title: o.kind === 'membership' ? `Membership (${o.tier})` : `${o.amount} ${o.asset === 'diamond' ? 'diamonds' : 'gold coins'}`,
    returnUrl: `${deps.publicUrl}${page.path}?${query}`,
  });
  await repo.setCheckoutUrl(deps.db, o.id, url);
  return { ...o, checkout_url: url };
}

/**
 * Where the payer lands after the hosted checkout: a page of their brand's route table that shows
 * the order's result. Only wakoo's table has /h5/recharge and /h5/member; the others reach the
 * default table's recharge and VIP pages (their brand then comes from the path or the session).
 */
export function returnPage(kind: 'coins' | 'membership', brand: BrandId): { path: string; query: Record<string, string> } {
  if (brand === 'wakoo') return { path: kind === 'membership' ? '/h5/member' : '/h5/recharge', query: { app_name: 'wakoo' } };
  if (kind === 'membership') return { path: '/h5/vip_cn', query: {} };
  return { path: `/h5/${BRANDS[brand].defaultRegion === 'japan' ? 'recharge_ja' : 'recharge_cn'}/${brand}`, query: {} };
}

export async function order(deps: PaymentsDeps, actor: AuthedUser, orderId: string): Promise<TOrder> {
  const o = await repo.findOrder(deps.db, orderId);
  if (!o || o.user_id !== actor.id) throw new AppError('NOT_FOUND');
  return toOrder(o);
}

export async function orders(deps: PaymentsDeps, actor: AuthedUser, f: { cursor?: string; limit: number }) {
  const before = decodeTimeCursor(f.cursor);
  const rows = await repo.listOrders(deps.db, actor.id, before?.at ?? null, before?.id ?? null, f.limit + 1);
  const page = rows.slice(0, f.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((o) => toOrder(o)),
    next_cursor: rows.length > f.limit && last ? encodeTimeCursor(last.created_at, last.id) : null,
  };
}

/** Credits (coins) or extends (membership) for a paid order, inside the order's transaction. */
async function fulfil(q: Queryable, deps: PaymentsDeps, o: OrderRow): Promise<number | null> {
  if (o.kind === 'membership') {
    await repo.extendMembership(q, o.user_id, o.tier!, MEMBERSHIP_DAYS[o.tier!], deps.now());
    return null;
  }
  const op = await runOperationIn(q, { scope: 'payment', requestId: o.id, kind: 'recharge', body: { order: o.id } }, async (tx, opId) => {
    await postLegs(tx, opId, 'recharge', [
      { from: { system: 'mint' }, to: { user: o.user_id }, asset: o.asset as 'gold_coin' | 'diamond', amount: o.amount, memo: o.id },
    ]);
    return { order_id: o.id, amount: o.amount };
  });
  return op.duplicate ? null : op.operationId; // a duplicate: already credited under this order's key
}

export type EventOutcome = 'credited' | 'duplicate' | 'failed' | 'ignored' | 'refunded' | 'refused';

/**
 * Applies a verified provider event exactly once. The order row is locked, so repeated or
 * concurrent notifications serialise; a credited order never changes again; a late "paid" after
 * expiry or failure is still credited (the money was taken); a "failed" after "paid" is ignored.
 * A refund or chargeback reverses the order once (refunds.ts); a later "paid" is a duplicate.
 */
export async function applyProviderEvent(deps: PaymentsDeps, provider: string, e: ProviderEvent, payload: unknown): Promise<EventOutcome> {
  const orderId = e.orderId ?? (e.paymentRef ? (await repo.findOrderByProviderRef(deps.db, provider, e.paymentRef))?.id : null);
  if (!orderId) throw new AppError('NOT_FOUND');
  let refused: OrderRow | null = null;
  const result = await deps.db.tx(async (q) => {
    const o = await repo.findOrder(q, orderId, true);
    if (!o) throw new AppError('NOT_FOUND');
    if (o.provider !== provider) throw new AppError('PAYMENT_VERIFICATION_FAILED');
    let outcome: EventOutcome;
    if (e.event === 'refund' || e.event === 'chargeback') outcome = await applyRefundEvent(q, deps, o, e);
    else if (o.status === 'credited' || o.status === 'refunded') outcome = 'duplicate';
    else if (e.event === 'failed') {
      outcome = o.status === 'created' ? 'failed' : 'ignored';
      if (outcome === 'failed') await repo.setStatus(q, o.id, { status: 'failed', providerRef: e.providerRef });
      if (outcome === 'failed') await deps.minors?.release(q, o.id);
    } else {
      // a minor's payment that would pass the month's cap (it came after the order's hold lapsed, or a
      // customer-service record): nothing is credited; staff see the refusal, a web payment goes back
      const refusal = deps.minors ? await deps.minors.confirm(q, o) : null;
      if (refusal && provider === 'manual') throw refusal;
      if (refusal) {
        await repo.setStatus(q, o.id, { status: 'failed', providerRef: e.providerRef });
        refused = o;
        outcome = 'refused';
      } else {
        const operationId = await fulfil(q, deps, o);
        await repo.setStatus(q, o.id, { status: 'credited', providerRef: e.providerRef, paid: true, credited: true, operationId });
        await publishOrderEvent(q, orderCredited, o, operationId, deps.now());
        outcome = 'credited';
      }
    }
    await repo.logEvent(q, { orderId: o.id, provider, event: e.event, payload, outcome });
    return outcome;
  });
  const back = refused as OrderRow | null;
  if (back && WEB_CHECKOUT_METHODS.includes(back.method as PaymentMethod) && provider === deps.provider.name) {
    // the provider returns the money; its refund notification then marks the order refunded
    await deps.provider.refund(back, back.price_minor, 'minor_recharge_limit').catch(() => undefined);
  }
  return result;
}

export async function redeemReceipt(
  deps: PaymentsDeps,
  actor: AuthedUser,
  input: { platform: 'apple' | 'google'; order_id: string; receipt: string },
) {
  const verified = await deps.receipts[input.platform].verify(input.receipt);
  if (verified.orderId !== input.order_id) throw new AppError('PAYMENT_VERIFICATION_FAILED');
  const o = await repo.findOrder(deps.db, input.order_id);
  if (!o || o.user_id !== actor.id || o.method !== input.platform) throw new AppError('NOT_FOUND');
  await applyProviderEvent(
    deps,
    input.platform,
    { orderId: o.id, event: 'paid', providerRef: verified.transactionId },
    { receipt: 'verified' },
  );
  return order(deps, actor, o.id);
}

/**
 * A store's refund notification (the store gave the payer their money back, for instance after an
 * App Store refund request): the order it paid is reversed like any provider refund — coins the
 * user still holds are taken back, the rest is recorded as a debt; a membership is shortened.
 */
export async function applyStoreNotification(
  deps: PaymentsDeps,
  platform: 'apple' | 'google',
  rawBody: string,
  signature: string | undefined,
): Promise<EventOutcome> {
  const n = deps.receipts[platform].verifyNotification(rawBody, signature);
  if (!n) return 'ignored';
  const o = await repo.findOrderByProviderRef(deps.db, platform, n.transactionId);
  if (!o) throw new AppError('NOT_FOUND');
  return applyProviderEvent(deps, platform, { orderId: o.id, event: 'refund', providerRef: n.transactionId }, JSON.parse(rawBody));
}

export async function membership(deps: PaymentsDeps, userId: number): Promise<TMembership> {
  const m = await repo.membershipOf(deps.db, userId);
  const now = deps.now();
  if (!m) return { tier: null, active: false, expires_at: null, days_left: 0 };
  const active = m.expires_at.getTime() > now.getTime();
  return {
    tier: m.tier,
    active,
    expires_at: m.expires_at.toISOString(),
    days_left: active ? Math.ceil((m.expires_at.getTime() - now.getTime()) / 86_400_000) : 0,
  };
}

export async function expireStaleOrders(deps: PaymentsDeps): Promise<number> {
  return repo.expireOrders(deps.db, deps.now());
}

/**
 * What other modules read of payments on their own connection or transaction (console user view,
 * demo seed; `instrumentsAmong`: the payment instruments each user paid with, referrals' self-invite rule).
 */
export { creditedSinceAmong, findOrderByRequest, instrumentsAmong, membershipOf, type OrderRow, paidCoinsByUser } from './repo';
