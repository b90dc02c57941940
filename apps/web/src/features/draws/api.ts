import {
  type BrandId,
  DRAWS_API,
  type DrawGameId,
  type DrawTicket,
  FAIRNESS_API,
  RACING_API,
  type TDrawMe,
  type TDrawSeeds,
  type TDrawState,
} from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { setWalletBalance } from '../../entities/wallet';
import { apiCall } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';

/** the anchor fight's queries (fight-api.ts); a cheer refreshes them */
export const FIGHT_KEY = ['draws', 'fight'] as const;

export const drawStateKey = (game: DrawGameId, brand: BrandId) => ['draws', 'state', game, brand] as const;
const recordsKey = (game: DrawGameId) => ['draws', 'records', game] as const;
const BACKPACK_KEY = ['draws', 'backpack'] as const;
export const SEEDS_KEY = ['draws', 'seeds'] as const;

/** The game's state: its config hash and (signed in) tickets, balance, cap, medal and seed. */
export function useDrawState(game: DrawGameId, brand: BrandId) {
  return useQuery({
    queryKey: drawStateKey(game, brand),
    queryFn: (): Promise<TDrawState> => apiCall(DRAWS_API.state, { game }, { brand }, { silent: true }),
    staleTime: 5_000,
  });
}

/** Patches the viewer's side of every cached draw state (tickets and balances are shared by the games). */
function patchMe(patch: Partial<TDrawMe>) {
  queryClient.setQueriesData<TDrawState>({ queryKey: ['draws', 'state'] }, (prev) =>
    prev?.me ? { ...prev, me: { ...prev.me, ...patch } } : prev,
  );
}

/** A draw of `count`; a cheering game's draws back the host `anchorId`. */
export function useDraw(game: DrawGameId, brand: BrandId) {
  const key = useIntentKey('draw');
  return useMutation({
    mutationFn: ({ count, anchorId }: { count: number; anchorId?: number | undefined }) => {
      const body = anchorId === undefined ? { count } : { count, anchor_id: anchorId };
      return apiCall(DRAWS_API.draw, { game }, { ...body, request_id: key.take({ game, ...body }) });
    },
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r) => {
      queryClient.setQueryData<TDrawState>(drawStateKey(game, brand), (prev) => (prev ? { ...prev, me: r.me } : prev));
      patchMe({
        tickets: r.me.tickets,
        fragments: r.me.fragments,
        price_balance: r.me.price_balance,
        spent_today: r.me.spent_today,
        seed: r.me.seed,
      });
      setWalletBalance(r.me.price_asset, r.me.price_balance);
      void queryClient.invalidateQueries({ queryKey: recordsKey(game) });
      void queryClient.invalidateQueries({ queryKey: BACKPACK_KEY });
      void queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
      // the cheered host's points reach the board through the server's outbox: look again shortly
      if (r.draws.some((d) => d.target)) {
        for (const ms of [1_000, 3_000]) setTimeout(() => void queryClient.invalidateQueries({ queryKey: FIGHT_KEY }), ms);
      }
    },
  });
}

export function useBuyTickets() {
  const key = useIntentKey('tix');
  return useMutation({
    mutationFn: (input: { ticket: DrawTicket; count: number }) => apiCall(DRAWS_API.buyTickets, { ...input, request_id: key.take(input) }),
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r) => {
      patchMe({ tickets: r.me.tickets, fragments: r.me.fragments, price_balance: r.me.price_balance });
      setWalletBalance(r.me.price_asset, r.me.price_balance);
    },
  });
}

/** Medal fragments for the brand's currency (the racing endpoint: scratch tickets are paid in fragments). */
export function useBuyFragments() {
  const key = useIntentKey('frag');
  return useMutation({
    mutationFn: (amount: number) => apiCall(RACING_API.buyFragments, { amount, request_id: key.take({ amount }) }),
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r, _amount) => {
      patchMe({ fragments: r.fragments, price_balance: r.price_balance });
      const asset = queryClient.getQueriesData<TDrawState>({ queryKey: ['draws', 'state'] }).find(([, s]) => s?.me)?.[1]?.me?.price_asset;
      if (asset) setWalletBalance(asset, r.price_balance);
    },
  });
}

export function useDrawRecords(game: DrawGameId, enabled: boolean) {
  return useQuery({
    queryKey: recordsKey(game),
    queryFn: () => apiCall(DRAWS_API.records, { game }, undefined, { silent: true }),
    enabled,
  });
}

export function useBackpack(enabled: boolean) {
  return useQuery({
    queryKey: BACKPACK_KEY,
    queryFn: () => apiCall(DRAWS_API.backpack, undefined, { silent: true }),
    enabled,
  });
}

export function useSeeds(enabled: boolean) {
  return useQuery({
    queryKey: SEEDS_KEY,
    queryFn: (): Promise<TDrawSeeds> => apiCall(FAIRNESS_API.seeds, undefined, { silent: true }),
    enabled,
  });
}

/** After a new seed: the seeds, the states' commitments and every draw proof change. */
function seedsChanged(seeds: TDrawSeeds) {
  queryClient.setQueryData(SEEDS_KEY, seeds);
  patchMe({ seed: { seed_hash: seeds.seed_hash, client_seed: seeds.client_seed, nonce: seeds.nonce } });
  void queryClient.invalidateQueries({ queryKey: ['fairness-draw'] });
}

export function useSetClientSeed() {
  return useMutation({
    mutationFn: (client_seed: string) => apiCall(FAIRNESS_API.clientSeed, { client_seed }),
    onSuccess: seedsChanged,
  });
}

export function useRotateSeed() {
  return useMutation({
    mutationFn: () => apiCall(FAIRNESS_API.rotate, {}),
    onSuccess: seedsChanged,
  });
}

/** For the verifier composed under the rules: it rotated the seed itself. */
export function refreshSeeds() {
  void queryClient.invalidateQueries({ queryKey: SEEDS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['draws', 'state'] });
}
