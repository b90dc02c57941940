import {
  type MessageCategory,
  NOTICE_LIMITS,
  NOTICES_API,
  SYSTEM_NOTICE_LIMITS,
  type TMessageList,
  type TMessageUnread,
  type TNoticeList,
} from '@app/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/live-query';
import { queryClient } from '../../../lib/query';
import { refreshFirstPage } from '../../../lib/refresh-first-page';
import { getUserToken } from '../../../lib/session';

export const NOTICES_KEY = ['notices'] as const;
const UNREAD_KEY = ['notices', 'unread'] as const;

/** The caller's official messages, newest first, in the page's language (else each message's default). */
export function getNotices(before: number | undefined, limit: number = NOTICE_LIMITS.pageSizeDefault): Promise<TNoticeList> {
  return apiCall(NOTICES_API.list, { before, limit }, { silent: true });
}

export function useNoticesQuery(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...NOTICES_KEY, 'list'],
    queryFn: ({ pageParam }) => getNotices(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.has_more ? last.items.at(-1)?.id : undefined),
    enabled,
    staleTime: 0,
  });
}

/** The badge: how many official messages the caller has not opened. */
export function useUnreadNoticesQuery(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: async () => (await apiCall(NOTICES_API.unread, undefined, { silent: true })).unread,
    enabled,
    staleTime: 0,
  });
}

/** Opening a message marks it read (or every message, `all`); the list and the badge follow. */
export function useMarkNoticeRead() {
  return useMutation({
    mutationFn: (input: { id: number } | { all: true }) => apiCall(NOTICES_API.read, input, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}

/**
 * While the list is open, a message arriving (`notice.received.v1` in the user's own room)
 * refreshes it at once; without a socket the page polls, and a resync of the room refetches.
 */
export function useNoticesLive() {
  useLiveQuery({
    token: getUserToken(),
    queryKey: NOTICES_KEY,
    event: 'notice.received.v1',
    pollMs: NOTICE_LIMITS.unreadPollMs,
    refreshOnVisible: true,
  });
}

// ---- the message centre (issue 14): official messages, letter replies and system notices ----

const CENTRE_KEY = ['notices', 'centre'] as const;
const CENTRE_UNREAD_KEY = ['notices', 'centre-unread'] as const;

/** One page of the centre's list of a category, newest first, in the page's language. */
export function getCentre(category: MessageCategory, cursor: string | undefined): Promise<TMessageList> {
  return apiCall(NOTICES_API.centre, { category, cursor, limit: SYSTEM_NOTICE_LIMITS.pageSizeDefault }, { silent: true });
}

export function useCentreQuery(category: MessageCategory, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...CENTRE_KEY, category],
    queryFn: ({ pageParam }) => getCentre(category, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}

/** A pull to refresh: the category's first page again, and the badges. */
export function refreshCentre(category: MessageCategory): Promise<unknown> {
  return Promise.all([
    refreshFirstPage(queryClient, [...CENTRE_KEY, category]),
    queryClient.refetchQueries({ queryKey: CENTRE_UNREAD_KEY }),
  ]);
}

/** The tabs' badges: unread items per category (total: the app's tab badge). */
export function useCentreUnreadQuery(enabled: boolean) {
  return useQuery({
    queryKey: CENTRE_UNREAD_KEY,
    queryFn: () => apiCall(NOTICES_API.centreUnread, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** Opening an item marks it read; mark-all-read marks a category. The badges are set from the answer, the lists refetched. */
export function useCentreRead() {
  return useMutation({
    mutationFn: (input: { id: string } | { all: MessageCategory }) =>
      'id' in input
        ? apiCall(NOTICES_API.centreRead, { id: input.id }, { silent: true })
        : apiCall(NOTICES_API.centreReadAll, { category: input.all }, { silent: true }),
    onSuccess: (unread: TMessageUnread) => {
      queryClient.setQueryData(CENTRE_UNREAD_KEY, unread);
      void queryClient.invalidateQueries({ queryKey: CENTRE_KEY });
    },
  });
}

/**
 * While the centre is open, anything arriving in the user's own room (`notice.received.v1`: an
 * official message; `notice.system.v1`: a system notice or a letter reply) refreshes its lists and
 * badges at once; without a socket the page polls, and a resync of the room refetches.
 */
export function useCentreLive() {
  useLiveQuery({
    token: getUserToken(),
    queryKey: NOTICES_KEY,
    event: 'notice.*',
    pollMs: NOTICE_LIMITS.unreadPollMs,
    refreshOnVisible: true,
  });
}
