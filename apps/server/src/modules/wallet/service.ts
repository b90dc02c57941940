import type { TAdjustRequest, TAdjustResult } from '@app/shared';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findUserById } from '../accounts/repo';
import { balancesOf, postLegs, runOperation, transactionsOf } from '../ledger/service';

export interface WalletDeps {
  db: Db;
}

export async function wallet(deps: WalletDeps, userId: number) {
  return { balances: await balancesOf(deps.db, userId) };
}

export async function transactions(deps: WalletDeps, userId: number, f: { asset?: string; kind?: string; cursor?: string; limit: number }) {
  return transactionsOf(deps.db, userId, f);
}

/**
 * A manual balance change by staff (permission finance.adjust_balance): credits come from and
 * debits go to the `adjustment` system account; audited in the same transaction.
 */
export async function adjust(deps: WalletDeps, admin: AuthedAdmin, input: TAdjustRequest, ip: string): Promise<TAdjustResult> {
  const { request_id: requestId, ...body } = input;
  const user = await findUserById(deps.db, input.user_id);
  if (!user) throw new AppError('NOT_FOUND');
  const outcome = await runOperation(
    deps.db,
    { scope: `admin:${admin.id}`, requestId, kind: 'admin_adjust', body },
    async (q, operationId) => {
      const userRef = { user: input.user_id };
      const systemRef = { system: 'adjustment' };
      const amount = Math.abs(input.amount);
      const leg =
        input.amount > 0
          ? { from: systemRef, to: userRef, asset: input.asset, amount }
          : { from: userRef, to: systemRef, asset: input.asset, amount };
      await postLegs(q, operationId, 'admin_adjust', [{ ...leg, memo: input.reason }]);
      await writeAudit(q, {
        adminId: admin.id,
        action: 'wallet.adjust',
        target: String(input.user_id),
        detail: { asset: input.asset, amount: input.amount, reason: input.reason, request_id: requestId, operation_id: operationId },
        ip,
      });
      const balances = await balancesOf(q, input.user_id);
      return {
        operation_id: operationId,
        user_id: input.user_id,
        asset: input.asset,
        amount: input.amount,
        balance: balances[input.asset],
      };
    },
  );
  return { ...outcome.result, duplicate: outcome.duplicate };
}

export async function adminView(deps: WalletDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND');
  const [balances, page] = await Promise.all([balancesOf(deps.db, userId), transactionsOf(deps.db, userId, { limit: 50 })]);
  return { user_id: userId, balances, transactions: page.items };
}
