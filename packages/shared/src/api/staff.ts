import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Staff: admin accounts and codes (admin.manage), one's own password, four-eyes approvals (finance.approve). */
export const STAFF_API = {
  admins: endpoint('GET', `${ADMIN_API_BASE}/staff/admins`, { response: 'ZAdminAccountList' }),
  createAdmin: endpoint('POST', `${ADMIN_API_BASE}/staff/admins`, { body: 'ZAdminCreateRequest', response: 'ZAdminAccount' }),
  setStatus: endpoint('POST', `${ADMIN_API_BASE}/staff/admins/:id/status`, {
    params: 'ZAdminIdParams',
    body: 'ZAdminAccountStatusRequest',
    response: 'ZAdminAccount',
  }),
  resetPassword: endpoint('POST', `${ADMIN_API_BASE}/staff/admins/:id/password`, {
    params: 'ZAdminIdParams',
    body: 'ZAdminPasswordResetRequest',
    response: 'ZAdminAccount',
  }),
  setPerms: endpoint('POST', `${ADMIN_API_BASE}/staff/admins/:id/perms`, {
    params: 'ZAdminIdParams',
    body: 'ZAdminPermsRequest',
    response: 'ZAdminAccount',
  }),
  ownPassword: endpoint('POST', `${ADMIN_API_BASE}/staff/me/password`, { body: 'ZOwnPasswordRequest', response: 'ZEmptyData' }),
  approvals: endpoint('GET', `${ADMIN_API_BASE}/staff/approvals`, { query: 'ZApprovalsQuery', response: 'ZApprovalPage' }),
  approve: endpoint('POST', `${ADMIN_API_BASE}/staff/approvals/:id/approve`, {
    params: 'ZApprovalParams',
    body: 'ZApprovalDecision',
    response: 'ZApproval',
  }),
  reject: endpoint('POST', `${ADMIN_API_BASE}/staff/approvals/:id/reject`, {
    params: 'ZApprovalParams',
    body: 'ZApprovalDecision',
    response: 'ZApproval',
  }),
} as const;
