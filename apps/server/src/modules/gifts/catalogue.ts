import { BRAND_IDS, type Locale, priceAsset } from '@app/shared';
import type { Db } from '../../platform/db';

type Names = Record<Locale, string>;

interface CatalogueGift {
  code: string;
  names: Names;
  /** 'brand' = the brand's currency flavour (gold coins or diamonds) */
  asset: 'brand' | 'silver_coin';
  price: number;
  isLimited?: boolean;
  isCp?: boolean;
}

/** The standard catalogue every brand starts with; operations change prices and flags in the table. */
const STANDARD: CatalogueGift[] = [
  { code: 'rose', asset: 'brand', price: 1, names: { 'zh-CN': '玫瑰', 'zh-TW': '玫瑰', en: 'Rose', ja: 'バラ', ko: '장미' } },
  {
    code: 'lollipop',
    asset: 'brand',
    price: 10,
    names: { 'zh-CN': '棒棒糖', 'zh-TW': '棒棒糖', en: 'Lollipop', ja: 'ペロペロキャンディ', ko: '막대사탕' },
  },
  {
    code: 'heart',
    asset: 'brand',
    price: 52,
    names: { 'zh-CN': '比心', 'zh-TW': '比心', en: 'Finger Heart', ja: '指ハート', ko: '손하트' },
  },
  { code: 'bouquet', asset: 'brand', price: 99, names: { 'zh-CN': '花束', 'zh-TW': '花束', en: 'Bouquet', ja: '花束', ko: '꽃다발' } },
  {
    code: 'kiss',
    asset: 'brand',
    price: 199,
    names: { 'zh-CN': '飞吻', 'zh-TW': '飛吻', en: 'Blown Kiss', ja: '投げキッス', ko: '손키스' },
  },
  {
    code: 'cp_castle',
    asset: 'brand',
    price: 999,
    isCp: true,
    names: { 'zh-CN': '爱情城堡', 'zh-TW': '愛情城堡', en: 'Castle of Love', ja: '愛のお城', ko: '사랑의 성' },
  },
  {
    code: 'sports_car',
    asset: 'brand',
    price: 5200,
    isLimited: true,
    names: { 'zh-CN': '限定跑车', 'zh-TW': '限定跑車', en: 'Limited Sports Car', ja: '限定スポーツカー', ko: '한정 스포츠카' },
  },
  { code: 'rocket', asset: 'brand', price: 13140, names: { 'zh-CN': '火箭', 'zh-TW': '火箭', en: 'Rocket', ja: 'ロケット', ko: '로켓' } },
  {
    code: 'clover',
    asset: 'silver_coin',
    price: 10,
    names: { 'zh-CN': '四叶草', 'zh-TW': '四葉草', en: 'Clover', ja: 'クローバー', ko: '네잎클로버' },
  },
  {
    code: 'star',
    asset: 'silver_coin',
    price: 50,
    isLimited: true,
    names: { 'zh-CN': '限定星星', 'zh-TW': '限定星星', en: 'Limited Star', ja: '限定スター', ko: '한정 별' },
  },
];

/** Inserts the standard gifts each brand lacks (idempotent; never overwrites operations' changes). */
export async function seedCatalogue(db: Db): Promise<void> {
  const params: unknown[] = [];
  const values: string[] = [];
  for (const brand of BRAND_IDS) {
    for (const [i, g] of STANDARD.entries()) {
      const p = params.length;
      params.push(
        brand,
        g.code,
        JSON.stringify(g.names),
        g.asset === 'brand' ? priceAsset(brand) : g.asset,
        g.price,
        g.isLimited ?? false,
        g.isCp ?? false,
        i,
      );
      values.push(`($${p + 1}, $${p + 2}, $${p + 3}::jsonb, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7}, $${p + 8})`);
    }
  }
  await db.query(
    `insert into gifts (brand, code, names, asset, price, is_limited, is_cp, sort) values ${values.join(', ')} on conflict (brand, code) do nothing`,
    params,
  );
}
