import { ADMIN_API_BASE, endpoint } from './endpoint';

/**
 * Risk control: users report other users and read the reminders staff sent them; the console's
 * records, actions (warn, mute, ban, unban) and reminders, each limited to the admin's regions.
 */
export const RISK_API = {
  report: endpoint('POST', '/api/v1/risk/reports', { body: 'ZRiskReportRequest', response: 'ZRiskReportResult' }),
  myNotices: endpoint('GET', '/api/v1/risk/notices', { response: 'ZMyRiskNotices' }),
  /** the app showed the reminders: they are marked read (the console shows when) */
  readNotices: endpoint('POST', '/api/v1/risk/notices/read', { response: 'ZMyRiskNotices' }),
  adminRecords: endpoint('GET', `${ADMIN_API_BASE}/risk/records`, { query: 'ZRiskRecordsQuery', response: 'ZRiskRecordPage' }),
  adminRecord: endpoint('GET', `${ADMIN_API_BASE}/risk/records/:id`, { params: 'ZRiskRecordParams', response: 'ZRiskRecordDetail' }),
  adminCreateRecord: endpoint('POST', `${ADMIN_API_BASE}/risk/records`, {
    body: 'ZRiskCreateRecordRequest',
    response: 'ZRiskRecordDetail',
  }),
  adminAction: endpoint('POST', `${ADMIN_API_BASE}/risk/actions`, { body: 'ZRiskActionRequest', response: 'ZRiskActionResult' }),
  adminNotices: endpoint('GET', `${ADMIN_API_BASE}/risk/notices`, { query: 'ZRiskNoticesQuery', response: 'ZRiskNoticePage' }),
  adminSendNotice: endpoint('POST', `${ADMIN_API_BASE}/risk/notices`, { body: 'ZRiskSendNoticeRequest', response: 'ZRiskNotice' }),
} as const;
