import { endpoint } from './endpoint';

/**
 * Hosts (modules/hosts). The apps' reports of calls, replies and memberships come server to server
 * (`POST /api/v1/hosts/events`, HMAC-signed, docs/api.md), outside this signed protocol.
 */
export const HOSTS_API = {
  income: endpoint('GET', '/api/v1/hosts/income', { query: 'ZHostIncomeQuery', response: 'ZHostIncome' }),
  tasks: endpoint('GET', '/api/v1/hosts/tasks', { response: 'ZHostTasks' }),
  checkIn: endpoint('POST', '/api/v1/hosts/check-in', { body: 'ZHostActionRequest', response: 'ZHostActionResult' }),
  /** a task or a task set (`daily_set`, `weekly_set`) */
  claim: endpoint('POST', '/api/v1/hosts/tasks/:task/claim', {
    params: 'ZHostClaimParams',
    body: 'ZHostActionRequest',
    response: 'ZHostActionResult',
  }),
  rating: endpoint('GET', '/api/v1/hosts/rating', { response: 'ZHostRating' }),
  roomTasks: endpoint('GET', '/api/v1/hosts/room-tasks', { response: 'ZHostRoomTasks' }),
  roomClaim: endpoint('POST', '/api/v1/hosts/room-tasks/:task/claim', {
    params: 'ZHostClaimParams',
    body: 'ZHostActionRequest',
    response: 'ZHostRoomClaimResult',
  }),
  pendant: endpoint('GET', '/api/v1/hosts/pendant', { response: 'ZHostPendant' }),
  incentive: endpoint('GET', '/api/v1/hosts/incentive', { response: 'ZHostIncentive' }),
} as const;

/** The apps' server-to-server reports (not a signed-protocol endpoint). */
export const HOST_EVENTS_PATH = '/api/v1/hosts/events';
export const HOST_SIGNATURE_HEADER = 'x-host-signature';
