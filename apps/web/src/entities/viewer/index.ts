/**
 * The viewer: the logged-in user, or null. One query (`['me']`) for every page; the only place
 * that drops a dead token (a NOT_LOGGED_IN answer clears the stored one, so no later call sends it).
 */
import { AUTH_API, ErrorCode, type TMe, type TSessionResponse } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiCall } from '../../lib/api';
import { queryClient } from '../../lib/query';
import { getUserToken, setUserToken } from '../../lib/session';

export const VIEWER_QUERY_KEY = ['me'] as const;
/** the profile rarely changes while a page is open; login and logout set it directly */
const VIEWER_STALE_MS = 60_000;

/** The logged-in user, or null when there is no live session. */
export async function getViewer(): Promise<TMe | null> {
  if (!getUserToken()) return null;
  try {
    return await apiCall(AUTH_API.me, undefined, { silent: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.NOT_LOGGED_IN) {
      setUserToken(null);
      return null;
    }
    throw err;
  }
}

export function useViewerQuery() {
  return useQuery({ queryKey: VIEWER_QUERY_KEY, queryFn: getViewer, staleTime: VIEWER_STALE_MS });
}

/**
 * After login (the session's user) or logout (null): the cache answers at once, no refetch. What
 * was read for the previous viewer (a board's "me", a wallet) is dropped, so the page the user
 * returns to reads it again as who they are now, never shows another session's data.
 */
export function setViewer(me: TMe | null): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== VIEWER_QUERY_KEY[0] });
  queryClient.setQueryData(VIEWER_QUERY_KEY, me);
}

/** A new session (login, register): keep its token and show its user at once. */
export function startSession(session: TSessionResponse): TSessionResponse {
  setUserToken(session.access_token);
  setViewer(session.user);
  return session;
}

/** Logout: the token goes and the pages show the logged-out state. */
export function endSession(): void {
  setUserToken(null);
  setViewer(null);
}
