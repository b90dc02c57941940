import { endpoint } from './endpoint';

const T = '/api/v1/tribes';
/**
 * Tribes (modules/tribes, docs/api.md "Tribes"): the caller's tribe, browse and search, the tribe
 * hall and ranking; create, request or accept an invitation, the chief's and elders' decisions,
 * roles, leaving, handing over and disbanding. Every call needs a signed-in user.
 */
export const TRIBES_API = {
  me: endpoint('GET', `${T}/me`, { response: 'ZTribeMe' }),
  list: endpoint('GET', T, { query: 'ZTribeListQuery', response: 'ZTribeList' }),
  ranking: endpoint('GET', `${T}/ranking`, { query: 'ZTribeRankingQuery', response: 'ZTribeRanking' }),
  hall: endpoint('GET', `${T}/:id`, { params: 'ZTribeId', response: 'ZTribeHall' }),
  create: endpoint('POST', T, { body: 'ZTribeCreate', response: 'ZTribeResult' }),
  settings: endpoint('POST', `${T}/:id/settings`, { params: 'ZTribeId', body: 'ZTribeSettings', response: 'ZTribeResult' }),
  join: endpoint('POST', `${T}/:id/join`, { params: 'ZTribeId', response: 'ZTribeResult' }),
  withdraw: endpoint('POST', `${T}/:id/join/withdraw`, { params: 'ZTribeId', response: 'ZTribeResult' }),
  requests: endpoint('GET', `${T}/:id/requests`, { params: 'ZTribeId', response: 'ZTribeRequestList' }),
  decide: endpoint('POST', `${T}/:id/requests/:request_id`, {
    params: 'ZTribeRequestId',
    body: 'ZTribeDecision',
    response: 'ZTribeResult',
  }),
  invite: endpoint('POST', `${T}/:id/invites`, { params: 'ZTribeId', body: 'ZTribeInviteRequest', response: 'ZTribeResult' }),
  answer: endpoint('POST', `${T}/invites/:invite_id`, { params: 'ZTribeInviteId', body: 'ZTribeInviteAnswer', response: 'ZTribeResult' }),
  role: endpoint('POST', `${T}/:id/members/:user_id/role`, {
    params: 'ZTribeMemberId',
    body: 'ZTribeRoleChange',
    response: 'ZTribeResult',
  }),
  remove: endpoint('POST', `${T}/:id/members/:user_id/remove`, { params: 'ZTribeMemberId', response: 'ZTribeResult' }),
  handOver: endpoint('POST', `${T}/:id/hand_over`, { params: 'ZTribeId', body: 'ZTribeHandOver', response: 'ZTribeResult' }),
  leave: endpoint('POST', `${T}/:id/leave`, { params: 'ZTribeId', response: 'ZTribeResult' }),
  disband: endpoint('POST', `${T}/:id/disband`, { params: 'ZTribeId', response: 'ZTribeResult' }),
} as const;
