import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Official messages and the message centre: the user's lists and unread badges; the console's compose, list and cancel. */
export const NOTICES_API = {
  list: endpoint('GET', '/api/v1/notices', { query: 'ZNoticeListQuery', response: 'ZNoticeList' }),
  unread: endpoint('GET', '/api/v1/notices/unread', { response: 'ZNoticeUnread' }),
  read: endpoint('POST', '/api/v1/notices/read', { body: 'ZNoticeReadRequest', response: 'ZNoticeUnread' }),
  /** the message centre: official messages, letter replies and system notices in one list, by category */
  centre: endpoint('GET', '/api/v1/notices/centre', { query: 'ZMessageListQuery', response: 'ZMessageList' }),
  centreUnread: endpoint('GET', '/api/v1/notices/centre/unread', { response: 'ZMessageUnread' }),
  centreRead: endpoint('POST', '/api/v1/notices/centre/read', { body: 'ZMessageReadRequest', response: 'ZMessageUnread' }),
  centreReadAll: endpoint('POST', '/api/v1/notices/centre/read-all', { body: 'ZMessageReadAllRequest', response: 'ZMessageUnread' }),
  adminCreate: endpoint('POST', `${ADMIN_API_BASE}/notices`, { body: 'ZNoticeCreateRequest', response: 'ZNoticeAdmin' }),
  adminCheckAudience: endpoint('POST', `${ADMIN_API_BASE}/notices/check-audience`, {
    body: 'ZNoticeAudienceCheckRequest',
    response: 'ZNoticeAudienceCheck',
  }),
  adminList: endpoint('GET', `${ADMIN_API_BASE}/notices`, { query: 'ZNoticeAdminQuery', response: 'ZNoticeAdminPage' }),
  adminGet: endpoint('GET', `${ADMIN_API_BASE}/notices/:id`, { params: 'ZNoticeIdParams', response: 'ZNoticeAdmin' }),
  adminCancel: endpoint('POST', `${ADMIN_API_BASE}/notices/:id/cancel`, { params: 'ZNoticeIdParams', response: 'ZNoticeAdmin' }),
} as const;
