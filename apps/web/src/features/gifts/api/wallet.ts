import type { TWallet } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const WALLET_QUERY_KEY = ['wallet'] as const;

export function getWallet(): Promise<TWallet> {
  return apiGet<TWallet>('/api/v1/wallet');
}

export function useWalletQuery(enabled: boolean) {
  return useQuery({ queryKey: WALLET_QUERY_KEY, queryFn: getWallet, enabled, staleTime: 5_000 });
}
