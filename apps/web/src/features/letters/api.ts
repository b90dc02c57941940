import { LETTERS_API, type TLetterMailbox, type TLetterThreadDetail } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { useLiveQuery } from '../../lib/live-query';
import { queryClient } from '../../lib/query';
import { getUserToken } from '../../lib/session';

export const LETTERS_KEY = ['letters'] as const;

/** The mailbox: received, sent, threads, the unread count and today's quota. */
export function useMailbox(enabled: boolean) {
  return useQuery({
    queryKey: [...LETTERS_KEY, 'mailbox'],
    queryFn: (): Promise<TLetterMailbox> => apiCall(LETTERS_API.mailbox, undefined, { silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** One thread (reading it changes nothing: `useMarkRead` marks it read). */
export function useThread(id: number | null) {
  return useQuery({
    queryKey: [...LETTERS_KEY, 'thread', id],
    queryFn: (): Promise<TLetterThreadDetail> => apiCall(LETTERS_API.thread, { id: id! }, undefined, { silent: true }),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** The open thread has been seen: its unread replies are read; the mailbox's counts and the thread follow. */
export function useMarkRead(id: number) {
  return useMutation({
    mutationFn: () => apiCall(LETTERS_API.read, { id }, undefined, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: LETTERS_KEY }),
  });
}

const refresh = () => void queryClient.invalidateQueries({ queryKey: LETTERS_KEY });

export function useWriteLetter() {
  return useMutation({
    mutationFn: (input: { request_id: string; text: string }) => apiCall(LETTERS_API.write, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReceiveLetter() {
  return useMutation({
    mutationFn: (input: { request_id: string }) => apiCall(LETTERS_API.receive, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReplyToLetter() {
  return useMutation({
    mutationFn: (input: { receipt_id: number; request_id: string; text: string }) =>
      apiCall(LETTERS_API.replyToLetter, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReply(id: number) {
  return useMutation({
    mutationFn: (input: { request_id: string; text: string }) => apiCall(LETTERS_API.reply, { id }, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReveal(id: number) {
  return useMutation({
    mutationFn: () => apiCall(LETTERS_API.reveal, { id }, undefined, { silent: true }),
    onSuccess: refresh,
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (input: {
      receipt_id?: number;
      thread_id?: number;
      category: 'spam' | 'harassment' | 'sexual' | 'fraud' | 'minor' | 'other';
    }) => apiCall(LETTERS_API.report, input, { silent: true }),
    onSuccess: refresh,
  });
}

export function useBlock() {
  return useMutation({
    mutationFn: (input: { receipt_id?: number; thread_id?: number }) => apiCall(LETTERS_API.block, input, { silent: true }),
    onSuccess: refresh,
  });
}

/** A reply or reveal in one of the user's threads (`letter.thread.v1`) refreshes the mailbox and the open thread at once. */
export function useLettersLive() {
  useLiveQuery({ token: getUserToken(), queryKey: LETTERS_KEY, event: 'letter.thread.v1', pollMs: 20_000, refreshOnVisible: true });
}
