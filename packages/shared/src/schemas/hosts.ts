import { z } from 'zod';
import { ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

/**
 * Hosts (modules/hosts): the native apps report a host's calls, replies and memberships (server to
 * server, signed); the host reads what she earned.
 */
const at = z.iso.datetime({ offset: true });
const eventId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);
const userId = z.number().int().positive();
const roomId = z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/);

export const ZHostEvent = z.discriminatedUnion('kind', [
  z.object({
    id: eventId,
    kind: z.literal('call'),
    anchor_id: userId,
    user_id: userId,
    media: z.enum(['video', 'voice']),
    seconds: z.number().int().min(0).max(86_400),
    at,
  }),
  z.object({
    id: eventId,
    kind: z.literal('reply'),
    anchor_id: userId,
    user_id: userId,
    reply_seconds: z
      .number()
      .int()
      .min(0)
      .max(7 * 86_400),
    at,
  }),
  z.object({ id: eventId, kind: z.literal('membership'), anchor_id: userId, user_id: userId, plan: z.enum(['weekly', 'monthly']), at }),
  // her party/voice room (Japan): a stretch on the mic, a listener who stayed, a gift received in the room
  z.object({
    id: eventId,
    kind: z.literal('room_mic'),
    anchor_id: userId,
    room_id: roomId,
    seconds: z.number().int().min(0).max(86_400),
    at,
  }),
  z.object({
    id: eventId,
    kind: z.literal('room_reception'),
    anchor_id: userId,
    user_id: userId,
    room_id: roomId,
    seconds: z.number().int().min(0).max(86_400),
    at,
  }),
  z.object({
    id: eventId,
    kind: z.literal('room_gift'),
    anchor_id: userId,
    user_id: userId,
    room_id: roomId,
    coins: z.number().int().min(1).max(100_000_000),
    at,
  }),
]);
export type THostEvent = z.infer<typeof ZHostEvent>;

export const ZHostEventsRequest = z.object({ events: z.array(ZHostEvent).min(1).max(500) });

/** Per event: credited (points paid once), duplicate (the same event again: the first answer), or refused with why. */
export const ZHostEventOutcome = z.object({
  id: z.string(),
  outcome: z.enum(['credited', 'duplicate', 'refused']),
  points: z.number().int(),
  reason: z.enum(['not_a_host', 'unknown_user', 'same_account', 'conflict', 'future']).nullable(),
});
export const ZHostEventsResult = z.object({ results: z.array(ZHostEventOutcome) });
export type THostEventsResult = z.infer<typeof ZHostEventsResult>;

export const ZHostIncomeQuery = z.object({ period: z.enum(['week', 'month']).default('week') });

export const ZHostIncomeKind = z.enum(['video', 'voice', 'new_user', 'reply', 'membership']);
export type THostIncomeKind = z.infer<typeof ZHostIncomeKind>;

/** A host's income from her work: the period's days (her region's calendar), totals by kind, and the latest events. */
export const ZHostIncome = z.object({
  region: ZRegion,
  period: z.enum(['week', 'month']),
  /** the first and last day of the period (inclusive), and today */
  from: z.string(),
  to: z.string(),
  today: z.string(),
  /** her anchor points now (work and gifts) */
  balance: z.number().int(),
  totals: z.object({
    points: z.number().int(),
    by_kind: z.record(ZHostIncomeKind, z.number().int()),
    call_minutes: z.number().int(),
    receptions: z.number().int(),
    fast_replies: z.number().int(),
  }),
  days: z.array(z.object({ day: z.string(), points: z.number().int() })),
  recent: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['call', 'reply', 'membership']),
      media: z.enum(['video', 'voice']).nullable(),
      seconds: z.number().int().nullable(),
      plan: z.enum(['weekly', 'monthly']).nullable(),
      points: z.number().int(),
      bonus: z.number().int(),
      user: ZPublicProfile.nullable(),
      at: z.string(),
    }),
  ),
});
export type THostIncome = z.infer<typeof ZHostIncome>;

/** A host's 7-day check-in, tasks and task sets (her region's day and week). */
export const ZHostTasks = z.object({
  region: ZRegion,
  today: z.string(),
  /** the week's first and last day (Monday to Sunday) */
  week_from: z.string(),
  week_to: z.string(),
  check_in: z.object({
    /** the streak's seven days: their points, and signed or not (`today`: today's, not yet signed) */
    days: z.array(z.object({ day: z.number().int(), points: z.number().int(), state: z.enum(['signed', 'today', 'unsigned']) })),
    /** the streak day today's check-in made or will make */
    streak: z.number().int(),
    done_today: z.boolean(),
  }),
  tasks: z.array(
    z.object({
      id: z.string(),
      period: z.enum(['daily', 'weekly']),
      metric: z.string(),
      goal: z.number().int(),
      progress: z.number().int(),
      points: z.number().int(),
      state: z.enum(['todo', 'done', 'claimed']),
    }),
  ),
  sets: z.array(
    z.object({
      id: z.string(),
      period: z.enum(['daily', 'weekly']),
      tasks: z.array(z.string()),
      /** minor units of `currency` */
      cash: z.number().int(),
      currency: z.enum(['CNY', 'JPY']),
      state: z.enum(['todo', 'done', 'claimed']),
    }),
  ),
});
export type THostTasks = z.infer<typeof ZHostTasks>;

export const ZHostActionRequest = z.object({ request_id: ZRequestId });
export const ZHostClaimParams = z.object({ task: z.string().regex(/^[a-z_]{1,32}$/) });
/** What an action paid (anchor points or cash), and the host's new tasks. */
export const ZHostActionResult = z.object({
  paid: z.object({ asset: z.enum(['anchor_point', 'cash']), amount: z.number().int() }),
  tasks: ZHostTasks,
});
export type THostActionResult = z.infer<typeof ZHostActionResult>;

// ---- rating, party rooms, pendant, weekly incentive (host-programs.ts) ----

const ZGrade = z.enum(['S', 'A', 'B', 'C', 'D']);
const ZRatingFactor = z.enum(['fast_reply_rate', 'receptions', 'call_minutes', 'new_user_calls', 'check_in_days']);

/** Her grade over her last 7 region days, by factor, what raises it, and her grades of the last weeks. */
export const ZHostRating = z.object({
  region: ZRegion,
  from: z.string(),
  to: z.string(),
  grade: ZGrade,
  score: z.number().int(),
  factors: z.array(
    z.object({
      id: ZRatingFactor,
      value: z.number().int(),
      target: z.number().int(),
      score: z.number().int(),
      weight: z.number().int(),
      missing: z.number().int(),
    }),
  ),
  next: z.object({ grade: ZGrade, score: z.number().int() }).nullable(),
  raise: z.array(ZRatingFactor),
  /** Monday-to-Sunday weeks before this one, newest first */
  weeks: z.array(z.object({ week_from: z.string(), week_to: z.string(), grade: ZGrade, score: z.number().int() })),
});
export type THostRating = z.infer<typeof ZHostRating>;

/** Her party-room tasks (her region's day and week) and the room totals they count. */
export const ZHostRoomTasks = z.object({
  region: ZRegion,
  today: z.string(),
  week_from: z.string(),
  week_to: z.string(),
  today_totals: z.object({ room_minutes: z.number().int(), room_receptions: z.number().int(), room_gift_coins: z.number().int() }),
  week_totals: z.object({ room_minutes: z.number().int(), room_receptions: z.number().int(), room_gift_coins: z.number().int() }),
  tasks: z.array(
    z.object({
      id: z.string(),
      period: z.enum(['daily', 'weekly']),
      metric: z.string(),
      goal: z.number().int(),
      progress: z.number().int(),
      points: z.number().int(),
      state: z.enum(['todo', 'done', 'claimed']),
    }),
  ),
});
export type THostRoomTasks = z.infer<typeof ZHostRoomTasks>;
export const ZHostRoomClaimResult = z.object({
  paid: z.object({ asset: z.literal('anchor_point'), amount: z.number().int() }),
  room: ZHostRoomTasks,
});
export type THostRoomClaimResult = z.infer<typeof ZHostRoomClaimResult>;

const ZPendantTier = z.enum(['bronze', 'silver', 'gold', 'diamond']);
/** The room operator's pendant: this week's room points toward a tier, the pendant she wears and when it ends. */
export const ZHostPendant = z.object({
  region: ZRegion,
  week_from: z.string(),
  week_to: z.string(),
  points: z.number().int(),
  tiers: z.array(z.object({ id: ZPendantTier, points: z.number().int() })),
  /** the tier this week reaches so far, and the next one */
  reached: ZPendantTier.nullable(),
  next: z.object({ id: ZPendantTier, points: z.number().int() }).nullable(),
  /** the pendant earned last week, worn until `expires_at` (null: none) */
  current: z.object({ tier: ZPendantTier, week_from: z.string(), expires_at: z.string() }).nullable(),
  history: z.array(z.object({ tier: ZPendantTier, week_from: z.string(), points: z.number().int() })),
});
export type THostPendant = z.infer<typeof ZHostPendant>;

/** The weekly incentive: tiers, this week's points, last week's result and the bonuses paid. */
export const ZHostIncentive = z.object({
  region: ZRegion,
  currency: z.enum(['CNY', 'JPY']),
  week_from: z.string(),
  week_to: z.string(),
  points: z.number().int(),
  tiers: z.array(z.object({ points: z.number().int(), cash: z.number().int() })),
  /** the tier index reached this week (-1: none yet) and the cash it would pay */
  reached: z.number().int(),
  cash: z.number().int(),
  next: z.object({ points: z.number().int(), cash: z.number().int(), missing: z.number().int() }).nullable(),
  last_week: z.object({
    week_from: z.string(),
    week_to: z.string(),
    points: z.number().int(),
    reached: z.number().int(),
    cash: z.number().int(),
    /** paid, due (to be paid by `due_day`), or none (no tier reached) */
    status: z.enum(['paid', 'due', 'none']),
    due_day: z.string(),
    paid_at: z.string().nullable(),
  }),
  paid: z.array(z.object({ week_from: z.string(), points: z.number().int(), cash: z.number().int(), paid_at: z.string() })),
});
export type THostIncentive = z.infer<typeof ZHostIncentive>;
