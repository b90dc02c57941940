import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Referral entry: a browser that opened a referral link (the code attaches to its next registration). */
export const REFERRALS_API = {
  visit: endpoint('POST', '/api/v1/referrals/visits', { body: 'ZReferralVisitRequest', response: 'ZReferralVisit' }),
} as const;

/** The console's user drawer: who brought a user, and whom they brought. */
export const REFERRALS_CONSOLE_API = {
  user: endpoint('GET', `${ADMIN_API_BASE}/referrals/user`, { query: 'ZAdminReferralQuery', response: 'ZAdminReferral' }),
} as const;
