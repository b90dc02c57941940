import { z } from 'zod';
import { cappedPageOf, ZAdminRef, ZInstant, ZInt4IdParam, ZPageQuery } from './common';

/** The console's audit search (GET: every value arrives as a query string). */
export const ZAuditLogQuery = z
  .object({
    admin_id: ZInt4IdParam.optional(),
    action: z.string().trim().min(1).max(64).optional(),
    target: z.string().trim().min(1).max(200).optional(),
    /** instants (ISO 8601 with offset): from inclusive, to exclusive */
    from: ZInstant.optional(),
    to: ZInstant.optional(),
    denied: z.enum(['true', 'false']).optional(),
    ...ZPageQuery.shape,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) < Date.parse(q.to), { path: ['to'], message: 'to must be after from' });
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  /** its place in the hash chain */
  seq: z.number().int().nullable(),
  admin: ZAdminRef.nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.unknown(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  denied: z.boolean(),
  created_at: z.string(),
  /** sha256, hex */
  hash: z.string().nullable(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

/** matches counted up to a cap (`capped`: more than `total` match) */
export const ZAuditLogPage = cappedPageOf(ZAuditLogEntry);
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;

/** What the filters offer: the actions logged and the admins who appear. */
export const ZAuditFacets = z.object({
  actions: z.array(z.string()),
  admins: z.array(ZAdminRef),
});
export type TAuditFacets = z.infer<typeof ZAuditFacets>;

export const ZAuditChainQuery = z.object({
  /** 'true': recompute from the first row (otherwise from the last full pass) */
  full: z.enum(['true', 'false']).optional(),
});

export const ZAuditChainStatus = z.object({
  ok: z.boolean(),
  /** the chain is intact up to this row (its place) */
  verified_seq: z.number().int(),
  /** rows in the chain */
  head_seq: z.number().int(),
  /** rows recomputed by this check */
  checked: z.number().int(),
  first_broken: z.object({ id: z.number().int().nullable(), seq: z.number().int().nullable(), reason: z.string() }).nullable(),
  /** the last full pass that found it intact */
  last_full_at: z.string().nullable(),
  checked_at: z.string(),
});
export type TAuditChainStatus = z.infer<typeof ZAuditChainStatus>;

/** The console menu the signed-in admin may see (built on the server from ADMIN_NAV). */
export const ZConsoleMenu = z.object({
  items: z.array(
    z.object({
      path: z.string(),
      label_key: z.string(),
      group: z.string(),
    }),
  ),
});
export type TConsoleMenu = z.infer<typeof ZConsoleMenu>;
