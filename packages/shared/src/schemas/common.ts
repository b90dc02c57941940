import { z } from 'zod';
import { BRAND_IDS, REGIONS } from '../brands';

export const LIMITS = {
  nicknameMax: 32,
  /** a nickname as typed, before display controls are removed */
  nicknameInputMax: 256,
  passwordMin: 8,
  passwordMax: 72,
  emailMax: 254,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  searchTermMax: 64,
  permCodesMax: 64,
} as const;

/** Largest value of a PostgreSQL `int4` (`serial`) column. */
export const INT4_MAX = 2_147_483_647;
/** An id of an `int4` (`serial`) column: gifts, products. Larger values would fail in the database. */
export const ZInt4Id = z.number().int().positive().max(INT4_MAX);
/** An id of a `bigint` column (users, invitations, orders' rows) as JavaScript carries it exactly. */
export const ZBigId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** The same ids when they arrive as query strings or path segments. */
export const ZInt4IdParam = z.coerce.number().int().positive().max(INT4_MAX);
export const ZBigIdParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * Text the database cannot store (a NUL character) or JSON cannot carry (a lone UTF-16 surrogate).
 * Every request is refused with 4000 when one of its strings has one (server-wide check), and the
 * web forms use the same rule.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export function hasUnstorableText(s: string): boolean {
  return s.includes('\u0000') || LONE_SURROGATE.test(s);
}

/**
 * Invisible characters that change how text around them is shown — bidi embeddings, overrides
 * and isolates (U+202E reverses a name in a ranking), zero-width spaces, word joiners, BOM — are
 * removed from names. ZWJ/ZWNJ stay: emoji sequences and some scripts need them.
 */
const DISPLAY_CONTROLS = /[\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/g;
export function stripDisplayControls(s: string): string {
  return s.replace(DISPLAY_CONTROLS, '');
}

/** A name people see (nickname): display controls removed, then trimmed and bounded. */
export const ZDisplayName = z
  .string()
  .max(LIMITS.nicknameInputMax)
  .transform(stripDisplayControls)
  .pipe(z.string().trim().min(1).max(LIMITS.nicknameMax));

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
