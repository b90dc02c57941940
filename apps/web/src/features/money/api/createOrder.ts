import { PAYMENTS_API, type TCreateOrderRequest, type TOrder } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

/** Creates a recharge or membership order; the same request_id returns the same order (idempotent). */
export function createOrder(input: TCreateOrderRequest): Promise<TOrder> {
  return apiCall(PAYMENTS_API.createOrder, { ...input });
}

export function useCreateOrderMutation() {
  return useMutation({ mutationFn: createOrder });
}
