/**
 * Demo host cards: every demo host (anchor1/anchor2 of each brand) gets a card made through the
 * service as she would make it — generated photos (gradient portraits, no network), a short
 * generated voice intro (a WAV hum), tags and an intro in her region's language. Once per database.
 */
import type { HostCardTag } from '@app/shared';
import type { AuthedUser } from '../../platform/auth';
import { encodePng } from '../../platform/png';
import { findUsersByEmails } from '../accounts/service';
import * as repo from './repo';
import type { HostCardsDeps } from './service';
import * as service from './service';

type Rgb = [number, number, number];

/** A portrait-sized PNG: a diagonal gradient between two colours with a soft light and a silhouette. */
export function portraitPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const lx = width * 0.72;
  const ly = height * 0.22;
  const headX = width / 2;
  const headY = height * 0.52;
  const headR = width * 0.17;
  return encodePng(width, height, (out, y, at) => {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      const glow = Math.max(0, 1 - Math.hypot(x - lx, y - ly) / (width * 0.55)) * 70;
      // a head and shoulders, a shade darker (a portrait's silhouette)
      const head = Math.hypot(x - headX, y - headY) < headR;
      const shoulders = y > headY + headR * 0.8 && Math.abs(x - headX) < headR * 2.2 - (height - y) * 0.15;
      const shade = head || shoulders ? 0.8 : 1;
      for (let ch = 0; ch < 3; ch++) {
        const v = (from[ch]! * (1 - t) + to[ch]! * t + glow) * shade;
        out[at + x * 3 + ch] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  });
}

/** A mono 8 kHz 8-bit WAV: a soft hummed phrase of `seconds`. */
export function hummedWav(seconds: number, baseHz: number): Buffer {
  const rate = 8000;
  const n = Math.round(seconds * rate);
  const data = Buffer.alloc(n);
  const notes = [1, 9 / 8, 5 / 4, 4 / 3, 5 / 4, 9 / 8, 1, 3 / 4];
  for (let i = 0; i < n; i++) {
    const s = i / rate;
    const note = notes[Math.floor((s / seconds) * notes.length) % notes.length]!;
    const local = ((s / seconds) * notes.length) % 1;
    const env = Math.sin(Math.PI * local) * 0.8;
    const v = Math.sin(2 * Math.PI * baseHz * note * s) * 0.6 + Math.sin(4 * Math.PI * baseHz * note * s) * 0.15;
    data[i] = Math.round(128 + 100 * env * v);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + n, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate, 28); // byte rate
  h.writeUInt16LE(1, 32);
  h.writeUInt16LE(8, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(n, 40);
  return Buffer.concat([h, data]);
}

const PALETTES: Array<[Rgb, Rgb]> = [
  [
    [255, 154, 158],
    [250, 208, 196],
  ],
  [
    [161, 140, 209],
    [251, 194, 235],
  ],
  [
    [132, 250, 176],
    [143, 211, 244],
  ],
  [
    [246, 211, 101],
    [253, 160, 133],
  ],
  [
    [137, 247, 254],
    [102, 166, 255],
  ],
  [
    [253, 219, 146],
    [209, 253, 255],
  ],
];

const INTROS: Record<'zh' | 'ja', string[]> = {
  zh: [
    '嗨～我是个爱笑的夜猫子，喜欢听歌、看电影，也很会倾听。心情不好的时候来找我聊聊吧，陪你到天亮 🌙',
    '喜欢旅行和美食的元气少女！周末常在直播间唱歌，想听什么歌可以点给我哦～',
  ],
  ja: [
    'はじめまして！夜型でおしゃべり好きです。映画と音楽の話ならいつでも大歓迎。疲れた日は声を聞きに来てね🌙',
    '旅行とカフェ巡りが趣味です☕ 週末は配信で歌っています。リクエストも気軽にどうぞ！',
  ],
};
const TAGS: HostCardTag[][] = [
  ['gentle', 'good_listener', 'night_owl', 'movies'],
  ['cheerful', 'singing', 'travel', 'foodie'],
];

/** the images and sounds are the same for every demo database: made once per process */
let media: { photos: string[]; voices: string[] } | null = null;
function demoMedia() {
  media ??= {
    photos: PALETTES.map(([a, b]) => portraitPng(240, 320, a, b).toString('base64')),
    voices: [hummedWav(6, 262), hummedWav(8, 330)].map((b) => b.toString('base64')),
  };
  return media;
}

export async function seedHostCardsDemo(deps: HostCardsDeps): Promise<void> {
  if (await repo.anyCards(deps.db)) return;
  const { photos, voices } = demoMedia();
  const emails = ['ocha', 'ucoo_plus', 'cooya', 'wakoo', 'default'].flatMap((b) => [`anchor1.${b}@demo.local`, `anchor2.${b}@demo.local`]);
  const users = await findUsersByEmails(deps.db, emails);
  let i = 0;
  for (const u of users.values()) {
    const which = u.email?.startsWith('anchor1.') ? 0 : 1;
    const host: AuthedUser = { id: u.id, publicId: u.public_id, brand: u.brand, region: u.region };
    const keys: string[] = [];
    for (let p = 0; p < 3; p++) keys.push((await service.uploadPhoto(deps, host, photos[(i + p * 2 + which) % photos.length]!)).key);
    const voice = await service.uploadVoice(deps, host, voices[which]!, 0);
    await service.save(deps, host, {
      intro: INTROS[u.region === 'japan' ? 'ja' : 'zh'][which]!,
      tags: TAGS[which]!,
      photos: keys,
      voice: voice.key,
    });
    // the first host was here a moment ago, the second earlier today (the online dot and "active today")
    await repo.touchActive(deps.db, u.id, new Date(deps.now().getTime() - (which === 0 ? 60_000 : 3 * 3_600_000)));
    i++;
  }
}
