import { ADMIN_API_BASE, endpoint } from './endpoint';

/**
 * Reports (docs/api.md "Exports"): each console list has an `/export` beside it that takes the
 * list's own filters and answers an xlsx (content-disposition names the file; spec 7), and the
 * dashboard's figures. An export needs the same permission codes as its list.
 */
export const REPORTS_API = {
  dashboard: endpoint('GET', `${ADMIN_API_BASE}/dashboard`, { query: 'ZDashboardQuery', response: 'ZDashboard' }),
  exports: {
    users: endpoint('GET', `${ADMIN_API_BASE}/publicid/query/export`, { query: 'ZPublicIdQuery', response: 'ZExportFile' }),
    orders: endpoint('GET', `${ADMIN_API_BASE}/orders/export`, { query: 'ZAdminOrdersQuery', response: 'ZExportFile' }),
    rankPayouts: endpoint('GET', `${ADMIN_API_BASE}/rank-rewards/payouts/export`, {
      query: 'ZAdminRankPayoutsQuery',
      response: 'ZExportFile',
    }),
    audit: endpoint('GET', `${ADMIN_API_BASE}/audit/logs/export`, { query: 'ZAuditLogQuery', response: 'ZExportFile' }),
    feedback: endpoint('GET', `${ADMIN_API_BASE}/feedback/threads/export`, { query: 'ZAdminThreadsQuery', response: 'ZExportFile' }),
    riskRecords: endpoint('GET', `${ADMIN_API_BASE}/risk/records/export`, { query: 'ZRiskRecordsQuery', response: 'ZExportFile' }),
    notices: endpoint('GET', `${ADMIN_API_BASE}/notices/export`, { query: 'ZNoticeAdminQuery', response: 'ZExportFile' }),
    admins: endpoint('GET', `${ADMIN_API_BASE}/staff/admins/export`, { response: 'ZExportFile' }),
    registerInfo: endpoint('GET', `${ADMIN_API_BASE}/legal/register-info/export`, {
      query: 'ZAdminRegisterInfoQuery',
      response: 'ZExportFile',
    }),
    activityResults: endpoint('GET', `${ADMIN_API_BASE}/activities-results/export`, {
      query: 'ZAdminActivityResultsQuery',
      response: 'ZExportFile',
    }),
  },
} as const;

export type ExportListName = keyof typeof REPORTS_API.exports;
