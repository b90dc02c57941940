import { ADMIN_API_BASE, endpoint, recordActions } from './endpoint';

const onAdmin = recordActions(`${ADMIN_API_BASE}/staff/admins`, 'ZAdminIdParams', 'ZAdminAccount');
const onApproval = recordActions(`${ADMIN_API_BASE}/staff/approvals`, 'ZApprovalParams', 'ZApproval');

/** Staff: admin accounts and codes (admin.manage), one's own password, four-eyes approvals (finance.approve). */
export const STAFF_API = {
  admins: endpoint('GET', `${ADMIN_API_BASE}/staff/admins`, { response: 'ZAdminAccountList' }),
  createAdmin: endpoint('POST', `${ADMIN_API_BASE}/staff/admins`, { body: 'ZAdminCreateRequest', response: 'ZAdminAccount' }),
  setStatus: onAdmin('status', 'ZAdminAccountStatusRequest'),
  resetPassword: onAdmin('password', 'ZAdminPasswordResetRequest'),
  setPerms: onAdmin('perms', 'ZAdminPermsRequest'),
  ownPassword: endpoint('POST', `${ADMIN_API_BASE}/staff/me/password`, { body: 'ZOwnPasswordRequest', response: 'ZEmptyData' }),
  approvals: endpoint('GET', `${ADMIN_API_BASE}/staff/approvals`, { query: 'ZApprovalsQuery', response: 'ZApprovalPage' }),
  approve: onApproval('approve', 'ZApprovalDecision'),
  reject: onApproval('reject', 'ZApprovalDecision'),
} as const;
