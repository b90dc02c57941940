import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Customer service: the user's feedback threads and the console's queue (docs/api.md). */
export const SUPPORT_API = {
  upload: endpoint('POST', '/api/v1/support/images', { body: 'ZSupportUploadRequest', response: 'ZSupportUploaded' }),
  threads: endpoint('GET', '/api/v1/support/threads', { response: 'ZSupportMyThreads' }),
  create: endpoint('POST', '/api/v1/support/threads', { body: 'ZSupportCreateRequest', response: 'ZSupportThread' }),
  thread: endpoint('GET', '/api/v1/support/threads/:id', { params: 'ZSupportThreadParams', response: 'ZSupportThread' }),
  post: endpoint('POST', '/api/v1/support/threads/:id/messages', {
    params: 'ZSupportThreadParams',
    body: 'ZSupportPostRequest',
    response: 'ZSupportThread',
  }),
  rate: endpoint('POST', '/api/v1/support/threads/:id/rating', {
    params: 'ZSupportThreadParams',
    body: 'ZSupportRateRequest',
    response: 'ZSupportThread',
  }),
  admin: {
    upload: endpoint('POST', `${ADMIN_API_BASE}/feedback/images`, { body: 'ZSupportUploadRequest', response: 'ZSupportUploaded' }),
    threads: endpoint('GET', `${ADMIN_API_BASE}/feedback/threads`, { query: 'ZAdminThreadsQuery', response: 'ZAdminThreadPage' }),
    thread: endpoint('GET', `${ADMIN_API_BASE}/feedback/threads/:id`, { params: 'ZSupportThreadParams', response: 'ZAdminThreadDetail' }),
    reply: endpoint('POST', `${ADMIN_API_BASE}/feedback/threads/:id/reply`, {
      params: 'ZSupportThreadParams',
      body: 'ZAdminReplyRequest',
      response: 'ZAdminThreadDetail',
    }),
    claim: endpoint('POST', `${ADMIN_API_BASE}/feedback/threads/:id/claim`, {
      params: 'ZSupportThreadParams',
      response: 'ZAdminThreadDetail',
    }),
    assign: endpoint('POST', `${ADMIN_API_BASE}/feedback/threads/:id/assign`, {
      params: 'ZSupportThreadParams',
      body: 'ZAdminAssignRequest',
      response: 'ZAdminThreadDetail',
    }),
    status: endpoint('POST', `${ADMIN_API_BASE}/feedback/threads/:id/status`, {
      params: 'ZSupportThreadParams',
      body: 'ZAdminStatusRequest',
      response: 'ZAdminThreadDetail',
    }),
    canned: endpoint('GET', `${ADMIN_API_BASE}/feedback/canned`, { response: 'ZCannedReplyList' }),
    saveCanned: endpoint('POST', `${ADMIN_API_BASE}/feedback/canned`, { body: 'ZCannedReplyRequest', response: 'ZCannedReply' }),
    deleteCanned: endpoint('POST', `${ADMIN_API_BASE}/feedback/canned/:id/delete`, {
      params: 'ZCannedReplyIdParams',
      response: 'ZSupportOk',
    }),
  },
} as const;
