import { z } from 'zod';
import { LIMITS } from '../limits';
import { cursorPageOf, cursorQuery, ZBigId, ZBigIdParam, ZPublicProfile } from './common';

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
  ...cursorQuery(LIMITS.followCursorMax, LIMITS.followListPageSizeMax, LIMITS.followListPageSizeDefault).shape,
});
export const ZFollowEntry = z.object({ profile: ZPublicProfile, mutual: z.boolean(), since: z.string() });
export const ZFollowList = cursorPageOf(ZFollowEntry);
export type TFollowList = z.infer<typeof ZFollowList>;
