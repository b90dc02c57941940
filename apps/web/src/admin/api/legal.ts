import {
  type BrandId,
  LEGAL_CONSOLE_API,
  type LegalSlug,
  type Locale,
  type TAdminLegalDoc,
  type TAdminLegalList,
  type TAdminRegisterInfoPage,
  ZAdminLegalDoc,
  ZAdminLegalList,
  ZAdminLegalPreview,
  ZAdminLegalPublished,
  ZAdminRegisterInfoPage,
  type ZAdminRegisterInfoQuery,
} from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiCall } from '../../lib/api';
import { type PageFilter, usePageQuery } from './listQuery';

const KEY = ['admin', 'legal'] as const;

/** Every document with its current version. */
export function useLegalDocuments() {
  return useQuery({
    queryKey: [...KEY, 'documents'],
    queryFn: async (): Promise<TAdminLegalList> => ZAdminLegalList.parse(await apiCall(LEGAL_CONSOLE_API.list)),
  });
}

/** A document's versions and the texts of `version` (null: the newest). */
export function useLegalDocument(slug: LegalSlug | null, version: number | null) {
  return useQuery({
    queryKey: [...KEY, 'document', slug, version],
    queryFn: async (): Promise<TAdminLegalDoc> =>
      ZAdminLegalDoc.parse(await apiCall(LEGAL_CONSOLE_API.get, { slug: slug ?? '' }, version === null ? {} : { version })),
    enabled: slug !== null,
  });
}

export interface LegalPreviewInput {
  slug: LegalSlug;
  locale: Locale;
  brand: BrandId;
  text: string;
}

/**
 * A text as a reader of that brand and language sees it (sanitised HTML from the server). The
 * text is debounced by the caller; the previous preview stays while the next one renders. Errors
 * are the editor's to show (a blank text is not worth a message).
 */
export function useLegalPreview(input: LegalPreviewInput | null) {
  return useQuery({
    queryKey: [...KEY, 'preview', input],
    queryFn: async () => ZAdminLegalPreview.parse(await apiCall(LEGAL_CONSOLE_API.preview, input as LegalPreviewInput, { silent: true })),
    enabled: input !== null && input.text.trim().length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type LegalPublishInput = { slug: LegalSlug; effective_date: string; texts: TAdminLegalDoc['texts'] };

/** Publishes a new version in every language (audited on the server); the lists refresh. */
export function usePublishLegal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ slug, ...body }: LegalPublishInput): Promise<z.infer<typeof ZAdminLegalPublished>> =>
      ZAdminLegalPublished.parse(await apiCall(LEGAL_CONSOLE_API.publish, { slug }, body)),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export type RegisterInfoFilter = PageFilter<z.infer<typeof ZAdminRegisterInfoQuery>>;

/** The hosts' registration tables, newest first. */
export function useRegisterInfo(f: RegisterInfoFilter) {
  return usePageQuery(
    [...KEY, 'register-info'],
    f,
    async (params): Promise<TAdminRegisterInfoPage> => ZAdminRegisterInfoPage.parse(await apiCall(LEGAL_CONSOLE_API.registerInfo, params)),
  );
}
