import type { TLevelInfo } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const LEVEL_QUERY_KEY = ['level'] as const;

export function getLevel(): Promise<TLevelInfo> {
  return apiGet<TLevelInfo>('/api/v1/level');
}

export function useLevelQuery(enabled: boolean) {
  return useQuery({ queryKey: LEVEL_QUERY_KEY, queryFn: getLevel, enabled });
}
