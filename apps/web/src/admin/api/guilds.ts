import {
  GUILDS_CONSOLE_API,
  type TAdminAgencyApplications,
  type TAdminAgencyList,
  ZAdminAgencyApplications,
  type ZAdminAgencyCreate,
  ZAdminAgencyList,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api';

/** Everything of the guilds page: a mutation refreshes agencies and applications at once. */
const KEY = ['admin', 'guilds'] as const;

export function useAgencies() {
  return useQuery({
    queryKey: [...KEY, 'agencies'],
    queryFn: async (): Promise<TAdminAgencyList> => ZAdminAgencyList.parse(await apiCall(GUILDS_CONSOLE_API.agencies)),
  });
}

export function useAgencyApplications(status: 'pending' | 'approved' | 'rejected') {
  return useQuery({
    queryKey: [...KEY, 'applications', status],
    queryFn: async (): Promise<TAdminAgencyApplications> =>
      ZAdminAgencyApplications.parse(await apiCall(GUILDS_CONSOLE_API.applications, { status })),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useCreateAgency() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: z.input<typeof ZAdminAgencyCreate>) => apiCall(GUILDS_CONSOLE_API.createAgency, body as never),
    onSettled: refresh,
  });
}

export function useCreateGuild() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { agency_id: number; name: string; share_bp: number }) => apiCall(GUILDS_CONSOLE_API.createGuild, body),
    onSettled: refresh,
  });
}

export function useDecideApplication() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      apiCall(GUILDS_CONSOLE_API.decideApplication, { id }, { decision }),
    onSettled: refresh,
  });
}
