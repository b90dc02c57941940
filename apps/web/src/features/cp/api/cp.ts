import {
  CP_API,
  type TCpAnswerResult,
  type TCpDissolveResult,
  type TCpInviteRequest,
  type TCpInviteResult,
  type TCpLookup,
  type TCpStatus,
} from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { setWalletBalance } from '../../../entities/wallet';
import { apiCall } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

export const CP_QUERY_KEY = ['cp', 'status'] as const;

/** My pair and waiting invitations. Silent: the page shows the login card (2001) or its own error. */
export function getCpStatus(): Promise<TCpStatus> {
  return apiCall(CP_API.status, undefined, { silent: true });
}

export function useCpStatusQuery(enabled: boolean) {
  return useQuery({ queryKey: CP_QUERY_KEY, queryFn: getCpStatus, enabled, staleTime: 5_000 });
}

/** Finds a user by public id (the page shows "not found" itself). */
export function lookupCpCandidate(publicId: string): Promise<TCpLookup> {
  return apiCall(CP_API.lookup, { public_id: publicId }, { silent: true });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });

export function useCpInviteMutation() {
  return useMutation({
    mutationFn: (input: TCpInviteRequest): Promise<TCpInviteResult> => apiCall(CP_API.invite, { ...input }),
    onSuccess: (result) => {
      setWalletBalance(result.asset, result.balance);
      void refresh();
    },
  });
}

export type CpVerb = 'accept' | 'decline' | 'cancel';

export function useCpAnswerMutation() {
  return useMutation({
    mutationFn: ({ id, verb }: { id: number; verb: CpVerb }): Promise<TCpAnswerResult> => apiCall(CP_API.answer[verb], { id }),
    // a refusal (e.g. expired meanwhile) also means the list is stale
    onSettled: () => void refresh(),
  });
}

export function useCpDissolveMutation() {
  return useMutation({
    mutationFn: (requestId: string): Promise<TCpDissolveResult> => apiCall(CP_API.dissolve, { request_id: requestId }),
    onSettled: () => void refresh(),
  });
}
