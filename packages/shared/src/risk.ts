/**
 * Risk control (issue 9 "Risk and bans"): the words of a record and of a restriction, and how a
 * ban or a mute is told to the user in their language. Pure: the server's envelope, the console
 * and the H5 ban notice all read these.
 */
import { REGION_TIME_ZONES, type Region } from './brands';
import type { Locale } from './locale';
import { NUMERIC_DATE_TIME } from './periods';
import { PERMISSIONS } from './permissions';

/** Why: the category of a report, a record and a restriction. */
export const RISK_REASONS = ['spam', 'harassment', 'fraud', 'sexual', 'minor', 'impersonation', 'cheating', 'other'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** Where a record came from. */
export const RISK_SOURCES = ['report', 'staff', 'rule'] as const;
export type RiskSource = (typeof RISK_SOURCES)[number];

export const RISK_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type RiskSeverity = (typeof RISK_SEVERITIES)[number];

/** open: nobody acted yet; actioned: an action was taken on it; dismissed: looked at, nothing to do */
export const RISK_RECORD_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export type RiskRecordStatus = (typeof RISK_RECORD_STATUSES)[number];

/** What staff can do to a user. */
export const RISK_ACTION_KINDS = ['warn', 'mute', 'unmute', 'ban', 'unban', 'dismiss'] as const;
export type RiskActionKind = (typeof RISK_ACTION_KINDS)[number];

/** A ban holds the account (every call refused) or a device id (login and registration refused from it). */
export const RISK_BAN_SCOPES = ['account', 'device'] as const;
export type RiskBanScope = (typeof RISK_BAN_SCOPES)[number];

/** Reminders staff send to a user (the console's notify page). */
export const RISK_NOTICE_KINDS = ['violation', 'ban'] as const;
export type RiskNoticeKind = (typeof RISK_NOTICE_KINDS)[number];

/** The regions whose records an admin with these codes handles. */
export function riskRegionsOf(perms: ReadonlySet<string> | readonly string[]): Region[] {
  const has = (c: string) => (Array.isArray(perms) ? (perms as readonly string[]).includes(c) : (perms as ReadonlySet<string>).has(c));
  const out: Region[] = [];
  if (has(PERMISSIONS.RISK_DEFAULT)) out.push('default');
  if (has(PERMISSIONS.RISK_JAPAN)) out.push('japan');
  return out;
}

const REASON_LABELS: Record<Locale, Record<RiskReason, string>> = {
  'zh-CN': {
    spam: '垃圾广告',
    harassment: '骚扰辱骂',
    fraud: '诈骗',
    sexual: '色情低俗',
    minor: '未成年人相关',
    impersonation: '冒充他人',
    cheating: '作弊',
    other: '其他违规',
  },
  'zh-TW': {
    spam: '垃圾廣告',
    harassment: '騷擾辱罵',
    fraud: '詐騙',
    sexual: '色情低俗',
    minor: '未成年人相關',
    impersonation: '冒充他人',
    cheating: '作弊',
    other: '其他違規',
  },
  en: {
    spam: 'Spam or advertising',
    harassment: 'Harassment or abuse',
    fraud: 'Fraud',
    sexual: 'Sexual content',
    minor: 'Minor safety',
    impersonation: 'Impersonation',
    cheating: 'Cheating',
    other: 'Other violation',
  },
  ja: {
    spam: 'スパム・宣伝',
    harassment: '嫌がらせ・暴言',
    fraud: '詐欺',
    sexual: '性的なコンテンツ',
    minor: '未成年者に関する違反',
    impersonation: 'なりすまし',
    cheating: '不正行為',
    other: 'その他の違反',
  },
  ko: {
    spam: '스팸 및 광고',
    harassment: '괴롭힘 및 욕설',
    fraud: '사기',
    sexual: '선정적인 콘텐츠',
    minor: '미성년자 관련',
    impersonation: '사칭',
    cheating: '부정행위',
    other: '기타 위반',
  },
};

export function riskReasonLabel(reason: string, locale: Locale): string {
  const labels = REASON_LABELS[locale] ?? REASON_LABELS.en;
  return labels[reason as RiskReason] ?? labels.other;
}

const UNTIL: Record<Locale, { until: string; permanent: string }> = {
  'zh-CN': { until: '结束时间：{time}', permanent: '永久' },
  'zh-TW': { until: '結束時間：{time}', permanent: '永久' },
  en: { until: 'Ends: {time}', permanent: 'Permanent' },
  ja: { until: '終了日時：{time}', permanent: '無期限' },
  ko: { until: '종료 시각: {time}', permanent: '영구' },
};

/** The end of a restriction as the user reads it: their language, their region's clock (with the zone). */
export function restrictionEndText(endsAt: string | null, locale: Locale, region: Region): string {
  const words = UNTIL[locale] ?? UNTIL.en;
  if (!endsAt) return words.permanent;
  return words.until.replace('{time}', restrictionEndTime(endsAt, locale, region));
}

/** Just the end time (region's clock, with the zone), or the word for permanent. */
export function restrictionEndTime(endsAt: string | null, locale: Locale, region: Region): string {
  if (!endsAt) return (UNTIL[locale] ?? UNTIL.en).permanent;
  return new Intl.DateTimeFormat(locale, { ...NUMERIC_DATE_TIME, timeZone: REGION_TIME_ZONES[region], timeZoneName: 'short' }).format(
    new Date(endsAt),
  );
}

/** What a ban or a mute carries to the user: stored as the users' ban columns and the envelope's data. */
export interface RestrictionState {
  reason: string;
  /** ISO time; null = permanent */
  endsAt: string | null;
}

/** Whether a restriction is in force at `now` (an ended one is lifted without anyone writing). */
export function restrictionActive(r: RestrictionState | null | undefined, now: Date): r is RestrictionState {
  return !!r && (r.endsAt === null || new Date(r.endsAt).getTime() > now.getTime());
}

/** The envelope's data of USER_BANNED / USER_MUTED (the H5 ban notice reads it). */
export interface RestrictionData {
  reason: string;
  reason_text: string;
  ends_at: string | null;
  ends_text: string;
  /** the end alone (time and zone), for a labelled field */
  ends_time: string;
  permanent: boolean;
}

export function restrictionData(r: RestrictionState, locale: Locale, region: Region): RestrictionData {
  return {
    reason: r.reason,
    reason_text: riskReasonLabel(r.reason, locale),
    ends_at: r.endsAt,
    ends_text: restrictionEndText(r.endsAt, locale, region),
    ends_time: restrictionEndTime(r.endsAt, locale, region),
    permanent: r.endsAt === null,
  };
}
