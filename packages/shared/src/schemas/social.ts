import { z } from 'zod';
import { ZBigId, ZBigIdParam, ZPublicProfile } from './common';

/** Most people one user may follow: keeps a follow list a list, and slows down follow-spam. */
export const FOLLOW_LIMIT = 5000;

export const ZFollowRequest = z.object({ user_id: ZBigId });
export const ZRelationQuery = z.object({ user_id: ZBigIdParam });

/** How the viewer and another user stand: mutual followers are "buddies" (the buddy board). */
export const ZRelation = z.object({
  user_id: z.number().int(),
  following: z.boolean(),
  followed_by: z.boolean(),
  mutual: z.boolean(),
  following_count: z.number().int(),
  follower_count: z.number().int(),
});
export type TRelation = z.infer<typeof ZRelation>;

export const ZFollowListQuery = z.object({
  type: z.enum(['following', 'followers']).default('following'),
  cursor: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZFollowEntry = z.object({ profile: ZPublicProfile, mutual: z.boolean(), since: z.string() });
export const ZFollowList = z.object({ items: z.array(ZFollowEntry), next_cursor: z.string().nullable() });
export type TFollowList = z.infer<typeof ZFollowList>;
