import { LIMITS, type TAdjustDone, type TAdjustRequest, type TAdjustResult, ZAdjustRequest } from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById } from '../accounts/service';
import { balancesOf, postLegs, runOperation, runOperationIn, transactionsOf } from '../ledger/service';
import type { ApprovalExecutor, Approvals } from '../staff/service';

export interface WalletDeps {
  db: Db;
  /** four eyes above LIMITS.approvalAdjustAmountMax (modules/staff); absent: no approvals */
  approvals?: Approvals;
}

export async function wallet(deps: WalletDeps, userId: number) {
  return { balances: await balancesOf(deps.db, userId) };
}

export async function transactions(deps: WalletDeps, userId: number, f: { asset?: string; kind?: string; cursor?: string; limit: number }) {
  return transactionsOf(deps.db, userId, f);
}

/**
 * A manual balance change by staff (permission finance.adjust_balance): credits come from and
 * debits go to the `adjustment` system account; audited in the same transaction. Above
 * LIMITS.approvalAdjustAmountMax (either sign) it becomes a request a second admin approves
 * (modules/staff), which then runs `adjustWork` once under this admin's request id.
 */
export async function adjust(deps: WalletDeps, admin: AuthedAdmin, input: TAdjustRequest, ip: string): Promise<TAdjustResult> {
  const { request_id: requestId, ...body } = input;
  const user = await findUserById(deps.db, input.user_id);
  if (!user) throw new AppError('NOT_FOUND');
  if (deps.approvals && Math.abs(input.amount) > LIMITS.approvalAdjustAmountMax) {
    return deps.approvals.request({
      kind: 'wallet.adjust',
      requester: admin,
      requestId,
      amount: input.amount,
      unit: input.asset,
      target: String(input.user_id),
      reason: input.reason,
      payload: { ...input },
      ip,
    });
  }
  const outcome = await runOperation(deps.db, { scope: `admin:${admin.id}`, requestId, kind: 'admin_adjust', body }, (q, operationId) =>
    adjustWork(q, operationId, admin.id, input, ip, null),
  );
  return { ...outcome.result, duplicate: outcome.duplicate };
}

async function adjustWork(
  q: Queryable,
  operationId: number,
  adminId: number,
  input: TAdjustRequest,
  ip: string,
  approval: { approval_id: number; approved_by: number } | null,
): Promise<Omit<TAdjustDone, 'duplicate'>> {
  const userRef = { user: input.user_id };
  const systemRef = { system: 'adjustment' };
  const amount = Math.abs(input.amount);
  const leg =
    input.amount > 0
      ? { from: systemRef, to: userRef, asset: input.asset, amount }
      : { from: userRef, to: systemRef, asset: input.asset, amount };
  await postLegs(q, operationId, 'admin_adjust', [{ ...leg, memo: input.reason }]);
  await writeAudit(q, {
    adminId,
    action: 'wallet.adjust',
    target: String(input.user_id),
    detail: {
      asset: input.asset,
      amount: input.amount,
      reason: input.reason,
      request_id: input.request_id,
      operation_id: operationId,
      ...approval,
    },
    ip,
  });
  const balances = await balancesOf(q, input.user_id);
  return { operation_id: operationId, user_id: input.user_id, asset: input.asset, amount: input.amount, balance: balances[input.asset] };
}

/** The approval executor (modules/staff): the requester's adjustment, in the approval's transaction, once. */
export const executeApprovedAdjust: ApprovalExecutor = async (q, ctx) => {
  const input = ZAdjustRequest.parse(ctx.payload);
  const { request_id: requestId, ...body } = input;
  const outcome = await runOperationIn(
    q,
    { scope: `admin:${ctx.requester.id}`, requestId, kind: 'admin_adjust', body },
    (tx, operationId) =>
      adjustWork(tx, operationId, ctx.requester.id, input, ctx.ip, { approval_id: ctx.approvalId, approved_by: ctx.approverId }),
  );
  return { ...outcome.result, duplicate: outcome.duplicate };
};

export async function adminView(deps: WalletDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const [balances, page] = await Promise.all([
    balancesOf(deps.db, userId),
    transactionsOf(deps.db, userId, { limit: LIMITS.adminWalletTransactionsShown }),
  ]);
  return { user_id: userId, balances, transactions: page.items };
}
