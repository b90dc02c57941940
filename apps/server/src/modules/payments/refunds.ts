/**
 * Refunds and chargebacks (docs/architecture.md "Refunds"). Staff ask the provider for a refund;
 * the provider's signed `refund` (or `chargeback`) notification is what reverses the order, once,
 * under the order's row lock — so a refund the provider makes on its own takes the same path.
 */
import {
  type Asset,
  LIMITS,
  MEMBERSHIP_DAYS,
  type TAdminOrder,
  type TAdminOrderDetail,
  type TAdminOrderPage,
  type TAdminOrdersQuery,
  type TRefundDone,
  type TRefundRequest,
  type TRefundResult,
  ZRefundRequest,
} from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import type { Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserByPublicId, findUsersByIds } from '../accounts/service';
import { balancesOf, lockedBalance, postLegs, runOperation, runOperationIn } from '../ledger/service';
import type { ApprovalExecutor } from '../staff/service';
import { orderRefunded, publishOrderEvent } from './events';
import type { ProviderEvent } from './providers';
import type { AdminOrderRow, OrderRow, OrderWithRefund } from './repo';
import * as repo from './repo';
import type { PaymentsDeps } from './service';

/** Refunds above these (minor units, by currency) wait for a second admin (modules/staff). */
const REFUND_APPROVAL_ABOVE_MINOR: Readonly<Record<string, number>> = {
  CNY: LIMITS.approvalRefundCnyMinorMax,
  JPY: LIMITS.approvalRefundJpyMinorMax,
  USD: LIMITS.approvalRefundUsdMinorMax,
};

/** Where reversed coins go: back to the account that issued them. */
const REFUND_SINK = { system: 'mint' } as const;

/**
 * Applies a verified refund or chargeback notification inside the caller's transaction, which
 * holds the order's row lock. Reverses a credited order exactly once; an order never credited is
 * only marked refunded (nothing to take back, and a late "paid" is then a duplicate). Coins the
 * user no longer holds are not taken below zero: the shortfall is recorded in payment_debts.
 */
export async function applyRefundEvent(q: Queryable, deps: PaymentsDeps, o: OrderRow, e: ProviderEvent): Promise<'refunded' | 'duplicate'> {
  if (o.status === 'refunded') return 'duplicate';
  const now = deps.now();
  let refundOperationId: number | null = null;
  if (o.status === 'credited') {
    if (o.kind === 'membership') {
      await repo.shortenMembership(q, o.user_id, MEMBERSHIP_DAYS[o.tier ?? 'weekly'], now);
    } else {
      refundOperationId = await takeBackCoins(q, o);
    }
  }
  await repo.markRefunded(q, o.id, refundOperationId, now);
  if (o.status === 'credited') await publishOrderEvent(q, orderRefunded, o, refundOperationId, now);
  const refund = await repo.findRefund(q, o.id);
  if (refund) await repo.completeRefund(q, o.id, e.providerRef);
  else {
    // the provider refunded on its own (its dashboard, a dispute): record it as such
    await repo.insertRefund(q, {
      orderId: o.id,
      source: 'provider',
      state: 'completed',
      amountMinor: o.price_minor,
      reason: e.event,
      adminId: null,
    });
    await repo.setRefundProviderRef(q, o.id, e.providerRef);
  }
  return 'refunded';
}

/** One ledger operation keyed refund:<order>: what the user still holds, up to the credited amount. */
async function takeBackCoins(q: Queryable, o: OrderRow): Promise<number | null> {
  const asset = o.asset as Asset;
  const op = await runOperationIn(q, { scope: 'refund', requestId: o.id, kind: 'refund', body: { order: o.id } }, async (tx, opId) => {
    // locks the user's balance rows (and gathers stripes) so the amount read is the amount taken
    const held = await lockedBalance(tx, o.user_id, asset);
    const taken = Math.min(Math.max(held, 0), o.amount);
    const shortfall = o.amount - taken;
    if (taken > 0) await postLegs(tx, opId, 'refund', [{ from: { user: o.user_id }, to: REFUND_SINK, asset, amount: taken, memo: o.id }]);
    if (shortfall > 0) await repo.insertDebt(tx, { orderId: o.id, userId: o.user_id, asset, amount: shortfall });
    return { order_id: o.id, amount: taken, shortfall };
  });
  return op.duplicate ? null : op.operationId; // a duplicate: already reversed under this order's key
}

/**
 * Staff refund (finance.refund): idempotent per (admin, request_id). Refused before anything is
 * written when the order is not a credited web-checkout order, already has a refund, or — for
 * coins — the user no longer holds every credited coin. Otherwise records the request, audits it
 * and asks the provider, all in one transaction; the provider's notification then reverses it.
 * An order above LIMITS.approvalRefund…MinorMax (its currency) becomes a request a second admin
 * approves (modules/staff), which then runs the same work once under this admin's request id.
 */
export async function staffRefund(
  deps: PaymentsDeps,
  admin: AuthedAdmin,
  orderId: string,
  input: TRefundRequest,
  ip: string,
): Promise<TRefundResult> {
  const { request_id: requestId, reason } = input;
  if (deps.approvals) {
    const o = await repo.findOrder(deps.db, orderId, false);
    const limit = o ? REFUND_APPROVAL_ABOVE_MINOR[o.currency] : undefined;
    if (o && limit !== undefined && o.price_minor > limit) {
      return deps.approvals.request({
        kind: 'order.refund',
        requester: admin,
        requestId,
        amount: o.price_minor,
        unit: o.currency,
        target: o.id,
        reason,
        payload: { order_id: o.id, reason, request_id: requestId },
        ip,
      });
    }
  }
  const outcome = await runOperation(
    deps.db,
    { scope: `admin:${admin.id}`, requestId, kind: 'order_refund', body: { order_id: orderId, reason } },
    (q) => refundWork(q, deps, admin.id, orderId, input, ip, null),
  );
  return { ...outcome.result, duplicate: outcome.duplicate };
}

async function refundWork(
  q: Queryable,
  deps: PaymentsDeps,
  adminId: number,
  orderId: string,
  input: TRefundRequest,
  ip: string,
  approval: { approval_id: number; approved_by: number } | null,
): Promise<Omit<TRefundDone, 'duplicate'>> {
  const { request_id: requestId, reason } = input;
  const o = await repo.findOrder(q, orderId, true);
  if (!o) throw new AppError('NOT_FOUND');
  if (o.status !== 'credited' || o.provider !== deps.provider.name || (await repo.findRefund(q, o.id)))
    throw new AppError('ORDER_NOT_REFUNDABLE', {}, { order_id: o.id, status: o.status });
  if (o.kind === 'coins') {
    const held = (await balancesOf(q, o.user_id))[o.asset as Asset];
    if (held < o.amount) throw new AppError('REFUND_COINS_SPENT', {}, { order_id: o.id, amount: o.amount, balance: held });
  }
  await repo.insertRefund(q, {
    orderId: o.id,
    source: 'staff',
    state: 'requested',
    amountMinor: o.price_minor,
    reason,
    adminId,
  });
  await writeAudit(q, {
    adminId,
    action: 'order.refund',
    target: o.id,
    detail: { reason, request_id: requestId, user_id: o.user_id, amount_minor: o.price_minor, currency: o.currency, ...approval },
    ip,
  });
  // last: if the provider refuses, nothing above is kept; if it accepts, its notification follows
  const { refundRef } = await deps.provider.refund(o, o.price_minor, reason);
  await repo.setRefundProviderRef(q, o.id, refundRef);
  return {
    order_id: o.id,
    status: o.status,
    refund_state: 'requested' as const,
    amount_minor: o.price_minor,
    currency: o.currency,
  };
}

/** The approval executor (modules/staff): the requester's refund, in the approval's transaction, once. */
export function refundApprovalExecutor(deps: PaymentsDeps): ApprovalExecutor {
  return async (q, ctx) => {
    const orderId = String(ctx.payload.order_id);
    const input = ZRefundRequest.parse({ reason: ctx.payload.reason, request_id: ctx.requestId });
    const outcome = await runOperationIn(
      q,
      {
        scope: `admin:${ctx.requester.id}`,
        requestId: input.request_id,
        kind: 'order_refund',
        body: { order_id: orderId, reason: input.reason },
      },
      (tx) => refundWork(tx, deps, ctx.requester.id, orderId, input, ctx.ip, { approval_id: ctx.approvalId, approved_by: ctx.approverId }),
    );
    return { ...outcome.result, duplicate: outcome.duplicate };
  };
}

function toAdminOrder(deps: PaymentsDeps, o: AdminOrderRow): TAdminOrder {
  return {
    order_id: o.id,
    user: { id: o.user_id, public_id: o.public_id, nickname: o.nickname, brand: o.brand as TAdminOrder['user']['brand'] },
    kind: o.kind,
    status: o.status,
    method: o.method as TAdminOrder['method'],
    provider: o.provider,
    provider_ref: o.provider_ref,
    asset: o.asset,
    amount: o.amount,
    tier: o.tier,
    price_minor: o.price_minor,
    currency: o.currency,
    created_at: o.created_at.toISOString(),
    credited_at: o.credited_at ? o.credited_at.toISOString() : null,
    refunded_at: o.refunded_at ? o.refunded_at.toISOString() : null,
    refundable: o.status === 'credited' && o.provider === deps.provider.name && o.refund_source === null,
  };
}

const DAY_MS = 86_400_000;

/** Adds each order's user (every order has one: foreign key) from the accounts module. */
async function withUsers(q: Queryable, orders: OrderWithRefund[]): Promise<AdminOrderRow[]> {
  const users = await findUsersByIds(
    q,
    orders.map((o) => o.user_id),
  );
  return orders.flatMap((o) => {
    const u = users.get(o.user_id);
    return u ? [{ ...o, public_id: u.public_id, nickname: u.nickname, brand: u.brand }] : [];
  });
}

export async function adminOrders(deps: PaymentsDeps, f: TAdminOrdersQuery): Promise<TAdminOrderPage> {
  const user = f.user ? await findUserByPublicId(deps.db, f.user) : null;
  if (f.user && !user) return { items: [], total: 0, page: f.page, page_size: f.page_size };
  const { rows, total } = await repo.adminListOrders(
    deps.db,
    {
      userId: user?.id,
      status: f.status,
      brand: f.brand,
      from: f.from ? new Date(`${f.from}T00:00:00Z`) : undefined,
      until: f.to ? new Date(Date.parse(`${f.to}T00:00:00Z`) + DAY_MS) : undefined,
    },
    f.page_size,
    (f.page - 1) * f.page_size,
  );
  return { items: (await withUsers(deps.db, rows)).map((o) => toAdminOrder(deps, o)), total, page: f.page, page_size: f.page_size };
}

export async function adminOrder(deps: PaymentsDeps, orderId: string): Promise<TAdminOrderDetail> {
  const found = await repo.adminFindOrder(deps.db, orderId);
  const o = found ? (await withUsers(deps.db, [found]))[0] : undefined;
  if (!o) throw new AppError('NOT_FOUND');
  const [events, refund, debt] = [
    await repo.listEvents(deps.db, o.id),
    await repo.findRefund(deps.db, o.id),
    await repo.findDebt(deps.db, o.id),
  ];
  return {
    order: toAdminOrder(deps, o),
    events: events.map((e) => ({ ...e, received_at: e.received_at.toISOString() })),
    operations: { payment: o.operation_id, refund: o.refund_operation_id },
    refund: refund
      ? {
          source: refund.source,
          state: refund.state,
          amount_minor: refund.amount_minor,
          reason: refund.reason,
          admin_id: refund.admin_id,
          provider_ref: refund.provider_ref,
          requested_at: refund.requested_at.toISOString(),
          completed_at: refund.completed_at ? refund.completed_at.toISOString() : null,
        }
      : null,
    debt: debt ? { asset: debt.asset, amount: debt.amount, created_at: debt.created_at.toISOString() } : null,
  };
}
