import { HOSTS_API, type THostActionResult, type THostIncome, type THostTasks } from '@app/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';
import { type HostPeriod, isStaleTaskError } from './lib';

const ROOT = 'hosts';
export const hostIncomeKey = (period: HostPeriod) => [ROOT, 'income', period] as const;
export const hostTasksKey = () => [ROOT, 'tasks'] as const;

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

/** The signed-in host's 7-day check-in, tasks and task sets. Silent, like the income (the page shows its states). */
export function useHostTasks() {
  return useQuery({
    queryKey: hostTasksKey(),
    queryFn: (): Promise<THostTasks> => apiCall(HOSTS_API.tasks, undefined, { silent: true }),
    enabled: Boolean(getUserToken()),
    staleTime: 15_000,
  });
}

/**
 * An action's answer holds the host's new tasks: they replace the cached ones, and the income
 * (her points balance) is fetched again. An answer saying the page was out of date (claimed or
 * signed elsewhere, not done yet) fetches the tasks again; its message is the toast.
 */
function settled(result: THostActionResult | undefined, error: unknown) {
  if (result) {
    queryClient.setQueryData<THostTasks>(hostTasksKey(), result.tasks);
    void queryClient.invalidateQueries({ queryKey: [ROOT, 'income'] });
  } else if (isStaleTaskError(error)) {
    void queryClient.invalidateQueries({ queryKey: hostTasksKey() });
  }
}

/** Today's check-in (`day`: today, her region's); a retry after an unknown answer (network, timeout) reuses the request id. */
export function useHostCheckIn() {
  const key = useIntentKey('hostcheckin');
  return useMutation({
    mutationFn: (day: string) => apiCall(HOSTS_API.checkIn, { request_id: key.take({ day }) }),
    onSettled: (result, error) => {
      key.settle(error);
      settled(result, error);
    },
  });
}

/**
 * Claims a done task's points or a done set's cash (`daily_set`, `weekly_set`), by id. `day` is
 * the day (a daily task) or the week's first day (a weekly one) the claim is for: with the id it
 * names the intent, so a retry reuses its request id and the next period's claim gets a new one.
 */
export function useHostClaim() {
  const key = useIntentKey('hostclaim');
  return useMutation({
    mutationFn: ({ task, day }: { task: string; day: string }) =>
      apiCall(HOSTS_API.claim, { task }, { request_id: key.take({ task, day }) }),
    onSettled: (result, error) => {
      key.settle(error);
      settled(result, error);
    },
  });
}
