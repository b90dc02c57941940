import type { Board, Region, RewardPeriod, TRankRewards } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface RankRewardsParams {
  board: Board;
  period: RewardPeriod;
  appName: string;
  /** undefined = the viewer's region, else the brand's home region (server default) */
  region?: Region;
}

export function getRankRewards(p: RankRewardsParams): Promise<TRankRewards> {
  return apiGet<TRankRewards>('/api/v1/rankings/rewards', { board: p.board, period: p.period, app_name: p.appName, region: p.region });
}

export function useRankRewardsQuery(p: RankRewardsParams) {
  return useQuery({
    queryKey: ['rank-rewards', p.appName, p.region ?? '', p.board, p.period] as const,
    queryFn: () => getRankRewards(p),
    staleTime: 30_000,
  });
}
