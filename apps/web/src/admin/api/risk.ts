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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api';
import { type PageFilter, usePageQuery } from './listQuery';

/** Filters as the pages hold them; empty ones are left out of the request. */
export type RiskRecordsFilter = PageFilter<TRiskRecordsQuery>;
export type RiskNoticesFilter = PageFilter<TRiskNoticesQuery>;

export function useRiskRecords(f: RiskRecordsFilter) {
  return usePageQuery(
    ['admin', 'risk', 'records'],
    f,
    async (params): Promise<TRiskRecordPage> => ZRiskRecordPage.parse(await apiCall(RISK_API.adminRecords, params)),
  );
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
  return usePageQuery(
    ['admin', 'risk', 'notices'],
    f,
    async (params): Promise<TRiskNoticePage> => ZRiskNoticePage.parse(await apiCall(RISK_API.adminNotices, params)),
  );
}

export function useSendRiskNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TRiskSendNoticeRequest) => ZRiskNotice.parse(await apiCall(RISK_API.adminSendNotice, input)),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'risk', 'notices'] }),
  });
}
