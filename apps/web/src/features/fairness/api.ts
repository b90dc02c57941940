import { type BrandId, FAIRNESS_API, type TFairnessRound } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** One round's proof (public, no sign-in). The panel shows its own error, so the call is silent. */
export function getRoundProof(game: string, roundId: number, brand: BrandId): Promise<TFairnessRound> {
  return apiCall(FAIRNESS_API.round, { game, round_id: roundId }, { brand }, { silent: true });
}

/** The proof of `roundId` (null: nothing asked yet). A finished round's proof never changes. */
export function useRoundProofQuery(game: string, roundId: number | null, brand: BrandId) {
  return useQuery({
    queryKey: ['fairness-round', game, brand, roundId],
    queryFn: () => getRoundProof(game, roundId!, brand),
    enabled: roundId !== null,
    retry: false,
    staleTime: (q) => (q.state.data?.state === 'open' ? 0 : Number.POSITIVE_INFINITY),
  });
}
