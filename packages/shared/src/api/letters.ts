import { ADMIN_API_BASE, endpoint } from './endpoint';

const L = '/api/v1/letters';
/**
 * Anonymous letters and the mailbox (modules/letters, docs/api.md "Letters"): write, draw a
 * random letter, reply (the first reply to a received letter starts its thread), reveal, report,
 * block; the mailbox (received, sent, threads, unread) and a thread (reading it changes nothing;
 * the page marks it read with `read` when it opens it).
 */
export const LETTERS_API = {
  write: endpoint('POST', L, { body: 'ZLetterWriteRequest', response: 'ZLetterWriteResult' }),
  receive: endpoint('POST', `${L}/receive`, { body: 'ZLetterReceiveRequest', response: 'ZLetterReceiveResult' }),
  mailbox: endpoint('GET', `${L}/mailbox`, { response: 'ZLetterMailbox' }),
  unread: endpoint('GET', `${L}/unread`, { response: 'ZLetterUnread' }),
  replyToLetter: endpoint('POST', `${L}/replies`, { body: 'ZLetterReplyToLetterRequest', response: 'ZLetterThreadDetail' }),
  thread: endpoint('GET', `${L}/threads/:id`, { params: 'ZLetterThreadParams', response: 'ZLetterThreadDetail' }),
  read: endpoint('POST', `${L}/threads/:id/read`, { params: 'ZLetterThreadParams', response: 'ZLetterUnread' }),
  reply: endpoint('POST', `${L}/threads/:id/replies`, {
    params: 'ZLetterThreadParams',
    body: 'ZLetterReplyRequest',
    response: 'ZLetterThreadDetail',
  }),
  reveal: endpoint('POST', `${L}/threads/:id/reveal`, { params: 'ZLetterThreadParams', response: 'ZLetterThreadDetail' }),
  report: endpoint('POST', `${L}/report`, { body: 'ZLetterReportRequest', response: 'ZLetterReportResult' }),
  block: endpoint('POST', `${L}/block`, { body: 'ZLetterBlockRequest', response: 'ZLetterBlockResult' }),
} as const;

const A = `${ADMIN_API_BASE}/letters/keywords`;
/** The console: each region's blocked keywords (list, add, remove; audited). */
export const LETTERS_CONSOLE_API = {
  keywords: endpoint('GET', A, { query: 'ZLetterKeywordsQuery', response: 'ZLetterKeywordList' }),
  addKeyword: endpoint('POST', A, { body: 'ZLetterKeywordAdd', response: 'ZLetterKeyword' }),
  removeKeyword: endpoint('POST', `${A}/:id/delete`, { params: 'ZLetterKeywordParams', response: 'ZLetterKeywordList' }),
} as const;
