import type { TGiftList } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export function getGifts(appName: string): Promise<TGiftList> {
  return apiGet<TGiftList>('/api/v1/gifts', { app_name: appName });
}

/** The brand's catalogue (names in the request language, so the language is part of the key). */
export function useGiftsQuery(appName: string, language: string) {
  return useQuery({ queryKey: ['gifts', appName, language], queryFn: () => getGifts(appName), staleTime: 5 * 60_000 });
}
