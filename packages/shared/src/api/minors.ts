import { ADMIN_API_BASE, endpoint } from './endpoint';

const M = '/api/v1/minors';
/**
 * Minors' protection (modules/minors, docs/api.md "Minors"): the caller's age band and recharge
 * limits (before payment), and a birth-date change that waits for staff review.
 */
export const MINORS_API = {
  me: endpoint('GET', `${M}/me`, { response: 'ZMinorsMe' }),
  requestBirthDateChange: endpoint('POST', `${M}/birth-date-change`, { body: 'ZBirthDateChangeRequest', response: 'ZBirthDateChange' }),
} as const;

const A = `${ADMIN_API_BASE}/minors/birth-date-changes`;
/** The risk console: birth-date changes in the admin's regions, approved or rejected (audited). */
export const MINORS_CONSOLE_API = {
  list: endpoint('GET', A, { query: 'ZAdminBirthDateChangesQuery', response: 'ZAdminBirthDateChangeList' }),
  decide: endpoint('POST', `${A}/:id/decide`, {
    params: 'ZAdminBirthDateChangeId',
    body: 'ZBirthDateChangeDecision',
    response: 'ZAdminBirthDateChange',
  }),
} as const;
