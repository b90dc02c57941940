import { TRIBES_API } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

const KEY = ['tribes'] as const;

/** The caller: their tribe and role, invitations, open requests. */
export function useTribeMe(enabled: boolean) {
  return useQuery({ queryKey: [...KEY, 'me'], queryFn: () => apiCall(TRIBES_API.me, undefined, { silent: true }), enabled, staleTime: 0 });
}

/** A tribe's hall. */
export function useTribeHall(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'hall', id],
    queryFn: () => apiCall(TRIBES_API.hall, { id: id ?? 0 }, undefined, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
    // honour moves with every member's gift: the hall follows while it is open
    refetchInterval: 15_000,
  });
}

/** The tribe ranking of the caller's brand and region. */
export function useTribeRanking(period: 'weekly' | 'all', enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'ranking', period],
    queryFn: () => apiCall(TRIBES_API.ranking, { period }, { silent: true }),
    enabled,
    staleTime: 10_000,
  });
}

/** Browse or search the tribes of the caller's scope. */
export function useTribeList(search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'list', search],
    queryFn: () => apiCall(TRIBES_API.list, search ? { q: search } : {}, { silent: true }),
    enabled,
    staleTime: 10_000,
  });
}

/** Open requests (chief and elders). */
export function useTribeRequests(id: number, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'requests', id],
    queryFn: () => apiCall(TRIBES_API.requests, { id }, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** After a write: everything of tribes is read again. */
export function useRefreshTribes() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export const tribesApi = {
  create: (input: { name: string; emblem: string; announcement: string }) => apiCall(TRIBES_API.create, input as never, { silent: true }),
  settings: (id: number, input: { name?: string; emblem?: string; announcement?: string }) =>
    apiCall(TRIBES_API.settings, { id }, input as never, { silent: true }),
  join: (id: number) => apiCall(TRIBES_API.join, { id }, undefined, { silent: true }),
  withdraw: (id: number) => apiCall(TRIBES_API.withdraw, { id }, undefined, { silent: true }),
  decide: (id: number, requestId: number, decision: 'approve' | 'reject') =>
    apiCall(TRIBES_API.decide, { id, request_id: requestId }, { decision }, { silent: true }),
  invite: (id: number, publicId: string) => apiCall(TRIBES_API.invite, { id }, { public_id: publicId }, { silent: true }),
  answer: (inviteId: number, decision: 'accept' | 'decline') =>
    apiCall(TRIBES_API.answer, { invite_id: inviteId }, { decision }, { silent: true }),
  role: (id: number, userId: number, role: 'elder' | 'member') =>
    apiCall(TRIBES_API.role, { id, user_id: userId }, { role }, { silent: true }),
  remove: (id: number, userId: number) => apiCall(TRIBES_API.remove, { id, user_id: userId }, undefined, { silent: true }),
  handOver: (id: number, userId: number) => apiCall(TRIBES_API.handOver, { id }, { user_id: userId }, { silent: true }),
  leave: (id: number) => apiCall(TRIBES_API.leave, { id }, undefined, { silent: true }),
  disband: (id: number) => apiCall(TRIBES_API.disband, { id }, undefined, { silent: true }),
};
