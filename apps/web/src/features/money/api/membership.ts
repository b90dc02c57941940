import { PAYMENTS_API, type TMembership } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { alwaysAskAgain } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';

export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

export function getMembership(): Promise<TMembership> {
  return apiCall(PAYMENTS_API.membership, undefined, { silent: true });
}

export function useMembershipQuery() {
  return useQuery({ queryKey: MEMBERSHIP_QUERY_KEY, queryFn: getMembership, enabled: Boolean(getUserToken()), staleTime: alwaysAskAgain });
}
