import type { TCreateOrderRequest, TOrder } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';

/** Creates a recharge or membership order; the same request_id returns the same order (idempotent). */
export function createOrder(input: TCreateOrderRequest): Promise<TOrder> {
  return apiPost<TOrder>('/api/v1/recharge/orders', { ...input });
}

export function useCreateOrderMutation() {
  return useMutation({ mutationFn: createOrder });
}
