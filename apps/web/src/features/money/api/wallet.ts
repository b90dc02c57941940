import type { TWallet } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

export const WALLET_QUERY_KEY = ['wallet'] as const;

/** The caller's balances; the page shows its own login prompt, so "not logged in" is silent. */
export function getWallet(): Promise<TWallet> {
  return apiGet<TWallet>('/api/v1/wallet', {}, { silent: true });
}

export function useWalletQuery() {
  return useQuery({ queryKey: WALLET_QUERY_KEY, queryFn: getWallet, enabled: Boolean(getUserToken()), staleTime: 0 });
}
