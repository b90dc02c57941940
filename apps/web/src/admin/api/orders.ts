import {
  type TAdminOrderDetail,
  type TAdminOrderPage,
  type TAdminOrdersQuery,
  type TManualOrderRequest,
  type TManualOrderResult,
  type TProductList,
  type TRefundRequest,
  type TRefundResult,
  ZAdminOrderDetail,
  ZAdminOrderPage,
  ZManualOrderResult,
  ZRefundResult,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../lib/api';

const BASE = '/api/qyqyadmin/v1/qyqyadmin';

/** Filters as the page holds them; empty ones are left out of the request. */
export type OrdersFilter = Partial<Omit<TAdminOrdersQuery, 'page' | 'page_size'>> & { page: number; page_size: number };

export async function listOrders(f: OrdersFilter): Promise<TAdminOrderPage> {
  const params = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== ''));
  return ZAdminOrderPage.parse(await apiGet<unknown>(`${BASE}/orders`, params));
}

export function useOrders(f: OrdersFilter) {
  return useQuery({ queryKey: ['admin', 'orders', f], queryFn: () => listOrders(f), placeholderData: keepPreviousData });
}

export async function getOrder(id: string): Promise<TAdminOrderDetail> {
  return ZAdminOrderDetail.parse(await apiGet<unknown>(`${BASE}/orders/${encodeURIComponent(id)}`));
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
  return ZRefundResult.parse(await apiPost<unknown>(`${BASE}/orders/${encodeURIComponent(id)}/refund`, { ...input }));
}

export function useRefundOrder(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TRefundRequest) => refundOrder(id, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export async function recordManualPayment(input: TManualOrderRequest): Promise<TManualOrderResult> {
  return ZManualOrderResult.parse(await apiPost<unknown>(`${BASE}/orders/manual`, { ...input }));
}

export function useRecordManualPayment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: recordManualPayment, onSettled: () => client.invalidateQueries({ queryKey: ['admin'] }) });
}

/** The brand's packages that customer service may sell (public catalogue). */
export function useManualProducts(brand: string | null) {
  return useQuery({
    queryKey: ['admin', 'manual-products', brand],
    queryFn: async () =>
      (await apiGet<TProductList>('/api/v1/products', { app_name: brand ?? '' })).products.filter((p) =>
        p.methods.includes('customer_service'),
      ),
    enabled: brand !== null,
  });
}
