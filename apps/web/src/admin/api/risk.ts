import {
  RISK_API,
  type TRiskActionRequest,
  type TRiskActionResult,
  type TRiskCreateRecordRequest,
  type TRiskNoticePage,
  type TRiskNoticesQuery,
  type TRiskRecordDetail,
  type TRiskRecordPage,
  type TRiskRecordsQuery,
  type TRiskSendNoticeRequest,
  ZRiskActionResult,
  ZRiskNotice,
  ZRiskNoticePage,
  ZRiskRecordDetail,
  ZRiskRecordPage,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';

/** Filters as the pages hold them; empty ones are left out of the request. */
export type RiskRecordsFilter = Partial<Omit<TRiskRecordsQuery, 'page' | 'page_size'>> & { page: number; page_size: number };
export type RiskNoticesFilter = Partial<Omit<TRiskNoticesQuery, 'page' | 'page_size'>> & { page: number; page_size: number };

const compact = <T extends object>(f: T) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as T;

export function useRiskRecords(f: RiskRecordsFilter) {
  return useQuery({
    queryKey: ['admin', 'risk', 'records', f],
    queryFn: async (): Promise<TRiskRecordPage> => ZRiskRecordPage.parse(await apiCall(RISK_API.adminRecords, compact(f))),
    placeholderData: keepPreviousData,
  });
}

export function useRiskRecord(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'risk', 'record', id],
    queryFn: async (): Promise<TRiskRecordDetail> => ZRiskRecordDetail.parse(await apiCall(RISK_API.adminRecord, { id: id ?? 0 })),
    enabled: id !== null,
  });
}

export function useCreateRiskRecord() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TRiskCreateRecordRequest) => ZRiskRecordDetail.parse(await apiCall(RISK_API.adminCreateRecord, input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'risk'] }),
  });
}

export function useRiskAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TRiskActionRequest): Promise<TRiskActionResult> =>
      ZRiskActionResult.parse(await apiCall(RISK_API.adminAction, input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'risk'] }),
  });
}

export function useRiskNotices(f: RiskNoticesFilter) {
  return useQuery({
    queryKey: ['admin', 'risk', 'notices', f],
    queryFn: async (): Promise<TRiskNoticePage> => ZRiskNoticePage.parse(await apiCall(RISK_API.adminNotices, compact(f))),
    placeholderData: keepPreviousData,
  });
}

export function useSendRiskNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TRiskSendNoticeRequest) => ZRiskNotice.parse(await apiCall(RISK_API.adminSendNotice, input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'risk', 'notices'] }),
  });
}
