import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countLetterWords,
  findBlockedKeyword,
  LETTER_ALIAS_ADJECTIVES,
  LETTER_ALIAS_HUES,
  LETTER_ALIAS_NOUNS,
  letterAlias,
  letterPool,
  letterReplyExcerpt,
  letterWordsOk,
  normalizeKeyword,
} from './letters';
import { LIMITS } from './limits';

/** n words of each language, as a person would type them. */
const TEXT: Record<string, (n: number) => string> = {
  'zh-CN': (n) => '我'.repeat(n),
  'zh-TW': (n) => '書'.repeat(n),
  ja: (n) => Array.from({ length: n }, (_, i) => ['あ', 'カ', '漢', '。', 'ー'][i % 5]).join(''),
  en: (n) => Array.from({ length: n }, () => 'word').join(' '),
  ko: (n) => Array.from({ length: n }, () => '안녕하세요').join(' '),
};

describe('countLetterWords', () => {
  it('is under 500 words in every language: 499 passes, 500 and 501 do not', () => {
    expect(LIMITS.letterWordsMax).toBe(499);
    for (const [lng, make] of Object.entries(TEXT)) {
      expect(countLetterWords(make(499)), lng).toBe(499);
      expect(countLetterWords(make(500)), lng).toBe(500);
      expect(countLetterWords(make(501)), lng).toBe(501);
      expect(letterWordsOk(make(499)), lng).toBe(true);
      expect(letterWordsOk(make(500)), lng).toBe(false);
      expect(letterWordsOk(make(501)), lng).toBe(false);
    }
  });

  it('counts Chinese and Japanese by character and other text by whitespace-separated word', () => {
    expect(countLetterWords('')).toBe(0);
    expect(countLetterWords(' \n\t\u3000 ')).toBe(0);
    expect(countLetterWords('你好，世界！')).toBe(6);
    expect(countLetterWords('こんにちは、世界')).toBe(8);
    expect(countLetterWords('ｶﾀｶﾅ')).toBe(4);
    expect(countLetterWords('Hello, world!')).toBe(2);
    expect(countLetterWords('안녕하세요 반갑습니다')).toBe(2);
    // mixed: each CJK character one, each other run one
    expect(countLetterWords('Hello世界')).toBe(3);
    expect(countLetterWords('東京2024年')).toBe(4);
    expect(countLetterWords('今日はLIVE配信 😊 楽しかった')).toBe(3 + 1 + 2 + 1 + 5);
    expect(countLetterWords('a\u3000b')).toBe(2);
  });

  it('adds up over whitespace, and a CJK-only text counts its characters', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '字', 'か', 'ー', '😊', '한', ' ', '\n', '.', '1'), maxLength: 60 });
    fc.assert(fc.property(text, text, (a, b) => countLetterWords(`${a} ${b}`) === countLetterWords(a) + countLetterWords(b)));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('字', 'か', 'カ', '。'), maxLength: 600 }),
        (s) => countLetterWords(s) === [...s].length,
      ),
    );
  });
});

describe('keyword filter', () => {
  it('matches after NFKC, case folding and removing whitespace', () => {
    expect(normalizeKeyword(' ＬＩＮＥ ＩＤ ')).toBe('lineid');
    expect(findBlockedKeyword('add my line id please', ['LINE ID'])).toBe('LINE ID');
    expect(findBlockedKeyword('加我ｗｅｃｈａｔ', ['WeChat'])).toBe('WeChat');
    expect(findBlockedKeyword('ｶﾈ ｶｼﾃ', ['カネカシテ'])).toBe('カネカシテ');
    expect(findBlockedKeyword('a harmless letter', ['line id', ' '])).toBeNull();
  });
});

describe('pools, aliases and excerpts', () => {
  it('puts minors in their own pool', () => {
    expect(letterPool(true)).toBe('minor');
    expect(letterPool(false)).toBe('adult');
  });

  it('gives each side a stable alias within the name tables', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 1e12 }), (letter, seat) => {
        const a = letterAlias(letter, seat);
        expect(letterAlias(letter, seat)).toEqual(a);
        return a.adj < LETTER_ALIAS_ADJECTIVES && a.noun < LETTER_ALIAS_NOUNS && a.hue < LETTER_ALIAS_HUES && a.adj >= 0;
      }),
    );
  });

  it('cuts a reply to its first characters on one line', () => {
    expect(letterReplyExcerpt('short\nreply')).toBe('short reply');
    const long = '字'.repeat(70);
    expect(letterReplyExcerpt(long)).toBe(`${'字'.repeat(LIMITS.letterExcerptChars)}…`);
    expect([...letterReplyExcerpt('😊'.repeat(61))].length).toBe(61);
  });
});
