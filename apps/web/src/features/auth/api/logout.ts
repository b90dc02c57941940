import { useMutation } from '@tanstack/react-query';
import { endSession } from '../../../entities/viewer';
import { apiPost } from '../../../lib/api';

/** Revokes the token server-side; the local token goes even when the server call fails. */
export async function logout(): Promise<void> {
  try {
    await apiPost<Record<string, never>>('/api/v1/auth/logout', {}, { silent: true });
  } finally {
    endSession();
  }
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
