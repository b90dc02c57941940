import { NOTICE_LIMITS, NOTICES_API, type TNoticeList } from '@app/shared';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { useLiveQuery } from '../../../lib/live-query';
import { queryClient } from '../../../lib/query';
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
