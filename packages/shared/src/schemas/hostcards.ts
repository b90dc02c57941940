import { z } from 'zod';
import { HOST_CARD_TAGS, HOST_PRESENCE } from '../hostcards';
import { LIMITS } from '../limits';
import { pageOf, pageQuery, ZAdminRef, ZBigIdParam, ZBrandId, ZPublicProfile } from './common';
import { ZReferralCode } from './referrals';

/** A stored photo or voice file: its content address (sha-256 of the bytes) and its extension. */
export const ZHostCardPhotoKey = z.string().regex(/^[0-9a-f]{64}\.(jpg|png|webp)$/);
export const ZHostCardVoiceKey = z.string().regex(/^[0-9a-f]{64}\.(mp3|m4a|wav|ogg|webm)$/);
export const ZHostCardTag = z.enum(HOST_CARD_TAGS);
export const ZHostPresence = z.enum(HOST_PRESENCE);

/** bytes of an upload, base64 (the type is sniffed from them, never declared); bounded by the 1 MiB body */
const ZBase64 = z
  .string()
  .max(1024 * 1024)
  .regex(/^[A-Za-z0-9+/]*={0,2}$/);

export const ZHostCardPhoto = z.object({ key: ZHostCardPhotoKey, url: z.string() });
export type THostCardPhoto = z.infer<typeof ZHostCardPhoto>;
export const ZHostCardVoice = z.object({ key: ZHostCardVoiceKey, url: z.string(), duration_ms: z.number().int() });
export type THostCardVoice = z.infer<typeof ZHostCardVoice>;

/** A card as anyone sees it. */
export const ZHostCard = z.object({
  host: ZPublicProfile,
  /** her invite code: the card's address and the referral that attributes its visitors */
  code: z.string(),
  intro: z.string(),
  tags: z.array(ZHostCardTag),
  photos: z.array(ZHostCardPhoto),
  voice: ZHostCardVoice.nullable(),
  charm_level: z.number().int(),
  presence: ZHostPresence,
  updated_at: z.string(),
});
export type THostCard = z.infer<typeof ZHostCard>;

// ---- public ----
/** GET /api/v1/hostcards/card — a card by her code, on the page's brand */
export const ZHostCardQuery = z.object({ code: ZReferralCode, app_name: ZBrandId.default('default') });
/** GET /api/v1/hostcards/gallery — the brand's visible cards, the most recently active first */
export const ZHostCardGalleryQuery = z.object({ app_name: ZBrandId.default('default') });
export const ZHostCardGallery = z.object({ items: z.array(ZHostCard) });
export type THostCardGallery = z.infer<typeof ZHostCardGallery>;

// ---- the host's own card ----
export const ZHostCardMine = z.object({
  /** only hosts have a card; everyone else sees the gallery */
  is_host: z.boolean(),
  /** her card as saved (null: not made yet) */
  card: ZHostCard.nullable(),
  /** staff hid it: it shows as not available */
  hidden: z.boolean(),
  /** why it is not shown to others (null: it is shown) */
  block: z.enum(['hidden', 'minor', 'banned', 'not_host', 'empty']).nullable(),
});
export type THostCardMine = z.infer<typeof ZHostCardMine>;

/** POST /api/v1/hostcards/me — the whole card (photos in order; keys of her own uploads) */
export const ZHostCardSaveRequest = z.object({
  intro: z.string().trim().max(LIMITS.hostCardIntroMax),
  tags: z.array(ZHostCardTag).max(LIMITS.hostCardTagsMax),
  photos: z.array(ZHostCardPhotoKey).max(LIMITS.hostCardPhotosMax),
  voice: ZHostCardVoiceKey.nullable(),
});
export type THostCardSaveRequest = z.infer<typeof ZHostCardSaveRequest>;

export const ZHostCardPhotoUpload = z.object({ data: ZBase64 });
export const ZHostCardVoiceUpload = z.object({
  data: ZBase64,
  /** the length the browser measured; a WAV's own header wins */
  duration_ms: z.number().int().min(0).max(3_600_000),
});
export const ZHostCardUploadedPhoto = ZHostCardPhoto.extend({ width: z.number().int(), height: z.number().int(), bytes: z.number().int() });
export const ZHostCardUploadedVoice = ZHostCardVoice.extend({ bytes: z.number().int(), mime: z.string() });

// ---- console ----
export const HOST_CARD_STATES = ['visible', 'hidden'] as const;
export const ZAdminHostCardsQuery = pageQuery(LIMITS.hostCardConsolePageMax, 20).extend({
  brand: ZBrandId.optional(),
  state: z.enum(HOST_CARD_STATES).optional(),
  /** a public id or a nickname fragment */
  user: z.string().trim().max(40).optional(),
});
export const ZAdminHostCard = z.object({
  user_id: z.number().int(),
  host: ZPublicProfile,
  code: z.string(),
  intro: z.string(),
  tags: z.array(ZHostCardTag),
  photos: z.array(ZHostCardPhoto),
  voice: ZHostCardVoice.nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  hidden_at: z.string().nullable(),
  hidden_by: ZAdminRef.nullable(),
  /** why the public does not see it besides staff's hiding (minor, banned…), or null */
  block: ZHostCardMine.shape.block,
  updated_at: z.string(),
});
export type TAdminHostCard = z.infer<typeof ZAdminHostCard>;
export const ZAdminHostCardPage = pageOf(ZAdminHostCard);
export type TAdminHostCardPage = z.infer<typeof ZAdminHostCardPage>;
export const ZAdminHostCardParams = z.object({ user_id: ZBigIdParam });
export const ZAdminHostCardVisibility = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().max(LIMITS.hostCardHideReasonMax).default(''),
});
