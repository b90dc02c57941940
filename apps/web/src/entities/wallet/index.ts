/**
 * The viewer's wallet: one query (`['wallet']`) for every page that shows a balance (recharge,
 * bonus charge, the gift sheet, the CP invitation). Silent: pages show their own login prompt or
 * a placeholder; off without a token.
 */
import { type TWallet, WALLET_API } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { alwaysAskAgain, queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';

export const WALLET_QUERY_KEY = ['wallet'] as const;

export function getWallet(): Promise<TWallet> {
  return apiCall(WALLET_API.wallet, undefined, { silent: true });
}

/** Always fresh on mount: a balance may have moved in the app or another page since. */
export function useWalletQuery() {
  return useQuery({ queryKey: WALLET_QUERY_KEY, queryFn: getWallet, enabled: Boolean(getUserToken()), staleTime: alwaysAskAgain });
}

/** A spend answers with the new balance of its asset: the cache takes it without a refetch. */
export function setWalletBalance(asset: string, balance: number): void {
  queryClient.setQueryData<TWallet>(WALLET_QUERY_KEY, (old) => (old ? { ...old, balances: { ...old.balances, [asset]: balance } } : old));
}
