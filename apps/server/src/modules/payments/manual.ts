/**
 * Customer-service payments: the user pays outside the app (bank transfer, a shop) and staff record
 * it. The record is an ordinary order (method customer_service, provider `manual`) credited
 * through the one notification path, so charge records, the console's Orders and the ledger see
 * it like any other; idempotent per (admin, request_id), audited with the payment's reference.
 */

import { randomBytes } from 'node:crypto';
import { LIMITS, type TManualOrderRequest, type TManualOrderResult } from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { findUserByPublicId } from '../accounts/service';
import { adminOrder } from './refunds';
import * as repo from './repo';
import { applyProviderEvent, type PaymentsDeps, productTerms } from './service';

export const MANUAL_PROVIDER = 'manual';

export async function recordManualPayment(
  deps: PaymentsDeps,
  admin: AuthedAdmin,
  input: TManualOrderRequest,
  ip: string,
): Promise<TManualOrderResult> {
  const user = await findUserByPublicId(deps.db, input.public_id);
  if (!user) throw new AppError('NOT_FOUND');
  if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
  const product = await repo.findProduct(deps.db, input.product_id);
  if (!product?.active || product.brand !== user.brand) throw new AppError('NOT_FOUND');
  if (!product.methods.includes('customer_service')) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
  // the order's key is the admin's: two staff recording the same payment twice are two orders,
  // one staff member's retry is one
  const requestId = `manual:${admin.id}:${input.request_id}`;
  const created = await repo.insertOrder(deps.db, {
    id: `po_${randomBytes(12).toString('hex')}`,
    user_id: user.id,
    request_id: requestId,
    ...productTerms(product),
    method: 'customer_service',
    provider: MANUAL_PROVIDER,
    expires_at: new Date(deps.now().getTime() + LIMITS.orderTtlMinutes * 60_000),
  });
  const order = created ?? (await repo.findOrderByRequest(deps.db, user.id, requestId));
  if (!order || order.product_id !== product.id) throw new AppError('CONFLICT', {}, { request_id: input.request_id });
  const outcome = await applyProviderEvent(
    deps,
    MANUAL_PROVIDER,
    { orderId: order.id, event: 'paid', providerRef: input.reference },
    { admin_id: admin.id, reference: input.reference },
  );
  if (outcome === 'credited') {
    await writeAudit(deps.db, {
      adminId: admin.id,
      action: 'order.manual',
      target: order.id,
      detail: { user_id: user.id, product_id: product.id, reference: input.reference, request_id: input.request_id },
      ip,
    });
  }
  return { order: (await adminOrder(deps, order.id)).order, duplicate: created === null };
}
