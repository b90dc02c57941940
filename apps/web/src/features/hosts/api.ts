import { HOSTS_API, type THostIncome } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { getUserToken } from '../../lib/session';
import type { HostPeriod } from './lib';

const ROOT = 'hosts';
export const hostIncomeKey = (period: HostPeriod) => [ROOT, 'income', period] as const;

/**
 * The signed-in host's income for the week or the month. Silent: the page shows the login prompt
 * (signed out), the hosts-only card (HOST_ONLY) or its own error card. Switching the period keeps
 * the last answer on screen until the new one comes.
 */
export function useHostIncome(period: HostPeriod) {
  return useQuery({
    queryKey: hostIncomeKey(period),
    queryFn: (): Promise<THostIncome> => apiCall(HOSTS_API.income, { period }, { silent: true }),
    enabled: Boolean(getUserToken()),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
