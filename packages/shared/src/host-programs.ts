import type { Region } from './brands';
import { addDays } from './periods';
import { addBusinessDays } from './withdrawals';

/**
 * A host's programmes beyond the daily tasks (issue 13, spec "anchor tasks, check-in and rating"):
 * her rating, the party-room tasks and pendant, and the weekly incentive. Pure rules: the server
 * counts her stored work (modules/hosts) and pays through the ledger; the pages explain them.
 */

// ---- rating ---------------------------------------------------------------------------------

/** What her last 7 region days of work count for the rating. */
export interface HostRatingInput {
  /** replies, and those within 3 minutes */
  replies: number;
  fast_replies: number;
  /** private-room receptions (calls over 120 s) */
  receptions: number;
  /** whole minutes of video and voice calls */
  call_minutes: number;
  /** calls with new users over 2 minutes */
  new_user_calls: number;
  /** days she checked in (0..7) */
  check_in_days: number;
}

export const HOST_RATING_FACTORS = ['fast_reply_rate', 'receptions', 'call_minutes', 'new_user_calls', 'check_in_days'] as const;
export type HostRatingFactor = (typeof HOST_RATING_FACTORS)[number];

/**
 * Each factor's weight (they sum to 100) and the value that earns it whole; below it the factor
 * earns its share, rounded down. The fast-reply rate is a percentage and needs a few replies to
 * count (a host with 1 reply in 3 minutes is not at 100 %).
 */
export const HOST_RATING_RULES = {
  factors: {
    fast_reply_rate: { weight: 25, target: 90 },
    receptions: { weight: 20, target: 50 },
    call_minutes: { weight: 25, target: 600 },
    new_user_calls: { weight: 15, target: 10 },
    check_in_days: { weight: 15, target: 7 },
  } satisfies Record<HostRatingFactor, { weight: number; target: number }>,
  /** replies needed before the rate counts */
  minReplies: 10,
  /** the lowest score of each grade, best first */
  grades: [
    { grade: 'S', min: 90 },
    { grade: 'A', min: 75 },
    { grade: 'B', min: 55 },
    { grade: 'C', min: 35 },
    { grade: 'D', min: 0 },
  ],
  /** the days the rating looks back over (today included) */
  days: 7,
} as const;

export type HostGrade = (typeof HOST_RATING_RULES.grades)[number]['grade'];

export interface HostRatingFactorResult {
  id: HostRatingFactor;
  value: number;
  target: number;
  score: number;
  weight: number;
  /** what is left to earn the factor whole (0 when full) */
  missing: number;
}

export interface HostRating {
  grade: HostGrade;
  score: number;
  factors: HostRatingFactorResult[];
  /** the next grade up and the score it needs (null at S) */
  next: { grade: HostGrade; score: number } | null;
  /** the factors with most to gain, best first (what raises her grade) */
  raise: HostRatingFactor[];
}

/** The fast-reply rate in whole percent; 0 below the replies the rate needs. */
export const fastReplyRate = (replies: number, fast: number): number =>
  replies < HOST_RATING_RULES.minReplies || replies <= 0 ? 0 : Math.floor((Math.min(fast, replies) * 100) / replies);

/** The grade of a score. */
export const gradeOf = (score: number): HostGrade => HOST_RATING_RULES.grades.find((g) => score >= g.min)!.grade;

/** The rating of her last days of work: a score out of 100 by factor, its grade, and what would raise it. */
export function hostRating(input: HostRatingInput): HostRating {
  const values: Record<HostRatingFactor, number> = {
    fast_reply_rate: fastReplyRate(input.replies, input.fast_replies),
    receptions: input.receptions,
    call_minutes: input.call_minutes,
    new_user_calls: input.new_user_calls,
    check_in_days: Math.min(7, input.check_in_days),
  };
  const factors = HOST_RATING_FACTORS.map((id): HostRatingFactorResult => {
    const { weight, target } = HOST_RATING_RULES.factors[id];
    const value = Math.max(0, Math.floor(values[id]));
    const score = Math.floor((weight * Math.min(value, target)) / target);
    return { id, value, target, score, weight, missing: Math.max(0, target - value) };
  });
  const score = factors.reduce((s, f) => s + f.score, 0);
  const grade = gradeOf(score);
  const gi = HOST_RATING_RULES.grades.findIndex((g) => g.grade === grade);
  const up = gi > 0 ? HOST_RATING_RULES.grades[gi - 1]! : null;
  const raise = factors
    .filter((f) => f.score < f.weight)
    .sort((a, b) => b.weight - b.score - (a.weight - a.score) || HOST_RATING_FACTORS.indexOf(a.id) - HOST_RATING_FACTORS.indexOf(b.id))
    .map((f) => f.id);
  return { grade, score, factors, next: up ? { grade: up.grade, score: up.min } : null, raise };
}

// ---- party-room tasks and the room operator's pendant --------------------------------------

/** What a host's party-room tasks count, over the task's day or week in her region. */
export const HOST_ROOM_METRICS = ['room_minutes', 'room_receptions', 'room_gift_coins'] as const;
export type HostRoomMetric = (typeof HOST_ROOM_METRICS)[number];

/** A listener who stays this long in her room counts as a room reception (the private-room rule). */
export const ROOM_RECEPTION_SECONDS = 120;

export interface HostRoomTask {
  id: string;
  period: 'daily' | 'weekly';
  metric: HostRoomMetric;
  goal: number;
  /** anchor points when claimed */
  points: number;
}

/** Party/voice-room tasks (Japan): time on the mic, listeners received, gifts received in the room. */
export const HOST_ROOM_TASKS: readonly HostRoomTask[] = [
  { id: 'room_mic', period: 'daily', metric: 'room_minutes', goal: 60, points: 300 },
  { id: 'room_receptions', period: 'daily', metric: 'room_receptions', goal: 5, points: 200 },
  { id: 'room_gifts', period: 'daily', metric: 'room_gift_coins', goal: 1_000, points: 300 },
  { id: 'room_mic_week', period: 'weekly', metric: 'room_minutes', goal: 600, points: 1_500 },
  { id: 'room_gifts_week', period: 'weekly', metric: 'room_gift_coins', goal: 10_000, points: 2_000 },
];

/** A week's room points: 1 per minute on the mic, 10 per room reception, 1 per 10 coins of gifts. */
export const roomPoints = (m: Record<HostRoomMetric, number>): number =>
  Math.max(0, Math.floor(m.room_minutes)) +
  Math.max(0, Math.floor(m.room_receptions)) * 10 +
  Math.floor(Math.max(0, m.room_gift_coins) / 10);

/** The pendant tiers by a week's room points, lowest first; the pendant is worn the whole next week. */
export const HOST_PENDANT_TIERS = [
  { id: 'bronze', points: 300 },
  { id: 'silver', points: 1_000 },
  { id: 'gold', points: 3_000 },
  { id: 'diamond', points: 8_000 },
] as const;
export type HostPendantTier = (typeof HOST_PENDANT_TIERS)[number]['id'];

/** The tier a week's points reach (null below the first). */
export function pendantTier(points: number): HostPendantTier | null {
  let got: HostPendantTier | null = null;
  for (const t of HOST_PENDANT_TIERS) if (points >= t.points) got = t.id;
  return got;
}

/** The next tier up and the points it needs (null at the top). */
export function nextPendantTier(points: number): { id: HostPendantTier; points: number } | null {
  return HOST_PENDANT_TIERS.find((t) => points < t.points) ?? null;
}

// ---- the weekly incentive (incentive_jp, wakoo's bonus banner) -------------------------------

/**
 * The weekly incentive: points earned from work in a week (Monday–Sunday in her region) reach a
 * tier paying cash (minor units of her region's cash: yen in Japan, fen in China). Paid once after
 * the week ends, within 3 working days (spec 9).
 */
export const HOST_INCENTIVE_TIERS: Record<Region, ReadonlyArray<{ points: number; cash: number }>> = {
  japan: [
    { points: 3_000, cash: 500 },
    { points: 10_000, cash: 2_000 },
    { points: 30_000, cash: 7_000 },
    { points: 80_000, cash: 20_000 },
  ],
  default: [
    { points: 3_000, cash: 3_000 },
    { points: 10_000, cash: 10_000 },
    { points: 30_000, cash: 35_000 },
    { points: 80_000, cash: 100_000 },
  ],
};

/** Working days after the week's last day within which the bonus is paid (spec 9). */
export const HOST_INCENTIVE_DUE_BUSINESS_DAYS = 3;

/** The tier (its index) a week's points reach, and its cash; index -1 and cash 0 below the first. */
export function incentiveTier(region: Region, points: number): { index: number; cash: number } {
  const tiers = HOST_INCENTIVE_TIERS[region];
  let index = -1;
  tiers.forEach((t, i) => {
    if (points >= t.points) index = i;
  });
  return { index, cash: index < 0 ? 0 : tiers[index]!.cash };
}

/**
 * The last day the bonus of the week starting `monday` may be paid: 3 working days after its
 * Sunday (`isClosed`: the region's public and bank holidays).
 */
export const incentiveDueDay = (monday: string, isClosed: (day: string) => boolean): string =>
  addBusinessDays(addDays(monday, 6), HOST_INCENTIVE_DUE_BUSINESS_DAYS, isClosed);

// ---- relatives and CP (spec 9 "3 relatives", "1 CP", "10 messages before a group CP invite") ----

/**
 * A host's relatives in a week: users who follow her and whom she follows back (mutual followers,
 * the buddies of the social module) and with whom she worked that week (a call or a reply).
 */
export const HOST_RELATIVES_GOAL = 3;
/** The CP task counts her live CP pair once she has exchanged this many messages with the partner. */
export const GROUP_CP_MESSAGES = 10;
