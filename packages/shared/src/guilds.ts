/**
 * Guilds and agencies (modules/guilds, spec section 9: "Guild term 1 year; change notice 30
 * days"). Pure rules the server enforces and the pages show.
 */

/** A guild's term: one year from the agency's approval, renewed year by year until a notice ends it. */
export const GUILD_TERM_YEARS = 1;
/** Leaving or changing guild takes effect this many days after the host's notice. */
export const GUILD_NOTICE_DAYS = 30;
/** The guild's share of its members' income, in basis points, unless the console sets another. */
export const GUILD_DEFAULT_SHARE_BP = 1000;
/** Basis points in a whole. */
export const BP = 10_000;
/** The documents a host consents to when she applies (legal module slugs). */
export const GUILD_CONSENT_DOCUMENTS = ['anchor_union_agreement', 'promise'] as const;
/** An agency login's session lasts this long. */
export const AGENCY_SESSION_DAYS = 7;
/** Days and weeks the agency dashboard charts. */
export const AGENCY_CHART_DAYS = 14;
export const AGENCY_CHART_WEEKS = 8;

export const AGENCY_TIERS = ['agency', 'advanced'] as const;
export type AgencyTier = (typeof AGENCY_TIERS)[number];

/** A membership as stored: `active` stays active through its notice, until its effective date. */
export const GUILD_MEMBER_STATUSES = ['pending', 'active', 'rejected', 'cancelled', 'left'] as const;
export type GuildMemberStatus = (typeof GUILD_MEMBER_STATUSES)[number];
/** What the host and the agency read: an active membership with a notice given is `leaving`. */
export type GuildMemberState = 'pending' | 'active' | 'leaving' | 'rejected' | 'cancelled' | 'left';

const DAY_MS = 86_400_000;

/** `at` plus whole calendar years (29 February becomes 28 February in a common year). */
export function addYears(at: Date, years: number): Date {
  const d = new Date(at.getTime());
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d;
}

/** The end of the first term: one year after approval. */
export const termEndsAt = (approvedAt: Date): Date => addYears(approvedAt, GUILD_TERM_YEARS);

/** The end of the term running at `now` (the term renews each year after approval). */
export function currentTermEnd(approvedAt: Date, now: Date): Date {
  let years = GUILD_TERM_YEARS;
  let end = addYears(approvedAt, years);
  while (end.getTime() <= now.getTime()) {
    years += GUILD_TERM_YEARS;
    end = addYears(approvedAt, years);
  }
  return end;
}

/** When a notice given at `noticeAt` takes effect: 30 days later (she stays in the guild until then). */
export const noticeEffectiveAt = (noticeAt: Date): Date => new Date(noticeAt.getTime() + GUILD_NOTICE_DAYS * DAY_MS);

/** Whether a requested effective date respects the notice (absent: the earliest one). */
export function noticeEffectiveFor(noticeAt: Date, requested?: Date | null): Date | null {
  const earliest = noticeEffectiveAt(noticeAt);
  if (!requested) return earliest;
  return requested.getTime() >= earliest.getTime() ? requested : null;
}

export interface MembershipLike {
  status: GuildMemberStatus;
  leave_effective_at: Date | null;
}

/** The state at `now`: an active membership past its notice's effective date has ended. */
export function memberState(m: MembershipLike, now: Date): GuildMemberState {
  if (m.status !== 'active') return m.status;
  if (!m.leave_effective_at) return 'active';
  return m.leave_effective_at.getTime() <= now.getTime() ? 'left' : 'leaving';
}

/** A membership that holds her (she may not apply elsewhere): pending, active or leaving. */
export const holdsHost = (m: MembershipLike, now: Date): boolean => {
  const s = memberState(m, now);
  return s === 'pending' || s === 'active' || s === 'leaving';
};

/** The agency may decide only a pending application of its own guild. */
export const mayDecide = (m: MembershipLike & { agency_id: number }, agencyId: number): boolean =>
  m.status === 'pending' && m.agency_id === agencyId;

/** She may give notice only while active with no notice given. */
export const mayGiveNotice = (m: MembershipLike, now: Date): boolean => memberState(m, now) === 'active';

/** The guild's share of an income, rounded down (the host keeps the fraction). */
export const guildShare = (points: number, shareBp: number): number => Math.floor((points * shareBp) / BP);

/** A guild code: 6 to 12 capitals and digits; input is trimmed and upper-cased. */
export const GUILD_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;
export const normalizeGuildCode = (input: string): string => input.trim().toUpperCase().replace(/[\s-]/g, '');

/** Monday of a `YYYY-MM-DD` day's week (weeks run Monday to Sunday, as the hosts' tasks). */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const dow = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - dow * DAY_MS).toISOString().slice(0, 10);
}

/** Sums day points into weeks (Monday keys), oldest first, over `weeks` weeks ending with `lastDay`'s week. */
export function weekTotals(
  days: ReadonlyArray<{ day: string; points: number }>,
  lastDay: string,
  weeks: number,
): Array<{ week: string; points: number }> {
  const last = weekStart(lastDay);
  const out: Array<{ week: string; points: number }> = [];
  for (let i = weeks - 1; i >= 0; i -= 1) {
    out.push({ week: new Date(Date.parse(`${last}T00:00:00Z`) - i * 7 * DAY_MS).toISOString().slice(0, 10), points: 0 });
  }
  const index = new Map(out.map((w, i) => [w.week, i]));
  for (const d of days) {
    const i = index.get(weekStart(d.day));
    if (i !== undefined) out[i]!.points += d.points;
  }
  return out;
}
