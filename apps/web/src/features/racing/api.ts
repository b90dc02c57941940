import { type BrandId, RACING_API, type RacingRecordFilter, realtimeTopic, type TRacingRound, type TRacingState } from '@app/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setWalletBalance } from '../../entities/wallet';
import { apiCall } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { addPollFallback, onResync, subscribe } from '../../lib/realtime';
import { refreshFirstPage } from '../../lib/refresh-first-page';
import { newRequestId } from '../../lib/request-id';

export const racingStateKey = (brand: BrandId) => ['racing', 'state', brand] as const;

/** The live round, the last result and (signed in) the player's fragments and fuel. */
export function useRacingState(brand: BrandId) {
  return useQuery({
    queryKey: racingStateKey(brand),
    queryFn: (): Promise<TRacingState> => apiCall(RACING_API.state, { brand }, { silent: true }),
    staleTime: 2_000,
  });
}

/** A round pushed on `game:racing:<brand>`: the current one replaces the page's copy, a finished one refreshes it. */
function applyRound(brand: BrandId, round: TRacingRound) {
  const key = racingStateKey(brand);
  const prev = queryClient.getQueryData<TRacingState>(key);
  if (prev && prev.round.round_id === round.round_id) {
    queryClient.setQueryData<TRacingState>(key, { ...prev, round: { ...round, phase: prev.round.phase } });
    if (round.state === 'settled' || round.state === 'void') void queryClient.invalidateQueries({ queryKey: key });
  } else {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/**
 * Live updates while the page is open: the brand's racing topic (phase, pools, result) on the
 * shared socket, a refetch after a resync, and polling where there is no socket. `signedIn`:
 * the socket needs a session; without one the page polls.
 */
export function useRacingLive(brand: BrandId, signedIn: boolean) {
  useEffect(() => {
    const topic = realtimeTopic.game('racing', brand);
    const refresh = () => void queryClient.invalidateQueries({ queryKey: racingStateKey(brand) });
    const offs = [addPollFallback(refresh, 5_000)];
    if (signedIn) {
      offs.push(subscribe(topic, (payload) => applyRound(brand, payload as TRacingRound)));
      offs.push(onResync(topic, refresh));
    } else {
      const timer = setInterval(refresh, 5_000);
      offs.push(() => clearInterval(timer));
    }
    return () => {
      for (const off of offs) off();
    };
  }, [brand, signedIn]);
}

const setMe = (brand: BrandId, patch: Partial<NonNullable<TRacingState['me']>>) =>
  queryClient.setQueryData<TRacingState>(racingStateKey(brand), (prev) => (prev?.me ? { ...prev, me: { ...prev.me, ...patch } } : prev));

export function useBuyFragments(brand: BrandId) {
  return useMutation({
    mutationFn: (amount: number) => apiCall(RACING_API.buyFragments, { amount, request_id: newRequestId('frag') }),
    onSuccess: (r) => {
      const asset = queryClient.getQueryData<TRacingState>(racingStateKey(brand))?.me?.price_asset;
      setMe(brand, { fragments: r.fragments, price_balance: r.price_balance });
      if (asset) setWalletBalance(asset, r.price_balance);
    },
  });
}

export function useAddFuel(brand: BrandId) {
  return useMutation({
    mutationFn: (input: { round_id: number; car: number; litres: number }) =>
      apiCall(RACING_API.fuel, { ...input, request_id: newRequestId('fuel') }),
    onSuccess: (r) => setMe(brand, { fragments: r.fragments, fuel: r.fuel }),
  });
}

export function useConfirmFuel(brand: BrandId) {
  return useMutation({
    mutationFn: (round_id: number) => apiCall(RACING_API.confirm, { round_id }),
    onSuccess: (r) => {
      setMe(brand, { fragments: r.fragments, fuel: r.fuel });
      void queryClient.invalidateQueries({ queryKey: racingStateKey(brand) });
    },
  });
}

const recordsKey = (filter: RacingRecordFilter) => ['racing', 'records', filter] as const;

/** A pull to refresh on the records: the filter's first page again. */
export const refreshRacingRecords = (filter: RacingRecordFilter) => refreshFirstPage(queryClient, recordsKey(filter));

export function useRacingRecords(filter: RacingRecordFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: recordsKey(filter),
    queryFn: ({ pageParam }) =>
      apiCall(RACING_API.records, { filter, limit: 20, ...(pageParam ? { before: pageParam } : {}) }, { silent: true }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled,
  });
}
