import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelForExp } from './economy';
import {
  charmLevel,
  cleanTags,
  HOST_CARD_TAGS,
  hostCardBlock,
  hostCardPath,
  hostPresence,
  sniffAudioType,
  voiceLengthOk,
  wavDurationMs,
} from './hostcards';
import * as LIMITS from './limits';

const now = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

function wav(dataBytes: number, byteRate: number): Uint8Array {
  const b = new Uint8Array(44 + dataBytes);
  const v = new DataView(b.buffer);
  const put = (at: number, s: string) => {
    for (let i = 0; i < s.length; i++) b[at + i] = s.charCodeAt(i);
  };
  put(0, 'RIFF');
  v.setUint32(4, 36 + dataBytes, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint32(28, byteRate, true);
  put(36, 'data');
  v.setUint32(40, dataBytes, true);
  return b;
}

describe('host cards: rules', () => {
  it('tags: known ones, each once, in order, at most the limit', () => {
    expect(cleanTags(['asmr', 'nope', 'asmr', 'gentle'])).toEqual(['asmr', 'gentle']);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...HOST_CARD_TAGS), fc.string())), (tags) => {
        const out = cleanTags(tags);
        expect(out.length).toBeLessThanOrEqual(LIMITS.hostCardTagsMax);
        expect(new Set(out).size).toBe(out.length);
        for (const t of out) expect(HOST_CARD_TAGS).toContain(t);
      }),
    );
  });

  it('presence: online within minutes, recent within the day, else offline', () => {
    expect(hostPresence(null, now)).toBe('offline');
    expect(hostPresence(ago(60_000), now)).toBe('online');
    expect(hostPresence(ago(LIMITS.hostCardOnlineMinutes * 60_000), now)).toBe('recent');
    expect(hostPresence(ago(LIMITS.hostCardRecentHours * 3_600_000 - 1), now)).toBe('recent');
    expect(hostPresence(ago(LIMITS.hostCardRecentHours * 3_600_000), now)).toBe('offline');
    // another node's clock a little ahead
    expect(hostPresence(new Date(now.getTime() + 5_000), now)).toBe('online');
  });

  it('charm level is the level curve over charm points', () => {
    fc.assert(fc.property(fc.nat(10_000_000), (n) => charmLevel(n) === levelForExp(n)));
    expect(charmLevel(0)).toBe(1);
  });

  it('who is shown: minors, banned and disabled accounts, men, hidden and empty cards are not', () => {
    const base = {
      gender: 'female' as const,
      status: 'active' as const,
      birth_date: '1998-01-01',
      ban_reason: null,
      ban_ends_at: null,
      hidden: false,
      photos: 2,
    };
    expect(hostCardBlock(base, now)).toBeNull();
    expect(hostCardBlock({ ...base, birth_date: '2010-01-01' }, now)).toBe('minor');
    // a minor stays a minor even when hidden, banned or a man
    expect(hostCardBlock({ ...base, birth_date: '2010-01-01', hidden: true, status: 'disabled' }, now)).toBe('minor');
    expect(hostCardBlock({ ...base, status: 'disabled' }, now)).toBe('banned');
    expect(hostCardBlock({ ...base, ban_reason: 'spam', ban_ends_at: null }, now)).toBe('banned');
    expect(hostCardBlock({ ...base, ban_reason: 'spam', ban_ends_at: ago(1000) }, now)).toBeNull();
    expect(hostCardBlock({ ...base, gender: 'male' }, now)).toBe('not_host');
    expect(hostCardBlock({ ...base, hidden: true }, now)).toBe('hidden');
    expect(hostCardBlock({ ...base, photos: 0 }, now)).toBe('empty');
  });

  it('audio: types by magic bytes; a WAV knows its length; lengths within the limits', () => {
    expect(sniffAudioType(wav(8000, 8000))).toBe('wav');
    expect(sniffAudioType(new TextEncoder().encode('OggS....'))).toBe('ogg');
    expect(sniffAudioType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0]))).toBe('webm');
    expect(sniffAudioType(new TextEncoder().encode('\0\0\0 ftypM4A '))).toBe('m4a');
    expect(sniffAudioType(new TextEncoder().encode('ID3\x04'))).toBe('mp3');
    expect(sniffAudioType(new Uint8Array([0xff, 0xfb, 0x90, 0x00]))).toBe('mp3');
    expect(sniffAudioType(new TextEncoder().encode('<svg>'))).toBeNull();
    expect(sniffAudioType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(wavDurationMs(wav(8000 * 5, 8000))).toBe(5000);
    expect(wavDurationMs(wav(32000, 16000))).toBe(2000);
    // a data chunk claiming more than the file has
    const lying = wav(100, 8000);
    new DataView(lying.buffer).setUint32(40, 1_000_000, true);
    expect(wavDurationMs(lying)).toBeNull();
    expect(wavDurationMs(new TextEncoder().encode('OggS'))).toBeNull();
    expect(voiceLengthOk(LIMITS.hostCardVoiceSecondsMin * 1000)).toBe(true);
    expect(voiceLengthOk(LIMITS.hostCardVoiceSecondsMin * 1000 - 1)).toBe(false);
    expect(voiceLengthOk(LIMITS.hostCardVoiceSecondsMax * 1000 + 1)).toBe(false);
    expect(voiceLengthOk(Number.NaN)).toBe(false);
  });

  it('the card path per brand', () => {
    expect(hostCardPath('default', 'AB12CD34')).toBe('/girls/AB12CD34');
    expect(hostCardPath('wakoo', 'AB12CD34')).toBe('/h5/girls?code=AB12CD34');
  });
});
