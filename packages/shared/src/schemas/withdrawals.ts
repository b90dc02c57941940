import { z } from 'zod';
import { ALL_PAYOUT_METHODS, JP_ACCOUNT_TYPES, REJECT_REASONS, WITHDRAWAL_STATUSES } from '../withdrawals';
import { cursorPageOf, cursorQuery, ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

/**
 * Withdrawals (modules/withdrawals): a host's payout accounts, her requests, their review in the
 * console. Amounts: points (anchor points) and cash in the region's minor unit (JPY yen, CNY fen).
 */
export const ZPayoutMethod = z.enum(ALL_PAYOUT_METHODS);
export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
export const ZRejectReason = z.enum(REJECT_REASONS);

const text = (max: number) => z.string().trim().min(1).max(max);

/** What the host types; the server normalises (kana, hyphens) and refuses what does not fit. */
export const ZPayoutAccountInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('paypay'), phone: text(20), holder_kana: text(60) }),
  z.object({
    method: z.literal('bank'),
    bank_code: z.string().regex(/^\d{4}$/),
    bank_name: text(40),
    branch_code: z.string().regex(/^\d{3}$/),
    branch_name: text(40),
    account_type: z.enum(JP_ACCOUNT_TYPES),
    account_number: z.string().regex(/^\d{1,7}$/),
    holder_kana: text(60),
  }),
  z.object({ method: z.literal('alipay'), account: text(64) }),
  z.object({ method: z.literal('bank_card'), card_number: z.string().regex(/^[\d ]{12,23}$/), bank_name: text(40) }),
]);
export type TPayoutAccountInput = z.infer<typeof ZPayoutAccountInput>;

/** An account as lists show it: numbers masked, the holder as the bank will see it. */
export const ZPayoutAccount = z.object({
  id: z.number().int(),
  method: ZPayoutMethod,
  /** e.g. "PayPay 090••••5678", "三井住友 (0009) 本店 普通 •••• 4567" */
  label: z.string(),
  holder: z.string().nullable(),
  /** the fields to prefill the edit form (numbers masked except the bank and branch codes) */
  details: z.record(z.string(), z.string()),
  updated_at: z.string(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;

export const ZPayoutAccountSave = z.object({ account: ZPayoutAccountInput, request_id: ZRequestId });
export const ZPayoutAccountId = z.object({ id: z.coerce.number().int().positive() });

export const ZRealnameRequest = z.object({ name: text(30), id_number: z.string().trim().min(15).max(18) });
export const ZRealname = z.object({ verified: z.boolean(), name_masked: z.string().nullable(), verified_at: z.string().nullable() });
export type TRealname = z.infer<typeof ZRealname>;

export const ZWithdrawQuote = z.object({
  points: z.number().int(),
  currency: z.enum(['CNY', 'JPY']),
  gross: z.number().int(),
  fee: z.number().int(),
  withholding: z.number().int(),
  net: z.number().int(),
});
export type TWithdrawQuote = z.infer<typeof ZWithdrawQuote>;

export const ZWithdrawQuoteRequest = z.object({ method: ZPayoutMethod, points: z.number().int().min(0).max(1_000_000_000) });
export const ZWithdrawQuoteResult = z.object({
  quote: ZWithdrawQuote,
  /** why the amount cannot be withdrawn now, or null */
  problem: z.enum(['below_minimum', 'above_maximum', 'insufficient', 'method', 'nothing_left']).nullable(),
});
export type TWithdrawQuoteResult = z.infer<typeof ZWithdrawQuoteResult>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  status: ZWithdrawalStatus,
  method: ZPayoutMethod,
  account_label: z.string(),
  points: z.number().int(),
  currency: z.enum(['CNY', 'JPY']),
  gross: z.number().int(),
  fee: z.number().int(),
  withholding: z.number().int(),
  net: z.number().int(),
  requested_at: z.string(),
  /** when the first admin took it up */
  reviewed_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  /** the last day it is to be paid (3 business days after approval, her region's calendar) */
  due_on: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** a rejection's reason, in the viewer's language */
  reject_reason: ZRejectReason.nullable(),
  reject_message: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawOverview = z.object({
  region: ZRegion,
  currency: z.enum(['CNY', 'JPY']),
  /** anchor points she can withdraw now */
  available: z.number().int(),
  /** points in requests not decided yet */
  held: z.number().int(),
  /** cash paid to her, all time (minor units) */
  paid_total: z.number().int(),
  rules: z.object({
    methods: z.array(ZPayoutMethod),
    min_points: z.number().int(),
    max_points: z.number().int(),
    cash_per_points: z.object({ cash: z.number().int(), points: z.number().int() }),
    fee: z.record(z.string(), z.number().int()),
    due_business_days: z.number().int(),
  }),
  accounts: z.array(ZPayoutAccount),
  /** China: real-name verification before the first withdrawal */
  realname: ZRealname.nullable(),
  recent: z.array(ZWithdrawal),
});
export type TWithdrawOverview = z.infer<typeof ZWithdrawOverview>;

/** Apply and confirm in one: the request holds the points, after the host re-enters her password. */
export const ZWithdrawRequest = z.object({
  request_id: ZRequestId,
  account_id: z.number().int().positive(),
  points: z.number().int().positive().max(1_000_000_000),
  password: z.string().min(1).max(200),
});

export const ZWithdrawalsQuery = cursorQuery(64, 50, 20).extend({ status: ZWithdrawalStatus.optional() });
export const ZWithdrawalPage = cursorPageOf(ZWithdrawal);
export type TWithdrawalPage = z.infer<typeof ZWithdrawalPage>;
export const ZWithdrawalId = z.object({ id: z.coerce.number().int().positive() });

/** A host's month: gross, the platform's share (fees), tax withheld, net, over withdrawals paid that month. */
export const ZStatementQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export const ZStatement = z.object({
  month: z.string(),
  currency: z.enum(['CNY', 'JPY']),
  /** points earned that month (work, tasks, gifts) */
  points_earned: z.number().int(),
  withdrawals: z.number().int(),
  gross: z.number().int(),
  platform_share: z.number().int(),
  withholding: z.number().int(),
  net: z.number().int(),
  months: z.array(z.string()),
});
export type TStatement = z.infer<typeof ZStatement>;

// ---- console ----

export const ZAdminWithdrawalsQuery = cursorQuery(64, 100, 50).extend({
  status: ZWithdrawalStatus.optional(),
  region: ZRegion.optional(),
  method: ZPayoutMethod.optional(),
});
export const ZAdminWithdrawal = ZWithdrawal.extend({
  user: ZPublicProfile,
  region: ZRegion,
  brand: z.string(),
  /** the full account as the transfer needs it (holder, numbers) */
  account: z.record(z.string(), z.string()),
  reviewed_by: z.number().int().nullable(),
  approved_by: z.number().int().nullable(),
  paid_by: z.number().int().nullable(),
  rejected_by: z.number().int().nullable(),
  rejected_at: z.string().nullable(),
  failed_by: z.number().int().nullable(),
  failed_at: z.string().nullable(),
  /** the nicknames of the admins named above, by id */
  admins: z.record(z.string(), z.string()),
  reject_note: z.string().nullable(),
  pay_reference: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  /** business days since approval (approved, not paid), else null */
  age_business_days: z.number().int().nullable(),
  overdue: z.boolean(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZAdminWithdrawalPage = cursorPageOf(ZAdminWithdrawal);
export type TAdminWithdrawalPage = z.infer<typeof ZAdminWithdrawalPage>;

export const ZAdminWithdrawalAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('review') }),
  z.object({ action: z.literal('approve') }),
  z.object({ action: z.literal('reject'), reason: ZRejectReason, note: z.string().trim().max(500).default('') }),
  z.object({ action: z.literal('pay'), reference: z.string().trim().min(1).max(64) }),
  z.object({ action: z.literal('fail'), note: z.string().trim().min(1).max(500) }),
]);
export type TAdminWithdrawalAction = z.infer<typeof ZAdminWithdrawalAction>;

export const ZAdminWithdrawalStats = z.object({
  counts: z.record(ZWithdrawalStatus, z.number().int()),
  /** approved and unpaid, by business days since approval */
  ageing: z.array(z.object({ bucket: z.enum(['0', '1', '2', '3', 'over']), count: z.number().int(), net: z.number().int() })),
  /** of those paid in the last 30 days: the share paid within 1 and within 3 business days of approval */
  paid_last_30d: z.number().int(),
  within_1: z.number(),
  within_3: z.number(),
});
export type TAdminWithdrawalStats = z.infer<typeof ZAdminWithdrawalStats>;

export const ZWithdrawalExportRequest = z.object({ kind: z.enum(['zengin', 'paypay']) });

/** A file of approved withdrawals for the bank (Zengin, 120-byte records, Shift_JIS) or PayPay (CSV). */
export const ZWithdrawalBatch = z.object({
  id: z.number().int(),
  kind: z.enum(['zengin', 'paypay']),
  count: z.number().int(),
  /** net cash of the batch (minor units) */
  total: z.number().int(),
  file_name: z.string(),
  created_by: z.number().int(),
  created_at: z.string(),
});
export type TWithdrawalBatch = z.infer<typeof ZWithdrawalBatch>;
export const ZWithdrawalBatchList = z.object({ items: z.array(ZWithdrawalBatch) });
