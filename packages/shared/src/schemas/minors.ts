import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZAdminRef, ZBigIdParam, ZIsoDate, ZRegion } from './common';
import { ZRequestId } from './wallet';

/**
 * Minors' protection (modules/minors, docs/api.md "Minors"): the caller's recharge limits (shown
 * on the recharge page before payment) and the birth-date change that staff review.
 */
export const ZRechargeBand = z.object({
  min_age: z.number().int(),
  max_age: z.number().int(),
  /** null: no cap of that kind; 0: no recharge at all */
  per_payment: z.number().int().nullable(),
  monthly: z.number().int().nullable(),
});

export const ZBirthDateChangeStatus = z.enum(['pending', 'approved', 'rejected']);
export const ZBirthDateChange = z.object({
  id: z.number().int(),
  status: ZBirthDateChangeStatus,
  old_birth_date: z.string(),
  new_birth_date: z.string(),
  reason: z.string(),
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TBirthDateChange = z.infer<typeof ZBirthDateChange>;

export const ZMinorsMe = z.object({
  birth_date: z.string(),
  /** whole years on the region's day */
  age: z.number().int(),
  minor: z.boolean(),
  recharge: z.object({
    /** the region whose limits apply (the brand's currency) */
    region: ZRegion,
    currency: z.string(),
    /** null: no limits (an adult for payments) */
    band: ZRechargeBand.nullable(),
    /** the region's calendar month, YYYY-MM */
    month: z.string(),
    /** paid and open orders of the month, minor units */
    used: z.number().int(),
    /** null: no monthly cap */
    remaining: z.number().int().nullable(),
    /** the largest order allowed now; null: no cap */
    largest_payment: z.number().int().nullable(),
    /** when the monthly cap starts again (first instant of next month, region clock) */
    resets_at: z.string(),
  }),
  /** the newest birth-date change request (pending, or the last decision) */
  change: ZBirthDateChange.nullable(),
});
export type TMinorsMe = z.infer<typeof ZMinorsMe>;

export const ZBirthDateChangeRequest = z.object({
  request_id: ZRequestId,
  birth_date: ZIsoDate,
  reason: z.string().trim().max(LIMITS.birthDateChangeReasonMax).default(''),
});
export type TBirthDateChangeRequest = z.input<typeof ZBirthDateChangeRequest>;

// ---- console ----

export const ZAdminBirthDateChangesQuery = z.object({
  status: ZBirthDateChangeStatus.optional(),
  record_id: z.coerce.number().int().positive().optional(),
});
export const ZAdminBirthDateChange = ZBirthDateChange.extend({
  user: z.object({ id: z.number().int(), public_id: z.string(), nickname: z.string() }),
  region: ZRegion,
  risk_record_id: z.number().int().nullable(),
  decided_by: ZAdminRef.nullable(),
});
export type TAdminBirthDateChange = z.infer<typeof ZAdminBirthDateChange>;
export const ZAdminBirthDateChangeList = z.object({ items: z.array(ZAdminBirthDateChange) });
export type TAdminBirthDateChangeList = z.infer<typeof ZAdminBirthDateChangeList>;
export const ZAdminBirthDateChangeId = z.object({ id: ZBigIdParam });
export const ZBirthDateChangeDecision = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(LIMITS.birthDateChangeReasonMax).default(''),
});
