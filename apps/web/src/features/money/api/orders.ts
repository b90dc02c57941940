import { LIMITS, PAYMENTS_API, type ZOrderPage } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export type TOrderPage = z.infer<typeof ZOrderPage>;

/** The caller's charge records, newest first. */
export function getOrders(cursor: string | undefined, limit = LIMITS.ordersPageSizeDefault): Promise<TOrderPage> {
  return apiCall(PAYMENTS_API.orders, { cursor, limit }, { silent: true });
}

export function useOrdersInfiniteQuery() {
  return useInfiniteQuery({
    queryKey: ['orders'],
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(getUserToken()),
    staleTime: 0,
  });
}
