/**
 * Official messages: limits and pure rules used by the server and the pages (no zod here, so an
 * H5 page that reads a limit does not carry the validators; the schemas are in schemas/notices.ts).
 */
import { REGIONS, type Region } from './brands';
import { expForLevel } from './economy';
import { LIMITS } from './limits';
import type { Locale } from './locale';

export const NOTICE_LIMITS = {
  titleMax: 80,
  bodyMax: 2000,
  linkMax: 500,
  /** public ids one message may list (pasted) */
  publicIdsMax: 10_000,
  publicIdMax: 20,
  /** recipients written per fan-out transaction (one insert … select) */
  fanoutBatchMax: 5000,
  /** a message may be scheduled at most this far ahead */
  scheduleAheadDaysMax: 90,
  /** "recharged in the last N days" */
  rechargedDaysMax: 365,
  /** messages due that one dispatch run starts */
  dispatchMessagesMax: 10,
  pageSizeMax: 50,
  pageSizeDefault: 20,
  /** the H5 list polls the unread count this often when the socket is not open */
  unreadPollMs: 30_000,
} as const;

/** The language a user reads when nothing better is known: the region's main language. */
export const REGION_DEFAULT_LOCALE: Record<Region, Locale> = { default: 'zh-CN', japan: 'ja' };
export const NOTICE_REGIONS = REGIONS;

/** The text a reader of `locale` gets: theirs, else the message's default language. */
export function pickNoticeText<T>(content: Partial<Record<Locale, T>>, locale: Locale, defaultLang: Locale): { lang: Locale; text: T } {
  const own = content[locale];
  if (own !== undefined) return { lang: locale, text: own };
  return { lang: defaultLang, text: content[defaultLang] as T };
}

/** Experience bounds of a level range (levels follow 100·(L−1)², economy.ts). */
export function noticeExpRange(levelMin: number | undefined, levelMax: number | undefined): { min: number; max: number | null } {
  return {
    min: levelMin ? expForLevel(levelMin) : 0,
    max: levelMax && levelMax < LIMITS.levelMax ? expForLevel(levelMax + 1) - 1 : null,
  };
}
