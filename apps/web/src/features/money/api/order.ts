import { type OrderStatus, PAYMENTS_API, type TOrder } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** States after which an order no longer changes by itself. */
export const FINAL_STATUSES: readonly OrderStatus[] = ['credited', 'failed', 'expired', 'refunded'];
export const ORDER_POLL_MS = 1500;
/** Stop polling after this long; the records page shows the outcome later. */
export const ORDER_POLL_LIMIT_MS = 60_000;

export function getOrder(orderId: string): Promise<TOrder> {
  return apiCall(PAYMENTS_API.order, { order_id: orderId });
}

/** Polls an order until it is final (credited, failed, expired, refunded) or the time limit passes. */
export function useOrderQuery(orderId: string | null, startedAt: number) {
  return useQuery({
    queryKey: ['order', orderId],
    queryFn: () => getOrder(orderId ?? ''),
    enabled: Boolean(orderId),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (status && FINAL_STATUSES.includes(status)) return false;
      if (query.state.error) return false;
      return Date.now() - startedAt < ORDER_POLL_LIMIT_MS ? ORDER_POLL_MS : false;
    },
  });
}
