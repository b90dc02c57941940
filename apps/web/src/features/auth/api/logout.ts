import { AUTH_API } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { endSession } from '../../../entities/viewer';
import { apiCall } from '../../../lib/api';

/** Revokes the token server-side; the local token goes even when the server call fails. */
export async function logout(): Promise<void> {
  try {
    await apiCall(AUTH_API.logout, undefined, { silent: true });
  } finally {
    endSession();
  }
}

export function useLogoutMutation() {
  return useMutation({ mutationFn: logout });
}
