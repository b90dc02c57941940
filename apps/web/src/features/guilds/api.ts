import { AGENCY_API, GUILDS_API, type TAgencyDashboard, type TAgencySession, type TRecruitInfo } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall, apiDownload } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';
import { local } from '../../lib/storage';

const ROOT = 'guilds';

/** The recruitment page: her membership, the guild a code names, the documents she consents to. */
export function useRecruit(code: string) {
  return useQuery({
    queryKey: [ROOT, 'recruit', code] as const,
    queryFn: (): Promise<TRecruitInfo> => apiCall(GUILDS_API.recruit, code ? { code } : {}, { silent: true }),
    staleTime: 15_000,
  });
}

const refreshRecruit = () => queryClient.invalidateQueries({ queryKey: [ROOT, 'recruit'] });

/** Applies with her consent; a retry after an unknown answer reuses the request id. */
export function useApply() {
  const key = useIntentKey('guild');
  return useMutation({
    mutationFn: (input: { code: string; agreement_version: number; promise_version: number }) =>
      apiCall(GUILDS_API.apply, { request_id: key.take(input), ...input }),
    onSettled: (_r, error) => {
      key.settle(error);
      void refreshRecruit();
    },
  });
}

export function useMembershipAction(action: 'leave' | 'cancel') {
  const key = useIntentKey(`guild${action}`);
  return useMutation({
    mutationFn: () => apiCall(GUILDS_API[action], { request_id: key.take({ action }) }),
    onSettled: (_r, error) => {
      key.settle(error);
      void refreshRecruit();
    },
  });
}

export function useMyApplications() {
  return useQuery({
    queryKey: [ROOT, 'applications'] as const,
    queryFn: () => apiCall(GUILDS_API.myApplications, undefined, { silent: true }),
    enabled: Boolean(getUserToken()),
  });
}

export function useApplyAgency() {
  const key = useIntentKey('agency');
  return useMutation({
    mutationFn: (input: {
      kind: 'community' | 'advanced';
      name: string;
      contact: string;
      message: string;
      hosts: number;
      invite_code?: string;
    }) => apiCall(GUILDS_API.applyAgency, { request_id: key.take(input), ...input }),
    onSettled: (_r, error) => {
      key.settle(error);
      void queryClient.invalidateQueries({ queryKey: [ROOT, 'applications'] });
    },
  });
}

// ---- the agency's own app: its token in localStorage, sent as Access-Token on its calls only ----

const AGENCY_TOKEN = 'agency_token';
export const getAgencyToken = (): string | null => local.get(AGENCY_TOKEN);
export function setAgencyToken(token: string | null): void {
  if (token) local.set(AGENCY_TOKEN, token);
  else local.remove(AGENCY_TOKEN);
}

export const agencyLogin = (email: string, password: string): Promise<TAgencySession> =>
  apiCall(AGENCY_API.login, { email, password }, { silent: true });

export function useAgencyDashboard(token: string | null) {
  return useQuery({
    queryKey: [ROOT, 'agency', token] as const,
    queryFn: (): Promise<TAgencyDashboard> => apiCall(AGENCY_API.dashboard, undefined, { accessToken: token ?? '', silent: true }),
    enabled: Boolean(token),
    refetchInterval: 60_000,
  });
}

export function useAgencyDecide(token: string) {
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiCall(AGENCY_API.decide, { id }, { decision }, { accessToken: token }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ROOT, 'agency'] }),
  });
}

export const agencyLogout = (token: string) => apiCall(AGENCY_API.logout, undefined, { accessToken: token, silent: true });
export const agencyExport = (token: string) => apiDownload(AGENCY_API.exportXlsx.path, {}, { accessToken: token });
