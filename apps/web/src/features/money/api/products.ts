import { type BrandId, PAYMENTS_API, type ProductKind, type TProductList } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

/**
 * Products of the caller's brand. Logged in, the server picks the user's own brand (orders must match
 * it); logged out, the page's app_name decides, so the catalogue can still be shown.
 */
export function getProducts(kind: ProductKind, appName: BrandId | undefined): Promise<TProductList> {
  return apiCall(PAYMENTS_API.products, appName && !getUserToken() ? { kind, app_name: appName } : { kind });
}

export function useProductsQuery(kind: ProductKind, appName: BrandId | undefined) {
  return useQuery({ queryKey: ['products', kind, appName ?? ''], queryFn: () => getProducts(kind, appName), staleTime: 5 * 60_000 });
}
