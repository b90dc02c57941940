import { z } from 'zod';
import { CLUB_PRIVILEGES } from '../club';
import { LIMITS } from '../limits';
import { pageSizeParam, ZBigId, ZBrandId, ZPublicProfile, ZRegion } from './common';

const settingsShape = Object.fromEntries(CLUB_PRIVILEGES.map((p) => [p, z.boolean()])) as Record<
  (typeof CLUB_PRIVILEGES)[number],
  z.ZodBoolean
>;
export const ZClubSettings = z.object(settingsShape);

export const ZClubStatus = z.object({
  member: z.boolean(),
  joined_at: z.string().nullable(),
  source: z.enum(['spend', 'staff']).nullable(),
  rich_total: z.number().int(),
  threshold: z.number().int(),
  settings: ZClubSettings.nullable(),
});
export type TClubStatus = z.infer<typeof ZClubStatus>;

/** Any subset of the toggles; at least one. */
export const ZClubSettingsUpdate = ZClubSettings.partial().refine((v) => Object.keys(v).length > 0, 'nothing to change');

export const ZClubHallQuery = z.object({
  app_name: ZBrandId.optional(),
  region: ZRegion.optional(),
  limit: pageSizeParam(LIMITS.clubHallSizeMax, LIMITS.clubHallSizeDefault),
});
export const ZClubHall = z.object({
  scope: z.string(),
  members: z.array(z.object({ rank: z.number().int(), rich_total: z.number().int(), joined_at: z.string(), profile: ZPublicProfile })),
});
export type TClubHall = z.infer<typeof ZClubHall>;

export const ZAdmitClubRequest = z.object({ user_id: ZBigId, reason: z.string().trim().min(1).max(LIMITS.staffReasonMax) });
