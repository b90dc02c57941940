import type { TSendGiftRequest, TSendGiftResult, TWallet } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { LEVEL_QUERY_KEY } from './level';
import { WALLET_QUERY_KEY } from './wallet';

export function sendGift(input: TSendGiftRequest): Promise<TSendGiftResult> {
  return apiPost<TSendGiftResult>('/api/v1/gifts/send', { ...input });
}

/** On success the sender's balance is known from the answer; level moves with the exp. */
export function useSendGiftMutation() {
  return useMutation({
    mutationFn: sendGift,
    onSuccess: (result) => {
      queryClient.setQueryData<TWallet>(WALLET_QUERY_KEY, (old) =>
        old ? { ...old, balances: { ...old.balances, [result.asset]: result.balance } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: LEVEL_QUERY_KEY });
    },
  });
}
