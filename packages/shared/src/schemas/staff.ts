import { z } from 'zod';
import { LIMITS } from '../limits';
import { ALL_PERMISSION_CODES, type PermissionCode } from '../permissions';
import { pageOf, ZAdminRef, ZBigIdParam, ZDisplayName, ZEmail, ZPageQuery, ZPassword } from './common';

/**
 * Staff (console): admin accounts and their permission codes, each admin's own password, and the
 * four-eyes approvals of large wallet adjustments and refunds (apps/server/src/modules/staff).
 */
export const ZPermissionCode = z.enum(ALL_PERMISSION_CODES as unknown as [PermissionCode, ...PermissionCode[]]);
const ZCodeList = z.array(ZPermissionCode).max(ALL_PERMISSION_CODES.length);

export const ZAdminAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  status: z.enum(['active', 'disabled']),
  perms: z.array(z.string()),
  created_at: z.string(),
});
export type TAdminAccount = z.infer<typeof ZAdminAccount>;
export const ZAdminAccountList = z.object({ items: z.array(ZAdminAccount) });
export type TAdminAccountList = z.infer<typeof ZAdminAccountList>;

export const ZAdminIdParams = z.object({ id: ZBigIdParam });
export const ZAdminCreateRequest = z.object({
  email: ZEmail,
  nickname: ZDisplayName,
  password: ZPassword,
  perms: ZCodeList.default([]),
});
export type TAdminCreateRequest = z.infer<typeof ZAdminCreateRequest>;
export const ZAdminAccountStatusRequest = z.object({ status: z.enum(['active', 'disabled']) });
export const ZAdminPasswordResetRequest = z.object({ password: ZPassword });
/** the admin's whole set of codes after the change (the server grants and revokes the difference) */
export const ZAdminPermsRequest = z.object({ perms: ZCodeList });
export const ZOwnPasswordRequest = z.object({
  current_password: z.string().min(1).max(LIMITS.passwordMax),
  new_password: ZPassword,
});

export const APPROVAL_KINDS = ['wallet.adjust', 'order.refund'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ZApproval = z.object({
  id: z.number().int(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  /** what it moves: coins of `unit` for an adjustment (signed), minor units of the currency for a refund */
  amount: z.number().int(),
  unit: z.string(),
  /** the user (adjustment) or the order (refund) */
  target: z.string(),
  reason: z.string(),
  requester: ZAdminRef,
  decided_by: ZAdminRef.nullable(),
  decision_note: z.string().nullable(),
  /** what the approved operation answered */
  result: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TApproval = z.infer<typeof ZApproval>;
export const ZApprovalsQuery = ZPageQuery.extend({ status: z.enum(APPROVAL_STATUSES).optional() });
export type TApprovalsQuery = z.infer<typeof ZApprovalsQuery>;
export const ZApprovalPage = pageOf(ZApproval);
export type TApprovalPage = z.infer<typeof ZApprovalPage>;
export const ZApprovalParams = z.object({ id: ZBigIdParam });
export const ZApprovalDecision = z.object({ note: z.string().trim().max(LIMITS.staffReasonMax).default('') });

/** The answer of a money operation that now waits for a second admin (wallet adjust, refund). */
export const ZApprovalPending = z.object({
  approval_id: z.number().int(),
  approval_status: z.literal('pending'),
  duplicate: z.boolean(),
});
export type TApprovalPending = z.infer<typeof ZApprovalPending>;
