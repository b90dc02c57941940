import { z } from 'zod';
import { LEGAL_SLUGS } from '../legal';
import { LOCALES } from '../locale';
import { ZBrandId } from './common';

export const ZLegalSlug = z.enum(LEGAL_SLUGS as [string, ...string[]]);
export const ZLegalDocParams = z.object({ slug: ZLegalSlug });
/** the brand whose name and operator fill the text (default: the caller's, else `default`); the language */
export const ZLegalDocQuery = z.object({ brand: ZBrandId.optional(), lang: z.enum(LOCALES).optional() });

/** GET /api/v1/legal/documents/:slug — the current version, rendered (safe HTML: no raw HTML, inert links) */
export const ZLegalDocument = z.object({
  slug: ZLegalSlug,
  version: z.number().int(),
  effective_date: z.string(),
  locale: z.enum(LOCALES),
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
