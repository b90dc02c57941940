import { z } from 'zod';
import { BRAND_IDS, REGIONS } from '../brands';

export const LIMITS = {
  nicknameMax: 32,
  passwordMin: 8,
  passwordMax: 72,
  emailMax: 254,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  searchTermMax: 64,
  permCodesMax: 64,
} as const;

export const ZBrandId = z.enum(BRAND_IDS);
export const ZRegion = z.enum(REGIONS);
export const ZGender = z.enum(['male', 'female']);
export const ZEmail = z.string().trim().toLowerCase().max(LIMITS.emailMax).email();
export const ZPhone = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{6,15}$/);
/** an account name is an email or a phone number */
export const ZAccount = z.union([ZEmail, ZPhone]);
export const ZPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'invalid date');

/** paging for GET endpoints: numbers arrive as query strings */
export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
});

export const ZPublicProfile = z.object({
  id: z.number().int(),
  public_id: z.string(),
  nickname: z.string(),
  gender: ZGender,
  brand: ZBrandId,
  region: ZRegion,
  avatar_url: z.string().nullable(),
});
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
