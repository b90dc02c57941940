import {
  SUPPORT_API,
  type TAdminThreadsQuery,
  type TCannedReplyRequest,
  ZAdminThreadDetail,
  ZAdminThreadPage,
  ZCannedReply,
  ZCannedReplyList,
  ZSupportUploaded,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

export type FeedbackFilter = Partial<TAdminThreadsQuery> & { page: number; page_size: number };
const KEY = ['admin', 'support'] as const;
const compact = <T extends object>(f: T) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '' && v !== null)) as T;

/** The queue; refreshed every 20 s so new threads and SLA states show without a reload. */
export function useFeedbackQueue(f: FeedbackFilter) {
  return useQuery({
    queryKey: [...KEY, 'queue', f],
    queryFn: async () => ZAdminThreadPage.parse(await apiCall(SUPPORT_API.admin.threads, compact(f))),
    placeholderData: keepPreviousData,
    refetchInterval: 20_000,
  });
}

export function useFeedbackThread(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'thread', id],
    queryFn: async () => ZAdminThreadDetail.parse(await apiCall(SUPPORT_API.admin.thread, { id: id ?? 0 })),
    enabled: id !== null,
    refetchInterval: 15_000,
  });
}

function useThreadMutation<I>(fn: (id: number, input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: I }) => ZAdminThreadDetail.parse(await fn(id, input)),
    onSuccess: (d) => {
      client.setQueryData([...KEY, 'thread', d.thread.id], d);
      void client.invalidateQueries({ queryKey: [...KEY, 'queue'] });
    },
  });
}

export const useReply = () =>
  useThreadMutation((id, input: { text: string; images: string[] }) => apiCall(SUPPORT_API.admin.reply, { id }, input));
export const useClaim = () => useThreadMutation((id, _: undefined) => apiCall(SUPPORT_API.admin.claim, { id }));
export const useAssign = () =>
  useThreadMutation((id, input: { admin_id: number | null }) => apiCall(SUPPORT_API.admin.assign, { id }, input));
export const useThreadStatus = () =>
  useThreadMutation((id, input: { status: 'open' | 'closed' }) => apiCall(SUPPORT_API.admin.status, { id }, input));

export function useCannedReplies() {
  return useQuery({
    queryKey: [...KEY, 'canned'],
    queryFn: async () => ZCannedReplyList.parse(await apiCall(SUPPORT_API.admin.canned)),
  });
}

export function useSaveCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCannedReplyRequest) => ZCannedReply.parse(await apiCall(SUPPORT_API.admin.saveCanned, input)),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...KEY, 'canned'] }),
  });
}

export function useDeleteCanned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(SUPPORT_API.admin.deleteCanned, { id }),
    onSuccess: () => void client.invalidateQueries({ queryKey: [...KEY, 'canned'] }),
  });
}

/** Uploads a picked file as it is (the server checks type, size and dimensions). */
export async function uploadConsoleImage(file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return ZSupportUploaded.parse(await apiCall(SUPPORT_API.admin.upload, { data: btoa(s) }));
}
