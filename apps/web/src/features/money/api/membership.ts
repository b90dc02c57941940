import type { TMembership } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export const MEMBERSHIP_QUERY_KEY = ['membership'] as const;

export function getMembership(): Promise<TMembership> {
  return apiGet<TMembership>('/api/v1/membership', {}, { silent: true });
}

export function useMembershipQuery() {
  return useQuery({ queryKey: MEMBERSHIP_QUERY_KEY, queryFn: getMembership, enabled: Boolean(getUserToken()), staleTime: 0 });
}
