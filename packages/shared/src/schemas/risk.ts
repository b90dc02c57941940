import { z } from 'zod';
import { LIMITS } from '../limits';
import {
  RISK_ACTION_KINDS,
  RISK_BAN_SCOPES,
  RISK_NOTICE_KINDS,
  RISK_REASONS,
  RISK_RECORD_STATUSES,
  RISK_SEVERITIES,
  RISK_SOURCES,
} from '../risk';
import {
  displayText,
  regionalPageOf,
  ZAdminRef,
  ZBigId,
  ZBigIdParam,
  ZBrandId,
  ZIsoDate,
  ZPageQuery,
  ZPublicIdInput,
  ZPublicProfile,
  ZRegion,
} from './common';

/** Free text of a record, report or notice: display controls dropped, trimmed, bounded. */
const text = (max: number) => displayText(max).pipe(z.string().trim().min(1).max(max));
const optionalText = (max: number) => displayText(max).pipe(z.string().trim().max(max)).optional().default('');
/** An evidence image: the id the upload answered with (storage interface), or an https address. */
const ZEvidenceImage = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9_./:-]+$/);
const ZDeviceId = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.riskDeviceIdMax)
  .regex(/^[\x21-\x7e]+$/);

export const ZRiskReason = z.enum(RISK_REASONS);
/** the user a record, an action or a notice is about: their public profile without gender and avatar */
export const ZRiskUser = ZPublicProfile.pick({ id: true, public_id: true, nickname: true, brand: true, region: true });
export type TRiskUser = z.infer<typeof ZRiskUser>;

export const ZRiskRestriction = z.object({
  reason: z.string(),
  ends_at: z.string().nullable(),
  since: z.string(),
});

export const ZRiskAction = z.object({
  id: z.number().int(),
  record_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  kind: z.enum(RISK_ACTION_KINDS),
  scope: z.enum(RISK_BAN_SCOPES).nullable(),
  device_id: z.string().nullable(),
  reason: z.string(),
  note: z.string(),
  ends_at: z.string().nullable(),
  admin: ZAdminRef.nullable(),
  region: ZRegion,
  brand: ZBrandId,
  created_at: z.string(),
});
export type TRiskAction = z.infer<typeof ZRiskAction>;

export const ZRiskRecord = z.object({
  id: z.number().int(),
  user: ZRiskUser,
  reporter: ZRiskUser.nullable(),
  region: ZRegion,
  brand: ZBrandId,
  source: z.enum(RISK_SOURCES),
  severity: z.enum(RISK_SEVERITIES),
  category: ZRiskReason,
  description: z.string(),
  images: z.array(z.string()),
  /** the images as addresses a page may load (signed, time-limited), in the order of `images`; null when not viewable */
  image_urls: z.array(z.string().nullable()),
  status: z.enum(RISK_RECORD_STATUSES),
  /** the latest action taken on this record */
  action: z.enum(RISK_ACTION_KINDS).nullable(),
  created_at: z.string(),
});
export type TRiskRecord = z.infer<typeof ZRiskRecord>;

/** Console record list: every filter optional; dates are UTC days, both ends included. */
export const ZRiskRecordsQuery = z.object({
  region: ZRegion.optional(),
  brand: ZBrandId.optional(),
  source: z.enum(RISK_SOURCES).optional(),
  severity: z.enum(RISK_SEVERITIES).optional(),
  status: z.enum(RISK_RECORD_STATUSES).optional(),
  category: ZRiskReason.optional(),
  user: ZPublicIdInput.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  ...ZPageQuery.shape,
});
export type TRiskRecordsQuery = z.infer<typeof ZRiskRecordsQuery>;

/** a page of records; `regions`: the regions the caller handles */
export const ZRiskRecordPage = regionalPageOf(ZRiskRecord);
export type TRiskRecordPage = z.infer<typeof ZRiskRecordPage>;

export const ZRiskRecordParams = z.object({ id: ZBigIdParam });

/** Where a user stands now: what is in force, the device ids seen at their logins. */
export const ZRiskUserState = z.object({
  user: ZRiskUser,
  ban: ZRiskRestriction.nullable(),
  mute: ZRiskRestriction.nullable(),
  devices: z.array(z.object({ device_id: z.string(), last_seen_at: z.string(), banned: z.boolean() })),
});
export type TRiskUserState = z.infer<typeof ZRiskUserState>;

export const ZRiskRecordDetail = z.object({
  record: ZRiskRecord,
  actions: z.array(ZRiskAction),
  state: ZRiskUserState,
  /** the user's other records, newest first */
  history: z.array(ZRiskRecord),
});
export type TRiskRecordDetail = z.infer<typeof ZRiskRecordDetail>;

/** Staff open a record by hand (source staff). */
export const ZRiskCreateRecordRequest = z.object({
  public_id: ZPublicIdInput,
  category: ZRiskReason,
  severity: z.enum(RISK_SEVERITIES),
  description: text(LIMITS.riskTextMax),
  images: z.array(ZEvidenceImage).max(LIMITS.riskEvidenceImagesMax).optional().default([]),
});
export type TRiskCreateRecordRequest = z.input<typeof ZRiskCreateRecordRequest>;

/**
 * An action on a user. `duration_hours` omitted or null on a ban means permanent; a mute needs
 * one. A device ban names the device id (one the user logged in from, or typed).
 */
export const ZRiskActionRequest = z.object({
  public_id: ZPublicIdInput,
  kind: z.enum(RISK_ACTION_KINDS),
  record_id: ZBigId.optional(),
  reason: ZRiskReason,
  note: optionalText(LIMITS.riskNoteMax),
  duration_hours: z.number().int().min(1).max(LIMITS.riskRestrictionHoursMax).nullable().optional(),
  scope: z.enum(RISK_BAN_SCOPES).optional().default('account'),
  device_id: ZDeviceId.optional(),
});
export type TRiskActionRequest = z.input<typeof ZRiskActionRequest>;

export const ZRiskActionResult = z.object({ action: ZRiskAction, state: ZRiskUserState });
export type TRiskActionResult = z.infer<typeof ZRiskActionResult>;

export const ZRiskNotice = z.object({
  id: z.number().int(),
  user: ZRiskUser,
  kind: z.enum(RISK_NOTICE_KINDS),
  reason: ZRiskReason,
  text: z.string(),
  admin: ZAdminRef.nullable(),
  /** sent by an action (ban, mute, warn) rather than composed */
  action_id: z.number().int().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type TRiskNotice = z.infer<typeof ZRiskNotice>;

export const ZRiskNoticesQuery = z.object({
  region: ZRegion.optional(),
  kind: z.enum(RISK_NOTICE_KINDS).optional(),
  user: ZPublicIdInput.optional(),
  ...ZPageQuery.shape,
});
export type TRiskNoticesQuery = z.infer<typeof ZRiskNoticesQuery>;

export const ZRiskNoticePage = regionalPageOf(ZRiskNotice);
export type TRiskNoticePage = z.infer<typeof ZRiskNoticePage>;

export const ZRiskSendNoticeRequest = z.object({
  public_id: ZPublicIdInput,
  kind: z.enum(RISK_NOTICE_KINDS),
  reason: ZRiskReason,
  text: text(LIMITS.riskTextMax),
});
export type TRiskSendNoticeRequest = z.input<typeof ZRiskSendNoticeRequest>;

// ---- H5 ----

/** "Report this user": the reported user's public id, a category, what happened, an optional image. */
export const ZRiskReportRequest = z.object({
  public_id: ZPublicIdInput,
  category: ZRiskReason,
  text: text(LIMITS.riskTextMax),
  image: ZEvidenceImage.optional(),
});
export type TRiskReportRequest = z.input<typeof ZRiskReportRequest>;

export const ZRiskReportResult = z.object({ id: z.number().int(), created_at: z.string() });
export type TRiskReportResult = z.infer<typeof ZRiskReportResult>;

/** The reminders staff sent the caller (violations, bans), newest first. */
export const ZMyRiskNotices = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(RISK_NOTICE_KINDS),
      reason: ZRiskReason,
      reason_text: z.string(),
      text: z.string(),
      created_at: z.string(),
    }),
  ),
  mute: z.object({ reason_text: z.string(), ends_text: z.string(), ends_at: z.string().nullable() }).nullable(),
});
export type TMyRiskNotices = z.infer<typeof ZMyRiskNotices>;

/** The dashboard's figure: risk actions per day (region's calendar) by kind and region. */
export const ZRiskActionsPerDay = z.array(
  z.object({ day: z.string(), region: ZRegion, kind: z.enum(RISK_ACTION_KINDS), count: z.number().int() }),
);
export type TRiskActionsPerDay = z.infer<typeof ZRiskActionsPerDay>;
