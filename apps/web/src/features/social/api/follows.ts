import { SOCIAL_API } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

const relationKey = (userId: number) => ['follows', 'relation', userId] as const;

export function useRelationQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: relationKey(userId),
    queryFn: () => apiCall(SOCIAL_API.relation, { user_id: userId }),
    enabled,
    staleTime: 10_000,
  });
}

/** Follows or unfollows; the answer is the new relation, so the button needs no second read. */
export function useFollowMutation(userId: number) {
  return useMutation({
    mutationFn: (follow: boolean) => apiCall(follow ? SOCIAL_API.follow : SOCIAL_API.unfollow, { user_id: userId }),
    onSuccess: (relation) => queryClient.setQueryData(relationKey(userId), relation),
  });
}
