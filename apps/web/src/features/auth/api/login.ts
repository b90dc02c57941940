import { AUTH_API, type TLoginRequest, type TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../entities/viewer';
import { apiCall } from '../../../lib/api';

export async function login(input: TLoginRequest): Promise<TSessionResponse> {
  return startSession(await apiCall(AUTH_API.login, { ...input }));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
