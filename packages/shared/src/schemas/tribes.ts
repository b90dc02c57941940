import { z } from 'zod';
import { LIMITS } from '../limits';
import { TRIBE_EMBLEMS, TRIBE_ROLES, tribeAnnouncementProblem, tribeNameProblem } from '../tribes';
import { ZBigIdParam, ZBrandId, ZPublicIdInput, ZPublicProfile, ZRegion } from './common';

/**
 * Tribes (modules/tribes, docs/api.md "Tribes"): create, join by request or invitation, roles,
 * leave and hand over, the tribe hall (members, honour this week and all time, recent events) and
 * the brand's tribe ranking in the viewer's region.
 */
export const ZTribeRole = z.enum(TRIBE_ROLES);
export const ZTribeEmblem = z.enum(TRIBE_EMBLEMS);

export const ZTribeName = z
  .string()
  .trim()
  .max(LIMITS.tribeNameMax * 4)
  .refine((s) => tribeNameProblem(s) === null, { message: `2 to ${LIMITS.tribeNameMax} characters on one line` });
export const ZTribeAnnouncement = z
  .string()
  .trim()
  .max(LIMITS.tribeAnnouncementMax * 4)
  .refine((s) => tribeAnnouncementProblem(s) === null, { message: `at most ${LIMITS.tribeAnnouncementMax} characters` });

/** A tribe as lists show it. */
export const ZTribeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  emblem: ZTribeEmblem,
  announcement: z.string(),
  brand: ZBrandId,
  region: ZRegion,
  honor: z.number().int(),
  week_honor: z.number().int(),
  member_count: z.number().int(),
  member_limit: z.number().int(),
  chief: ZPublicProfile.nullable(),
});
export type TTribeCard = z.infer<typeof ZTribeCard>;

export const ZTribeMember = z.object({
  user: ZPublicProfile,
  role: ZTribeRole,
  /** honour from this member's gifts since joining */
  contributed: z.number().int(),
  joined_at: z.string(),
});
export type TTribeMember = z.infer<typeof ZTribeMember>;

export const ZTribeEventKind = z.enum([
  'created',
  'joined',
  'left',
  'removed',
  'role',
  'handed_over',
  'announcement',
  'renamed',
  'emblem',
  'disbanded',
]);
export const ZTribeEvent = z.object({
  id: z.number().int(),
  kind: ZTribeEventKind,
  actor: ZPublicProfile.nullable(),
  target: ZPublicProfile.nullable(),
  /** `role` for a role change, `name` for a rename, `emblem` */
  detail: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type TTribeEvent = z.infer<typeof ZTribeEvent>;

/** The tribe hall: the tribe, its members with roles, honour, its places and what happened lately. */
export const ZTribeHall = z.object({
  tribe: ZTribeCard.extend({ elder_limit: z.number().int(), created_at: z.string() }),
  members: z.array(ZTribeMember),
  /** the viewer's user id (their own row among the members) */
  viewer_id: z.number().int(),
  /** the viewer's role here, null when not a member */
  my_role: ZTribeRole.nullable(),
  /** the viewer may ask to join (same scope, in no tribe, no open request here, room left) */
  can_request: z.boolean(),
  /** the viewer's open request to this tribe */
  requested: z.boolean(),
  /** the tribe's place in its brand and region: this week and all time (null: no honour yet) */
  rank_week: z.number().int().nullable(),
  rank_all: z.number().int().nullable(),
  /** this week: its key and when it ends (the region's Monday 0:00) */
  week: z.object({ key: z.string(), ends_at: z.string() }),
  /** open requests, for the chief and elders (0 for the others) */
  pending_requests: z.number().int(),
  recent: z.array(ZTribeEvent),
});
export type TTribeHall = z.infer<typeof ZTribeHall>;
export const ZTribeId = z.object({ id: ZBigIdParam });

export const ZTribeInvite = z.object({
  id: z.number().int(),
  tribe: ZTribeCard,
  inviter: ZPublicProfile,
  created_at: z.string(),
  expires_at: z.string(),
});
export type TTribeInvite = z.infer<typeof ZTribeInvite>;

/** The caller: their tribe (if any) and role, open invitations and their open requests. */
export const ZTribeMe = z.object({
  tribe: ZTribeCard.nullable(),
  role: ZTribeRole.nullable(),
  invites: z.array(ZTribeInvite),
  requests: z.array(z.object({ id: z.number().int(), tribe: ZTribeCard, created_at: z.string() })),
  /** whether the caller may create or join a tribe at all (adult, active) */
  eligible: z.boolean(),
});
export type TTribeMe = z.infer<typeof ZTribeMe>;

export const ZTribeListQuery = z.object({ q: z.string().trim().max(LIMITS.tribeSearchMax).optional() });
export const ZTribeList = z.object({ items: z.array(ZTribeCard) });
export type TTribeList = z.infer<typeof ZTribeList>;

export const ZTribeRankingQuery = z.object({ period: z.enum(['weekly', 'all']).default('weekly') });
export const ZTribeRanking = z.object({
  period: z.enum(['weekly', 'all']),
  /** `w:YYYY-MM-DD` or `all` */
  key: z.string(),
  ends_at: z.string().nullable(),
  items: z.array(z.object({ rank: z.number().int(), tribe: ZTribeCard, honor: z.number().int() })),
  /** the caller's tribe's place (null when in no tribe) */
  mine: z.object({ rank: z.number().int().nullable(), honor: z.number().int(), tribe_id: z.number().int() }).nullable(),
});
export type TTribeRanking = z.infer<typeof ZTribeRanking>;

export const ZTribeCreate = z.object({
  name: ZTribeName,
  emblem: ZTribeEmblem,
  announcement: ZTribeAnnouncement.default(''),
});
export type TTribeCreate = z.infer<typeof ZTribeCreate>;

export const ZTribeSettings = z.object({
  name: ZTribeName.optional(),
  emblem: ZTribeEmblem.optional(),
  announcement: ZTribeAnnouncement.optional(),
});
export type TTribeSettings = z.infer<typeof ZTribeSettings>;

export const ZTribeRequest = z.object({
  id: z.number().int(),
  user: ZPublicProfile,
  created_at: z.string(),
});
export const ZTribeRequestList = z.object({ items: z.array(ZTribeRequest) });
export type TTribeRequestList = z.infer<typeof ZTribeRequestList>;
export const ZTribeRequestId = z.object({ id: ZBigIdParam, request_id: ZBigIdParam });
export const ZTribeDecision = z.object({ decision: z.enum(['approve', 'reject']) });

export const ZTribeInviteRequest = z.object({ public_id: ZPublicIdInput });
export const ZTribeInviteId = z.object({ invite_id: ZBigIdParam });
export const ZTribeInviteAnswer = z.object({ decision: z.enum(['accept', 'decline']) });

export const ZTribeMemberId = z.object({ id: ZBigIdParam, user_id: ZBigIdParam });
export const ZTribeRoleChange = z.object({ role: z.enum(['elder', 'member']) });
export const ZTribeHandOver = z.object({ user_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What a write answers: what happened (`joined` when an invitation or approval made a member). */
export const ZTribeResult = z.object({
  outcome: z.enum(['created', 'requested', 'joined', 'rejected', 'declined', 'invited', 'updated', 'left', 'disbanded', 'removed']),
  tribe_id: z.number().int().nullable(),
});
export type TTribeResult = z.infer<typeof ZTribeResult>;
