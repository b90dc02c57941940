import { HOSTCARDS_CONSOLE_API, type TAdminHostCardPage } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export interface HostCardsFilter {
  page: number;
  page_size: number;
  brand?: string;
  state?: 'visible' | 'hidden';
  user?: string;
}

export function useHostCards(filter: HostCardsFilter) {
  return useQuery({
    queryKey: ['admin', 'hostcards', filter],
    queryFn: (): Promise<TAdminHostCardPage> => apiCall(HOSTCARDS_CONSOLE_API.list, filter as never),
    placeholderData: keepPreviousData,
  });
}

export function useHostCardVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; hidden: boolean; reason: string }) =>
      apiCall(HOSTCARDS_CONSOLE_API.visibility, { user_id: v.userId }, { hidden: v.hidden, reason: v.reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'hostcards'] }),
  });
}
