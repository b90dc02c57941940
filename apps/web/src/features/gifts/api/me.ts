import { ErrorCode, type TMe } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api';
import { getUserToken } from '../../../lib/session';

/** Same cache entry as the login page's (`['me']`): the viewer, or null when not logged in. */
export const VIEWER_QUERY_KEY = ['me'] as const;

export async function getViewer(): Promise<TMe | null> {
  if (!getUserToken()) return null;
  try {
    return await apiGet<TMe>('/api/v1/me', {}, { silent: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.NOT_LOGGED_IN) return null;
    throw err;
  }
}

export function useViewerQuery() {
  return useQuery({ queryKey: VIEWER_QUERY_KEY, queryFn: getViewer, staleTime: 60_000 });
}
