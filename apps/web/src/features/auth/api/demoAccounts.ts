import { AUTH_API, type ZDemoAccountsResponse } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { getAppConfig } from '../../../app/config';
import { apiCall } from '../../../lib/api';

export type TDemoAccountsResponse = z.infer<typeof ZDemoAccountsResponse>;

export function getDemoAccounts(): Promise<TDemoAccountsResponse> {
  return apiCall(AUTH_API.demoAccounts, undefined, { silent: true });
}

/** Only in demo mode (`__APP_CONFIG__.demo`); the server answers 4004 otherwise. */
export function useDemoAccountsQuery() {
  return useQuery({
    queryKey: ['demo-accounts'],
    queryFn: getDemoAccounts,
    enabled: getAppConfig().demo,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
