import { CONSOLE_API, type TOtherInfo, type TPublicIdResult, ZOtherInfo, ZPublicIdResult } from '@app/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export interface PublicIdSearch {
  q: string;
  page: number;
  page_size: number;
}

export async function searchPublicId(params: PublicIdSearch): Promise<TPublicIdResult> {
  return ZPublicIdResult.parse(await apiCall(CONSOLE_API.publicIdQuery, { ...params }));
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
  return ZOtherInfo.parse(await apiCall(CONSOLE_API.otherInfo, { userid }));
}

export function useOtherInfo(userid: number | null) {
  return useQuery({
    queryKey: ['admin', 'other-info', userid],
    queryFn: () => getOtherInfo(userid ?? 0),
    enabled: userid !== null,
  });
}
