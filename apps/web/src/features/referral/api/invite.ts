import { REFERRALS_API, type TReferralInviteePage, type TReferralMe } from '@app/shared';
import { useCallback, useState } from 'react';
import { apiCall } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';
import { useRequest } from '../../../lib/use-request';

// no react-query here: the invite pages stay well inside their weight budget (lib/use-request)

/** My code, link, totals and inviter. Silent: the page shows the sign-in prompt or its error card. */
export function useReferralMe() {
  const token = getUserToken();
  return useRequest<TReferralMe>(token ? 'referrals:me' : null, () => apiCall(REFERRALS_API.me, undefined, { silent: true }));
}

type Invitee = TReferralInviteePage['items'][number];

/** The accounts I invited: the first page, then more on demand (newest first). */
export function useReferralInvitees() {
  const token = getUserToken();
  const first = useRequest<TReferralInviteePage>(token ? 'referrals:invitees' : null, () =>
    apiCall(REFERRALS_API.invitees, { limit: 20 }, { silent: true }),
  );
  const [more, setMore] = useState<{ items: Invitee[]; cursor: string | null | undefined }>({ items: [], cursor: undefined });
  const [loadingMore, setLoadingMore] = useState(false);
  const cursor = more.cursor === undefined ? first.data?.next_cursor : more.cursor;
  const fetchMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await apiCall(REFERRALS_API.invitees, { limit: 20, cursor });
      setMore((m) => ({ items: [...m.items, ...page.items], cursor: page.next_cursor }));
    } finally {
      setLoadingMore(false);
    }
  }, [cursor]);
  return {
    items: first.data ? [...first.data.items, ...more.items] : [],
    isPending: first.isPending,
    isError: first.isError,
    refetch: first.refetch,
    hasMore: Boolean(cursor),
    loadingMore,
    fetchMore,
  };
}

/** Link buddy: binds an inviter by code; the answer is my new state. */
export function bindInviter(code: string): Promise<TReferralMe> {
  return apiCall(REFERRALS_API.bind, { code }, { silent: true });
}
