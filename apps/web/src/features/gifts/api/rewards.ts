import { type Board, type BrandId, RANKINGS_API, type Region, type RewardPeriod, type TRankRewards } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export interface RankRewardsParams {
  board: Board;
  period: RewardPeriod;
  appName: BrandId;
  /** undefined = the viewer's region, else the brand's home region (server default) */
  region?: Region;
}

export function getRankRewards(p: RankRewardsParams): Promise<TRankRewards> {
  return apiCall(RANKINGS_API.rewards, { board: p.board, period: p.period, app_name: p.appName, region: p.region });
}

export function useRankRewardsQuery(p: RankRewardsParams) {
  return useQuery({
    queryKey: ['rank-rewards', p.appName, p.region ?? '', p.board, p.period] as const,
    queryFn: () => getRankRewards(p),
    staleTime: 30_000,
  });
}
