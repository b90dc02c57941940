import { endpoint } from './endpoint';

/**
 * Hosts (modules/hosts). The apps' reports of calls, replies and memberships come server to server
 * (`POST /api/v1/hosts/events`, HMAC-signed, docs/api.md), outside this signed protocol.
 */
export const HOSTS_API = {
  income: endpoint('GET', '/api/v1/hosts/income', { query: 'ZHostIncomeQuery', response: 'ZHostIncome' }),
} as const;

/** The apps' server-to-server reports (not a signed-protocol endpoint). */
export const HOST_EVENTS_PATH = '/api/v1/hosts/events';
export const HOST_SIGNATURE_HEADER = 'x-host-signature';
