import {
  type BrandId,
  buildPath,
  type TAdminTrader,
  type TAdminTraderTransfersQuery,
  TRADERS_CONSOLE_API,
  type TraderAction,
  type TraderStatus,
  type TTraderPurchase,
  type TTraderTransferPage,
  ZAdminTrader,
  ZAdminTraderList,
  ZTraderPurchase,
  ZTraderPurchaseList,
  ZTraderTransferPage,
} from '@app/shared';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiDownload } from '../../lib/api';
import { compactFilter } from './listQuery';

/** Everything of the traders page: a change refreshes the list and the open trader at once. */
const KEY = ['admin', 'traders'] as const;

export function useTraders(f: { status?: TraderStatus | undefined; brand?: BrandId | undefined }) {
  return useQuery({
    queryKey: [...KEY, 'list', f],
    queryFn: async (): Promise<TAdminTrader[]> => ZAdminTraderList.parse(await apiCall(TRADERS_CONSOLE_API.list, compactFilter(f))).items,
    placeholderData: keepPreviousData,
  });
}

export type TransfersFilter = Omit<TAdminTraderTransfersQuery, 'cursor' | 'limit'>;

export function useTraderTransfers(id: number | null, f: TransfersFilter) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'transfers', id, f],
    queryFn: async ({ pageParam }): Promise<TTraderTransferPage> =>
      ZTraderTransferPage.parse(
        await apiCall(TRADERS_CONSOLE_API.transfers, { id: id! }, compactFilter({ ...f, cursor: pageParam, limit: 50 })),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: id !== null,
  });
}

export function useTraderPurchases(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'purchases', id],
    queryFn: async (): Promise<TTraderPurchase[]> =>
      ZTraderPurchaseList.parse(await apiCall(TRADERS_CONSOLE_API.purchases, { id: id! })).items,
    enabled: id !== null,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

export function useProposeTrader() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (v: { public_id: string; daily_limit: number; per_recipient_limit: number; note?: string }) =>
      ZAdminTrader.parse(await apiCall(TRADERS_CONSOLE_API.propose, { note: '', ...v })),
    onSettled: refresh,
  });
}

export function useTraderAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action, note = '' }: { id: number; action: TraderAction; note?: string }) =>
      ZAdminTrader.parse(await apiCall(TRADERS_CONSOLE_API.act, { id }, { action, note })),
    onSettled: refresh,
  });
}

export function useTraderLimits() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, ...limits }: { id: number; daily_limit: number; per_recipient_limit: number }) =>
      ZAdminTrader.parse(await apiCall(TRADERS_CONSOLE_API.limits, { id }, limits)),
    onSettled: refresh,
  });
}

export function useDecideLimits() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      ZAdminTrader.parse(await apiCall(TRADERS_CONSOLE_API.decideLimits, { id }, { decision })),
    onSettled: refresh,
  });
}

export function useTraderPurchase() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({
      id,
      ...body
    }: {
      id: number;
      request_id: string;
      amount: number;
      price_minor: number;
      currency: 'CNY' | 'JPY';
      reference: string;
    }) => ZTraderPurchase.parse(await apiCall(TRADERS_CONSOLE_API.purchase, { id }, body)),
    onSettled: refresh,
  });
}

/** The filtered transfers as an xlsx, saved under the server's name. */
export async function exportTraderTransfers(id: number, f: TransfersFilter): Promise<string> {
  const { filename } = await apiDownload(buildPath(TRADERS_CONSOLE_API.exportTransfers.path, { id }), compactFilter(f), {
    timeoutMs: 120_000,
  });
  return filename;
}
