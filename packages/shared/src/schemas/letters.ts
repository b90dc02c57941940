import { z } from 'zod';
import { letterKeywordMax, letterPageMax, letterTextMax } from '../limits';
import { RISK_REASONS } from '../risk';
import { displayText, hasUnstorableText, ZAdminRef, ZBigIdParam, ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

/**
 * Anonymous letters and the mailbox (issue 14, modules/letters, docs/api.md "Letters"): write a
 * letter to the world, draw a random one of your brand and region, reply in an anonymous thread
 * that shows profiles once both sides reveal, report, block; the console's keyword list.
 * The word limit (`countLetterWords`) is checked by the service, which answers LETTER_TOO_LONG.
 */

/** A letter's or a reply's text: display controls removed, trimmed, storable; the words are counted by the service. */
const letterText = displayText(letterTextMax).pipe(
  z
    .string()
    .trim()
    .min(1)
    .max(letterTextMax)
    .refine((s) => !hasUnstorableText(s), 'unstorable text'),
);

/** An anonymous side: indexes of its localized name (`alias.adj.<adj>` + `alias.noun.<noun>`) and avatar colour. */
export const ZLetterAlias = z.object({ adj: z.number().int(), noun: z.number().int(), hue: z.number().int() });
export type TLetterAlias = z.infer<typeof ZLetterAlias>;

export const ZLetterWriteRequest = z.object({ request_id: ZRequestId, text: letterText });
export type TLetterWriteRequest = z.infer<typeof ZLetterWriteRequest>;

/** A letter as its writer sees it (the mailbox's "sent" tab). */
export const ZLetterSent = z.object({
  id: z.number().int(),
  text: z.string(),
  words: z.number().int(),
  readers: z.number().int(),
  threads: z.number().int(),
  created_at: z.string(),
});
export type TLetterSent = z.infer<typeof ZLetterSent>;

/** Today's use of the caller's limits (the region's day). */
export const ZLetterQuota = z.object({
  day: z.string(),
  written: z.number().int(),
  write_max: z.number().int(),
  received: z.number().int(),
  receive_max: z.number().int(),
});
export type TLetterQuota = z.infer<typeof ZLetterQuota>;

export const ZLetterWriteResult = z.object({ letter: ZLetterSent, quota: ZLetterQuota });
export type TLetterWriteResult = z.infer<typeof ZLetterWriteResult>;

export const ZLetterReceiveRequest = z.object({ request_id: ZRequestId });

/** A letter as a reader sees it (anonymous writer) — "received" tab and the card just drawn. */
export const ZLetterReceived = z.object({
  receipt_id: z.number().int(),
  letter_id: z.number().int(),
  text: z.string(),
  author: ZLetterAlias,
  received_at: z.string(),
  written_at: z.string(),
  /** the thread the reader started by replying, null before */
  thread_id: z.number().int().nullable(),
  reported: z.boolean(),
  blocked: z.boolean(),
});
export type TLetterReceived = z.infer<typeof ZLetterReceived>;
export const ZLetterReceiveResult = z.object({ letter: ZLetterReceived, quota: ZLetterQuota });
export type TLetterReceiveResult = z.infer<typeof ZLetterReceiveResult>;

/** One reply of a thread. */
export const ZLetterReply = z.object({ id: z.number().int(), mine: z.boolean(), text: z.string(), created_at: z.string() });
export type TLetterReply = z.infer<typeof ZLetterReply>;

/** A thread between a letter's writer and one reader, as one side sees it. */
export const ZLetterThread = z.object({
  id: z.number().int(),
  letter_id: z.number().int(),
  /** the caller wrote the letter (else received it) */
  i_wrote: z.boolean(),
  letter_text: z.string(),
  me: ZLetterAlias,
  peer: ZLetterAlias,
  /** the other side's public profile: only once both revealed */
  peer_profile: ZPublicProfile.nullable(),
  i_revealed: z.boolean(),
  peer_revealed: z.boolean(),
  /** the caller blocked the other side, or was blocked: no more replies either way */
  blocked: z.boolean(),
  unread: z.number().int(),
  last_text: z.string().nullable(),
  last_at: z.string(),
});
export type TLetterThread = z.infer<typeof ZLetterThread>;
export const ZLetterThreadDetail = z.object({ thread: ZLetterThread, replies: z.array(ZLetterReply) });
export type TLetterThreadDetail = z.infer<typeof ZLetterThreadDetail>;

export const ZLetterThreadParams = z.object({ id: ZBigIdParam });
export const ZLetterReplyRequest = z.object({ request_id: ZRequestId, text: letterText });
export type TLetterReplyRequest = z.infer<typeof ZLetterReplyRequest>;
/** Reply to a received letter (starts its thread) or in a thread. */
export const ZLetterReplyToLetterRequest = ZLetterReplyRequest.extend({ receipt_id: z.number().int().positive() });
export type TLetterReplyToLetterRequest = z.infer<typeof ZLetterReplyToLetterRequest>;

/** The mailbox: the three tabs (newest first, the latest `letterPageMax` each) and the unread count. */
export const ZLetterMailbox = z.object({
  received: z.array(ZLetterReceived),
  sent: z.array(ZLetterSent),
  threads: z.array(ZLetterThread),
  unread: z.number().int(),
  quota: ZLetterQuota,
});
export type TLetterMailbox = z.infer<typeof ZLetterMailbox>;
export const ZLetterUnread = z.object({ unread: z.number().int() });

/** Report the writer of a received letter, or the other side of a thread (a risk record); exactly one of the two ids. */
export const ZLetterReportRequest = z.object({
  receipt_id: z.number().int().positive().optional(),
  thread_id: z.number().int().positive().optional(),
  category: z.enum(RISK_REASONS),
  text: displayText(500).pipe(z.string().trim().max(500)).optional(),
});
export type TLetterReportRequest = z.input<typeof ZLetterReportRequest>;
export const ZLetterReportResult = z.object({ reported: z.literal(true) });

/** Block the writer of a received letter, or the other side of a thread: no letters or replies either way. */
export const ZLetterBlockRequest = z.object({
  receipt_id: z.number().int().positive().optional(),
  thread_id: z.number().int().positive().optional(),
});
export type TLetterBlockRequest = z.input<typeof ZLetterBlockRequest>;
export const ZLetterBlockResult = z.object({ blocked: z.literal(true) });

// ---- console: the blocked keywords of each region ----

export const ZLetterKeywordsQuery = z.object({ region: ZRegion });
export const ZLetterKeyword = z.object({
  id: z.number().int(),
  region: ZRegion,
  word: z.string(),
  created_by: ZAdminRef.nullable(),
  created_at: z.string(),
});
export type TLetterKeyword = z.infer<typeof ZLetterKeyword>;
export const ZLetterKeywordList = z.object({ items: z.array(ZLetterKeyword), max: z.number().int() });
export type TLetterKeywordList = z.infer<typeof ZLetterKeywordList>;
export const ZLetterKeywordAdd = z.object({
  region: ZRegion,
  word: displayText(letterKeywordMax).pipe(z.string().trim().min(1).max(letterKeywordMax)),
});
export type TLetterKeywordAdd = z.infer<typeof ZLetterKeywordAdd>;
export const ZLetterKeywordParams = z.object({ id: ZBigIdParam });

/** Rows per mailbox tab (exported for the pages' "latest N" note). */
export const LETTER_MAILBOX_ROWS = letterPageMax;
