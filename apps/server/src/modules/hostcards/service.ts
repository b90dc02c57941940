/**
 * Host cards (issue 14 C): a host's shareable profile card — photos, a voice intro, tags from a
 * fixed set, an intro text, her charm level and online signal. Rules: only hosts (modules/hosts
 * `isHost`: an active adult female account) have and edit a card; a card lists only files its
 * host uploaded (photos pass the support module's image check, voices the audio rules of
 * `@app/shared` hostcards); a muted host cannot change her texts (risk `assertNotMuted`); staff hide
 * a card (host.manage_cards, audited); a hidden card, a minor's, a banned account's or one
 * without a photo is shown to nobody but its host ("not available", absent from the gallery).
 * The card's code is her invite code, so the page's referral visit attributes its visitors to her.
 */
import {
  charmLevel,
  cleanTags,
  HOST_CARD_AUDIO_TYPES,
  type HostCardBlock,
  hostCardBlock,
  hostPresence,
  LIMITS,
  SUPPORT_IMAGE_TYPES,
  sniffAudioType,
  sniffImageType,
  type TAdminHostCard,
  type TAdminHostCardPage,
  type THostCard,
  type THostCardGallery,
  type THostCardMine,
  type THostCardSaveRequest,
  voiceLengthOk,
  wavDurationMs,
  type ZAdminHostCardsQuery,
} from '@app/shared';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit';
import type { AuthedAdmin, AuthedUser } from '../../platform/auth';
import type { Db, Queryable } from '../../platform/db';
import { AppError } from '../../platform/errors';
import type { BlobStorage, SignedUrls } from '../../platform/storage';
import { findUserById, findUserByPublicId, findUsersByIds, searchUsers, toPublicProfile, type UserRow } from '../accounts/service';
import { adminNicknames, adminRef } from '../admin/service';
import { statsOf } from '../gifts/service';
import { hostOf } from '../hosts/service';
import { checkImage } from '../support/service';
import * as repo from './repo';

export interface HostCardsDeps {
  db: Db;
  now: () => Date;
  storage: BlobStorage;
  urls: SignedUrls;
  /** refuses a muted host's text (risk service), when a risk module is registered */
  assertNotMuted?: (userId: number) => Promise<void>;
}

// ---------------------------------------------------------------- shapes

const url = (deps: HostCardsDeps, key: string) => deps.urls.url(key, deps.now(), LIMITS.hostCardMediaUrlTtlSeconds);

function blockOf(u: UserRow, card: repo.CardRow | null, now: Date): HostCardBlock | null {
  return hostCardBlock({ ...u, hidden: card?.hidden ?? false, photos: card?.photos.length ?? 0 }, now);
}

async function toCard(deps: HostCardsDeps, q: Queryable, u: UserRow, c: repo.CardRow): Promise<THostCard> {
  const stats = await statsOf(q, u.id);
  return {
    host: toPublicProfile(u),
    code: u.public_id,
    intro: c.intro,
    tags: cleanTags(c.tags),
    photos: c.photos.map((key) => ({ key, url: url(deps, key) })),
    voice: c.voice_key && c.voice_ms ? { key: c.voice_key, url: url(deps, c.voice_key), duration_ms: c.voice_ms } : null,
    charm_level: charmLevel(stats.charm_total),
    presence: hostPresence(c.last_active_at, deps.now()),
    updated_at: c.updated_at.toISOString(),
  };
}

// ---------------------------------------------------------------- public

/**
 * A card by the host's code on the page's brand. An unknown code, another brand's or a non-host's
 * (a man's invite code opens no card) is NOT_FOUND; a card nobody may see is HOSTCARD_UNAVAILABLE —
 * its host alone still sees it.
 */
export async function cardByCode(deps: HostCardsDeps, code: string, brand: string, viewer: AuthedUser | null): Promise<THostCard> {
  const u = await findUserByPublicId(deps.db, code);
  if (!u || u.brand !== brand) throw new AppError('NOT_FOUND');
  const c = await repo.findCard(deps.db, u.id);
  if (!c) throw new AppError(u.gender === 'female' ? 'HOSTCARD_UNAVAILABLE' : 'NOT_FOUND');
  const block = blockOf(u, c, deps.now());
  if (block === 'not_host') throw new AppError('NOT_FOUND');
  if (block && !(viewer?.id === u.id && (block === 'hidden' || block === 'empty'))) throw new AppError('HOSTCARD_UNAVAILABLE');
  return toCard(deps, deps.db, u, c);
}

/** The brand's cards anyone may see, the most recently active first. */
export async function gallery(deps: HostCardsDeps, brand: string): Promise<THostCardGallery> {
  // over-read: the minors' and banned hosts' cards are dropped here
  const rows = await repo.galleryCards(deps.db, brand, LIMITS.hostCardGalleryMax * 2);
  const users = await findUsersByIds(
    deps.db,
    rows.map((r) => r.user_id),
  );
  const now = deps.now();
  const items: THostCard[] = [];
  for (const c of rows) {
    const u = users.get(c.user_id);
    if (!u || u.brand !== brand || blockOf(u, c, now)) continue;
    items.push(await toCard(deps, deps.db, u, c));
    if (items.length >= LIMITS.hostCardGalleryMax) break;
  }
  return { items };
}

// ---------------------------------------------------------------- the host's own card

async function mineOf(deps: HostCardsDeps, q: Queryable, u: UserRow): Promise<THostCardMine> {
  const now = deps.now();
  const c = await repo.findCard(q, u.id);
  const block = blockOf(u, c, now);
  if (block === 'not_host' || block === 'minor') return { is_host: false, card: null, hidden: false, block };
  return { is_host: true, card: c ? await toCard(deps, q, u, c) : null, hidden: c?.hidden ?? false, block };
}

export async function mine(deps: HostCardsDeps, viewer: AuthedUser): Promise<THostCardMine> {
  const u = await findUserById(deps.db, viewer.id);
  if (!u) throw new AppError('NOT_FOUND');
  return mineOf(deps, deps.db, u);
}

/**
 * Saves the host's card as a whole. Photos and the voice must be her own uploads of the right
 * kind (HOSTCARD_MEDIA_UNKNOWN); tags come from the fixed set (the schema refuses others); a muted
 * host may still change photos and voice, but not her intro or tags (USER_MUTED).
 */
export async function save(deps: HostCardsDeps, viewer: AuthedUser, input: THostCardSaveRequest): Promise<THostCardMine> {
  const now = deps.now();
  const tags = cleanTags(input.tags);
  const intro = input.intro;
  const sameText = (c: repo.CardRow | null) => intro === (c?.intro ?? '') && tags.join(',') === (c ? cleanTags(c.tags).join(',') : '');
  // the mute check reads outside the card's transaction (the risk service uses its own connection)
  const checked = !sameText(await repo.findCard(deps.db, viewer.id));
  if (checked) await deps.assertNotMuted?.(viewer.id);
  return deps.db.tx(async (q) => {
    const u = await hostOf(q, viewer, now);
    const before = await repo.findCard(q, u.id, true);
    // the texts changed between the check and the lock: checked against the older card, ask again
    if (!checked && !sameText(before)) throw new AppError('CONFLICT');
    const photos = [...new Set(input.photos)];
    const owned = await repo.ownedUploads(q, u.id, [...photos, ...(input.voice ? [input.voice] : [])]);
    for (const k of photos) if (owned.get(k)?.kind !== 'photo') throw new AppError('HOSTCARD_MEDIA_UNKNOWN', {}, { field: 'photos' });
    const voice = input.voice ? owned.get(input.voice) : null;
    if (input.voice && (voice?.kind !== 'voice' || !voice.duration_ms))
      throw new AppError('HOSTCARD_MEDIA_UNKNOWN', {}, { field: 'voice' });
    await repo.upsertCard(q, {
      userId: u.id,
      brand: u.brand,
      intro,
      tags,
      photos,
      voiceKey: voice ? voice.key : null,
      voiceMs: voice ? voice.duration_ms : null,
      at: now,
    });
    return mineOf(deps, q, u);
  });
}

/** A photo for the card: the support module's image check (type, size, sides), stored, recorded as hers. */
export async function uploadPhoto(deps: HostCardsDeps, viewer: AuthedUser, base64: string) {
  const now = deps.now();
  const u = await hostOf(deps.db, viewer, now);
  const bytes = Buffer.from(base64, 'base64');
  const { mime, ext, width, height } = checkImage(bytes);
  const key = await deps.storage.put(bytes, ext, mime);
  await repo.insertUpload(deps.db, u.id, { key, kind: 'photo', mime, bytes: bytes.length, width, height, duration_ms: null }, now);
  return { key, url: url(deps, key), width, height, bytes: bytes.length };
}

/**
 * A voice intro: a common audio type (sniffed from the bytes), at most hostCardVoiceBytesMax, of
 * hostCardVoiceSecondsMin to …Max seconds — a WAV's length read from its header, other types' as
 * the browser measured it.
 */
export async function uploadVoice(deps: HostCardsDeps, viewer: AuthedUser, base64: string, declaredMs: number) {
  const now = deps.now();
  const u = await hostOf(deps.db, viewer, now);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > LIMITS.hostCardVoiceBytesMax)
    throw new AppError('HOSTCARD_AUDIO_TOO_LARGE', { max: String(Math.floor(LIMITS.hostCardVoiceBytesMax / 1024)) }, { field: 'data' });
  const type = sniffAudioType(bytes);
  if (!type) throw new AppError('HOSTCARD_AUDIO_TYPE', {}, { field: 'data' });
  const ms = type === 'wav' ? wavDurationMs(bytes) : declaredMs;
  if (ms === null || !voiceLengthOk(ms))
    throw new AppError(
      'HOSTCARD_AUDIO_DURATION',
      { min: String(LIMITS.hostCardVoiceSecondsMin), max: String(LIMITS.hostCardVoiceSecondsMax) },
      { field: 'duration_ms' },
    );
  const { mime, ext } = HOST_CARD_AUDIO_TYPES[type];
  const key = await deps.storage.put(bytes, ext, mime);
  await repo.insertUpload(
    deps.db,
    u.id,
    { key, kind: 'voice', mime, bytes: bytes.length, width: null, height: null, duration_ms: ms },
    now,
  );
  return { key, url: url(deps, key), duration_ms: ms, bytes: bytes.length, mime };
}

/**
 * What a card's media address serves (platform/signed-media): a photo of a supported image type or
 * a voice of a supported audio type, sniffed from the bytes. The address was issued to someone
 * allowed to see the card (or to the host previewing her upload) and expires.
 */
export function mediaMime(bytes: Buffer): string | null {
  const image = sniffImageType(bytes);
  if (image) return SUPPORT_IMAGE_TYPES[image].mime;
  const audio = sniffAudioType(bytes);
  return audio ? HOST_CARD_AUDIO_TYPES[audio].mime : null;
}

// ---------------------------------------------------------------- console

async function toAdmin(deps: HostCardsDeps, rows: repo.CardRow[]): Promise<TAdminHostCard[]> {
  const users = await findUsersByIds(
    deps.db,
    rows.map((r) => r.user_id),
  );
  const names = await adminNicknames(deps.db, [...new Set(rows.flatMap((r) => (r.hidden_by === null ? [] : [r.hidden_by])))]);
  const now = deps.now();
  return rows.flatMap((c) => {
    const u = users.get(c.user_id);
    if (!u) return [];
    return [
      {
        user_id: u.id,
        host: toPublicProfile(u),
        code: u.public_id,
        intro: c.intro,
        tags: cleanTags(c.tags),
        photos: c.photos.map((key) => ({ key, url: url(deps, key) })),
        voice: c.voice_key && c.voice_ms ? { key: c.voice_key, url: url(deps, c.voice_key), duration_ms: c.voice_ms } : null,
        hidden: c.hidden,
        hidden_reason: c.hidden_reason,
        hidden_at: c.hidden_at ? c.hidden_at.toISOString() : null,
        hidden_by: adminRef(names, c.hidden_by),
        block: blockOf(u, c, now),
        updated_at: c.updated_at.toISOString(),
      },
    ];
  });
}

export async function consoleList(deps: HostCardsDeps, query: z.output<typeof ZAdminHostCardsQuery>): Promise<TAdminHostCardPage> {
  let userIds: number[] | undefined;
  if (query.user) userIds = (await searchUsers(deps.db, query.user, 200, 0)).rows.map((u) => u.id);
  const { rows, total } = await repo.consolePage(deps.db, {
    brand: query.brand,
    hidden: query.state === undefined ? undefined : query.state === 'hidden',
    userIds,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { items: await toAdmin(deps, rows), total, page: query.page, page_size: query.page_size };
}

/** Hides or shows a card (host.manage_cards); the change and its reason go to the audit log in the same transaction. */
export async function setVisibility(
  deps: HostCardsDeps,
  admin: AuthedAdmin,
  userId: number,
  input: { hidden: boolean; reason: string },
  ip: string,
): Promise<TAdminHostCard> {
  const now = deps.now();
  await deps.db.tx(async (q) => {
    const c = await repo.findCard(q, userId, true);
    if (!c) throw new AppError('NOT_FOUND');
    if (c.hidden === input.hidden) return;
    await repo.setHidden(q, userId, { hidden: input.hidden, reason: input.reason || null, adminId: admin.id, at: now });
    await writeAudit(q, {
      adminId: admin.id,
      action: input.hidden ? 'hostcards.hide' : 'hostcards.show',
      target: String(userId),
      detail: { reason: input.reason },
      before: { hidden: c.hidden, reason: c.hidden_reason },
      after: { hidden: input.hidden, reason: input.hidden ? input.reason || null : null },
      ip,
      at: now,
    });
  });
  const [card] = await toAdmin(deps, [(await repo.findCard(deps.db, userId))!]);
  if (!card) throw new AppError('NOT_FOUND');
  return card;
}
