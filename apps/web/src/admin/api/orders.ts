import {
  type BrandId,
  CONSOLE_API,
  PAYMENTS_API,
  type TAdminOrderDetail,
  type TAdminOrderPage,
  type TAdminOrdersQuery,
  type TManualOrderRequest,
  type TManualOrderResult,
  type TRefundRequest,
  type TRefundResult,
  ZAdminOrderDetail,
  ZAdminOrderPage,
  ZManualOrderResult,
  ZRefundResult,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { type PageFilter, usePageQuery } from './listQuery';

/** Filters as the page holds them; empty ones are left out of the request. */
export type OrdersFilter = PageFilter<TAdminOrdersQuery>;

export function useOrders(f: OrdersFilter) {
  return usePageQuery(
    ['admin', 'orders'],
    f,
    async (params): Promise<TAdminOrderPage> => ZAdminOrderPage.parse(await apiCall(CONSOLE_API.orders, params)),
  );
}

export async function getOrder(id: string): Promise<TAdminOrderDetail> {
  return ZAdminOrderDetail.parse(await apiCall(CONSOLE_API.order, { id }));
}

/** The detail; while a refund waits for the provider's notification it is asked again every second. */
export function useOrder(id: string | null) {
  return useQuery({
    queryKey: ['admin', 'order', id],
    queryFn: () => getOrder(id ?? ''),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.refund?.state === 'requested' ? 1000 : false),
  });
}

export async function refundOrder(id: string, input: TRefundRequest): Promise<TRefundResult> {
  return ZRefundResult.parse(await apiCall(CONSOLE_API.refund, { id }, { ...input }));
}

export function useRefundOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRefundRequest) => refundOrder(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export async function recordManualPayment(input: TManualOrderRequest): Promise<TManualOrderResult> {
  return ZManualOrderResult.parse(await apiCall(CONSOLE_API.manualOrder, { ...input }));
}

export function useRecordManualPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordManualPayment, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

/** The brand's packages that customer service may sell (public catalogue). */
export function useManualProducts(brand: BrandId | null) {
  return useQuery({
    queryKey: ['admin', 'manual-products', brand],
    queryFn: async () =>
      (await apiCall(PAYMENTS_API.products, { app_name: brand ?? undefined })).products.filter((p) =>
        p.methods.includes('customer_service'),
      ),
    enabled: brand !== null,
  });
}
