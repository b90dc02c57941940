import { ADMIN_API_BASE, endpoint } from './endpoint';

const H = '/api/v1/hostcards';
/** Host cards: a host's shareable profile card (public), her own card's editor, the uploads. */
export const HOSTCARDS_API = {
  /** a card by the host's invite code (anyone, signed in or not) */
  card: endpoint('GET', `${H}/card`, { query: 'ZHostCardQuery', response: 'ZHostCard' }),
  /** the brand's visible cards */
  gallery: endpoint('GET', `${H}/gallery`, { query: 'ZHostCardGalleryQuery', response: 'ZHostCardGallery' }),
  /** my card (a host) or that I have none */
  me: endpoint('GET', `${H}/me`, { response: 'ZHostCardMine' }),
  /** save my card: photos, voice intro, tags, intro text (hosts only; muted hosts keep their texts) */
  save: endpoint('POST', `${H}/me`, { body: 'ZHostCardSaveRequest', response: 'ZHostCardMine' }),
  uploadPhoto: endpoint('POST', `${H}/photos`, { body: 'ZHostCardPhotoUpload', response: 'ZHostCardUploadedPhoto' }),
  uploadVoice: endpoint('POST', `${H}/voice`, { body: 'ZHostCardVoiceUpload', response: 'ZHostCardUploadedVoice' }),
} as const;

/** The console: every card, and hiding or showing one (host.manage_cards, audited). */
export const HOSTCARDS_CONSOLE_API = {
  list: endpoint('GET', `${ADMIN_API_BASE}/host-cards`, { query: 'ZAdminHostCardsQuery', response: 'ZAdminHostCardPage' }),
  visibility: endpoint('POST', `${ADMIN_API_BASE}/host-cards/:user_id/visibility`, {
    params: 'ZAdminHostCardParams',
    body: 'ZAdminHostCardVisibility',
    response: 'ZAdminHostCard',
  }),
} as const;
