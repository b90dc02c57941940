import type { ZOrderPage } from '@app/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export const RECORDS_PAGE_SIZE = 20;

export type TOrderPage = z.infer<typeof ZOrderPage>;

/** The caller's charge records, newest first. */
export function getOrders(cursor: string | undefined, limit = RECORDS_PAGE_SIZE): Promise<TOrderPage> {
  return apiGet<TOrderPage>('/api/v1/recharge/orders', { cursor, limit }, { silent: true });
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
