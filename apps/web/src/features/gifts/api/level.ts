import { GIFTS_API, type TLevelInfo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export const LEVEL_QUERY_KEY = ['level'] as const;

export function getLevel(): Promise<TLevelInfo> {
  return apiCall(GIFTS_API.level);
}

export function useLevelQuery(enabled: boolean) {
  return useQuery({ queryKey: LEVEL_QUERY_KEY, queryFn: getLevel, enabled });
}
