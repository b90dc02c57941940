import type { TRelation } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';

const relationKey = (userId: number) => ['follows', 'relation', userId] as const;

export function useRelationQuery(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: relationKey(userId),
    queryFn: () => apiGet<TRelation>('/api/v1/follows/relation', { user_id: userId }),
    enabled,
    staleTime: 10_000,
  });
}

/** Follows or unfollows; the answer is the new relation, so the button needs no second read. */
export function useFollowMutation(userId: number) {
  return useMutation({
    mutationFn: (follow: boolean) => apiPost<TRelation>(follow ? '/api/v1/follows' : '/api/v1/follows/remove', { user_id: userId }),
    onSuccess: (relation) => queryClient.setQueryData(relationKey(userId), relation),
  });
}
