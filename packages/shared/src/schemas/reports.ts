import { z } from 'zod';
import { ZBrandId, ZIsoDate } from './common';

/**
 * Reports (modules/reports): the xlsx exports of the console lists and the dashboard.
 *
 * An export answers the spreadsheet itself, not an envelope (an error before the first byte is
 * still an envelope): `ZExportFile` only names that in the contract.
 */
export const ZExportFile = z.null();

/** The longest dashboard range, in days (both ends included). */
export const DASHBOARD_MAX_DAYS = 92;

export const ZDashboardQuery = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    brand: ZBrandId.optional(),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to must not be before from' })
  .refine((q) => (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < DASHBOARD_MAX_DAYS, {
    path: ['to'],
    message: `at most ${DASHBOARD_MAX_DAYS} days`,
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZRegionCounts = z.object({ default: z.number().int(), japan: z.number().int() });

export const ZDashboard = z.object({
  from: z.string(),
  to: z.string(),
  brand: ZBrandId.nullable(),
  /** the calendar the days are counted in (the brand's region; Asia/Shanghai for all brands) */
  time_zone: z.string(),
  days: z.array(z.string()),
  /** each figure is null when the admin may not see its list (users: user.query; recharge and gifts:
   *  finance.view_orders; support: a feedback desk; risk: a risk desk) */
  users: z.array(z.object({ day: z.string(), new_users: z.number().int(), active_users: z.number().int() })).nullable(),
  /** paid recharge orders per day and currency (minor units) */
  recharge: z
    .array(z.object({ day: z.string(), currency: z.string(), orders: z.number().int(), amount_minor: z.number().int() }))
    .nullable(),
  /** gifts sent per day: sends and their value in coins */
  gifts: z.array(z.object({ day: z.string(), sends: z.number().int(), value: z.number().int() })).nullable(),
  support: z
    .object({
      created: z.number().int(),
      open_by_region: ZRegionCounts,
      sla_breaches: z.object({ first_response: z.number().int(), resolution: z.number().int() }),
      ratings: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
      rating_average: z.number().nullable(),
    })
    .nullable(),
  risk: z.array(z.object({ day: z.string(), region: z.string(), kind: z.string(), count: z.number().int() })).nullable(),
});
export type TDashboard = z.infer<typeof ZDashboard>;
