import { MINORS_API, type TBirthDateChangeRequest, type TMinorsMe, type TProduct } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { alwaysAskAgain } from '../../lib/query';
import { getUserToken } from '../../lib/session';

export const MINORS_QUERY_KEY = ['minors', 'me'] as const;

/** The caller's age band, recharge limits this month and birth-date change (signed in only). */
export function useMinorsQuery() {
  return useQuery({
    queryKey: MINORS_QUERY_KEY,
    queryFn: (): Promise<TMinorsMe> => apiCall(MINORS_API.me, undefined, { silent: true }),
    enabled: Boolean(getUserToken()),
    staleTime: alwaysAskAgain,
  });
}

export function useBirthDateChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TBirthDateChangeRequest) => apiCall(MINORS_API.requestBirthDateChange, input),
    onSuccess: () => client.invalidateQueries({ queryKey: MINORS_QUERY_KEY }),
  });
}

/** Why a package cannot be bought now: above one payment's cap, above what is left this month, or no recharge at all. */
export function packageBlock(
  me: TMinorsMe | undefined,
  p: Pick<TProduct, 'price_minor' | 'currency'>,
): 'blocked' | 'per_payment' | 'monthly' | null {
  const r = me?.recharge;
  if (!r?.band || p.currency !== r.currency) return null;
  if (r.band.per_payment === 0 || r.band.monthly === 0) return 'blocked';
  if (r.band.per_payment !== null && p.price_minor > r.band.per_payment) return 'per_payment';
  if (r.remaining !== null && p.price_minor > r.remaining) return 'monthly';
  return null;
}
