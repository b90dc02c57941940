import { endpoint } from './endpoint';

/** Follows: following and unfollowing, how two users stand, the viewer's lists. */
export const SOCIAL_API = {
  follow: endpoint('POST', '/api/v1/follows', { body: 'ZFollowRequest', response: 'ZRelation' }),
  unfollow: endpoint('POST', '/api/v1/follows/remove', { body: 'ZFollowRequest', response: 'ZRelation' }),
  relation: endpoint('GET', '/api/v1/follows/relation', { query: 'ZRelationQuery', response: 'ZRelation' }),
  list: endpoint('GET', '/api/v1/follows', { query: 'ZFollowListQuery', response: 'ZFollowList' }),
} as const;
