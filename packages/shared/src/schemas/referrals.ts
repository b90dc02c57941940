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
  /** rewards this user earned as an inviter: totals paid and the newest rows (refusals with their reason) */
  rewards_paid: z.object({ coins: z.number().int(), points: z.number().int() }),
  rewards: z.array(
    z.object({
      invitee: ZPublicProfile,
      kind: z.enum(['recharge', 'host']),
      state: z.enum(['qualified', 'rewarded', 'not_eligible']),
      reason: z.string().nullable(),
      amount: z.number().int(),
      asset: z.string(),
      at: z.string(),
    }),
  ),
  /** invitees refused as self (same device or payment instrument) */
  self_flags: z.number().int(),
});
export type TAdminReferral = z.infer<typeof ZAdminReferral>;

// ---- my invitations (issue 13): code, totals, invitees, link buddy ----
const ZRewardKind = z.enum(['recharge', 'host']);
const ZRewardRowState = z.enum(['qualified', 'rewarded', 'not_eligible']);
const ZSkipReason = z.enum(['same_account', 'same_device', 'same_instrument', 'inviter_minor', 'inviter_banned']);

/** who a user is bound to, shown on the link-buddy page once bound */
export const ZReferralInviter = z.object({
  public_id: z.string(),
  nickname: z.string(),
  avatar_url: z.string().nullable(),
  /** `visit`: through a link before registering; `buddy`: bound later with a code */
  source: z.enum(['visit', 'buddy']),
  bound_at: z.string(),
});

/** GET /api/v1/referrals/me */
export const ZReferralMe = z.object({
  code: z.string(),
  /** paths on this site (the page adds its origin) */
  link_path: z.string(),
  host_link_path: z.string(),
  totals: z.object({
    invited: z.number().int(),
    rewarded: z.number().int(),
    coins: z.number().int(),
    points: z.number().int(),
  }),
  inviter: ZReferralInviter.nullable(),
  /** link buddy: may this account still bind an inviter, and until when */
  can_bind: z.boolean(),
  bind_until: z.string(),
});
export type TReferralMe = z.infer<typeof ZReferralMe>;

export const ZReferralInviteesQuery = z.object({
  cursor: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZReferralReward = z.object({
  kind: ZRewardKind,
  state: ZRewardRowState,
  reason: ZSkipReason.nullable(),
  asset: z.string(),
  amount: z.number().int(),
  at: z.string(),
});
export const ZReferralInvitee = z.object({
  /** masked (`佐***子`) */
  nickname: z.string(),
  registered_at: z.string(),
  state: z.enum(['registered', 'qualified', 'rewarded', 'not_eligible']),
  /** why not eligible (the first refusal) */
  reason: ZSkipReason.nullable(),
  rewards: z.array(ZReferralReward),
});
export const ZReferralInviteePage = z.object({ items: z.array(ZReferralInvitee), next_cursor: z.string().nullable() });
export type TReferralInviteePage = z.infer<typeof ZReferralInviteePage>;

/** POST /api/v1/referrals/bind — link buddy: bind an inviter by code */
export const ZReferralBindRequest = z.object({ code: ZReferralCode });
