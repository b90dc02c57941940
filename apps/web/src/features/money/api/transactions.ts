import type { TTransactionsPage } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** The caller's wallet movements (all assets), newest first. */
export function getTransactions(cursor: string | undefined, limit = TRANSACTIONS_PAGE_SIZE): Promise<TTransactionsPage> {
  return apiGet<TTransactionsPage>('/api/v1/wallet/transactions', { cursor, limit }, { silent: true });
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
