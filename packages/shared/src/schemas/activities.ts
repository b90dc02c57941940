import { z } from 'zod';
import { ZActivityDefinitionBody, ZActivityGrant, ZActivityText } from '../activities/schema';
import { ZBrandId, ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

/** Activity pages (modules/activities): one event's page, its boards, results and the player's actions. */
const eventId = z.string().regex(/^[a-z0-9][a-z0-9_]{0,47}$/);
const slug = z.string().regex(/^[a-z0-9][a-z0-9_]{0,47}$/);

export const ZActivityParams = z.object({ event: eventId });
/** `brand`: a visitor's app (a signed-in user's is their own); `region`: a visitor's market */
export const ZActivityQuery = z.object({ brand: ZBrandId.optional() });

export const ZActivityStageView = z.object({
  id: slug,
  starts_at: z.string(),
  ends_at: z.string(),
  advance: z.number().int(),
  state: z.enum(['upcoming', 'running', 'cutting', 'done']),
  /** how many take part (null: everyone, the first stage) */
  entrants: z.number().int().nullable(),
});
export type TActivityStageView = z.infer<typeof ZActivityStageView>;

export const ZActivityTaskView = z.object({
  id: slug,
  progress: z.number().int(),
  goal: z.number().int(),
  state: z.enum(['todo', 'done', 'claimed']),
});
export type TActivityTaskView = z.infer<typeof ZActivityTaskView>;

export const ZActivityTreeView = z.object({
  state: z.enum(['locked', 'unlocked', 'lit']),
  /** gift coins sent in the event (unlocks at `unlock`) */
  progress: z.number().int(),
  unlock: z.number().int(),
  decorations: z.array(z.object({ id: slug, progress: z.number().int(), goal: z.number().int(), earned: z.boolean(), hung: z.boolean() })),
});
export type TActivityTreeView = z.infer<typeof ZActivityTreeView>;

/** Why a viewer cannot take part (null: they can). */
export const ZActivityBlocked = z.enum(['minor', 'brand', 'region', 'inactive']).nullable();

export const ZActivityMe = z.object({
  blocked: ZActivityBlocked,
  tasks: z.array(ZActivityTaskView),
  check_in: z.object({ days: z.array(z.string()), today: z.string(), done_today: z.boolean() }).nullable(),
  tree: ZActivityTreeView.nullable(),
  /** whether spending boards of `hide_spending` events show this user's points to others */
  show_spending: z.boolean(),
});
export type TActivityMe = z.infer<typeof ZActivityMe>;

export const ZActivityPage = z.object({
  event: eventId,
  brand: ZBrandId,
  region: ZRegion,
  phase: z.enum(['upcoming', 'running', 'ended']),
  starts_at: z.string(),
  ends_at: z.string(),
  server_time: z.number().int(),
  /** the brand's currency: what `currency` grants are paid in */
  currency: z.enum(['gold_coin', 'diamond']),
  definition: ZActivityDefinitionBody,
  text: ZActivityText,
  stages: z.array(ZActivityStageView),
  /** the whole brand's Christmas tree: lit trees against the goal, and the pool */
  tree: z
    .object({
      lit: z.number().int(),
      goal: z.number().int(),
      pool: z.number().int(),
      pool_state: z.enum(['upcoming', 'open', 'closed', 'split']),
      pool_starts_at: z.string(),
      pool_ends_at: z.string(),
      split_at: z.string(),
    })
    .nullable(),
  me: ZActivityMe.nullable(),
});
export type TActivityPage = z.infer<typeof ZActivityPage>;

export const ZActivityBoardParams = z.object({ event: eventId, board: slug });
export const ZActivityBoardQuery = z.object({
  brand: ZBrandId.optional(),
  /** a tournament stage (default: the running one, else the last) */
  stage: slug.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A board's owner: users (one, or a CP pair) or a tribe. */
export const ZActivityOwner = z.object({
  key: z.string(),
  profiles: z.array(ZPublicProfile),
  tribe: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TActivityOwner = z.infer<typeof ZActivityOwner>;

/** `score` null: hidden (a spending board of a `hide_spending` event, and the owner did not consent). */
export const ZActivityBoardRow = ZActivityOwner.extend({ rank: z.number().int(), score: z.number().int().nullable() });
export type TActivityBoardRow = z.infer<typeof ZActivityBoardRow>;

export const ZActivityBoardPage = z.object({
  board: slug,
  stage: z.string(),
  rows: z.array(ZActivityBoardRow),
  /** the places that go through (tournament stages) */
  advance: z.number().int().nullable(),
  me: z.object({ key: z.string(), rank: z.number().int().nullable(), score: z.number().int() }).nullable(),
  /** the stage (or the event) is over and its cut or payout made */
  settled: z.boolean(),
});
export type TActivityBoardPage = z.infer<typeof ZActivityBoardPage>;

/** What was paid for a board: its winners with their places and grants (hall of fame). */
export const ZActivityResults = z.object({
  board: slug,
  settled_at: z.string().nullable(),
  winners: z.array(ZActivityOwner.extend({ rank: z.number().int(), score: z.number().int().nullable(), grants: z.array(ZActivityGrant) })),
});
export type TActivityResults = z.infer<typeof ZActivityResults>;

/** A user's consent to show their points on spending boards (`hide_spending` events); they may withdraw it any time. */
export const ZActivityPrivacyRequest = z.object({ show_spending: z.boolean() });
export const ZActivityPrivacy = z.object({ show_spending: z.boolean(), updated_at: z.string() });
export type TActivityPrivacy = z.infer<typeof ZActivityPrivacy>;

export const ZActivityTaskParams = z.object({ event: eventId, task: slug });
export const ZActivityActionRequest = z.object({ request_id: ZRequestId });
export const ZActivityHangRequest = z.object({ decoration: slug, request_id: ZRequestId });

/** What an action paid (empty: nothing) and the player's new standing in the event. */
export const ZActivityActionResult = z.object({ grants: z.array(ZActivityGrant), me: ZActivityMe });
export type TActivityActionResult = z.infer<typeof ZActivityActionResult>;

/** The player's rewards from this event, newest first. */
export const ZActivityRewardRecord = z.object({
  source: z.enum(['board', 'task', 'check_in', 'pool']),
  /** board id, task id, check-in day or 'pool' */
  ref: z.string(),
  rank: z.number().int().nullable(),
  grants: z.array(ZActivityGrant),
  at: z.string(),
});
export const ZActivityRewards = z.object({ items: z.array(ZActivityRewardRecord) });
export type TActivityRewards = z.infer<typeof ZActivityRewards>;
