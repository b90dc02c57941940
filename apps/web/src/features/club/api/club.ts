import { type BrandId, CLUB_API, type ClubPrivilege, type ClubSettings, LIMITS, type TClubHall, type TClubStatus } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

export const CLUB_STATUS_QUERY_KEY = ['club', 'status'] as const;
export const CLUB_HALL_QUERY_KEY = ['club', 'hall'] as const;
const CLUB_SETTINGS_MUTATION_KEY = ['club', 'settings'] as const;

/** The viewer's membership. Silent: the page shows the login prompt (2001) or its own error card. */
export function getClubStatus(): Promise<TClubStatus> {
  return apiCall(CLUB_API.status, undefined, { silent: true });
}

export function useClubStatusQuery(enabled: boolean) {
  return useQuery({ queryKey: CLUB_STATUS_QUERY_KEY, queryFn: getClubStatus, enabled, staleTime: 10_000 });
}

export function getClubHall(appName: BrandId): Promise<TClubHall> {
  return apiCall(CLUB_API.hall, { app_name: appName, limit: LIMITS.clubHallSizeDefault });
}

/** The hall of fame is public (optional auth): it shows whether or not the viewer is logged in. */
export function useClubHallQuery(appName: BrandId) {
  return useQuery({ queryKey: [...CLUB_HALL_QUERY_KEY, appName], queryFn: () => getClubHall(appName), staleTime: 30_000 });
}

export interface ToggleInput {
  privilege: ClubPrivilege;
  on: boolean;
}

function patchSettings(privilege: ClubPrivilege, on: boolean) {
  return (old: TClubStatus | undefined): TClubStatus | undefined =>
    old?.settings ? { ...old, settings: { ...old.settings, [privilege]: on } as ClubSettings } : old;
}

/**
 * One privilege switch. Optimistic: the cache flips at once; an error puts back only that
 * privilege (other switches may be in flight) and the api client shows the message.
 */
export function useToggleClubPrivilege() {
  return useMutation({
    mutationKey: CLUB_SETTINGS_MUTATION_KEY,
    mutationFn: ({ privilege, on }: ToggleInput): Promise<TClubStatus> => apiCall(CLUB_API.settings, { [privilege]: on }),
    onMutate: async ({ privilege, on }) => {
      await queryClient.cancelQueries({ queryKey: CLUB_STATUS_QUERY_KEY });
      const previous = queryClient.getQueryData<TClubStatus>(CLUB_STATUS_QUERY_KEY)?.settings?.[privilege];
      queryClient.setQueryData<TClubStatus>(CLUB_STATUS_QUERY_KEY, patchSettings(privilege, on));
      return { previous };
    },
    onError: (_err, { privilege }, context) => {
      if (context?.previous !== undefined) {
        queryClient.setQueryData<TClubStatus>(CLUB_STATUS_QUERY_KEY, patchSettings(privilege, context.previous));
      }
    },
    onSuccess: (status) => {
      // the answer holds every switch; take it only when no other switch is still on its way
      if (queryClient.isMutating({ mutationKey: CLUB_SETTINGS_MUTATION_KEY }) <= 1) {
        queryClient.setQueryData<TClubStatus>(CLUB_STATUS_QUERY_KEY, status);
      }
    },
  });
}
