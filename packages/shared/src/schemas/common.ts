import { z } from 'zod';
import { BRAND_IDS, REGIONS } from '../brands';
import { LIMITS } from '../limits';
import { LOCALES } from '../locale';
import { PHONE_PATTERN } from '../phone';

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

/**
 * Free text people type (records, reports, notices): display controls dropped, then trimmed and
 * bounded; the raw input may be twice as long (controls removed before the bound).
 */
export function displayText(max: number) {
  return z
    .string()
    .max(max * 2)
    .transform(stripDisplayControls);
}

/** A public id as typed in a form or a filter (trimmed, not checked against the id pattern). */
export const ZPublicIdInput = z.string().trim().min(1).max(LIMITS.publicIdMax);

/** An admin as lists and records name them. */
export const ZAdminRef = z.object({ id: z.number().int(), nickname: z.string() });

/** The data of an answer that has nothing to say (logouts). */
export const ZEmptyData = z.object({});

export const ZBrandId = z.enum(BRAND_IDS);
export const ZRegion = z.enum(REGIONS);
export const ZGender = z.enum(['male', 'female']);
/** a language of the app's pages and texts */
export const ZLocale = z.enum(LOCALES);
export const ZEmail = z.string().trim().toLowerCase().max(LIMITS.emailMax).email();
export const ZPhone = z.string().trim().regex(PHONE_PATTERN);
/** an account name is an email or a phone number */
export const ZAccount = z.union([ZEmail, ZPhone]);
export const ZPassword = z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax);
/** years the database and the calendars agree on (PostgreSQL has no year 0) */
const inYearRange = (ms: number) => {
  const year = new Date(ms).getUTCFullYear();
  return year >= 1 && year <= 9999;
};
/** a calendar date 'YYYY-MM-DD' that exists (no 02-30, no year 0) */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const ms = Date.parse(`${s}T00:00:00Z`);
    return !Number.isNaN(ms) && inYearRange(ms) && new Date(ms).toISOString().startsWith(s);
  }, 'invalid date');
/** an instant with its offset, '2026-11-24T09:30:00+09:00', within years 1–9999 */
export const ZInstant = z.iso.datetime({ offset: true }).refine((s) => inYearRange(Date.parse(s)), 'invalid date');

/** How many items a page of a GET list holds (`page_size`, `limit`): a query string, 1 to `max`. */
export function pageSizeParam(max: number, byDefault: number) {
  return z.coerce.number().int().min(1).max(max).default(byDefault);
}

/** Paging by page number for GET endpoints, with the list's own page size bounds. */
export function pageQuery(sizeMax: number, sizeDefault: number) {
  return z.object({
    page: z.coerce.number().int().min(1).max(LIMITS.pageNumberMax).default(1),
    page_size: pageSizeParam(sizeMax, sizeDefault),
  });
}

/** paging for GET endpoints: numbers arrive as query strings */
export const ZPageQuery = pageQuery(LIMITS.pageSizeMax, LIMITS.pageSizeDefault);

/** Paging by cursor for GET endpoints: where the page starts (the last page's `next_cursor`) and its size. */
export function cursorQuery(cursorMax: number, limitMax: number, limitDefault: number) {
  return z.object({ cursor: z.string().max(cursorMax).optional(), limit: pageSizeParam(limitMax, limitDefault) });
}

/** A numbered page of a console list: the items, how many match in all, and where the page is. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });
}

/**
 * A numbered page of a console list whose count stops at a cap: `total` counts matches up to the
 * cap, `capped` says more than `total` match.
 */
export function cappedPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
  });
}

/** A console page restricted to the caller's regions: the page and the regions it can show. */
export function regionalPageOf<T extends z.ZodType>(item: T) {
  return z.object({ ...pageOf(item).shape, regions: z.array(ZRegion) });
}

/** A page of a list read by cursor: the items and where the next page starts (null at the end). */
export function cursorPageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), next_cursor: z.string().nullable() });
}

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
