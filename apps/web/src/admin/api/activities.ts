import {
  ACTIVITIES_CONSOLE_API,
  type BrandId,
  type Locale,
  type TAdminActivity,
  type TAdminActivityList,
  type TAdminActivityPreview,
  type TAdminActivityResults,
  type TAdminActivityVersionDetail,
  ZAdminActivity,
  ZAdminActivityList,
  type ZAdminActivityListQuery,
  ZAdminActivityPreview,
  ZAdminActivityResults,
  type ZAdminActivityResultsQuery,
  ZAdminActivityVersionDetail,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api';
import { compactFilter, type PageFilter, usePageQuery } from './listQuery';

const KEY = ['admin', 'activities'] as const;
type Definition = Record<string, unknown>;

export type ActivityListFilter = z.input<typeof ZAdminActivityListQuery>;

/** Every event with its phase, live version and open draft or pending version. */
export function useActivityList(f: ActivityListFilter) {
  return useQuery({
    queryKey: [...KEY, 'list', f],
    queryFn: async (): Promise<TAdminActivityList> =>
      ZAdminActivityList.parse(await apiCall(ACTIVITIES_CONSOLE_API.list, compactFilter(f))),
    placeholderData: keepPreviousData,
  });
}

/** One event: its versions (newest first), scheduled firings and how it ended. Silent: a new event is not there yet. */
export function useActivity(event: string | null) {
  return useQuery({
    queryKey: [...KEY, 'event', event],
    queryFn: async (): Promise<TAdminActivity> =>
      ZAdminActivity.parse(await apiCall(ACTIVITIES_CONSOLE_API.get, { event: event ?? '' }, undefined, { silent: true })),
    enabled: event !== null,
    retry: false,
  });
}

/** One version's definition, its validator problems and its diff against the version it was based on. */
export function useActivityVersion(event: string | null, version: number | null) {
  return useQuery({
    queryKey: [...KEY, 'version', event, version],
    queryFn: async (): Promise<TAdminActivityVersionDetail> =>
      ZAdminActivityVersionDetail.parse(await apiCall(ACTIVITIES_CONSOLE_API.version, { event: event ?? '', version: version ?? 0 })),
    enabled: event !== null && version !== null,
  });
}

export interface ActivityPreviewInput {
  definition: Definition;
  brand: BrandId;
  lang: Locale;
}

/**
 * The H5 page a definition would render (debounced by the caller); the previous answer stays
 * while the next one loads. Silent: the editor shows the problems itself.
 */
export function useActivityPreview(input: ActivityPreviewInput | null) {
  return useQuery({
    queryKey: [...KEY, 'preview', input],
    queryFn: async (): Promise<TAdminActivityPreview> =>
      ZAdminActivityPreview.parse(await apiCall(ACTIVITIES_CONSOLE_API.preview, input as ActivityPreviewInput, { silent: true })),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After any change of a version: the event, its versions and the list refresh. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: KEY });
}

const detail = async (p: Promise<unknown>) => ZAdminActivityVersionDetail.parse(await p);

/** Creates or updates the event's single open draft (a new event id creates the event). */
export function useSaveActivityDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ event, definition, based_on }: { event: string; definition: Definition; based_on: number | null }) =>
      detail(apiCall(ACTIVITIES_CONSOLE_API.saveDraft, { event }, { definition, based_on })),
    onSettled: refresh,
  });
}

type VersionRef = { event: string; version: number };

/** Draft → pending (refused while the validator finds problems). */
export function useSubmitActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: VersionRef) => detail(apiCall(ACTIVITIES_CONSOLE_API.submit, v)),
    onSettled: refresh,
  });
}

/**
 * Approves (publishes) or rejects a pending version. Silent: the page shows the refusal beside
 * the buttons (four eyes: an editor of the version cannot approve it).
 */
export function useReviewActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ decision, note, ...v }: VersionRef & { decision: 'approve' | 'reject'; note: string }) =>
      detail(apiCall(ACTIVITIES_CONSOLE_API.review, v, { decision, note }, { silent: true })),
    onSettled: refresh,
  });
}

/** A new draft holding an older version's definition. */
export function useRevertActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: VersionRef) => detail(apiCall(ACTIVITIES_CONSOLE_API.revert, v)),
    onSettled: refresh,
  });
}

/** Ends a live event early (its rewards are settled as at the end). */
export function useEndActivity() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ event, reason }: { event: string; reason: string }) =>
      ZAdminActivity.parse(await apiCall(ACTIVITIES_CONSOLE_API.end, { event }, { reason })),
    onSettled: refresh,
  });
}

export type ActivityResultsFilter = PageFilter<z.input<typeof ZAdminActivityResultsQuery>> & { event: string };

/** The rewards an event paid, newest first. */
export function useActivityResults(f: ActivityResultsFilter) {
  return usePageQuery(
    [...KEY, 'results'],
    f,
    async (params): Promise<TAdminActivityResults> => ZAdminActivityResults.parse(await apiCall(ACTIVITIES_CONSOLE_API.results, params)),
  );
}
