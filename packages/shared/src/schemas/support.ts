import { z } from 'zod';
import { LIMITS } from '../limits';
import { FEEDBACK_CATEGORIES, FEEDBACK_QUEUE_IDS, THREAD_STATUSES } from '../support';
import {
  cappedPageOf,
  pageQuery,
  ZAdminRef,
  ZBigId,
  ZBigIdParam,
  ZBrandId,
  ZInt4Id,
  ZInt4IdParam,
  ZIsoDate,
  ZLocale,
  ZRegion,
} from './common';

/** A stored image: its content address (sha-256 of the bytes) and its extension. */
export const ZSupportImageKey = z.string().regex(/^[0-9a-f]{64}\.(jpg|png|webp)$/);
/** Free text people type: trimmed, bounded (the server-wide guard refuses NUL and lone surrogates). */
const ZMessageText = z.string().trim().max(LIMITS.supportMessageTextMax);
const ZImageKeys = z.array(ZSupportImageKey).max(LIMITS.supportImagesPerMessageMax).default([]);

// ---- uploads ----
/** POST …/support/images: the image's bytes, base64 (the type is sniffed from them, never declared). */
export const ZSupportUploadRequest = z.object({
  data: z
    .string()
    // bounded by the request body limit (1 MiB); the decoded size is checked against the image limit (3421)
    .max(1024 * 1024)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export const ZSupportImage = z.object({
  key: ZSupportImageKey,
  /** a time-limited address of the image, for this caller */
  url: z.string(),
});
export type TSupportImage = z.infer<typeof ZSupportImage>;
export const ZSupportUploaded = ZSupportImage.extend({
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type TSupportUploaded = z.infer<typeof ZSupportUploaded>;

// ---- user side ----
/** What the native bridge tells of the device (lib/bridge.ts), all optional and bounded. */
export const ZSupportDevice = z.object({
  platform: z.string().trim().max(32).optional(),
  app_version: z.string().trim().max(32).optional(),
  app_name: z.string().trim().max(32).optional(),
  device_id: z.string().trim().max(128).optional(),
  in_app: z.boolean().optional(),
  user_agent: z.string().trim().max(300).optional(),
});
export type TSupportDevice = z.infer<typeof ZSupportDevice>;

export const ZSupportCreateRequest = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  text: ZMessageText.pipe(z.string().min(1)),
  images: ZImageKeys,
  /** the page's language: with the brand, it decides the region desk */
  language: ZLocale,
  device: ZSupportDevice.default({}),
});
export type TSupportCreateRequest = z.input<typeof ZSupportCreateRequest>;

export const ZSupportMessage = z.object({
  id: ZBigId,
  author: z.enum(['user', 'staff']),
  /** staff replies carry the agent's display name */
  staff_name: z.string().nullable(),
  text: z.string(),
  images: z.array(ZSupportImage),
  created_at: z.string(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportThreadSummary = z.object({
  id: ZBigId,
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(THREAD_STATUSES),
  preview: z.string(),
  /** staff messages the user has not seen */
  unread: z.number().int(),
  created_at: z.string(),
  last_message_at: z.string(),
  rating: z.number().int().nullable(),
});
export type TSupportThreadSummary = z.infer<typeof ZSupportThreadSummary>;

export const ZSupportMyThreads = z.object({
  items: z.array(ZSupportThreadSummary),
  unread_total: z.number().int(),
});
export type TSupportMyThreads = z.infer<typeof ZSupportMyThreads>;

export const ZSupportThreadParams = z.object({ id: ZBigIdParam });
export const ZSupportThread = z.object({
  thread: ZSupportThreadSummary.extend({ can_rate: z.boolean(), rating_comment: z.string().nullable() }),
  messages: z.array(ZSupportMessage),
});
export type TSupportThread = z.infer<typeof ZSupportThread>;

/** A message in a thread, the user's or a staff reply: text, images or both. */
const ZMessageRequest = z
  .object({ text: ZMessageText.default(''), images: ZImageKeys })
  .refine((m) => m.text.length > 0 || m.images.length > 0, { message: 'empty message', path: ['text'] });

export const ZSupportPostRequest = ZMessageRequest;
export type TSupportPostRequest = z.input<typeof ZSupportPostRequest>;

export const ZSupportRateRequest = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z.string().trim().max(LIMITS.supportRatingCommentMax).default(''),
});

// ---- console ----
const ZSla = z.object({
  first_response_due: z.string(),
  resolution_due: z.string(),
  first_response_breached: z.boolean(),
  resolution_breached: z.boolean(),
});

export const ZAdminThreadsQuery = z.object({
  queue: z.enum(FEEDBACK_QUEUE_IDS as [string, ...string[]]).default('a'),
  brand: ZBrandId.optional(),
  region: ZRegion.optional(),
  status: z.enum(THREAD_STATUSES).optional(),
  /** `me`, `none` or an admin id */
  assignee: z.union([z.enum(['me', 'none']), ZInt4IdParam]).optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  q: z.string().trim().max(LIMITS.supportQueueSearchMax).optional(),
  breached: z.enum(['1']).optional(),
  ...pageQuery(LIMITS.supportQueuePageSizeMax, 20).shape,
});
export type TAdminThreadsQuery = z.input<typeof ZAdminThreadsQuery>;

export const ZAdminThread = z.object({
  id: ZBigId,
  user: z.object({ id: ZBigId, public_id: z.string(), nickname: z.string() }),
  brand: ZBrandId,
  region: ZRegion,
  language: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  status: z.enum(THREAD_STATUSES),
  assignee: ZAdminRef.nullable(),
  preview: z.string(),
  message_count: z.number().int(),
  created_at: z.string(),
  last_message_at: z.string(),
  first_response_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  rating: z.number().int().nullable(),
  sla: ZSla,
});
export type TAdminThread = z.infer<typeof ZAdminThread>;

/** matches counted up to 10,000 (`capped`: there are more) */
export const ZAdminThreadPage = cappedPageOf(ZAdminThread).extend({
  /** the regions this admin handles (what the queue can show) */
  regions: z.array(ZRegion),
  /** admins who can be assigned threads of these regions */
  agents: z.array(ZAdminRef),
});
export type TAdminThreadPage = z.infer<typeof ZAdminThreadPage>;

export const ZAdminThreadDetail = z.object({
  thread: ZAdminThread.extend({ device: ZSupportDevice, rating_comment: z.string().nullable() }),
  messages: z.array(ZSupportMessage),
  user: z.object({
    id: ZBigId,
    public_id: z.string(),
    nickname: z.string(),
    gender: z.string(),
    brand: ZBrandId,
    region: ZRegion,
    avatar_url: z.string().nullable(),
    created_at: z.string().nullable(),
    status: z.string().nullable(),
  }),
  orders: z.array(
    z.object({
      order_id: z.string(),
      status: z.string(),
      kind: z.string(),
      amount: z.number().int(),
      asset: z.string().nullable(),
      price_minor: z.number().int(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
  /** risk records of the user; `available` is false while no risk service is registered */
  risk: z.object({
    available: z.boolean(),
    items: z.array(
      z.object({
        id: z.number().int(),
        source: z.string(),
        severity: z.string(),
        category: z.string(),
        action: z.string().nullable(),
        description: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type TAdminThreadDetail = z.infer<typeof ZAdminThreadDetail>;

export const ZAdminReplyRequest = ZMessageRequest;
export const ZAdminAssignRequest = z.object({ admin_id: ZInt4Id.nullable() });
export const ZAdminStatusRequest = z.object({ status: z.enum(['closed', 'open']) });

export const ZCannedReply = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image: ZSupportImage.nullable(),
  language: z.string(),
  updated_at: z.string(),
});
export type TCannedReply = z.infer<typeof ZCannedReply>;
export const ZCannedReplyList = z.object({ items: z.array(ZCannedReply) });
export const ZCannedReplyRequest = z
  .object({
    id: ZInt4Id.optional(),
    title: z.string().trim().min(1).max(LIMITS.supportCannedTitleMax),
    text: ZMessageText.default(''),
    image: ZSupportImageKey.nullable().default(null),
    language: ZLocale,
  })
  .refine((c) => c.text.length > 0 || c.image !== null, { message: 'empty reply', path: ['text'] });
export type TCannedReplyRequest = z.input<typeof ZCannedReplyRequest>;
export const ZCannedReplyIdParams = z.object({ id: ZInt4IdParam });
export const ZSupportOk = z.object({ ok: z.literal(true) });
