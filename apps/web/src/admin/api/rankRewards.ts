import { CONSOLE_API, type TAdminRankPayoutPage, type TAdminRankPayoutsQuery, ZAdminRankPayoutPage } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** Filters as the page holds them; empty ones are left out of the request. */
export type PayoutsFilter = Partial<Omit<TAdminRankPayoutsQuery, 'page' | 'page_size'>> & { page: number; page_size: number };

export async function listPayouts(f: PayoutsFilter): Promise<TAdminRankPayoutPage> {
  const params = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as Partial<PayoutsFilter>;
  return ZAdminRankPayoutPage.parse(await apiCall(CONSOLE_API.rankPayouts, params));
}

export function usePayouts(f: PayoutsFilter) {
  return useQuery({ queryKey: ['admin', 'rank-payouts', f], queryFn: () => listPayouts(f), placeholderData: keepPreviousData });
}
