import type { TRegisterRequest, TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../entities/viewer';
import { apiPost } from '../../../lib/api';

export async function register(input: TRegisterRequest): Promise<TSessionResponse> {
  return startSession(await apiPost<TSessionResponse>('/api/v1/auth/register', { ...input }));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
