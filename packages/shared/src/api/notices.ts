import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Official messages: the user's message list and unread badge; the console's compose, list and cancel. */
export const NOTICES_API = {
  list: endpoint('GET', '/api/v1/notices', { query: 'ZNoticeListQuery', response: 'ZNoticeList' }),
  unread: endpoint('GET', '/api/v1/notices/unread', { response: 'ZNoticeUnread' }),
  read: endpoint('POST', '/api/v1/notices/read', { body: 'ZNoticeReadRequest', response: 'ZNoticeUnread' }),
  adminCreate: endpoint('POST', `${ADMIN_API_BASE}/notices`, { body: 'ZNoticeCreateRequest', response: 'ZNoticeAdmin' }),
  adminCheckAudience: endpoint('POST', `${ADMIN_API_BASE}/notices/check-audience`, {
    body: 'ZNoticeAudienceCheckRequest',
    response: 'ZNoticeAudienceCheck',
  }),
  adminList: endpoint('GET', `${ADMIN_API_BASE}/notices`, { query: 'ZNoticeAdminQuery', response: 'ZNoticeAdminPage' }),
  adminGet: endpoint('GET', `${ADMIN_API_BASE}/notices/:id`, { params: 'ZNoticeIdParams', response: 'ZNoticeAdmin' }),
  adminCancel: endpoint('POST', `${ADMIN_API_BASE}/notices/:id/cancel`, { params: 'ZNoticeIdParams', response: 'ZNoticeAdmin' }),
} as const;
