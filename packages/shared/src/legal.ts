/**
 * Legal documents (spec section 2, "Agreements and legal"): the documents the store holds, which
 * of them a user accepts (consent is recorded per version), and which document each legal route
 * and `:name` / `:contract` parameter shows.
 */
export const LEGAL_DOCUMENTS = {
  user_service: { consent: false },
  privacy_policy: { consent: false },
  vip_service: { consent: false },
  vip_sub_service: { consent: false },
  recharge: { consent: false },
  children_security: { consent: false },
  broadcaster_agreement: { consent: false },
  anchor_behavior: { consent: false },
  // a host signs these in the app: acceptance is recorded (user, version, time, address)
  anchor_union_agreement: { consent: true },
  promise: { consent: true },
  register_info: { consent: true },
} as const satisfies Record<string, { consent: boolean }>;
export type LegalSlug = keyof typeof LEGAL_DOCUMENTS;
export const LEGAL_SLUGS = Object.keys(LEGAL_DOCUMENTS) as LegalSlug[];

/** The names the apps put in legal URLs (`/h5/contract/:name`, `/h5/:name/…`) → the document. */
const ALIASES: Record<string, LegalSlug> = {
  agreement: 'user_service',
  user_agreement: 'user_service',
  wakoo_agreement: 'user_service',
  user_service: 'user_service',
  service: 'user_service',
  terms: 'user_service',
  privacy: 'privacy_policy',
  privacy_policy: 'privacy_policy',
  vip: 'vip_service',
  vip_service: 'vip_service',
  vip_sub_service: 'vip_sub_service',
  subscription: 'vip_sub_service',
  charge: 'recharge',
  charge_agreement: 'recharge',
  recharge: 'recharge',
  childrensecurity: 'children_security',
  children_security: 'children_security',
  broadcaster_agreement: 'broadcaster_agreement',
  anchor_union_agreement: 'anchor_union_agreement',
  union_agreement: 'anchor_union_agreement',
  anchor_behavior: 'anchor_behavior',
  promise: 'promise',
  promise_page: 'promise',
  register_info: 'register_info',
  register_info_table: 'register_info',
};

/** The document a URL name stands for, or null (the page then shows not-found). */
export function legalSlugOf(name: string | undefined | null): LegalSlug | null {
  if (!name) return null;
  return ALIASES[name.toLowerCase()] ?? null;
}

export const isConsentDocument = (slug: LegalSlug): boolean => LEGAL_DOCUMENTS[slug].consent;

type PerLocale = Record<'zh-CN' | 'zh-TW' | 'en' | 'ja' | 'ko', string>;

/**
 * The operator the documents name, per region (the company that runs the service there). These
 * are placeholders of the demo deployment (reserved .example mail domains): operations sets the
 * registered company, address and contacts before a release; documents take them through `{{company_name}}`
 * and the other placeholders, so a change here changes every document.
 */
export const LEGAL_OPERATORS: Record<
  'default' | 'japan',
  {
    company: PerLocale;
    address: PerLocale;
    representative: PerLocale;
    supportEmail: string;
    privacyEmail: string;
    supportHours: PerLocale;
  }
> = {
  default: {
    company: {
      'zh-CN': '奇遇网络科技有限公司',
      'zh-TW': '奇遇網路科技有限公司',
      en: 'Qiyu Network Technology Co., Ltd.',
      ja: '奇遇網絡科技有限公司',
      ko: '치위 네트워크 테크놀로지 유한회사',
    },
    address: {
      'zh-CN': '中国浙江省杭州市西湖区',
      'zh-TW': '中國浙江省杭州市西湖區',
      en: 'Xihu District, Hangzhou, Zhejiang, China',
      ja: '中国浙江省杭州市西湖区',
      ko: '중국 저장성 항저우시 시후구',
    },
    representative: {
      'zh-CN': '法定代表人 林晨',
      'zh-TW': '法定代表人 林晨',
      en: 'Lin Chen, legal representative',
      ja: '法定代表人 林晨',
      ko: '법정대표자 린천',
    },
    supportEmail: 'support@qiyu-net.example',
    privacyEmail: 'privacy@qiyu-net.example',
    supportHours: {
      'zh-CN': '每天 9:00–21:00（北京时间）',
      'zh-TW': '每天 9:00–21:00（北京時間）',
      en: 'daily 9:00–21:00 (China Standard Time)',
      ja: '毎日 9:00〜21:00（中国標準時）',
      ko: '매일 9:00–21:00 (중국 표준시)',
    },
  },
  japan: {
    company: {
      'zh-CN': 'Qiyu Japan 株式会社',
      'zh-TW': 'Qiyu Japan 株式會社',
      en: 'Qiyu Japan K.K.',
      ja: 'Qiyu Japan 株式会社',
      ko: 'Qiyu Japan 주식회사',
    },
    address: {
      'zh-CN': '日本东京都涩谷区',
      'zh-TW': '日本東京都澀谷區',
      en: 'Shibuya-ku, Tokyo, Japan',
      ja: '東京都渋谷区',
      ko: '일본 도쿄도 시부야구',
    },
    representative: {
      'zh-CN': '代表董事 佐藤 健',
      'zh-TW': '代表董事 佐藤 健',
      en: 'Ken Sato, Representative Director',
      ja: '代表取締役 佐藤 健',
      ko: '대표이사 사토 겐',
    },
    supportEmail: 'support@qiyu-japan.example',
    privacyEmail: 'privacy@qiyu-japan.example',
    supportHours: {
      'zh-CN': '每天 10:00–22:00（日本时间）',
      'zh-TW': '每天 10:00–22:00（日本時間）',
      en: 'daily 10:00–22:00 (Japan Standard Time)',
      ja: '毎日 10:00〜22:00（日本時間）',
      ko: '매일 10:00–22:00 (일본 표준시)',
    },
  },
};

/** The virtual currency's name in the documents' words, per flavour. */
export const CURRENCY_NAMES: Record<'gold' | 'diamond', PerLocale> = {
  gold: { 'zh-CN': '金币', 'zh-TW': '金幣', en: 'gold coins', ja: 'コイン', ko: '골드 코인' },
  diamond: { 'zh-CN': '钻石', 'zh-TW': '鑽石', en: 'diamonds', ja: 'ダイヤ', ko: '다이아몬드' },
};

/** How a host who fills in the registration information table can be reached. */
export const REGISTER_INFO_CONTACTS = ['line', 'wechat', 'kakao', 'phone', 'other'] as const;
