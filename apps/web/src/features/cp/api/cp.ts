import type { TCpAnswerResult, TCpDissolveResult, TCpInviteRequest, TCpInviteResult, TCpLookup, TCpStatus } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { setWalletBalance } from '../../../entities/wallet';
import { apiGet, apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

export const CP_QUERY_KEY = ['cp', 'status'] as const;

/** My pair and waiting invitations. Silent: the page shows the login card (2001) or its own error. */
export function getCpStatus(): Promise<TCpStatus> {
  return apiGet<TCpStatus>('/api/v1/cp', {}, { silent: true });
}

export function useCpStatusQuery(enabled: boolean) {
  return useQuery({ queryKey: CP_QUERY_KEY, queryFn: getCpStatus, enabled, staleTime: 5_000 });
}

/** Finds a user by public id (the page shows "not found" itself). */
export function lookupCpCandidate(publicId: string): Promise<TCpLookup> {
  return apiGet<TCpLookup>('/api/v1/cp/lookup', { public_id: publicId }, { silent: true });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });

export function useCpInviteMutation() {
  return useMutation({
    mutationFn: (input: TCpInviteRequest) => apiPost<TCpInviteResult>('/api/v1/cp/invitations', { ...input }),
    onSuccess: (result) => {
      setWalletBalance(result.asset, result.balance);
      void refresh();
    },
  });
}

export type CpVerb = 'accept' | 'decline' | 'cancel';

export function useCpAnswerMutation() {
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: CpVerb }) => apiPost<TCpAnswerResult>(`/api/v1/cp/invitations/${id}/${verb}`, {}),
    // a refusal (e.g. expired meanwhile) also means the list is stale
    onSettled: () => void refresh(),
  });
}

export function useCpDissolveMutation() {
  return useMutation({
    mutationFn: (requestId: string) => apiPost<TCpDissolveResult>('/api/v1/cp/dissolve', { request_id: requestId }),
    onSettled: () => void refresh(),
  });
}
