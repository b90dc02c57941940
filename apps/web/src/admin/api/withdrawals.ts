import {
  buildPath,
  ErrorCode,
  type TAdminWithdrawal,
  type TAdminWithdrawalAction,
  type TAdminWithdrawalPage,
  type TAdminWithdrawalStats,
  type TWithdrawalBatch,
  WITHDRAWALS_CONSOLE_API,
  ZAdminWithdrawal,
  ZAdminWithdrawalPage,
  ZAdminWithdrawalStats,
  type ZAdminWithdrawalsQuery,
  ZWithdrawalBatch,
  ZWithdrawalBatchList,
} from '@app/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiCall, apiDownload } from '../../lib/api';
import { compactFilter } from './listQuery';

/** Everything of the withdrawals page: mutations refresh the list, the stats and the batches at once. */
const KEY = ['admin', 'withdrawals'] as const;

/** The list's filters (the cursor is the query's own). */
export type WithdrawalsFilter = Omit<z.input<typeof ZAdminWithdrawalsQuery>, 'cursor'>;

/** The review list, newest first, paged by cursor: `fetchNextPage` appends the next page. */
export function useWithdrawals(f: WithdrawalsFilter) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'list', f],
    queryFn: async ({ pageParam }): Promise<TAdminWithdrawalPage> =>
      ZAdminWithdrawalPage.parse(await apiCall(WITHDRAWALS_CONSOLE_API.list, compactFilter({ ...f, cursor: pageParam }))),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Counts per status, the ageing of approved-unpaid withdrawals and the on-time share of payments. */
export function useWithdrawalStats() {
  return useQuery({
    queryKey: [...KEY, 'stats'],
    queryFn: async (): Promise<TAdminWithdrawalStats> => ZAdminWithdrawalStats.parse(await apiCall(WITHDRAWALS_CONSOLE_API.stats)),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

/**
 * Review, approve, reject, mark paid or failed; answers the withdrawal as it now is. The server
 * refuses the same admin twice (WITHDRAW_SAME_ADMIN) and a stale state (WITHDRAW_STATE); its
 * message is shown and the lists refresh either way.
 */
export function useWithdrawalAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: TAdminWithdrawalAction }): Promise<TAdminWithdrawal> =>
      ZAdminWithdrawal.parse(await apiCall(WITHDRAWALS_CONSOLE_API.act, { id }, action)),
    onSettled: refresh,
  });
}

/** The batch files made so far, newest first. */
export function useWithdrawalBatches(enabled = true) {
  return useQuery({
    queryKey: [...KEY, 'batches'],
    queryFn: async (): Promise<TWithdrawalBatch[]> => ZWithdrawalBatchList.parse(await apiCall(WITHDRAWALS_CONSOLE_API.batches)).items,
    enabled,
  });
}

export type BatchKind = TWithdrawalBatch['kind'];

/**
 * A new batch of every approved, not yet batched withdrawal of the kind's method; null when there
 * is none (WITHDRAW_NOTHING_TO_EXPORT, which the page explains itself).
 */
export function useCreateWithdrawalBatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (kind: BatchKind): Promise<TWithdrawalBatch | null> => {
      try {
        return ZWithdrawalBatch.parse(await apiCall(WITHDRAWALS_CONSOLE_API.createBatch, { kind }, { silent: true }));
      } catch (err) {
        if (err instanceof ApiError && err.code === ErrorCode.WITHDRAW_NOTHING_TO_EXPORT) return null;
        throw err;
      }
    },
    onSettled: refresh,
  });
}

/** a batch file is made from the stored rows; give it time */
const BATCH_FILE_TIMEOUT_MS = 2 * 60_000;

/** Downloads a batch's file (Zengin text or PayPay CSV) under the server's name; resolves with the name. */
export async function downloadWithdrawalBatch(id: number): Promise<string> {
  const { filename } = await apiDownload(
    buildPath(WITHDRAWALS_CONSOLE_API.batchFile.path, { id }),
    {},
    { timeoutMs: BATCH_FILE_TIMEOUT_MS },
  );
  return filename;
}
