import { type BrandId, GIFTS_API, type TGiftList } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';

export function getGifts(appName: BrandId): Promise<TGiftList> {
  return apiCall(GIFTS_API.list, { app_name: appName });
}

/** The brand's catalogue (names in the request language, so the language is part of the key). */
export function useGiftsQuery(appName: BrandId, language: string) {
  return useQuery({ queryKey: ['gifts', appName, language], queryFn: () => getGifts(appName), staleTime: 5 * 60_000 });
}
