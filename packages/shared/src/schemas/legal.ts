import { z } from 'zod';
import { LEGAL_SLUGS, REGISTER_INFO_CONTACTS } from '../legal';
import { LIMITS } from '../limits';
import { LOCALES } from '../locale';
import { pageOf, ZBrandId, ZIsoDate, ZLocale, ZPageQuery, ZPhone, ZRegion } from './common';

export const ZLegalSlug = z.enum(LEGAL_SLUGS as [string, ...string[]]);
export const ZLegalDocParams = z.object({ slug: ZLegalSlug });
/** the brand whose name and operator fill the text (default: the caller's, else `default`); the language */
export const ZLegalDocQuery = z.object({ brand: ZBrandId.optional(), lang: ZLocale.optional() });

/** GET /api/v1/legal/documents/:slug — the current version, rendered (safe HTML: no raw HTML, inert links) */
export const ZLegalDocument = z.object({
  slug: ZLegalSlug,
  version: z.number().int(),
  effective_date: z.string(),
  locale: ZLocale,
  title: z.string(),
  html: z.string(),
  /** the user accepts it (and is asked again for each new version) */
  consent: z.boolean(),
  /** signed-in caller of a consent document: accepted this version; otherwise null */
  accepted_at: z.string().nullable(),
});
export type TLegalDocument = z.infer<typeof ZLegalDocument>;

/** POST /api/v1/legal/documents/:slug/accept — the version shown (a newer one is refused) */
export const ZLegalAcceptRequest = z.object({ version: z.number().int().positive().max(1_000_000) });
export const ZLegalAcceptance = z.object({ slug: ZLegalSlug, version: z.number().int(), accepted_at: z.string() });
export type TLegalAcceptance = z.infer<typeof ZLegalAcceptance>;

// ---- console: documents, versions, preview, publish ----

/** GET …/legal/documents — every document with its current version */
export const ZAdminLegalSummary = z.object({
  slug: ZLegalSlug,
  consent: z.boolean(),
  version: z.number().int(),
  effective_date: z.string(),
  published_at: z.string(),
  locales: z.array(ZLocale),
  /** consent documents: users who accepted the current version */
  accepted: z.number().int().nullable(),
});
export const ZAdminLegalList = z.object({ items: z.array(ZAdminLegalSummary) });
export type TAdminLegalList = z.infer<typeof ZAdminLegalList>;

/** GET …/legal/documents/:slug — its versions, and the texts of one (default: the newest) */
export const ZAdminLegalDocQuery = z.object({ version: z.coerce.number().int().positive().max(1_000_000).optional() });
export const ZAdminLegalVersion = z.object({
  version: z.number().int(),
  effective_date: z.string(),
  published_at: z.string(),
  /** null: installed with the product */
  published_by: z.string().nullable(),
});
const ZLegalTexts = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string().trim().min(1).max(LIMITS.legalTextMax)])) as Record<
    (typeof LOCALES)[number],
    z.ZodString
  >,
);
export const ZAdminLegalDoc = z.object({
  slug: ZLegalSlug,
  consent: z.boolean(),
  versions: z.array(ZAdminLegalVersion),
  /** the version shown in `texts` */
  version: z.number().int(),
  effective_date: z.string(),
  /** each language's Markdown, its first line the `# title` */
  texts: ZLegalTexts,
});
export type TAdminLegalDoc = z.infer<typeof ZAdminLegalDoc>;

/** POST …/legal/preview — a text as a reader of that brand and language would see it */
export const ZAdminLegalPreviewRequest = z.object({
  slug: ZLegalSlug,
  locale: ZLocale,
  brand: ZBrandId,
  text: z.string().trim().min(1).max(LIMITS.legalTextMax),
});
export const ZAdminLegalPreview = z.object({ title: z.string(), html: z.string() });

/** POST …/legal/documents/:slug/publish — a new version in every language, in force from its date */
export const ZAdminLegalPublishRequest = z.object({ effective_date: ZIsoDate, texts: ZLegalTexts });
export const ZAdminLegalPublished = z.object({ slug: ZLegalSlug, version: z.number().int() });

// ---- the registration information table (/h5/register_info_table) ----

/** POST /api/v1/legal/register-info — a host's registration details, with the table's version they accepted */
export const ZRegisterInfoRequest = z.object({
  real_name: z.string().trim().min(1).max(LIMITS.registerInfoNameMax),
  birth_date: ZIsoDate,
  phone: ZPhone,
  contact_kind: z.enum(REGISTER_INFO_CONTACTS),
  contact_id: z.string().trim().min(1).max(LIMITS.registerInfoContactMax),
  area: z.string().trim().min(1).max(LIMITS.registerInfoAreaMax),
  guild: z.string().trim().max(LIMITS.registerInfoGuildMax).default(''),
  experience: z.string().trim().max(LIMITS.registerInfoExperienceMax).default(''),
  /** the version of the register_info document the user accepted with this submission */
  version: z.number().int().positive().max(1_000_000),
});
export type TRegisterInfoRequest = z.infer<typeof ZRegisterInfoRequest>;

export const ZRegisterInfo = z.object({
  id: z.number().int(),
  real_name: z.string(),
  birth_date: z.string(),
  phone: z.string(),
  contact_kind: z.enum(REGISTER_INFO_CONTACTS),
  contact_id: z.string(),
  area: z.string(),
  guild: z.string(),
  experience: z.string(),
  version: z.number().int(),
  submitted_at: z.string(),
});
export type TRegisterInfo = z.infer<typeof ZRegisterInfo>;
/** GET /api/v1/legal/register-info — the caller's latest submission, if any */
export const ZMyRegisterInfo = z.object({ info: ZRegisterInfo.nullable() });

/** GET …/legal/register-info — the console's list (newest first) */
export const ZAdminRegisterInfoQuery = ZPageQuery.extend({
  brand: ZBrandId.optional(),
  region: ZRegion.optional(),
  /** public id, name, phone or contact id */
  q: z.string().trim().max(LIMITS.registerInfoSearchMax).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export const ZAdminRegisterInfo = ZRegisterInfo.extend({
  user_public_id: z.string(),
  nickname: z.string(),
  brand: ZBrandId,
  region: ZRegion,
  ip: z.string(),
});
export type TAdminRegisterInfo = z.infer<typeof ZAdminRegisterInfo>;
export const ZAdminRegisterInfoPage = pageOf(ZAdminRegisterInfo);
export type TAdminRegisterInfoPage = z.infer<typeof ZAdminRegisterInfoPage>;
