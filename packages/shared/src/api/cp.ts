import { endpoint } from './endpoint';

const ANSWER = { params: 'ZCpInvitationParams', response: 'ZCpAnswerResult' } as const;

/** CP pairs: the viewer's pair and invitations, looking a user up, inviting, answering, dissolving. */
export const CP_API = {
  status: endpoint('GET', '/api/v1/cp', { response: 'ZCpStatus' }),
  lookup: endpoint('GET', '/api/v1/cp/lookup', { query: 'ZCpLookupQuery', response: 'ZCpLookup' }),
  invite: endpoint('POST', '/api/v1/cp/invitations', { body: 'ZCpInviteRequest', response: 'ZCpInviteResult' }),
  /** answers to an invitation, by verb (CpAnswer) */
  answer: {
    accept: endpoint('POST', '/api/v1/cp/invitations/:id/accept', ANSWER),
    decline: endpoint('POST', '/api/v1/cp/invitations/:id/decline', ANSWER),
    cancel: endpoint('POST', '/api/v1/cp/invitations/:id/cancel', ANSWER),
  },
  dissolve: endpoint('POST', '/api/v1/cp/dissolve', { body: 'ZCpDissolveRequest', response: 'ZCpDissolveResult' }),
} as const;
