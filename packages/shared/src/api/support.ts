import { ADMIN_API_BASE, endpoint, recordActions } from './endpoint';

const onThread = recordActions('/api/v1/support/threads', 'ZSupportThreadParams', 'ZSupportThread');
const onAdminThread = recordActions(`${ADMIN_API_BASE}/feedback/threads`, 'ZSupportThreadParams', 'ZAdminThreadDetail');

/** Customer service: the user's feedback threads and the console's queue (docs/api.md). */
export const SUPPORT_API = {
  upload: endpoint('POST', '/api/v1/support/images', { body: 'ZSupportUploadRequest', response: 'ZSupportUploaded' }),
  threads: endpoint('GET', '/api/v1/support/threads', { response: 'ZSupportMyThreads' }),
  create: endpoint('POST', '/api/v1/support/threads', { body: 'ZSupportCreateRequest', response: 'ZSupportThread' }),
  thread: endpoint('GET', '/api/v1/support/threads/:id', { params: 'ZSupportThreadParams', response: 'ZSupportThread' }),
  post: onThread('messages', 'ZSupportPostRequest'),
  rate: onThread('rating', 'ZSupportRateRequest'),
  /** the user has seen the thread: its staff replies are read */
  read: onThread('read'),
  admin: {
    upload: endpoint('POST', `${ADMIN_API_BASE}/feedback/images`, { body: 'ZSupportUploadRequest', response: 'ZSupportUploaded' }),
    threads: endpoint('GET', `${ADMIN_API_BASE}/feedback/threads`, { query: 'ZAdminThreadsQuery', response: 'ZAdminThreadPage' }),
    thread: endpoint('GET', `${ADMIN_API_BASE}/feedback/threads/:id`, { params: 'ZSupportThreadParams', response: 'ZAdminThreadDetail' }),
    reply: onAdminThread('reply', 'ZAdminReplyRequest'),
    claim: onAdminThread('claim'),
    assign: onAdminThread('assign', 'ZAdminAssignRequest'),
    status: onAdminThread('status', 'ZAdminStatusRequest'),
    canned: endpoint('GET', `${ADMIN_API_BASE}/feedback/canned`, { response: 'ZCannedReplyList' }),
    saveCanned: endpoint('POST', `${ADMIN_API_BASE}/feedback/canned`, { body: 'ZCannedReplyRequest', response: 'ZCannedReply' }),
    deleteCanned: endpoint('POST', `${ADMIN_API_BASE}/feedback/canned/:id/delete`, {
      params: 'ZCannedReplyIdParams',
      response: 'ZSupportOk',
    }),
  },
} as const;
