import { HOSTS_API, type THostIncentive, type THostPendant, type THostRating, type THostRoomTasks } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';
import { isStaleTaskError } from './lib';

/** The host programme pages' reads (rating, room tasks, pendant, incentive): silent, the page shows its states. */
const useRead = <T>(key: string, fetch: () => Promise<T>) =>
  useQuery({ queryKey: ['hosts', key], queryFn: fetch, enabled: Boolean(getUserToken()), staleTime: 15_000 });

export const useHostRating = () => useRead('rating', (): Promise<THostRating> => apiCall(HOSTS_API.rating, undefined, { silent: true }));
export const useHostRoomTasks = () =>
  useRead('room', (): Promise<THostRoomTasks> => apiCall(HOSTS_API.roomTasks, undefined, { silent: true }));
export const useHostPendant = () =>
  useRead('pendant', (): Promise<THostPendant> => apiCall(HOSTS_API.pendant, undefined, { silent: true }));
export const useHostIncentive = () =>
  useRead('incentive', (): Promise<THostIncentive> => apiCall(HOSTS_API.incentive, undefined, { silent: true }));

/** Claims a done room task (`day`: the day or the week's Monday it is for: a retry reuses its request id). */
export function useRoomClaim() {
  const key = useIntentKey('hostroomclaim');
  return useMutation({
    mutationFn: ({ task, day }: { task: string; day: string }) =>
      apiCall(HOSTS_API.roomClaim, { task }, { request_id: key.take({ task, day }) }),
    onSettled: (result, error) => {
      key.settle(error);
      if (result) queryClient.setQueryData(['hosts', 'room'], result.room);
      else if (isStaleTaskError(error)) void queryClient.invalidateQueries({ queryKey: ['hosts', 'room'] });
    },
  });
}
