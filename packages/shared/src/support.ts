/**
 * Customer service (feedback threads): the rules both sides share — which region a thread belongs
 * to, which regions an admin handles, the console's queues and the SLA clock. Pure, no I/O.
 */
import { BRANDS, type BrandId, type Region, scopeOf } from './brands';
import { LIMITS } from './limits';
import { PERMISSIONS } from './permissions';

export const FEEDBACK_CATEGORIES = ['recharge', 'account', 'bug', 'report', 'suggestion', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** open: waiting for staff; answered: staff replied last; closed: done (the user may rate it once) */
export const THREAD_STATUSES = ['open', 'answered', 'closed'] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

/**
 * The region of a thread, from its brand and the language it was written in (the shared scope
 * rule): Japanese goes to the Japan desk, Chinese to the default desk, any other language to the
 * brand's home region.
 */
export function feedbackRegion(brand: BrandId, language: string): Region {
  const lang = language.toLowerCase();
  const region: Region | undefined = lang.startsWith('ja') ? 'japan' : lang.startsWith('zh') ? 'default' : undefined;
  return scopeOf(brand, { region: region ?? BRANDS[brand].defaultRegion }).region;
}

/** The permission code that lets an admin handle a region's threads. */
export const FEEDBACK_REGION_PERMISSION: Record<Region, string> = /* @__PURE__ */ (() => ({
  default: PERMISSIONS.FEEDBACK_DEFAULT,
  japan: PERMISSIONS.FEEDBACK_JAPAN,
}))();

/** The regions an admin holding these codes may handle. */
export function feedbackRegionsOf(perms: ReadonlySet<string> | readonly string[]): Region[] {
  const has = (c: string) => (perms instanceof Set ? perms.has(c) : (perms as readonly string[]).includes(c));
  return (Object.keys(FEEDBACK_REGION_PERMISSION) as Region[]).filter((r) => has(FEEDBACK_REGION_PERMISSION[r]));
}

/** The console's queues (spec 2): `a` is every region the admin handles, the others one brand and region. */
export const FEEDBACK_QUEUES = {
  a: null,
  ucoo_zh: { brand: 'ucoo_plus', region: 'default' },
  wakoo_zh: { brand: 'wakoo', region: 'default' },
  ucoo_ja: { brand: 'ucoo_plus', region: 'japan' },
  wakoo_ja: { brand: 'wakoo', region: 'japan' },
} as const satisfies Record<string, { brand: BrandId; region: Region } | null>;
export type FeedbackQueue = keyof typeof FEEDBACK_QUEUES;
export const FEEDBACK_QUEUE_IDS = Object.keys(FEEDBACK_QUEUES) as FeedbackQueue[];

export interface SlaState {
  first_response_due: string;
  resolution_due: string;
  first_response_breached: boolean;
  resolution_breached: boolean;
}

/**
 * The SLA clock of a thread: staff answer within `supportFirstResponseMinutes` of its opening
 * and close it within `supportResolutionHours`; a target is breached when it passed unmet (or was
 * met late).
 */
export function slaOf(t: { created_at: Date; first_response_at: Date | null; closed_at: Date | null }, now: Date): SlaState {
  const firstDue = new Date(t.created_at.getTime() + LIMITS.supportFirstResponseMinutes * 60_000);
  const resolutionDue = new Date(t.created_at.getTime() + LIMITS.supportResolutionHours * 3_600_000);
  const answeredAt = t.first_response_at ?? (t.closed_at && t.closed_at < now ? t.closed_at : now);
  const endedAt = t.closed_at ?? now;
  return {
    first_response_due: firstDue.toISOString(),
    resolution_due: resolutionDue.toISOString(),
    first_response_breached: answeredAt.getTime() > firstDue.getTime(),
    resolution_breached: endedAt.getTime() > resolutionDue.getTime(),
  };
}

/** What an image upload may be (bytes sniffed, never the declared type). */
export const SUPPORT_IMAGE_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const;
export type SupportImageType = keyof typeof SUPPORT_IMAGE_TYPES;

/** The type of an image from its first bytes (magic numbers), or null. */
export function sniffImageType(b: Uint8Array): SupportImageType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
