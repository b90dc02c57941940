import { ADMIN_API_BASE, endpoint } from './endpoint';

/** Legal documents: the current version of a document, and a user's acceptance of a consent document. */
export const LEGAL_API = {
  get: endpoint('GET', '/api/v1/legal/documents/:slug', { params: 'ZLegalDocParams', query: 'ZLegalDocQuery', response: 'ZLegalDocument' }),
  accept: endpoint('POST', '/api/v1/legal/documents/:slug/accept', {
    params: 'ZLegalDocParams',
    body: 'ZLegalAcceptRequest',
    response: 'ZLegalAcceptance',
  }),
  registerInfoSubmit: endpoint('POST', '/api/v1/legal/register-info', { body: 'ZRegisterInfoRequest', response: 'ZRegisterInfo' }),
  registerInfoMine: endpoint('GET', '/api/v1/legal/register-info', { response: 'ZMyRegisterInfo' }),
} as const;

/** The console's legal calls: documents (versions, preview, publish) and the registration tables. */
export const LEGAL_CONSOLE_API = {
  list: endpoint('GET', `${ADMIN_API_BASE}/legal/documents`, { response: 'ZAdminLegalList' }),
  get: endpoint('GET', `${ADMIN_API_BASE}/legal/documents/:slug`, {
    params: 'ZLegalDocParams',
    query: 'ZAdminLegalDocQuery',
    response: 'ZAdminLegalDoc',
  }),
  preview: endpoint('POST', `${ADMIN_API_BASE}/legal/preview`, { body: 'ZAdminLegalPreviewRequest', response: 'ZAdminLegalPreview' }),
  publish: endpoint('POST', `${ADMIN_API_BASE}/legal/documents/:slug/publish`, {
    params: 'ZLegalDocParams',
    body: 'ZAdminLegalPublishRequest',
    response: 'ZAdminLegalPublished',
  }),
  registerInfo: endpoint('GET', `${ADMIN_API_BASE}/legal/register-info`, {
    query: 'ZAdminRegisterInfoQuery',
    response: 'ZAdminRegisterInfoPage',
  }),
} as const;
