import type { Board, Period, Region, TRankings } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const RANKINGS_QUERY_KEY = ['rankings'] as const;
/** one screen of a board: the podium and the list below it */
export const RANKING_PAGE_SIZE = 50;

export interface RankingsParams {
  board: Board;
  period: Period;
  /** a past period (`d:…`/`w:…`); undefined = the current one */
  key?: string;
  appName: string;
  /** undefined = the viewer's region, else the brand's home region (server default) */
  region?: Region;
}

export function getRankings(p: RankingsParams): Promise<TRankings> {
  return apiGet<TRankings>('/api/v1/rankings', {
    board: p.board,
    period: p.period,
    key: p.key,
    offset: 0,
    limit: RANKING_PAGE_SIZE,
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
