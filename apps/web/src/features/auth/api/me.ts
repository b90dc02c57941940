import { ErrorCode, type TMe } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api';
import { getUserToken, setUserToken } from '../../../lib/session';

export const ME_QUERY_KEY = ['me'] as const;

/** The logged-in user, or null when there is no live session (a dead token is dropped). */
export async function getMe(): Promise<TMe | null> {
  if (!getUserToken()) return null;
  try {
    return await apiGet<TMe>('/api/v1/me', {}, { silent: true });
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.NOT_LOGGED_IN) {
      setUserToken(null);
      return null;
    }
    throw err;
  }
}

export function useMeQuery() {
  return useQuery({ queryKey: ME_QUERY_KEY, queryFn: getMe });
}
