import { z } from 'zod';
import { NOTICE_LIMITS } from '../notices';
import { MESSAGE_CATEGORIES, MESSAGE_ITEM_ID, RISK_NOTICE_ACTIONS, SYSTEM_NOTICE_KINDS, SYSTEM_NOTICE_LIMITS } from '../system-notices';
import {
  displayText,
  hasUnstorableText,
  pageQuery,
  pageSizeParam,
  ZBigId,
  ZBigIdParam,
  ZBrandId,
  ZInstant,
  ZLocale,
  ZRegion,
} from './common';

/**
 * Official messages (issue 9): staff send a message from the official account to one user, a list
 * of public ids or a segment, now or at a time; users read them in the H5 message list.
 */

/** Title and body of one language: display controls removed, trimmed, bounded, storable. */
const text = (max: number) =>
  displayText(max).pipe(
    z
      .string()
      .trim()
      .min(1)
      .max(max)
      .refine((s) => !hasUnstorableText(s), 'unstorable text'),
  );

export const ZNoticeLocale = ZLocale;
export const ZNoticeText = z.object({ title: text(NOTICE_LIMITS.titleMax), body: text(NOTICE_LIMITS.bodyMax) });
export type TNoticeText = z.infer<typeof ZNoticeText>;

/** A link the message opens: https only, or a path of this site (/h5/...). */
export const ZNoticeLink = z
  .string()
  .trim()
  .max(NOTICE_LIMITS.linkMax)
  .refine((s) => /^https:\/\/[^\s]+$/i.test(s) || /^\/h5\/[^\s]*$/.test(s), 'https:// or /h5/ link');

export const ZNoticeSegment = z
  .object({
    brand: ZBrandId.optional(),
    region: ZRegion.optional(),
    language: ZNoticeLocale.optional(),
    level_min: z.number().int().min(1).max(100).optional(),
    level_max: z.number().int().min(1).max(100).optional(),
    recharged_days: z.number().int().min(1).max(NOTICE_LIMITS.rechargedDaysMax).optional(),
  })
  .refine((s) => s.level_min === undefined || s.level_max === undefined || s.level_min <= s.level_max, {
    message: 'level_min > level_max',
    path: ['level_min'],
  });
export type TNoticeSegment = z.infer<typeof ZNoticeSegment>;

const ZPublicIdText = z.string().trim().min(1).max(NOTICE_LIMITS.publicIdMax);
export const ZNoticeAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), public_id: ZPublicIdText }),
  z.object({ kind: z.literal('list'), public_ids: z.array(ZPublicIdText).min(1).max(NOTICE_LIMITS.publicIdsMax) }),
  z.object({ kind: z.literal('segment'), segment: ZNoticeSegment }),
]);
export type TNoticeAudience = z.infer<typeof ZNoticeAudience>;

/** POST …/notices: compose and send now (no send_at) or at send_at. */
export const ZNoticeCreateRequest = z
  .object({
    default_lang: ZNoticeLocale,
    content: z.partialRecord(ZNoticeLocale, ZNoticeText),
    link: ZNoticeLink.optional(),
    audience: ZNoticeAudience,
    send_at: ZInstant.optional(),
    /** the console's key for this compose: a retry answers the first message */
    request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  })
  .refine((r) => r.content[r.default_lang] !== undefined, { message: 'default language has no text', path: ['content'] });
export type TNoticeCreateRequest = z.infer<typeof ZNoticeCreateRequest>;

/** POST …/notices/check-audience: how many recipients, and the public ids that match nobody. */
export const ZNoticeAudienceCheckRequest = z.object({ audience: ZNoticeAudience });
export const ZNoticeAudienceCheck = z.object({
  recipients: z.number().int(),
  unknown_public_ids: z.array(z.string()),
});
export type TNoticeAudienceCheck = z.infer<typeof ZNoticeAudienceCheck>;

export const NOTICE_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const ZNoticeAdmin = z.object({
  id: ZBigId,
  status: z.enum(NOTICE_STATUSES),
  default_lang: ZNoticeLocale,
  content: z.partialRecord(ZNoticeLocale, z.object({ title: z.string(), body: z.string() })),
  link: z.string().nullable(),
  audience: z.object({
    kind: z.enum(['user', 'list', 'segment']),
    /** how many public ids were listed, and the first of them */
    size: z.number().int().optional(),
    public_ids: z.array(z.string()).optional(),
    segment: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  send_at: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  read: z.number().int(),
});
export type TNoticeAdmin = z.infer<typeof ZNoticeAdmin>;

export const ZNoticeAdminQuery = z.object({
  status: z.enum(NOTICE_STATUSES).optional(),
  ...pageQuery(NOTICE_LIMITS.pageSizeMax, NOTICE_LIMITS.pageSizeDefault).shape,
});
export type TNoticeAdminQuery = z.infer<typeof ZNoticeAdminQuery>;
export const ZNoticeAdminPage = z.object({ items: z.array(ZNoticeAdmin), total: z.number().int() });
export type TNoticeAdminPage = z.infer<typeof ZNoticeAdminPage>;
export const ZNoticeIdParams = z.object({ id: ZBigIdParam });

/** A message as its recipient reads it: in the reader's language, else the message's default. */
export const ZNoticeItem = z.object({
  id: ZBigId,
  lang: ZNoticeLocale,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  sent_at: z.string(),
  read: z.boolean(),
});
export type TNoticeItem = z.infer<typeof ZNoticeItem>;
export const ZNoticeListQuery = z.object({
  /** messages older than this id (the last one of the previous page) */
  before: ZBigIdParam.optional(),
  limit: pageSizeParam(NOTICE_LIMITS.pageSizeMax, NOTICE_LIMITS.pageSizeDefault),
});
export const ZNoticeList = z.object({ items: z.array(ZNoticeItem), unread: z.number().int(), has_more: z.boolean() });
export type TNoticeList = z.infer<typeof ZNoticeList>;
export const ZNoticeUnread = z.object({ unread: z.number().int() });
export const ZNoticeReadRequest = z.object({ id: ZBigId.optional(), all: z.boolean().optional() });

// ---- the message centre (issue 14): official messages, letter replies and system notices in one list ----

export const ZMessageCategory = z.enum(MESSAGE_CATEGORIES);
export const ZMessageItemId = z.string().regex(MESSAGE_ITEM_ID);

/** Where tapping an item leads; the page turns it into a route of the brand's table (or a sheet). */
export const ZMessageTarget = z.discriminatedUnion('type', [
  /** an official message's own link (https or /h5/…) */
  z.object({ type: z.literal('link'), href: z.string() }),
  z.object({ type: z.literal('charge_records'), order_id: z.string() }),
  z.object({ type: z.literal('withdrawal'), withdrawal_id: ZBigId, region: ZRegion }),
  z.object({ type: z.literal('activity'), event: z.string() }),
  z.object({ type: z.literal('risk') }),
  z.object({ type: z.literal('letter'), thread_id: ZBigId }),
]);
export type TMessageTarget = z.infer<typeof ZMessageTarget>;

/** One item as its reader sees it: the text in the reader's language (built at read time), never markup. */
export const ZMessageItem = z.object({
  id: ZMessageItemId,
  category: z.enum(['official', 'letters', 'system']),
  kind: z.enum(['official', ...SYSTEM_NOTICE_KINDS]),
  title: z.string(),
  body: z.string(),
  at: z.string(),
  read: z.boolean(),
  target: ZMessageTarget.nullable(),
  /** a warning, mute or ban: the restriction's words for the notice sheet */
  risk: z.object({ action: z.enum(RISK_NOTICE_ACTIONS), reason_text: z.string(), ends_text: z.string().nullable() }).optional(),
});
export type TMessageItem = z.infer<typeof ZMessageItem>;

/** Unread items per category (`total` = all of them: the app's tab badge). */
export const ZMessageUnread = z.object({
  total: z.number().int(),
  official: z.number().int(),
  letters: z.number().int(),
  system: z.number().int(),
});
export type TMessageUnread = z.infer<typeof ZMessageUnread>;

export const ZMessageListQuery = z.object({
  category: ZMessageCategory.default('all'),
  /** the previous page's next_cursor */
  cursor: z.string().max(SYSTEM_NOTICE_LIMITS.cursorMax).optional(),
  limit: pageSizeParam(SYSTEM_NOTICE_LIMITS.pageSizeMax, SYSTEM_NOTICE_LIMITS.pageSizeDefault),
});
export const ZMessageList = z.object({
  items: z.array(ZMessageItem),
  next_cursor: z.string().nullable(),
  unread: ZMessageUnread,
  /** the reader's region's time zone: the page shows times on it */
  time_zone: z.string(),
});
export type TMessageList = z.infer<typeof ZMessageList>;

export const ZMessageReadRequest = z.object({ id: ZMessageItemId });
/** Mark-all-read: every item of the category (all of them by default). */
export const ZMessageReadAllRequest = z.object({ category: ZMessageCategory.default('all') });
