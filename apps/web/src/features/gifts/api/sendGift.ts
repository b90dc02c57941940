import type { TSendGiftRequest, TSendGiftResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { setWalletBalance } from '../../../entities/wallet';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { LEVEL_QUERY_KEY } from './level';

export function sendGift(input: TSendGiftRequest): Promise<TSendGiftResult> {
  return apiPost<TSendGiftResult>('/api/v1/gifts/send', { ...input });
}

/** On success the sender's balance is known from the answer; level moves with the exp. */
export function useSendGiftMutation() {
  return useMutation({
    mutationFn: sendGift,
    onSuccess: (result) => {
      setWalletBalance(result.asset, result.balance);
      void queryClient.invalidateQueries({ queryKey: LEVEL_QUERY_KEY });
    },
  });
}
