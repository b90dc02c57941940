import jaconv from 'jaconv';

// Its own module: jaconv stays out of every page that does not check a name (the withdrawal forms do).

/**
 * An account holder's name as Japanese banks take it (全銀 characters): half-width katakana, upper
 * case letters, digits, space and ( ) - . / ; hiragana and full-width forms are converted, small
 * kana made large, the long vowel mark a hyphen. Null when something else remains (kanji).
 */
export function normalizeKanaName(input: string): string | null {
  const small: Record<string, string> = { ｧ: 'ｱ', ｨ: 'ｲ', ｩ: 'ｳ', ｪ: 'ｴ', ｫ: 'ｵ', ｯ: 'ﾂ', ｬ: 'ﾔ', ｭ: 'ﾕ', ｮ: 'ﾖ' };
  const folded = jaconv
    .toHanKana(jaconv.toKatakana(input.normalize('NFKC')))
    .replace(/[ヮ]/g, 'ﾜ')
    .replace(/[ヵ]/g, 'ｶ')
    .replace(/[ヶ]/g, 'ｹ')
    .replace(/[ｧｨｩｪｫｯｬｭｮ]/g, (c: string) => small[c] ?? c)
    .replace(/[ｰー－‐―−]/g, '-')
    .replace(/[\s\u3000]+/g, ' ')
    .toUpperCase()
    .trim();
  if (!folded || folded.length > 30) return null;
  return /^[0-9A-Zｦ-ﾝﾞﾟ ().\-/]+$/.test(folded) ? folded : null;
}
