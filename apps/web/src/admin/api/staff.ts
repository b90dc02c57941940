import {
  STAFF_API,
  type TAdminAccount,
  type TAdminCreateRequest,
  type TApproval,
  type TApprovalsQuery,
  ZAdminAccount,
  ZAdminAccountList,
  ZApproval,
  ZApprovalPage,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

const ADMINS_KEY = ['admin', 'staff', 'admins'] as const;
const APPROVALS_KEY = ['admin', 'staff', 'approvals'] as const;

export function useAdmins() {
  return useQuery({ queryKey: ADMINS_KEY, queryFn: async () => ZAdminAccountList.parse(await apiCall(STAFF_API.admins)).items });
}

/** Every admin change answers the admin as it now is; the list is refetched. */
function useAdminChange<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: V): Promise<TAdminAccount> => ZAdminAccount.parse(await fn(v)),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMINS_KEY }),
  });
}

export const useCreateAdmin = () => useAdminChange((v: TAdminCreateRequest) => apiCall(STAFF_API.createAdmin, { ...v }));
export const useSetAdminStatus = () =>
  useAdminChange((v: { id: number; status: 'active' | 'disabled' }) => apiCall(STAFF_API.setStatus, { id: v.id }, { status: v.status }));
export const useResetAdminPassword = () =>
  useAdminChange((v: { id: number; password: string }) => apiCall(STAFF_API.resetPassword, { id: v.id }, { password: v.password }));
export const useSetAdminPerms = () =>
  useAdminChange((v: { id: number; perms: TAdminCreateRequest['perms'] }) => apiCall(STAFF_API.setPerms, { id: v.id }, { perms: v.perms }));

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (v: { current_password: string; new_password: string }) => apiCall(STAFF_API.ownPassword, { ...v }),
  });
}

export type ApprovalsFilter = Pick<TApprovalsQuery, 'status'> & { page: number; page_size: number };

export function useApprovals(f: ApprovalsFilter) {
  return useQuery({
    queryKey: [...APPROVALS_KEY, f],
    queryFn: async () =>
      ZApprovalPage.parse(await apiCall(STAFF_API.approvals, Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)))),
    placeholderData: keepPreviousData,
  });
}

export function useDecideApproval() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: number; decision: 'approve' | 'reject'; note: string }): Promise<TApproval> =>
      ZApproval.parse(await apiCall(v.decision === 'approve' ? STAFF_API.approve : STAFF_API.reject, { id: v.id }, { note: v.note })),
    onSuccess: () => client.invalidateQueries({ queryKey: APPROVALS_KEY }),
  });
}
