/**
 * Host cards (issue 14 C): a host's shareable profile card at `/girls/<her invite code>`. The
 * rules both sides share — the fixed tag set, who may be shown, the online signal, the charm
 * level, the voice intro's accepted types. Pure, no I/O.
 */
import { isMinor } from './age';
import { levelForExp } from './economy';
import * as LIMITS from './limits';

/** The tags a host picks from (translated on the page: `hostcard:tags.<tag>`). */
export const HOST_CARD_TAGS = [
  'gentle',
  'cheerful',
  'good_listener',
  'night_owl',
  'singing',
  'gaming',
  'anime',
  'movies',
  'travel',
  'foodie',
  'pets',
  'fitness',
  'cosplay',
  'reading',
  'asmr',
  'chatty',
] as const;
export type HostCardTag = (typeof HOST_CARD_TAGS)[number];

/** The tags as given, in order, each once, only known ones, at most `hostCardTagsMax`. */
export function cleanTags(tags: readonly string[]): HostCardTag[] {
  const out: HostCardTag[] = [];
  for (const t of tags)
    if ((HOST_CARD_TAGS as readonly string[]).includes(t) && !out.includes(t as HostCardTag)) out.push(t as HostCardTag);
  return out.slice(0, LIMITS.hostCardTagsMax);
}

/** online: a signed-in request within `hostCardOnlineMinutes`; recent: within `hostCardRecentHours`. */
export const HOST_PRESENCE = ['online', 'recent', 'offline'] as const;
export type HostPresence = (typeof HOST_PRESENCE)[number];

export function hostPresence(lastActiveAt: Date | null, now: Date): HostPresence {
  if (!lastActiveAt) return 'offline';
  const ago = now.getTime() - lastActiveAt.getTime();
  // a clock a little ahead on another node still counts as now
  if (ago < LIMITS.hostCardOnlineMinutes * 60_000) return 'online';
  if (ago < LIMITS.hostCardRecentHours * 3_600_000) return 'recent';
  return 'offline';
}

/** Charm level: the level curve (100·(L−1)² points) over the charm points her gifts earned. */
export function charmLevel(charmTotal: number): number {
  return levelForExp(charmTotal);
}

/** Why a card is not shown, or null when it may be: a hidden card, a minor, a banned or disabled account, not a host. */
export type HostCardBlock = 'hidden' | 'minor' | 'banned' | 'not_host' | 'empty';

export interface HostCardSubject {
  gender: 'male' | 'female';
  status: 'active' | 'disabled';
  birth_date: string;
  ban_reason: string | null;
  ban_ends_at: Date | null;
  hidden: boolean;
  photos: number;
}

export function hostCardBlock(s: HostCardSubject, now: Date): HostCardBlock | null {
  if (isMinor(s.birth_date, now)) return 'minor';
  if (s.status !== 'active' || (s.ban_reason !== null && (s.ban_ends_at === null || s.ban_ends_at.getTime() > now.getTime())))
    return 'banned';
  if (s.gender !== 'female') return 'not_host';
  if (s.hidden) return 'hidden';
  if (s.photos === 0) return 'empty';
  return null;
}

// ---- voice intro ----
export const HOST_CARD_AUDIO_TYPES = {
  mp3: { mime: 'audio/mpeg', ext: 'mp3' },
  m4a: { mime: 'audio/mp4', ext: 'm4a' },
  wav: { mime: 'audio/wav', ext: 'wav' },
  ogg: { mime: 'audio/ogg', ext: 'ogg' },
  webm: { mime: 'audio/webm', ext: 'webm' },
} as const;
export type HostCardAudioType = keyof typeof HOST_CARD_AUDIO_TYPES;

/** The type of an audio file from its first bytes (magic numbers), or null. */
export function sniffAudioType(b: Uint8Array): HostCardAudioType | null {
  const ascii = (from: number, to: number) => (b.length >= to ? String.fromCharCode(...b.subarray(from, to)) : '');
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (b.length >= 4 && b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return 'webm';
  if (ascii(4, 8) === 'ftyp') return 'm4a';
  if (ascii(0, 3) === 'ID3') return 'mp3';
  // an MPEG audio frame header: 11 sync bits, layer III
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xe0) === 0xe0 && (b[1]! & 0x06) === 0x02) return 'mp3';
  return null;
}

/**
 * A WAV file's length in milliseconds from its `fmt ` and `data` chunks, or null when they are
 * not there or disagree with the file (a data chunk longer than the bytes).
 */
export function wavDurationMs(b: Uint8Array): number | null {
  if (sniffAudioType(b) !== 'wav') return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let byteRate = 0;
  let at = 12;
  while (at + 8 <= b.length) {
    const id = String.fromCharCode(...b.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= b.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate <= 0 || at + 8 + size > b.length) return null;
      return Math.round((size / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** A voice intro's length is within the limits. */
export function voiceLengthOk(ms: number): boolean {
  return Number.isFinite(ms) && ms >= LIMITS.hostCardVoiceSecondsMin * 1000 && ms <= LIMITS.hostCardVoiceSecondsMax * 1000;
}

/**
 * The card's path for a host's code (her invite code, so a card's visitor is attributed to her):
 * `/girls/<code>`; wakoo's table has `/h5/girls`, which takes the code as `?code=`.
 */
export function hostCardPath(brand: string, code: string): string {
  return brand === 'wakoo' ? `/h5/girls?code=${encodeURIComponent(code)}` : `/girls/${code}`;
}
