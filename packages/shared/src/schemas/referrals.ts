import { z } from 'zod';
import { LIMITS } from '../limits';
import { REFERRAL_CODE_PATTERN } from '../referral';
import { ZBrandId, ZPublicProfile } from './common';

/** A browser's visitor id: made once by the pages and kept in local storage. */
export const ZVisitorId = z
  .string()
  .min(LIMITS.visitorIdMin)
  .max(LIMITS.visitorIdMax)
  .regex(/^[\w-]+$/);
export const ZReferralCode = z.string().regex(REFERRAL_CODE_PATTERN);
/** a channel as it may be recorded: word characters, dots and dashes (anything else is dropped by the page) */
export const ZChannel = z
  .string()
  .max(LIMITS.channelMax)
  .regex(/^[\w.-]+$/);

/** POST /api/v1/referrals/visits — a browser opened a referral link */
export const ZReferralVisitRequest = z.object({
  code: ZReferralCode,
  visitor_id: ZVisitorId,
  channel: ZChannel.optional(),
  app_name: ZBrandId.default('default'),
});
export type TReferralVisitRequest = z.infer<typeof ZReferralVisitRequest>;
/** who invites: enough for the page's card, nothing private */
export const ZReferralVisit = z.object({
  code: z.string(),
  referrer: z.object({ public_id: z.string(), nickname: z.string(), gender: ZPublicProfile.shape.gender }),
  /** the code will attach to an account registered from this browser until then */
  expires_at: z.string(),
});
export type TReferralVisit = z.infer<typeof ZReferralVisit>;

// ---- console: the user drawer ----
export const ZAdminReferralQuery = z.object({ userid: z.coerce.number().int().positive() });
const ZAttribution = z.object({
  code: z.string(),
  channel: z.string().nullable(),
  visited_at: z.string(),
  registered_at: z.string(),
});
export const ZAdminReferral = z.object({
  /** who brought this user, when a referral code attached at registration */
  referred_by: ZAttribution.extend({ referrer: ZPublicProfile }).nullable(),
  /** how many accounts this user brought */
  invited_count: z.number().int(),
  /** the newest of them */
  invitees: z.array(ZAttribution.extend({ user: ZPublicProfile })),
});
export type TAdminReferral = z.infer<typeof ZAdminReferral>;
