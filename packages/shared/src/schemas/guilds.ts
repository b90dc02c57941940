import { z } from 'zod';
import { AGENCY_TIERS } from '../guilds';
import { ZBigIdParam, ZBrandId, ZEmail, ZPassword, ZPublicProfile, ZRegion } from './common';
import { ZRequestId } from './wallet';

/**
 * Guilds and agencies (modules/guilds): hosts apply to a guild with a code and consent, agencies
 * (their own logins) decide and read their anchors' income, the console makes agencies.
 */
const instant = z.string();
const day = z.string();
const ZGuildCode = z
  .string()
  .trim()
  .max(20)
  .transform((s) => s.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[A-Z0-9]{6,12}$/));
const ZMemberState = z.enum(['pending', 'active', 'leaving', 'rejected', 'cancelled', 'left']);
const ZTier = z.enum(AGENCY_TIERS);

export const ZGuildCard = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  agency_name: z.string(),
  share_bp: z.number().int(),
  members: z.number().int(),
});
export type TGuildCard = z.infer<typeof ZGuildCard>;

export const ZGuildMembership = z.object({
  id: z.number().int(),
  guild: ZGuildCard,
  state: ZMemberState,
  applied_at: instant,
  decided_at: instant.nullable(),
  approved_at: instant.nullable(),
  term_ends_at: instant.nullable(),
  notice_at: instant.nullable(),
  leave_effective_at: instant.nullable(),
});
export type TGuildMembership = z.infer<typeof ZGuildMembership>;

export const ZGuildConsentDoc = z.object({
  slug: z.enum(['anchor_union_agreement', 'promise']),
  version: z.number().int(),
  title: z.string(),
});

export const ZRecruitQuery = z.object({ code: z.string().max(20).optional() });
export const ZRecruitInfo = z.object({
  signed_in: z.boolean(),
  is_host: z.boolean(),
  region: ZRegion.nullable(),
  guild: ZGuildCard.nullable(),
  membership: ZGuildMembership.nullable(),
  documents: z.array(ZGuildConsentDoc),
  term_years: z.number().int(),
  notice_days: z.number().int(),
});
export type TRecruitInfo = z.infer<typeof ZRecruitInfo>;

export const ZGuildApply = z.object({
  request_id: ZRequestId,
  code: ZGuildCode,
  agreement_version: z.number().int().positive(),
  promise_version: z.number().int().positive(),
});
export const ZGuildLeave = z.object({ request_id: ZRequestId });

// ---- operator applications (community / advanced partner) ----

export const ZAgencyApplicationKind = z.enum(['community', 'advanced']);
export const ZAgencyApplicationInput = z.object({
  request_id: ZRequestId,
  kind: ZAgencyApplicationKind,
  name: z.string().trim().min(1).max(60),
  contact: z.string().trim().min(3).max(120),
  message: z.string().trim().max(500).default(''),
  hosts: z.number().int().min(0).max(100_000).default(0),
  invite_code: z.string().trim().max(20).optional(),
});
export const ZAgencyApplication = z.object({
  id: z.number().int(),
  kind: ZAgencyApplicationKind,
  name: z.string(),
  contact: z.string(),
  message: z.string(),
  hosts: z.number().int(),
  invite_code: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  created_at: instant,
  reviewed_at: instant.nullable(),
});
export type TAgencyApplication = z.infer<typeof ZAgencyApplication>;
export const ZMyAgencyApplications = z.object({ items: z.array(ZAgencyApplication), agency_tier: ZTier.nullable() });
export type TMyAgencyApplications = z.infer<typeof ZMyAgencyApplications>;

// ---- sub-agents (an advanced partner's linked user; the agency dashboard) ----

export const ZSubAgent = z.object({
  id: z.number().int(),
  name: z.string(),
  joined_at: instant,
  guilds: z.number().int(),
  members: z.number().int(),
  points_week: z.number().int(),
  points_30d: z.number().int(),
});
export type TSubAgent = z.infer<typeof ZSubAgent>;
export const ZSubAgentInfo = z.object({
  partner: z.boolean(),
  agency_name: z.string().nullable(),
  invite_code: z.string().nullable(),
  sub_agents: z.array(ZSubAgent),
  totals: z.object({
    sub_agents: z.number().int(),
    members: z.number().int(),
    points_week: z.number().int(),
    points_30d: z.number().int(),
  }),
});
export type TSubAgentInfo = z.infer<typeof ZSubAgentInfo>;

// ---- the agency's own app ----

export const ZAgencyLogin = z.object({ email: ZEmail, password: z.string().min(1).max(200) });
export const ZAgencyProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  tier: ZTier,
  brand: ZBrandId,
  region: ZRegion,
  parent_name: z.string().nullable(),
  invite_code: z.string().nullable(),
});
export type TAgencyProfile = z.infer<typeof ZAgencyProfile>;
export const ZAgencySession = z.object({ token: z.string(), expires_at: instant, agency: ZAgencyProfile });
export type TAgencySession = z.infer<typeof ZAgencySession>;

export const ZAgencyAnchor = z.object({
  membership_id: z.number().int(),
  guild_id: z.number().int(),
  user: ZPublicProfile,
  state: ZMemberState,
  approved_at: instant.nullable(),
  term_ends_at: instant.nullable(),
  leave_effective_at: instant.nullable(),
  points_today: z.number().int(),
  points_week: z.number().int(),
  points_range: z.number().int(),
  share_range: z.number().int(),
});
export type TAgencyAnchor = z.infer<typeof ZAgencyAnchor>;
export const ZAgencyPending = z.object({
  membership_id: z.number().int(),
  guild_id: z.number().int(),
  guild_name: z.string(),
  user: ZPublicProfile,
  applied_at: instant,
});
export type TAgencyPending = z.infer<typeof ZAgencyPending>;

export const ZAgencyDashboard = z.object({
  agency: ZAgencyProfile,
  today: day,
  from: day,
  guilds: z.array(ZGuildCard),
  anchors: z.array(ZAgencyAnchor),
  pending: z.array(ZAgencyPending),
  days: z.array(z.object({ day, points: z.number().int() })),
  weeks: z.array(z.object({ week: day, points: z.number().int() })),
  totals: z.object({
    points_today: z.number().int(),
    points_week: z.number().int(),
    points_range: z.number().int(),
    share_range: z.number().int(),
  }),
  sub_agents: z.array(ZSubAgent),
});
export type TAgencyDashboard = z.infer<typeof ZAgencyDashboard>;
export const ZAgencyMembershipId = z.object({ id: ZBigIdParam });
export const ZAgencyDecision = z.object({ decision: z.enum(['approve', 'reject']) });

// ---- console ----

export const ZAdminAgency = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  tier: ZTier,
  brand: ZBrandId,
  region: ZRegion,
  status: z.enum(['active', 'disabled']),
  parent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  owner: ZPublicProfile.nullable(),
  invite_code: z.string().nullable(),
  guilds: z.array(ZGuildCard),
  created_at: instant,
});
export type TAdminAgency = z.infer<typeof ZAdminAgency>;
export const ZAdminAgencyList = z.object({ items: z.array(ZAdminAgency) });
export type TAdminAgencyList = z.infer<typeof ZAdminAgencyList>;
export const ZAdminAgencyCreate = z.object({
  name: z.string().trim().min(1).max(60),
  email: ZEmail,
  password: ZPassword,
  tier: ZTier,
  brand: ZBrandId,
  region: ZRegion,
  parent_id: z.number().int().positive().nullable().default(null),
  owner_public_id: z.string().trim().max(40).nullable().default(null),
  guild_name: z.string().trim().min(1).max(60),
  share_bp: z.number().int().min(0).max(5000).default(1000),
  application_id: z.number().int().positive().nullable().default(null),
});
export const ZAdminGuildCreate = z.object({
  agency_id: z.number().int().positive(),
  name: z.string().trim().min(1).max(60),
  share_bp: z.number().int().min(0).max(5000).default(1000),
});
export const ZAdminAgencyApplication = ZAgencyApplication.extend({ user: ZPublicProfile.nullable(), brand: ZBrandId });
export const ZAdminAgencyApplicationsQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') });
export const ZAdminAgencyApplications = z.object({ items: z.array(ZAdminAgencyApplication) });
export type TAdminAgencyApplications = z.infer<typeof ZAdminAgencyApplications>;
export const ZAdminApplicationId = z.object({ id: ZBigIdParam });
export const ZAdminApplicationDecision = z.object({ decision: z.enum(['approve', 'reject']) });
