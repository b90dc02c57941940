import { z } from 'zod';
import { ZActivityGrant } from '../activities/schema';
import { ZActivityPage } from './activities';
import { pageOf, ZAdminRef, ZBrandId, ZLocale, ZPageQuery, ZPublicProfile, ZRegion } from './common';

/**
 * The activity console (modules/activities, docs/architecture.md "Activities"): events are
 * versioned definitions. A version is a draft (editable), pending (submitted for review), approved
 * (published: the newest approved one is live) or rejected. The reviewer who approves is never
 * one of the version's editors (four eyes).
 */
const eventId = z.string().regex(/^[a-z0-9][a-z0-9_]{0,47}$/);

export const ZAdminActivityVersionState = z.enum(['draft', 'pending', 'approved', 'rejected']);
export type TAdminActivityVersionState = z.infer<typeof ZAdminActivityVersionState>;

/** Where an event stands: never published, or its live version's window against now, or ended early. */
export const ZAdminActivityPhase = z.enum(['unpublished', 'upcoming', 'running', 'ended']);

export const ZAdminActivitySummary = z.object({
  event: eventId,
  /** the title in the caller's language (of the live version, else the newest) */
  title: z.string(),
  brands: z.array(ZBrandId),
  region: ZRegion,
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  phase: ZAdminActivityPhase,
  ended_early: z.boolean(),
  live_version: z.number().int().nullable(),
  /** the open draft or the version waiting for review, if any */
  open_version: z.number().int().nullable(),
  open_state: z.enum(['draft', 'pending']).nullable(),
  updated_at: z.string(),
});
export type TAdminActivitySummary = z.infer<typeof ZAdminActivitySummary>;
export const ZAdminActivityListQuery = z.object({
  q: z.string().trim().max(48).optional(),
  phase: ZAdminActivityPhase.optional(),
});
export const ZAdminActivityList = z.object({ items: z.array(ZAdminActivitySummary) });
export type TAdminActivityList = z.infer<typeof ZAdminActivityList>;

export const ZAdminActivityVersion = z.object({
  version: z.number().int(),
  state: ZAdminActivityVersionState,
  live: z.boolean(),
  /** null: shipped with the product */
  author: ZAdminRef.nullable(),
  editors: z.array(ZAdminRef),
  created_at: z.string(),
  updated_at: z.string(),
  submitted_at: z.string().nullable(),
  reviewer: ZAdminRef.nullable(),
  reviewed_at: z.string().nullable(),
  note: z.string(),
  /** the version it was edited from (its diff is against it) */
  based_on: z.number().int().nullable(),
  /** a revert: the version whose definition it restores */
  reverted_from: z.number().int().nullable(),
  /** how many fields differ from `based_on` */
  changes: z.number().int(),
});
export type TAdminActivityVersion = z.infer<typeof ZAdminActivityVersion>;

/** One scheduled moment of the live (else newest) version: start, each stage's cut, pool, split, end. */
export const ZAdminActivityFiring = z.object({
  key: z.string(),
  at: z.string(),
  /** wall time in the event's zone, 'YYYY-MM-DD HH:mm' */
  local: z.string(),
  zone: z.string(),
  past: z.boolean(),
});
export type TAdminActivityFiring = z.infer<typeof ZAdminActivityFiring>;

export const ZAdminActivityParams = z.object({ event: eventId });
export const ZAdminActivityVersionParams = z.object({ event: eventId, version: z.coerce.number().int().min(1).max(1_000_000) });

export const ZAdminActivity = ZAdminActivitySummary.extend({
  versions: z.array(ZAdminActivityVersion),
  firings: z.array(ZAdminActivityFiring),
  ended_at: z.string().nullable(),
  end_reason: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

/** A field that differs between two versions: a dotted path ('text.ja.title', 'boards.0.tiers.1.grants'). */
export const ZAdminActivityChange = z.object({ path: z.string(), before: z.unknown(), after: z.unknown() });
export type TAdminActivityChange = z.infer<typeof ZAdminActivityChange>;

export const ZAdminActivityVersionDetail = ZAdminActivityVersion.extend({
  event: eventId,
  definition: z.record(z.string(), z.unknown()),
  /** what the validator refuses (a draft may have problems; submitting needs none) */
  problems: z.array(z.string()),
  diff: z.array(ZAdminActivityChange),
});
export type TAdminActivityVersionDetail = z.infer<typeof ZAdminActivityVersionDetail>;

/** POST …/activities/:event/draft — creates or updates the event's open draft (a new event: its first). */
export const ZAdminActivityDraftRequest = z.object({
  definition: z.record(z.string(), z.unknown()),
  /** the version the editor started from (null: a new event); a stale base is a conflict */
  based_on: z.number().int().min(1).nullable(),
});
export const ZAdminActivityReviewRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500).default(''),
});
export const ZAdminActivityEndRequest = z.object({ reason: z.string().trim().min(2).max(500) });

/** POST …/activities/preview — the H5 page a definition would render, for one brand and language. */
export const ZAdminActivityPreviewRequest = z.object({
  definition: z.record(z.string(), z.unknown()),
  brand: ZBrandId,
  lang: ZLocale,
});
export const ZAdminActivityPreview = z.object({ problems: z.array(z.string()), page: ZActivityPage.nullable() });
export type TAdminActivityPreview = z.infer<typeof ZAdminActivityPreview>;

/** GET …/activities/results — every reward an event paid (board places, tasks, check-ins, pool shares). */
export const ZAdminActivityResultsQuery = ZPageQuery.extend({
  event: eventId,
  source: z.enum(['board', 'task', 'check_in', 'pool']).optional(),
});
export const ZAdminActivityResult = z.object({
  id: z.number().int(),
  source: z.enum(['board', 'task', 'check_in', 'pool']),
  ref: z.string(),
  scope: z.string(),
  rank: z.number().int().nullable(),
  score: z.number().int().nullable(),
  user: ZPublicProfile,
  grants: z.array(ZActivityGrant),
  created_at: z.string(),
});
export type TAdminActivityResult = z.infer<typeof ZAdminActivityResult>;
export const ZAdminActivityResults = pageOf(ZAdminActivityResult);
export type TAdminActivityResults = z.infer<typeof ZAdminActivityResults>;
