import { CONSOLE_REFRESH_API } from './console-refresh';
import { ADMIN_API_BASE, endpoint } from './endpoint';

export { CONSOLE_REFRESH_API };

/**
 * The console's API (spec 7 table, under /api/qyqyadmin): staff login, the staff member,
 * permissions, users, and each domain's console calls. Kept apart from the pages' contracts so
 * that no H5 page carries them.
 */
export const CONSOLE_API = {
  login: endpoint('POST', `${ADMIN_API_BASE}/auth/login`, { body: 'ZAdminLoginRequest', response: 'ZAdminTokens' }),
  refresh: CONSOLE_REFRESH_API,
  logout: endpoint('POST', `${ADMIN_API_BASE}/auth/logout`, { response: 'ZEmptyData' }),
  userInfo: endpoint('GET', `${ADMIN_API_BASE}/user/info`, { response: 'ZAdminUser' }),
  /** perm_codes is the JSON text of the list of codes */
  permissions: endpoint('GET', `${ADMIN_API_BASE}/permission/query`, { query: 'ZPermissionQuery', response: 'ZPermissionMap' }),
  otherInfo: endpoint('GET', `${ADMIN_API_BASE}/other/info`, { query: 'ZOtherInfoQuery', response: 'ZOtherInfo' }),
  publicIdQuery: endpoint('GET', `${ADMIN_API_BASE}/publicid/query`, { query: 'ZPublicIdQuery', response: 'ZPublicIdResult' }),
  walletUser: endpoint('GET', `${ADMIN_API_BASE}/wallet/user`, { query: 'ZAdminWalletQuery', response: 'ZAdminWallet' }),
  walletAdjust: endpoint('POST', `${ADMIN_API_BASE}/wallet/adjust`, { body: 'ZAdjustRequest', response: 'ZAdjustResult' }),
  orders: endpoint('GET', `${ADMIN_API_BASE}/orders`, { query: 'ZAdminOrdersQuery', response: 'ZAdminOrderPage' }),
  order: endpoint('GET', `${ADMIN_API_BASE}/orders/:id`, { params: 'ZAdminOrderParams', response: 'ZAdminOrderDetail' }),
  manualOrder: endpoint('POST', `${ADMIN_API_BASE}/orders/manual`, { body: 'ZManualOrderRequest', response: 'ZManualOrderResult' }),
  refund: endpoint('POST', `${ADMIN_API_BASE}/orders/:id/refund`, {
    params: 'ZAdminOrderParams',
    body: 'ZRefundRequest',
    response: 'ZRefundResult',
  }),
  rankPayouts: endpoint('GET', `${ADMIN_API_BASE}/rank-rewards/payouts`, {
    query: 'ZAdminRankPayoutsQuery',
    response: 'ZAdminRankPayoutPage',
  }),
  clubAdmit: endpoint('POST', `${ADMIN_API_BASE}/club/admit`, { body: 'ZAdmitClubRequest', response: 'ZClubStatus' }),
} as const;
