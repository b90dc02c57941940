import { CONSOLE_API, type TAdminRankPayoutPage, type TAdminRankPayoutsQuery, ZAdminRankPayoutPage } from '@app/shared';
import { apiCall } from '../../lib/api';
import { type PageFilter, usePageQuery } from './listQuery';

/** Filters as the page holds them; empty ones are left out of the request. */
export type PayoutsFilter = PageFilter<TAdminRankPayoutsQuery>;

export function usePayouts(f: PayoutsFilter) {
  return usePageQuery(
    ['admin', 'rank-payouts'],
    f,
    async (params): Promise<TAdminRankPayoutPage> => ZAdminRankPayoutPage.parse(await apiCall(CONSOLE_API.rankPayouts, params)),
  );
}
