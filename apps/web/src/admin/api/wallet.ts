import { CONSOLE_API, type TAdjustRequest, type TAdjustResult, ZAdjustResult, ZAdminWallet } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api';

export type TAdminWallet = z.infer<typeof ZAdminWallet>;

export async function getUserWallet(userId: number): Promise<TAdminWallet> {
  return ZAdminWallet.parse(await apiCall(CONSOLE_API.walletUser, { user_id: userId }));
}

export function useUserWallet(userId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'wallet', userId],
    queryFn: () => getUserWallet(userId ?? 0),
    enabled: enabled && userId !== null,
  });
}

export async function adjustBalance(input: TAdjustRequest): Promise<TAdjustResult> {
  return ZAdjustResult.parse(await apiCall(CONSOLE_API.walletAdjust, { ...input }));
}

export function useAdjustBalance(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'wallet', userId] }),
  });
}
