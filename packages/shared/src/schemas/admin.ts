import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageOf, ZBigIdParam, ZEmail, ZPageQuery, ZPublicProfile } from './common';
import { ZDrawPrizeView } from './games';

export const ZAdminLoginRequest = z.object({ email: ZEmail, password: z.string().min(1).max(LIMITS.passwordMax) });
export const ZAdminTokens = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TAdminTokens = z.infer<typeof ZAdminTokens>;
export const ZAdminRefreshRequest = z.object({
  refresh_token: z.string().min(LIMITS.adminRefreshTokenLengthMin).max(LIMITS.adminRefreshTokenLengthMax),
});

export const ZAdminUser = z.object({ id: z.number().int(), email: z.string(), nickname: z.string() });
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** perm_codes travels as the JSON text of a list of strings (spec 7) */
export const ZPermissionQuery = z.object({
  perm_codes: z
    .string()
    .max(LIMITS.permCodesTextMax)
    .transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        const list = z.array(z.string().min(1).max(LIMITS.permCodeMax)).max(LIMITS.permCodesMax).parse(parsed);
        return list;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'perm_codes must be a JSON list of strings' });
        return z.NEVER;
      }
    }),
});
export const ZPermissionMap = z.record(z.string(), z.boolean());
export type TPermissionMap = z.infer<typeof ZPermissionMap>;

export const ZOtherInfoQuery = z.object({ userid: ZBigIdParam });
export const ZAccountState = z.object({
  status: z.enum(['active', 'disabled']),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  is_minor: z.boolean(),
  /** absent unless the admin holds user.view_contact (field-level permission, modules/staff) */
  email_masked: z.string().nullable().optional(),
  phone_masked: z.string().nullable().optional(),
});
/** What customer service needs to see at a glance: level, memberships, CP and follows. */
export const ZUserActivity = z.object({
  level: z.number().int(),
  exp: z.number().int(),
  rich_total: z.number().int(),
  charm_total: z.number().int(),
  membership: z.object({ tier: z.enum(['weekly', 'monthly']), expires_at: z.string(), active: z.boolean() }).nullable(),
  club: z.object({ source: z.enum(['spend', 'staff']), joined_at: z.string(), settings: z.record(z.string(), z.boolean()) }).nullable(),
  cp: z
    .object({ partner: ZPublicProfile, level: z.enum(['normal', 'peerless', 'ultimate']), points: z.number().int(), since: z.string() })
    .nullable(),
  following_count: z.number().int(),
  follower_count: z.number().int(),
  /** games: what the user spent on draws today (their region's day) and their latest draws */
  draws: z.object({
    spent_today: z.number().int(),
    recent: z.array(z.object({ id: z.number().int(), game: z.string(), prize: ZDrawPrizeView, created_at: z.string() })),
  }),
});
export type TUserActivity = z.infer<typeof ZUserActivity>;
export const ZOtherInfo = z.object({ profile: ZPublicProfile, account: ZAccountState, activity: ZUserActivity });
export type TOtherInfo = z.infer<typeof ZOtherInfo>;

export const ZPublicIdQuery = ZPageQuery.extend({ q: z.string().trim().min(1).max(LIMITS.searchTermMax) });
export const ZPublicIdResult = pageOf(ZPublicProfile.extend({ status: z.enum(['active', 'disabled']) }));
export type TPublicIdResult = z.infer<typeof ZPublicIdResult>;
