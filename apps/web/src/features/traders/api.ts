import { TRADERS_API, type TTraderRecipient, type TTraderTransfer } from '@app/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { refreshFirstPage } from '../../lib/refresh-first-page';

const KEY = ['traders'] as const;

/** The caller as a trader: status, stock (balance), today's limit. */
export function useTraderMe(enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'me'],
    queryFn: () => apiCall(TRADERS_API.me, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** The trader's transfers, newest first, paged by cursor. */
export function useTraderTransfers(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'transfers'],
    queryFn: ({ pageParam }) => apiCall(TRADERS_API.transfers, { cursor: pageParam, limit: 20 }, { silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}

/** A pull to refresh: the stock and today's limit, and the history's first page. */
export function refreshTrader(): Promise<unknown> {
  return Promise.all([
    queryClient.refetchQueries({ queryKey: [...KEY, 'me'], exact: true }),
    refreshFirstPage(queryClient, [...KEY, 'transfers']),
  ]);
}

/** Who a public id is (nickname, avatar) and how much they may still get today; errors are the server's, in the page language. */
export function lookupRecipient(publicId: string): Promise<TTraderRecipient> {
  return apiCall(TRADERS_API.recipient, { public_id: publicId }, { silent: true });
}

/** One transfer under the request id the confirm sheet holds: a retry with it is the same transfer. */
export function useTraderTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { request_id: string; public_id: string; amount: number }): Promise<TTraderTransfer> =>
      apiCall(TRADERS_API.transfer, input, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
