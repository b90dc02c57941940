import type { TLoginRequest, TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../entities/viewer';
import { apiPost } from '../../../lib/api';

export async function login(input: TLoginRequest): Promise<TSessionResponse> {
  return startSession(await apiPost<TSessionResponse>('/api/v1/auth/login', { ...input }));
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
