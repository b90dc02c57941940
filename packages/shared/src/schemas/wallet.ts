import { z } from 'zod';
import { ASSETS, REQUEST_ID_PATTERN } from '../assets';
import { LIMITS } from '../limits';
import { cursorPageOf, cursorQuery, ZBigId, ZBigIdParam } from './common';
import { ZApprovalPending } from './staff';

export const ZAsset = z.enum(ASSETS);
export const ZRequestId = z.string().regex(REQUEST_ID_PATTERN);

export const ZWallet = z.object({
  balances: z.record(ZAsset, z.number().int()),
});
export type TWallet = z.infer<typeof ZWallet>;

export const ZTransactionsQuery = z.object({
  asset: ZAsset.optional(),
  kind: z.string().max(LIMITS.transactionKindMax).optional(),
  ...cursorQuery(LIMITS.transactionCursorMax, LIMITS.transactionsPageSizeMax, LIMITS.pageSizeDefault).shape,
});

export const ZTransaction = z.object({
  id: z.number().int(),
  kind: z.string(),
  asset: ZAsset,
  /** signed from the account owner's side: positive in, negative out */
  amount: z.number().int(),
  memo: z.string().nullable(),
  created_at: z.string(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

export const ZTransactionsPage = cursorPageOf(ZTransaction);
export type TTransactionsPage = z.infer<typeof ZTransactionsPage>;

export const ZAdjustRequest = z.object({
  user_id: ZBigId,
  asset: ZAsset,
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0 && Math.abs(n) <= LIMITS.ledgerAmountMax, 'amount must be a non-zero integer within limits'),
  reason: z.string().trim().min(1).max(LIMITS.staffReasonMax),
  request_id: ZRequestId,
});
export type TAdjustRequest = z.infer<typeof ZAdjustRequest>;

export const ZAdjustDone = z.object({
  operation_id: z.number().int(),
  user_id: z.number().int(),
  asset: ZAsset,
  amount: z.number().int(),
  balance: z.number().int(),
  duplicate: z.boolean(),
});
/** done, or (above LIMITS.approvalAdjustAmountMax) waiting for a second admin (modules/staff) */
export const ZAdjustResult = z.union([ZAdjustDone, ZApprovalPending]);
export type TAdjustDone = z.infer<typeof ZAdjustDone>;
export type TAdjustResult = z.infer<typeof ZAdjustResult>;

export const ZAdminWalletQuery = z.object({ user_id: ZBigIdParam });
export const ZAdminWallet = z.object({
  user_id: z.number().int(),
  balances: z.record(ZAsset, z.number().int()),
  transactions: z.array(ZTransaction),
});
