import { type Board, type BrandId, LIMITS, type Period, RANKINGS_API, type Region, type TRankings } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const RANKINGS_QUERY_KEY = ['rankings'] as const;

export interface RankingsParams {
  board: Board;
  period: Period;
  /** a past period (`d:…`/`w:…`); undefined = the current one */
  key?: string;
  appName: BrandId;
  /** undefined = the viewer's region, else the brand's home region (server default) */
  region?: Region;
}

export function getRankings(p: RankingsParams): Promise<TRankings> {
  return apiCall(RANKINGS_API.rankings, {
    board: p.board,
    period: p.period,
    key: p.key,
    offset: 0,
    // one screen of a board: the podium and the list below it
    limit: LIMITS.rankingPageSizeShown,
    app_name: p.appName,
    region: p.region,
  });
}

export function rankingsQueryKey(p: RankingsParams) {
  return [...RANKINGS_QUERY_KEY, p.appName, p.region ?? '', p.board, p.period, p.key ?? 'current'] as const;
}

export function useRankingsQuery(p: RankingsParams) {
  return useQuery({
    queryKey: rankingsQueryKey(p),
    queryFn: () => getRankings(p),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
