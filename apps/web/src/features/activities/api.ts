import { ACTIVITIES_API, type BrandId, GIFTS_API, type TActivityActionResult, type TActivityPage } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';

const ROOT = 'activities';
export const activityPageKey = (event: string, brand: BrandId, lng: string) => [ROOT, 'page', event, brand, lng] as const;
const boardKey = (event: string) => [ROOT, 'board', event] as const;

/** An event's page: its definition, words (in the viewer's language), stages and (signed in) the viewer's standing. */
export function useActivityPage(event: string | null, brand: BrandId) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: activityPageKey(event ?? '', brand, i18n.language),
    queryFn: (): Promise<TActivityPage> => apiCall(ACTIVITIES_API.page, { event: event ?? '' }, { brand }, { silent: true }),
    enabled: event !== null,
    staleTime: 15_000,
  });
}

/** A board (for a tournament board, one stage's): top `limit`, the advance line and the viewer's place. */
export function useActivityBoard(event: string, board: string, stage: string | undefined, limit: number, brand: BrandId) {
  return useQuery({
    queryKey: [...boardKey(event), board, stage ?? '', limit, brand],
    queryFn: () => apiCall(ACTIVITIES_API.board, { event, board }, { brand, limit, ...(stage ? { stage } : {}) }, { silent: true }),
    staleTime: 15_000,
    // gifts keep moving a running board
    refetchInterval: 30_000,
  });
}

/** The winners a board paid (hall of fame). */
export function useActivityResults(event: string, board: string, brand: BrandId) {
  return useQuery({
    queryKey: [ROOT, 'results', event, board, brand],
    queryFn: () => apiCall(ACTIVITIES_API.results, { event, board }, { brand }, { silent: true }),
    staleTime: 60_000,
  });
}

/** The viewer's rewards from the event (signed in only). */
export function useActivityRewards(event: string, enabled: boolean) {
  return useQuery({
    queryKey: [ROOT, 'rewards', event],
    queryFn: () => apiCall(ACTIVITIES_API.rewards, { event }, undefined, { silent: true }),
    enabled: enabled && Boolean(getUserToken()),
  });
}

/**
 * The viewer's consent to show their amounts on spending boards: it is the user's, not one
 * event's, so every cached page takes the new answer and the boards and results load again.
 */
export function useSpendingConsent() {
  return useMutation({
    mutationFn: (show: boolean) => apiCall(ACTIVITIES_API.privacy, { show_spending: show }),
    onSuccess: (r) => {
      queryClient.setQueriesData<TActivityPage>({ queryKey: [ROOT, 'page'] }, (prev) =>
        prev?.me ? { ...prev, me: { ...prev.me, show_spending: r.show_spending } } : prev,
      );
      void queryClient.invalidateQueries({ queryKey: [ROOT, 'board'] });
      void queryClient.invalidateQueries({ queryKey: [ROOT, 'results'] });
    },
  });
}

/** The brand's gift catalogue: the names a gift wall shows. */
export function useGiftNames(brand: BrandId) {
  return useQuery({
    queryKey: [ROOT, 'gifts', brand],
    queryFn: () => apiCall(GIFTS_API.list, { app_name: brand }, { silent: true }),
    staleTime: 10 * 60_000,
    select: (r) => new Map(r.gifts.map((g) => [g.code, g.name])),
  });
}

/** The viewer's new standing goes into every cached copy of the event's page. */
function putMe(event: string, r: TActivityActionResult) {
  queryClient.setQueriesData<TActivityPage>({ queryKey: [ROOT, 'page', event] }, (prev) => (prev ? { ...prev, me: r.me } : prev));
  void queryClient.invalidateQueries({ queryKey: [ROOT, 'rewards', event] });
}

export function useClaimTask(event: string) {
  const key = useIntentKey('task');
  return useMutation({
    mutationFn: (task: string) => apiCall(ACTIVITIES_API.claim, { event, task }, { request_id: key.take({ event, task }) }),
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r) => putMe(event, r),
  });
}

export function useCheckIn(event: string) {
  const key = useIntentKey('checkin');
  return useMutation({
    mutationFn: () => apiCall(ACTIVITIES_API.checkIn, { event }, { request_id: key.take({ event }) }),
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r) => putMe(event, r),
  });
}

export function useHangDecoration(event: string) {
  const key = useIntentKey('hang');
  return useMutation({
    mutationFn: (decoration: string) =>
      apiCall(ACTIVITIES_API.hang, { event }, { decoration, request_id: key.take({ event, decoration }) }),
    onSettled: (_d, error) => key.settle(error),
    onSuccess: (r) => {
      putMe(event, r);
      // a lit tree moves the brand's collective count
      void queryClient.invalidateQueries({ queryKey: [ROOT, 'page', event] });
    },
  });
}
