import {
  ErrorCode,
  type PayoutMethod,
  type TPayoutAccount,
  type TPayoutAccountInput,
  type TRealname,
  type TStatement,
  type TWithdrawal,
  type TWithdrawalPage,
  type TWithdrawOverview,
  type TWithdrawQuoteResult,
  WITHDRAWALS_API,
  type WithdrawalStatus,
} from '@app/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, apiCall } from '../../lib/api';
import { useIntentKey } from '../../lib/intent-key';
import { queryClient } from '../../lib/query';
import { refreshFirstPage } from '../../lib/refresh-first-page';
import { getUserToken } from '../../lib/session';

const ROOT = 'withdraw';
export const overviewKey = () => [ROOT, 'overview'] as const;
export const quoteKey = (method: PayoutMethod, points: number) => [ROOT, 'quote', method, points] as const;
export const recordsKey = (status: WithdrawalStatus | null) => [ROOT, 'records', status ?? 'all'] as const;
export const recordKey = (id: number) => [ROOT, 'record', id] as const;
export const statementKey = (month: string | null) => [ROOT, 'statement', month ?? 'current'] as const;

const signedIn = () => Boolean(getUserToken());

/**
 * What the intent key is settled with: the client turns a network failure or a timeout into an
 * ApiError (NETWORK) too, but then the server's answer is unknown and the key must be kept, so a
 * retry is the same request; any other answer (or none: success) ends the intent.
 */
export const intentOutcome = (error: unknown): unknown =>
  error instanceof ApiError && error.code === ErrorCode.NETWORK ? new Error('answer unknown') : error;

/**
 * The host's balance, rules, payout accounts and recent requests. Silent: the page shows the
 * login prompt (signed out), the hosts-only card (HOST_ONLY) or its own error card.
 */
export function useWithdrawOverview() {
  return useQuery({
    queryKey: overviewKey(),
    queryFn: (): Promise<TWithdrawOverview> => apiCall(WITHDRAWALS_API.overview, undefined, { silent: true }),
    enabled: signedIn(),
    staleTime: 15_000,
  });
}

/** `value`, once it stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's quote of `points` by `method`, asked 250 ms after the amount stopped changing.
 * `data` is for the amount asked last; `current` says whether it is for the amount on screen.
 */
export function useWithdrawQuote(method: PayoutMethod, points: number | null) {
  const asked = useDebounced(points);
  const query = useQuery({
    queryKey: quoteKey(method, asked ?? 0),
    queryFn: (): Promise<TWithdrawQuoteResult> => apiCall(WITHDRAWALS_API.quote, { method, points: asked ?? 0 }, { silent: true }),
    enabled: signedIn() && asked !== null && asked > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const current = !query.isPlaceholderData && asked === points && query.data?.quote.points === points;
  return { ...query, current };
}

/** Her requests, newest first, a cursor page at a time; `status` filters. */
export function useWithdrawals(status: WithdrawalStatus | null) {
  return useInfiniteQuery({
    queryKey: recordsKey(status),
    queryFn: ({ pageParam }): Promise<TWithdrawalPage> =>
      apiCall(WITHDRAWALS_API.list, { cursor: pageParam, limit: 20, ...(status ? { status } : {}) }, { silent: true }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: signedIn(),
    staleTime: 10_000,
  });
}

/** A pull to refresh on her records: the balance and the filter's first page again. */
export function refreshWithdrawals(status: WithdrawalStatus | null): Promise<unknown> {
  return Promise.all([
    queryClient.refetchQueries({ queryKey: overviewKey(), exact: true }),
    refreshFirstPage(queryClient, recordsKey(status)),
  ]);
}

/** One request (the success page and the detail sheet). */
export function useWithdrawal(id: number | null) {
  return useQuery({
    queryKey: recordKey(id ?? 0),
    queryFn: (): Promise<TWithdrawal> => apiCall(WITHDRAWALS_API.get, { id: id ?? 0 }, undefined, { silent: true }),
    enabled: signedIn() && id !== null,
    staleTime: 10_000,
  });
}

/** Her monthly statement (`month` YYYY-MM, or the current one); it lists the months she has. */
export function useWithdrawStatement(month: string | null, enabled = true) {
  return useQuery({
    queryKey: statementKey(month),
    queryFn: (): Promise<TStatement> => apiCall(WITHDRAWALS_API.statement, month ? { month } : {}, { silent: true }),
    enabled: enabled && signedIn(),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** After a request, an account or a real-name change: what the pages show is fetched again. */
function refreshAfterRequest() {
  void queryClient.invalidateQueries({ queryKey: overviewKey() });
  void queryClient.invalidateQueries({ queryKey: [ROOT, 'records'] });
  void queryClient.invalidateQueries({ queryKey: [ROOT, 'statement'] });
}
const refreshOverview = () => void queryClient.invalidateQueries({ queryKey: overviewKey() });

/** Adds or replaces her account of the input's method; a retry after an unknown answer reuses the request id. */
export function useSaveAccount() {
  const key = useIntentKey('wdaccount');
  return useMutation({
    mutationFn: (account: TPayoutAccountInput): Promise<TPayoutAccount> =>
      apiCall(WITHDRAWALS_API.saveAccount, { account, request_id: key.take(account) }, { silent: true }),
    onSettled: (result, error) => {
      key.settle(intentOutcome(error));
      if (result) refreshOverview();
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (id: number) => apiCall(WITHDRAWALS_API.deleteAccount, { id }, undefined, { silent: true }),
    onSettled: () => refreshOverview(),
  });
}

/** China: her real name and ID number, checked once before the first withdrawal. */
export function useSaveRealname() {
  return useMutation({
    mutationFn: (input: { name: string; id_number: string }): Promise<TRealname> =>
      apiCall(WITHDRAWALS_API.realname, input, { silent: true }),
    onSuccess: () => refreshOverview(),
  });
}

/**
 * The request itself (after her password). The intent is the account and the amount, not the
 * password: a double tap or a retry after a lost answer sends the same request id, so the server
 * makes one request; once it answered (even "wrong password") the next try is a new intent.
 */
export function useWithdrawRequest() {
  const key = useIntentKey('withdraw');
  return useMutation({
    mutationFn: ({ account_id, points, password }: { account_id: number; points: number; password: string }): Promise<TWithdrawal> =>
      apiCall(WITHDRAWALS_API.request, { request_id: key.take({ account_id, points }), account_id, points, password }, { silent: true }),
    onSettled: (result, error) => {
      key.settle(intentOutcome(error));
      if (result) {
        queryClient.setQueryData(recordKey(result.id), result);
        refreshAfterRequest();
      }
    },
  });
}
