import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { setUserToken } from '../../../lib/session';
import { ME_QUERY_KEY } from './me';

/** Revokes the token server-side; the local token goes even when the server call fails. */
export async function logout(): Promise<void> {
  try {
    await apiPost<Record<string, never>>('/api/v1/auth/logout', {}, { silent: true });
  } finally {
    setUserToken(null);
    queryClient.setQueryData(ME_QUERY_KEY, null);
  }
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
