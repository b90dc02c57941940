import { LIMITS, SUPPORT_API, type TSupportCreateRequest, type TSupportThread } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { bytesToBase64, photoAsJpeg } from '../../../lib/image';
import { useLiveQuery } from '../../../lib/live-query';
import { queryClient } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';

export const SUPPORT_KEY = ['support'] as const;
const THREADS_KEY = [...SUPPORT_KEY, 'threads'] as const;
const threadKey = (id: number) => [...SUPPORT_KEY, 'thread', id] as const;
/** without a socket, the pages ask this often */
export const SUPPORT_POLL_MS = 15_000;

export function useMyThreads(enabled: boolean) {
  return useQuery({
    queryKey: THREADS_KEY,
    queryFn: () => apiCall(SUPPORT_API.threads, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}

export function useThread(id: number | null) {
  return useQuery({
    queryKey: threadKey(id ?? 0),
    queryFn: () => apiCall(SUPPORT_API.thread, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function settled(t: TSupportThread) {
  queryClient.setQueryData(threadKey(t.thread.id), t);
  void queryClient.invalidateQueries({ queryKey: THREADS_KEY });
}

export function useCreateThread() {
  return useMutation({ mutationFn: (input: TSupportCreateRequest) => apiCall(SUPPORT_API.create, input), onSuccess: settled });
}

export function usePostMessage(id: number) {
  return useMutation({
    mutationFn: (input: { text: string; images: string[] }) => apiCall(SUPPORT_API.post, { id }, input),
    onSuccess: settled,
  });
}

/** The open thread has been seen: its replies are read; the list's counts follow. */
export function useMarkRead(id: number) {
  return useMutation({
    mutationFn: () => apiCall(SUPPORT_API.read, { id }, undefined, { silent: true }),
    onSuccess: settled,
  });
}

export function useRate(id: number) {
  return useMutation({
    mutationFn: (input: { rating: number; comment?: string }) => apiCall(SUPPORT_API.rate, { id }, input),
    onSuccess: settled,
  });
}

/**
 * Staff replies arrive live (`support.thread.v1` in the user's own room): the list and the open
 * thread refetch (the open thread then marks the reply read). Without a socket the page polls; a resync refetches.
 */
export function useSupportLive() {
  useLiveQuery({ token: getUserToken(), queryKey: SUPPORT_KEY, event: 'support.thread.v1', pollMs: SUPPORT_POLL_MS });
}

/** A picked photo as the server takes it (lib/image.ts), base64. */
export async function prepareImage(file: File): Promise<string> {
  return bytesToBase64(await photoAsJpeg(file));
}

export async function uploadImage(file: File) {
  return apiCall(SUPPORT_API.upload, { data: await prepareImage(file) });
}
