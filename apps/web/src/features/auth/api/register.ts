import type { TRegisterRequest, TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { setUserToken } from '../../../lib/session';
import { ME_QUERY_KEY } from './me';

export async function register(input: TRegisterRequest): Promise<TSessionResponse> {
  const session = await apiPost<TSessionResponse>('/api/v1/auth/register', { ...input });
  setUserToken(session.access_token);
  queryClient.setQueryData(ME_QUERY_KEY, session.user);
  return session;
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
