import { AUTH_API, type TRegisterRequest, type TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../entities/viewer';
import { apiCall } from '../../../lib/api';

export async function register(input: TRegisterRequest): Promise<TSessionResponse> {
  return startSession(await apiCall(AUTH_API.register, { ...input }));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
