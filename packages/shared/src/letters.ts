/**
 * Anonymous letters (issue 14, modules/letters): the pure rules the server and the pages share —
 * how a letter's words are counted, the keyword filter, the minors' pool, the anonymous alias of
 * each side and the reply excerpt.
 */
import { letterExcerptChars, letterWordsMax } from './limits';

/**
 * Characters that count one word each: Han (Chinese characters, kanji), hiragana, katakana
 * (full and half width, the prolonged sound mark), CJK symbols and punctuation (U+3000–U+303F,
 * e.g. 。、「」) and the full-width forms (U+FF00–U+FFEF, e.g. ！？（）).
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303F\u30FC\uFF00-\uFFEF]/u;
const SPACE = /\s/u;

/**
 * The words of a letter (spec 5 and 9: under 500, at most `letterWordsMax`), one rule for every
 * language and for mixed text:
 * - every CJK character (see `CJK`) is one word — Chinese and Japanese are counted in characters;
 * - every other run of non-space characters (a whitespace-separated word of English or Korean, a
 *   number, an emoji, Latin punctuation) is one word, also when it touches CJK characters:
 *   `東京2024年` is 東, 京, `2024`, 年 = 4; `Hello世界` is `Hello`, 世, 界 = 3.
 * Whitespace of any kind (spaces, the ideographic space U+3000, line breaks) separates and never counts.
 */
export function countLetterWords(text: string): number {
  let words = 0;
  let inRun = false;
  for (const ch of text) {
    if (SPACE.test(ch)) {
      inRun = false;
    } else if (CJK.test(ch)) {
      words++;
      inRun = false;
    } else if (!inRun) {
      words++;
      inRun = true;
    }
  }
  return words;
}

/** A letter or reply within the word limit (and not empty). */
export function letterWordsOk(text: string, max: number = letterWordsMax): boolean {
  const n = countLetterWords(text);
  return n >= 1 && n <= max;
}

/** How a text and a keyword are compared: NFKC (full-width = half-width, ｶﾀｶﾅ = カタカナ), lower case, no whitespace. */
export function normalizeKeyword(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/\s+/gu, '');
}

/**
 * The first of the region's blocked keywords found in the text (or null): compared after
 * `normalizeKeyword` on both sides, so spacing out a word or writing it full-width does not pass.
 */
export function findBlockedKeyword(text: string, keywords: readonly string[]): string | null {
  const hay = normalizeKeyword(text);
  for (const k of keywords) {
    const needle = normalizeKeyword(k);
    if (needle && hay.includes(needle)) return k;
  }
  return null;
}

/**
 * Minors' protection: a letter belongs to the pool of its writer at writing time (`minor` or
 * `adult`); a reader receives only from their own pool, so adults never read minors' letters and
 * minors only read minors', and a thread never joins an adult and a minor.
 */
export type LetterPool = 'minor' | 'adult';
export function letterPool(minor: boolean): LetterPool {
  return minor ? 'minor' : 'adult';
}

/** Adjectives and nouns the pages name an anonymous writer with (`letters:alias.adj.<i>` + `alias.noun.<j>`). */
export const LETTER_ALIAS_ADJECTIVES = 12;
export const LETTER_ALIAS_NOUNS = 12;
export const LETTER_ALIAS_HUES = 8;

export interface LetterAlias {
  adj: number;
  noun: number;
  hue: number;
}

/**
 * The anonymous name and avatar colour of one side of a letter: fixed by the letter and the
 * side's seat (0 = the writer, else the reader's receipt id), so it never changes and tells
 * nothing about the account behind it.
 */
export function letterAlias(letterId: number, seat: number): LetterAlias {
  // FNV-1a over the two numbers' decimal text: stable, spread, no crypto needed (not a secret)
  let h = 0x811c9dc5;
  for (const ch of `${letterId}:${seat}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return {
    adj: h % LETTER_ALIAS_ADJECTIVES,
    noun: Math.floor(h / LETTER_ALIAS_ADJECTIVES) % LETTER_ALIAS_NOUNS,
    hue: Math.floor(h / (LETTER_ALIAS_ADJECTIVES * LETTER_ALIAS_NOUNS)) % LETTER_ALIAS_HUES,
  };
}

/** The first `letterExcerptChars` characters of a reply (whole code points, whitespace folded), "…" when cut. */
export function letterReplyExcerpt(text: string, max: number = letterExcerptChars): string {
  const folded = text.replace(/\s+/gu, ' ').trim();
  const chars = Array.from(folded);
  return chars.length <= max ? folded : `${chars.slice(0, max).join('')}…`;
}
