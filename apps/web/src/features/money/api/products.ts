import type { ProductKind, TProductList } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

/**
 * Products of the caller's brand. Logged in, the server picks the user's own brand (orders must match
 * it); logged out, the page's app_name decides, so the catalogue can still be shown.
 */
export function getProducts(kind: ProductKind, appName: string | undefined): Promise<TProductList> {
  const params: Record<string, string> = { kind };
  if (appName && !getUserToken()) params.app_name = appName;
  return apiGet<TProductList>('/api/v1/products', params);
}

export function useProductsQuery(kind: ProductKind, appName: string | undefined) {
  return useQuery({ queryKey: ['products', kind, appName ?? ''], queryFn: () => getProducts(kind, appName), staleTime: 5 * 60_000 });
}
