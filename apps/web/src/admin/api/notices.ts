import {
  NOTICES_API,
  type TNoticeAdmin,
  type TNoticeAdminPage,
  type TNoticeAdminQuery,
  type TNoticeAudience,
  type TNoticeAudienceCheck,
  type TNoticeCreateRequest,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

const KEY = ['admin', 'notices'] as const;

export type NoticesFilter = Pick<TNoticeAdminQuery, 'status'> & { page: number; page_size: number };

export function useNotices(f: NoticesFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', f],
    queryFn: (): Promise<TNoticeAdminPage> => apiCall(NOTICES_API.adminList, { ...f, status: f.status || undefined }),
    placeholderData: keepPreviousData,
    // a message going out counts its recipients as it goes
    refetchInterval: (q) => (q.state.data?.items.some((m) => m.status === 'sending') ? 2000 : false),
  });
}

export function useNotice(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: (): Promise<TNoticeAdmin> => apiCall(NOTICES_API.adminGet, { id: id ?? 0 }),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? 2000 : false),
  });
}

export function checkAudience(audience: TNoticeAudience): Promise<TNoticeAudienceCheck> {
  return apiCall(NOTICES_API.adminCheckAudience, { audience });
}

export function useCreateNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TNoticeCreateRequest): Promise<TNoticeAdmin> => apiCall(NOTICES_API.adminCreate, input),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCancelNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<TNoticeAdmin> => apiCall(NOTICES_API.adminCancel, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
