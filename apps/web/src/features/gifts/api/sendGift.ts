import { GIFTS_API, type TSendGiftRequest, type TSendGiftResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { setWalletBalance } from '../../../entities/wallet';
import { apiCall } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { LEVEL_QUERY_KEY } from './level';

export function sendGift(input: TSendGiftRequest): Promise<TSendGiftResult> {
  return apiCall(GIFTS_API.send, { ...input });
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
