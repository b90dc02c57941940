import { z } from 'zod';
import { ZBigId, ZBigIdParam, ZInt4Id, ZPublicIdInput, ZPublicProfile } from './common';
import { ZGift, ZGiftAsset } from './gifts';
import { ZRequestId } from './wallet';

export const ZCpLevel = z.enum(['normal', 'peerless', 'ultimate']);
export const ZCpInvitationStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'expired', 'void']);

export const ZCpPair = z.object({
  id: z.number().int(),
  partner: ZPublicProfile,
  level: ZCpLevel,
  /** cumulative CP points of the pair */
  points: z.number().int(),
  /** points at which the current level starts */
  level_points: z.number().int(),
  next_level: ZCpLevel.nullable(),
  next_level_points: z.number().int().nullable(),
  since: z.string(),
});
export type TCpPair = z.infer<typeof ZCpPair>;

export const ZCpInvitation = z.object({
  id: z.number().int(),
  status: ZCpInvitationStatus,
  from: ZPublicProfile,
  to: ZPublicProfile,
  gift: z.object({ id: z.number().int(), name: z.string(), asset: ZGiftAsset, price: z.number().int() }),
  created_at: z.string(),
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  /** whole seconds it still waits; 0 once answered or expired */
  seconds_left: z.number().int(),
});
export type TCpInvitation = z.infer<typeof ZCpInvitation>;

export const ZCpStatus = z.object({
  pair: ZCpPair.nullable(),
  /** waiting invitations the viewer received / sent */
  received: z.array(ZCpInvitation),
  sent: z.array(ZCpInvitation),
  /** the CP gifts of the viewer's brand (an invitation is one of these) */
  cp_gifts: z.array(ZGift),
  thresholds: z.object({ peerless: z.number().int(), ultimate: z.number().int() }),
  invitation_ttl_seconds: z.number().int(),
});
export type TCpStatus = z.infer<typeof ZCpStatus>;

export const ZCpLookupQuery = z.object({ public_id: ZPublicIdInput });
export const ZCpLookup = z.object({
  profile: ZPublicProfile,
  /** whether the viewer may invite this user now; otherwise the catalogue status and message */
  eligible: z.boolean(),
  reason_status: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type TCpLookup = z.infer<typeof ZCpLookup>;

export const ZCpInviteRequest = z.object({
  to_user_id: ZBigId,
  gift_id: ZInt4Id,
  request_id: ZRequestId,
});
export type TCpInviteRequest = z.infer<typeof ZCpInviteRequest>;

export const ZCpInviteResult = z.object({
  invitation: ZCpInvitation,
  asset: ZGiftAsset,
  total: z.number().int(),
  /** the sender's balance right after the gift */
  balance: z.number().int(),
  duplicate: z.boolean(),
});
export type TCpInviteResult = z.infer<typeof ZCpInviteResult>;

export const ZCpInvitationParams = z.object({ id: ZBigIdParam });

export const ZCpAnswerResult = z.object({
  invitation: ZCpInvitation,
  /** the new pair after an accept */
  pair: ZCpPair.nullable(),
  duplicate: z.boolean(),
});
export type TCpAnswerResult = z.infer<typeof ZCpAnswerResult>;

export const ZCpDissolveRequest = z.object({ request_id: ZRequestId });
export const ZCpDissolveResult = z.object({
  pair_id: z.number().int(),
  partner_id: z.number().int(),
  dissolved_at: z.string(),
  duplicate: z.boolean(),
});
export type TCpDissolveResult = z.infer<typeof ZCpDissolveResult>;
