import { REGION_TIME_ZONES, type Region } from './brands';
import { periodDay } from './periods';

/**
 * What a host (an anchor: an adult female account) earns for her work (spec 9), as pure rules the
 * server credits and the pages explain. Calls and chat belong to the native apps: they report each
 * call, reply and membership to the server (POST /api/v1/hosts/events, signed server to server).
 */
export const HOST_RULES = {
  /** points per whole minute of a video call, and of a voice call */
  videoPointsPerMinute: 50,
  voicePointsPerMinute: 10,
  /** 10 voice points make 1 settlement unit */
  voicePointsPerUnit: 10,
  /** a call with a new user that lasts over 2 minutes earns a bonus */
  newUserCallSeconds: 120,
  newUserCallPoints: 50,
  /** an account this many days old or younger is a new user (the spec does not say; a week) */
  newUserDays: 7,
  /** a reply within 3 minutes earns 2 points */
  replyWithinSeconds: 180,
  replyPoints: 2,
  /** a private-room reception counts when the call lasts over 120 s */
  receptionSeconds: 120,
  /** a user who joins the membership through the host: 100 points for a week, 225 for a month */
  memberPoints: { weekly: 100, monthly: 225 },
} as const;

export type HostMedia = 'video' | 'voice';
export type HostPlan = keyof typeof HOST_RULES.memberPoints;

export interface CallIncome {
  /** whole minutes (a started minute does not count) */
  minutes: number;
  /** the minutes' points */
  points: number;
  /** the new-user bonus (0 or 50) */
  bonus: number;
  /** counts as a private-room reception */
  reception: boolean;
}

/** A call's points: per whole minute by medium, the new-user bonus, and whether it is a reception. */
export function callIncome(media: HostMedia, seconds: number, withNewUser: boolean): CallIncome {
  const s = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(s / 60);
  const perMinute = media === 'video' ? HOST_RULES.videoPointsPerMinute : HOST_RULES.voicePointsPerMinute;
  return {
    minutes,
    points: minutes * perMinute,
    bonus: withNewUser && s > HOST_RULES.newUserCallSeconds ? HOST_RULES.newUserCallPoints : 0,
    reception: s > HOST_RULES.receptionSeconds,
  };
}

/** A reply's points: 2 within 3 minutes of the message, else nothing. */
export const replyIncome = (replySeconds: number): number =>
  replySeconds >= 0 && replySeconds <= HOST_RULES.replyWithinSeconds ? HOST_RULES.replyPoints : 0;

/** A membership bought through the host: 100 points a week, 225 a month. */
export const memberIncome = (plan: HostPlan): number => HOST_RULES.memberPoints[plan];

/** Voice points in settlement units (10 points = 1 unit, whole units). */
export const voiceUnits = (points: number): number => Math.floor(points / HOST_RULES.voicePointsPerUnit);

/** Whether an account created at `createdAt` is a new user at `at`. */
export const isNewUser = (createdAt: Date, at: Date): boolean => at.getTime() - createdAt.getTime() <= HOST_RULES.newUserDays * 86_400_000;

/** The host's working day of an instant: a calendar day in her region's time zone. */
export const hostDay = (at: Date, region: Region): string => periodDay(at, REGION_TIME_ZONES[region]);

// ---- check-in and tasks (spec 4: check-in not signed / signed; task to do → done → claimed) ----

/** The anchor points of each day of the 7-day check-in streak; a missed day starts again at day 1. */
export const HOST_CHECK_IN_POINTS = [20, 20, 30, 30, 50, 50, 100] as const;

/** The day of the streak a check-in today makes, from yesterday's (0: none yesterday). */
export const nextStreakDay = (yesterday: number): number => (yesterday % HOST_CHECK_IN_POINTS.length) + 1;

/** What a host's tasks count, over the task's day or week in her region's calendar. */
export const HOST_TASK_METRICS = [
  'fast_replies',
  'replies',
  'receptions',
  'video_minutes',
  'memberships',
  'new_user_calls',
  // mutual followers she worked with in the week, and her live CP pair (host-programs.ts)
  'relatives',
  'cp',
] as const;
export type HostTaskMetric = (typeof HOST_TASK_METRICS)[number];

export interface HostTask {
  id: string;
  period: 'daily' | 'weekly';
  metric: HostTaskMetric;
  goal: number;
  /** anchor points when claimed */
  points: number;
}

/**
 * The tasks (spec 9): the reply task pays 1,000 points (20 replies within 3 minutes in a day), 10
 * private-room receptions (calls over 120 s), 5 rounds of messages; each week video minutes, a
 * membership through her and calls with new users.
 */
export const HOST_TASKS: readonly HostTask[] = [
  { id: 'fast_replies', period: 'daily', metric: 'fast_replies', goal: 20, points: 1000 },
  { id: 'receptions', period: 'daily', metric: 'receptions', goal: 10, points: 300 },
  { id: 'message_rounds', period: 'daily', metric: 'replies', goal: 5, points: 100 },
  { id: 'video_minutes', period: 'weekly', metric: 'video_minutes', goal: 120, points: 1500 },
  { id: 'members', period: 'weekly', metric: 'memberships', goal: 1, points: 500 },
  { id: 'new_users', period: 'weekly', metric: 'new_user_calls', goal: 3, points: 300 },
  // spec 9 "3 relatives", "1 CP" (with "10 messages before a group CP invite"): host-programs.ts
  { id: 'relatives', period: 'weekly', metric: 'relatives', goal: 3, points: 300 },
  { id: 'cp', period: 'weekly', metric: 'cp', goal: 1, points: 500 },
];

/** The settlement currency of a region's hosts, in minor units (CNY fen; JPY has none). */
export const HOST_CASH_CURRENCY = { default: { code: 'CNY', digits: 2 }, japan: { code: 'JPY', digits: 0 } } as const satisfies Record<
  Region,
  { code: string; digits: number }
>;

/**
 * Task sets (spec 9: cash 30 or 100): every task of the set done in its period pays cash — ¥30
 * for the day's set, ¥100 for the week's in China; the yen equivalent (¥300, ¥1,000) in Japan.
 */
export const HOST_TASK_SETS = [
  { id: 'daily_set', period: 'daily', tasks: ['fast_replies', 'receptions', 'message_rounds'], cash: { default: 3_000, japan: 300 } },
  { id: 'weekly_set', period: 'weekly', tasks: ['video_minutes', 'members', 'new_users'], cash: { default: 10_000, japan: 1_000 } },
] as const satisfies ReadonlyArray<{ id: string; period: HostTask['period']; tasks: readonly string[]; cash: Record<Region, number> }>;
export type HostTaskSet = (typeof HOST_TASK_SETS)[number];

export type HostTaskState = 'todo' | 'done' | 'claimed';

/** A task's state from its progress and whether it was claimed. */
export const hostTaskState = (progress: number, goal: number, claimed: boolean): HostTaskState =>
  claimed ? 'claimed' : progress >= goal ? 'done' : 'todo';
