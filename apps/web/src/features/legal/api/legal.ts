import { type BrandId, LEGAL_API, type LegalSlug, type Locale, type TLegalDocument, type TRegisterInfoRequest } from '@app/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { getUserToken } from '../../../lib/session';

const key = (slug: LegalSlug, brand: BrandId, lang: Locale) => ['legal', slug, brand, lang, Boolean(getUserToken())] as const;

/** The current version of a document for the page's brand and language (with the reader's acceptance). */
export function useLegalDocument(slug: LegalSlug | null, brand: BrandId, lang: Locale) {
  return useQuery({
    queryKey: key(slug ?? ('user_service' as LegalSlug), brand, lang),
    queryFn: () => apiCall(LEGAL_API.get, { slug: slug! }, { brand, lang }, { silent: true }),
    enabled: slug !== null,
    staleTime: 60_000,
  });
}

/** Accepts the version shown; the document then answers with the acceptance. */
export function useAcceptDocument(slug: LegalSlug, brand: BrandId, lang: Locale) {
  return useMutation({
    mutationFn: (version: number) => apiCall(LEGAL_API.accept, { slug }, { version }),
    onSuccess: (accepted) => {
      queryClient.setQueryData<TLegalDocument>(key(slug, brand, lang), (doc) =>
        doc ? { ...doc, accepted_at: accepted.accepted_at } : doc,
      );
    },
    // a newer version was published meanwhile: show it
    onError: () => void queryClient.invalidateQueries({ queryKey: ['legal', slug] }),
  });
}

const mineKey = ['legal', 'register-info', 'mine'] as const;

/** The signed-in host's latest registration table (null before the first). */
export function useMyRegisterInfo(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    queryFn: () => apiCall(LEGAL_API.registerInfoMine, undefined, { silent: true }),
    enabled,
    staleTime: 30_000,
  });
}

/** Submits the table (with the terms' version the host accepted). */
export function useSubmitRegisterInfo() {
  return useMutation({
    mutationFn: (body: TRegisterInfoRequest) => apiCall(LEGAL_API.registerInfoSubmit, body),
    onSuccess: (info) => {
      queryClient.setQueryData(mineKey, { info });
      void queryClient.invalidateQueries({ queryKey: ['legal', 'register_info'] });
    },
  });
}
