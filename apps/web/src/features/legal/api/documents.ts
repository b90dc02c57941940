import { type BrandId, LEGAL_API, type LegalSlug, type Locale, type TLegalDocument, type TRegisterInfoRequest } from '@app/shared';
import { apiCall } from '../../../lib/api';

/**
 * The legal pages' calls. No react-query here: the legal routes are public pages a first-time
 * visitor opens on a slow phone, so they read through lib/use-request and stay light.
 */

/** The current version of a document for the brand and language (with the reader's acceptance). */
export function fetchLegalDocument(slug: LegalSlug, brand: BrandId, lang: Locale): Promise<TLegalDocument> {
  return apiCall(LEGAL_API.get, { slug }, { brand, lang }, { silent: true });
}

/** Accepts the version shown (a newer one meanwhile is refused). */
export function acceptDocument(slug: LegalSlug, version: number) {
  return apiCall(LEGAL_API.accept, { slug }, { version });
}

/** The signed-in host's latest registration table (null before the first). */
export function fetchMyRegisterInfo() {
  return apiCall(LEGAL_API.registerInfoMine, undefined, { silent: true });
}

/** Submits the table (with the terms' version the host accepted). */
export function submitRegisterInfo(body: TRegisterInfoRequest) {
  return apiCall(LEGAL_API.registerInfoSubmit, body);
}
