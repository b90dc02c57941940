import { ADMIN_API_BASE, endpoint } from './endpoint';

/**
 * Renews the console's tokens (the api client retries a call with them after a -3 answer). A
 * module of its own: the pages' api client needs this one call, and a page that imports it must
 * not carry the console's other contracts (console.ts) with it.
 */
export const CONSOLE_REFRESH_API = endpoint('POST', `${ADMIN_API_BASE}/auth/refresh`, {
  body: 'ZAdminRefreshRequest',
  response: 'ZAdminTokens',
});
