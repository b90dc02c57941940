import { LIMITS, type TTransactionsPage, WALLET_API } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

/** The caller's wallet movements (all assets), newest first. */
export function getTransactions(cursor: string | undefined, limit = LIMITS.pageSizeDefault): Promise<TTransactionsPage> {
  return apiCall(WALLET_API.transactions, { cursor, limit }, { silent: true });
}

export function useTransactionsInfiniteQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['transactions'],
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: enabled && Boolean(getUserToken()),
    staleTime: 0,
  });
}
