import { AUTH_API, type TRegisterRequest, type TSessionResponse } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { startSession } from '../../../entities/viewer';
import { apiCall } from '../../../lib/api';
import { existingVisitorId } from '../../../lib/visitor';

/** Registers; a browser that opened a referral link sends its visitor id, so the code attaches. */
export async function register(input: TRegisterRequest): Promise<TSessionResponse> {
  const visitor_id = existingVisitorId();
  return startSession(await apiCall(AUTH_API.register, { ...input, ...(visitor_id && { visitor_id }) }));
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
