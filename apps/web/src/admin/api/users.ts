import { type TOtherInfo, type TPublicIdResult, ZOtherInfo, ZPublicIdResult } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api';

const BASE = '/api/qyqyadmin/v1/qyqyadmin';

export interface PublicIdSearch {
  q: string;
  page: number;
  page_size: number;
}

export async function searchPublicId(params: PublicIdSearch): Promise<TPublicIdResult> {
  return ZPublicIdResult.parse(await apiGet<unknown>(`${BASE}/publicid/query`, { ...params }));
}

export function usePublicIdSearch(params: PublicIdSearch) {
  return useQuery({
    queryKey: ['admin', 'publicid', params],
    queryFn: () => searchPublicId(params),
    enabled: params.q.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export async function getOtherInfo(userid: number): Promise<TOtherInfo> {
  return ZOtherInfo.parse(await apiGet<unknown>(`${BASE}/other/info`, { userid }));
}

export function useOtherInfo(userid: number | null) {
  return useQuery({
    queryKey: ['admin', 'other-info', userid],
    queryFn: () => getOtherInfo(userid ?? 0),
    enabled: userid !== null,
  });
}
