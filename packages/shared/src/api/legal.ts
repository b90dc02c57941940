import { endpoint } from './endpoint';

/** Legal documents: the current version of a document, and a user's acceptance of a consent document. */
export const LEGAL_API = {
  get: endpoint('GET', '/api/v1/legal/documents/:slug', { params: 'ZLegalDocParams', query: 'ZLegalDocQuery', response: 'ZLegalDocument' }),
  accept: endpoint('POST', '/api/v1/legal/documents/:slug/accept', {
    params: 'ZLegalDocParams',
    body: 'ZLegalAcceptRequest',
    response: 'ZLegalAcceptance',
  }),
} as const;
