import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Referral entry: a browser that opened a referral link (the code attaches to its next registration). */
export const REFERRALS_API = {
  visit: endpoint('POST', '/api/v1/referrals/visits', { body: 'ZReferralVisitRequest', response: 'ZReferralVisit' }),
  /** my code, link, totals, my inviter and whether I may still bind one */
  me: endpoint('GET', '/api/v1/referrals/me', { response: 'ZReferralMe' }),
  /** the accounts I invited, newest first (masked), with their rewards */
  invitees: endpoint('GET', '/api/v1/referrals/invitees', { query: 'ZReferralInviteesQuery', response: 'ZReferralInviteePage' }),
  /** link buddy: bind an inviter by code, once, within LINK_BUDDY_DAYS of registering */
  bind: endpoint('POST', '/api/v1/referrals/bind', { body: 'ZReferralBindRequest', response: 'ZReferralMe' }),
} as const;

/** The console's user drawer: who brought a user, and whom they brought. */
export const REFERRALS_CONSOLE_API = {
  user: endpoint('GET', `${ADMIN_API_BASE}/referrals/user`, { query: 'ZAdminReferralQuery', response: 'ZAdminReferral' }),
} as const;
