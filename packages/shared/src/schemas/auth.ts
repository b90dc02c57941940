import { z } from 'zod';
import { LIMITS } from '../limits';
import { ZAccount, ZBrandId, ZDisplayName, ZGender, ZIsoDate, ZPassword, ZPublicProfile, ZRegion } from './common';
import { ZVisitorId } from './referrals';

export const ZRegisterRequest = z.object({
  account: ZAccount,
  password: ZPassword,
  nickname: ZDisplayName,
  gender: ZGender,
  birth_date: ZIsoDate,
  app_name: ZBrandId.default('default'),
  region: ZRegion.optional(),
  /** the browser's visitor id: a referral code recorded for it attaches to the new account */
  visitor_id: ZVisitorId.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginRequest = z.object({
  account: ZAccount,
  password: z.string().min(1).max(LIMITS.passwordMax),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZMe = ZPublicProfile.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birth_date: z.string(),
  is_minor: z.boolean(),
  created_at: z.string(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZSessionResponse = z.object({
  access_token: z.string(),
  expires_in: z.number().int(),
  user: ZMe,
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

export const ZDemoAccount = z.object({
  account: z.string(),
  password: z.string(),
  nickname: z.string(),
  gender: ZGender,
  brand: ZBrandId,
  kind: z.enum(['user', 'admin']),
  /** what the account shows off; the pages translate it */
  role: z.enum([
    'user',
    'anchor',
    'minor',
    'fan',
    'host',
    'inviter',
    'admin_all',
    'admin_japan',
    'admin_reviewer',
    'admin_finance_approver',
    'admin_finance_payer',
    'admin_none',
  ]),
});
export const ZDemoAccountsResponse = z.object({ accounts: z.array(ZDemoAccount) });
export type TDemoAccount = z.infer<typeof ZDemoAccount>;
