/** Brand registry: the app variants of spec section 1, with theme, currency flavour and home region. */
export const BRAND_IDS = ['ocha', 'ucoo_plus', 'cooya', 'wakoo', 'default'] as const;
export type BrandId = (typeof BRAND_IDS)[number];

export const REGIONS = ['default', 'japan'] as const;
export type Region = (typeof REGIONS)[number];

export const REGION_TIME_ZONES: Record<Region, string> = {
  default: 'Asia/Shanghai',
  japan: 'Asia/Tokyo',
};

export type CurrencyFlavour = 'gold' | 'diamond';

export interface Brand {
  id: BrandId;
  /** shown in titles; not translated (a product name) */
  displayName: string;
  currency: CurrencyFlavour;
  /** region a new user of this brand belongs to unless they choose otherwise */
  defaultRegion: Region;
  theme: {
    primary: string;
    accent: string;
    background: string;
    text: string;
    /**
     * primary and accent deepened for a light page, where they are text and carry white text:
     * `readableInk` of each on the light background (4.5:1 both ways; theme.test.ts holds them
     * equal). Stored, so the pages do not carry the colour maths.
     */
    /**
     * Text shades of the colours (theme.ts, checked by its test): on the light page, and the primary
     * on the dark page (`onDark`; the primary itself on a light brand)
     */
    ink: { primary: string; accent: string; onDark: string };
  };
  /** wakoo pages always use the light theme (spec 4) */
  forceLightTheme: boolean;
}

export const BRANDS: Record<BrandId, Brand> = {
  default: {
    id: 'default',
    displayName: 'Ucoo',
    currency: 'gold',
    defaultRegion: 'default',
    theme: {
      primary: '#7b4dff',
      accent: '#ff5fa2',
      background: '#17122b',
      text: '#ffffff',
      ink: { primary: '#7b4dff', accent: '#df005d', onDark: '#9d7bff' },
    },
    forceLightTheme: false,
  },
  ucoo_plus: {
    id: 'ucoo_plus',
    displayName: 'Ucoo+',
    currency: 'gold',
    defaultRegion: 'default',
    theme: {
      primary: '#5b6cff',
      accent: '#ffb84d',
      background: '#141a33',
      text: '#ffffff',
      ink: { primary: '#4c5eff', accent: '#a46200', onDark: '#8491ff' },
    },
    forceLightTheme: false,
  },
  cooya: {
    id: 'cooya',
    displayName: 'Cooya',
    currency: 'diamond',
    defaultRegion: 'default',
    theme: {
      primary: '#00b8a9',
      accent: '#ff6b6b',
      background: '#102a2b',
      text: '#ffffff',
      ink: { primary: '#008075', accent: '#e50000', onDark: '#00c2b2' },
    },
    forceLightTheme: false,
  },
  ocha: {
    id: 'ocha',
    displayName: 'Ocha',
    currency: 'diamond',
    defaultRegion: 'japan',
    theme: {
      primary: '#3f9b5b',
      accent: '#f2a541',
      background: '#f6f3ea',
      text: '#1f2a1f',
      ink: { primary: '#327a48', accent: '#9e5e0b', onDark: '#327a48' },
    },
    forceLightTheme: false,
  },
  wakoo: {
    id: 'wakoo',
    displayName: 'Wakoo',
    currency: 'gold',
    defaultRegion: 'japan',
    theme: {
      primary: '#ff7a45',
      accent: '#7b61ff',
      background: '#fff7f2',
      text: '#2b1d16',
      ink: { primary: '#cf3b00', accent: '#6e52ff', onDark: '#cf3b00' },
    },
    forceLightTheme: true,
  },
};

/** The brand of a call that names none and has no logged-in caller. */
export const DEFAULT_BRAND: BrandId = 'default';

/**
 * The one scope rule (DESIGN "Regions and time"): a brand, then a market region, then that
 * region's time zone. Rankings, rewards, the hall of fame and events are kept per scope; daily
 * and weekly periods run on the scope's time zone.
 */
export type ScopeKey = `${BrandId}:${Region}`;
export interface Scope {
  brand: BrandId;
  region: Region;
  /** IANA zone of the region: periods start at 0:00 (weekly: Monday 0:00) on this clock */
  timeZone: string;
  /** `brand:region`, as stored with scores, payouts and settlements */
  key: ScopeKey;
}

export function scopeKey(brand: BrandId, region: Region): ScopeKey {
  return `${brand}:${region}`;
}

/** How every scope key of a brand starts (console filters over all its regions). */
export function scopeKeyPrefix(brand: BrandId): `${BrandId}:` {
  return `${brand}:`;
}

/**
 * The scope of a brand. The region is the one asked for, else the viewer's when the viewer
 * belongs to this brand, else the brand's home region.
 */
export function scopeOf(
  brand: BrandId,
  pick: { region?: Region | undefined; viewer?: { brand: BrandId; region: Region } | null | undefined } = {},
): Scope {
  const region = pick.region ?? (pick.viewer && pick.viewer.brand === brand ? pick.viewer.region : BRANDS[brand].defaultRegion);
  return { brand, region, timeZone: REGION_TIME_ZONES[region], key: scopeKey(brand, region) };
}

/** The brand a call is about: the one the page names (`app_name`), else the caller's, else default. */
export function callerBrand(appName: BrandId | undefined, viewer: { brand: BrandId } | null | undefined): BrandId {
  return appName ?? viewer?.brand ?? DEFAULT_BRAND;
}

export function isBrandId(value: unknown): value is BrandId {
  return typeof value === 'string' && (BRAND_IDS as readonly string[]).includes(value);
}

/**
 * Picks the brand: a valid app_name parameter wins, else the first brand whose id appears as a
 * label of the host name (ucoo_plus also matches "ucoo-plus" / "ucooplus"), else default.
 */
export function resolveBrand(input: { appName?: string | null; host?: string | null }): Brand {
  if (isBrandId(input.appName)) return BRANDS[input.appName];
  const host = (input.host ?? '').toLowerCase().split(':')[0] ?? '';
  const labels = host.split('.');
  const hostIds: Array<[BrandId, RegExp]> = [
    ['ucoo_plus', /^(ucoo[-_]?plus)$/],
    ['wakoo', /^wakoo(-[a-z0-9]+)?$/],
    ['cooya', /^cooya(-[a-z0-9]+)?$/],
    ['ocha', /^ocha(-[a-z0-9]+)?$/],
  ];
  for (const [id, re] of hostIds) if (labels.some((l) => re.test(l))) return BRANDS[id];
  return BRANDS.default;
}

/** Which assets a brand prices in: its currency flavour decides. */
export function priceAsset(brand: BrandId): 'gold_coin' | 'diamond' {
  return BRANDS[brand].currency === 'gold' ? 'gold_coin' : 'diamond';
}

/**
 * API base by environment (spec 7). Our own deployment serves the API on the same origin, so every
 * base defaults to '' (same origin); builds for the apps' other environments set them.
 */
export interface ApiBases {
  production: string;
  test: string;
  wakooTest: string;
  /** a host containing this marker belongs to the platform provider */
  providerMarker: string;
  providerTest: string;
  providerProduction: string;
}

export function resolveApiBase(
  bases: ApiBases,
  input: { release: boolean; brand: BrandId; host: string },
): { base: string; debug: boolean; forceLightTheme: boolean } {
  if (input.release) return { base: bases.production, debug: false, forceLightTheme: false };
  const debug = true;
  if (bases.providerMarker && input.host.includes(bases.providerMarker)) {
    return { base: debug ? bases.providerTest : bases.providerProduction, debug, forceLightTheme: true };
  }
  if (input.brand === 'wakoo') return { base: debug ? bases.wakooTest : bases.production, debug, forceLightTheme: false };
  return { base: bases.wakooTest, debug, forceLightTheme: false };
}
