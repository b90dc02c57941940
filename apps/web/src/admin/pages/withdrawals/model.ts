/** The withdrawal review page's pure rules (unit-tested in model.test.ts). */
import {
  hasAnyPermission,
  PERMISSIONS,
  REGION_TIME_ZONES,
  type Region,
  type TAdminWithdrawal,
  WITHDRAWAL_TRANSITIONS,
  type WithdrawalAction,
  type WithdrawalStatus,
} from '@app/shared';
import { formatTime, TIME_TO_MINUTE_24H } from '../../kit/format';

export const STATUS_COLORS: Record<WithdrawalStatus, string> = {
  requested: 'gold',
  reviewing: 'processing',
  approved: 'blue',
  paid: 'success',
  rejected: 'default',
  failed: 'error',
};

/** The signed-in admin as the page needs them: their id and permission map. */
export interface Actor {
  id: number | null;
  perms: Record<string, boolean>;
}

/** The permission of the stage a withdrawal in each undecided state waits for. */
const STAGE_PERMISSION: Partial<Record<WithdrawalStatus, string>> = {
  requested: PERMISSIONS.WITHDRAW_REVIEW,
  reviewing: PERMISSIONS.WITHDRAW_APPROVE,
  approved: PERMISSIONS.WITHDRAW_PAY,
};

/** Why an admin who holds the stage's permission may still not act: they took an earlier step. */
export type ActionBlock = 'reviewed_it' | 'approved_it';

export interface ActionOffer {
  action: WithdrawalAction;
  /** null: the admin may take it; else why not (the button is shown disabled with the reason) */
  blocked: ActionBlock | null;
}

const ACTION_ORDER: readonly WithdrawalAction[] = ['review', 'approve', 'pay', 'reject', 'fail'];

/**
 * The actions the page offers `actor` on `w`: those the state allows (WITHDRAWAL_TRANSITIONS)
 * when the admin holds the permission of the stage it waits for — review (requested: review or
 * reject), approve (reviewing: approve or reject), pay (approved: paid or failed). An admin who
 * reviewed or approved it already sees the next step blocked: three different admins (the server
 * refuses with WITHDRAW_SAME_ADMIN).
 */
export function actionsFor(w: Pick<TAdminWithdrawal, 'status' | 'reviewed_by' | 'approved_by'>, actor: Actor): ActionOffer[] {
  const perm = STAGE_PERMISSION[w.status];
  if (!perm || !hasAnyPermission(actor.perms, [perm])) return [];
  const blocked: ActionBlock | null =
    actor.id === null ? null : w.reviewed_by === actor.id ? 'reviewed_it' : w.approved_by === actor.id ? 'approved_it' : null;
  return ACTION_ORDER.filter((a) => WITHDRAWAL_TRANSITIONS[a].from.includes(w.status)).map((action) => ({ action, blocked }));
}

/** Batch files are made by the first admin (review) or the one who pays. */
export const canExportBatches = (perms: Record<string, boolean>): boolean =>
  hasAnyPermission(perms, [PERMISSIONS.WITHDRAW_REVIEW, PERMISSIONS.WITHDRAW_PAY]);

/** The tab the page opens on: the first stage the admin works on (all for anyone else). */
export function defaultStatus(perms: Record<string, boolean>): WithdrawalStatus | 'all' {
  for (const [status, perm] of Object.entries(STAGE_PERMISSION) as [WithdrawalStatus, string][]) {
    if (perms[perm] === true) return status;
  }
  return 'all';
}

/** A server time in a region's clock, with that clock's name: `2026/01/05 09:00` + `Asia/Tokyo`. */
export function zonedTime(iso: string | null | undefined, region: Region, locale: string): { text: string; zone: string } {
  const zone = REGION_TIME_ZONES[region];
  return { text: formatTime(iso, locale, { ...TIME_TO_MINUTE_24H, timeZone: zone }), zone };
}

/** A share (0…1) as a whole-ish percent for a progress bar: one decimal, clamped to 0…100. */
export function sharePercent(share: number): number {
  if (!Number.isFinite(share)) return 0;
  return Math.min(100, Math.max(0, Math.round(share * 1000) / 10));
}

/** The account fields in the order a transfer form asks for them; others follow as they come. */
const ACCOUNT_FIELD_ORDER = [
  'holder_kana',
  'holder',
  'name',
  'bank_name',
  'bank_code',
  'branch_name',
  'branch_code',
  'account_type',
  'account_number',
  'phone',
  'account',
  'card_number',
];

/** The full account's fields, known ones first (the method itself left out: the page shows it apart). */
export function accountFields(account: Record<string, string>): { key: string; value: string }[] {
  const rank = (k: string) => {
    const i = ACCOUNT_FIELD_ORDER.indexOf(k);
    return i === -1 ? ACCOUNT_FIELD_ORDER.length : i;
  };
  return Object.entries(account)
    .filter(([k]) => k !== 'method')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, value }));
}

export type TimelineStep =
  | 'requested'
  | 'reviewed'
  | 'approved'
  | 'paid'
  | 'rejected'
  | 'failed'
  | 'waitReview'
  | 'waitApprove'
  | 'waitPay';

export interface TimelineEntry {
  step: TimelineStep;
  /** when it happened (server time); null when the record does not keep it, or for a step to come */
  at: string | null;
  /** the admin who took it */
  by: number | null;
  /** a step still to come */
  pending: boolean;
}

/** What happened to a withdrawal so far, and the step it waits for (if any). */
export function timelineOf(
  w: Pick<
    TAdminWithdrawal,
    | 'status'
    | 'requested_at'
    | 'reviewed_at'
    | 'approved_at'
    | 'paid_at'
    | 'rejected_at'
    | 'failed_at'
    | 'reviewed_by'
    | 'approved_by'
    | 'paid_by'
    | 'rejected_by'
    | 'failed_by'
  >,
): TimelineEntry[] {
  const done = (step: TimelineStep, at: string | null, by: number | null): TimelineEntry => ({ step, at, by, pending: false });
  const next = (step: TimelineStep): TimelineEntry => ({ step, at: null, by: null, pending: true });
  const out: TimelineEntry[] = [done('requested', w.requested_at, null)];
  if (w.reviewed_by !== null) out.push(done('reviewed', w.reviewed_at, w.reviewed_by));
  if (w.approved_by !== null || w.approved_at !== null) out.push(done('approved', w.approved_at, w.approved_by));
  switch (w.status) {
    case 'requested':
      out.push(next('waitReview'));
      break;
    case 'reviewing':
      out.push(next('waitApprove'));
      break;
    case 'approved':
      out.push(next('waitPay'));
      break;
    case 'paid':
      out.push(done('paid', w.paid_at, w.paid_by));
      break;
    case 'rejected':
      out.push(done('rejected', w.rejected_at, w.rejected_by));
      break;
    case 'failed':
      out.push(done('failed', w.failed_at, w.failed_by));
      break;
  }
  return out;
}
