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
