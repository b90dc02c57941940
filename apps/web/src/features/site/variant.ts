import { BRANDS, type BrandId, type Locale, normalizeLocale, type Region } from '@app/shared';

/**
 * Which page the official-site routes draw (spec 2 "Official sites and landing"): the route name
 * picks the brand, the variant, the market (the legal operator's region) and a forced language.
 */
export type HomeKind = 'home' | 'lite' | 'introduce';

export interface HomeVariant {
  brand: BrandId;
  kind: HomeKind;
  /** the market: picks the operator in the footer and the market-specific copy */
  region: Region;
  /** a language the route fixes (the Japanese home, Wakoo's `:lang`); null: the page's language */
  lng: Locale | null;
}

/** The variant of a home route: `site_jp` / `site_japan` are the Japanese home of the brand. */
export function homeVariant(routeName: string | undefined, appBrand: BrandId, langParam?: string | null): HomeVariant {
  const home = (brand: BrandId, kind: HomeKind = 'home', lng: Locale | null = null): HomeVariant => ({
    brand,
    kind,
    region: lng === 'ja' ? 'japan' : BRANDS[brand].defaultRegion,
    lng,
  });
  switch (routeName) {
    case 'site_jp':
    case 'site_japan':
      return home(appBrand, 'home', 'ja');
    case 'lite':
      return home(appBrand, 'lite');
    case 'page_introduce':
      return home(appBrand, 'introduce');
    case 'wakoo_site':
      return { ...home('wakoo'), lng: normalizeLocale(langParam) };
    case 'cooya_site':
      return home('cooya');
    case 'ocha_site':
      return home('ocha');
    default:
      return home(appBrand);
  }
}

export type LandingTheme = 'landing' | 'download' | 'dating';

export interface LandingVariant {
  brand: BrandId;
  theme: LandingTheme;
  region: Region;
  lng: Locale | null;
}

const JAPAN_PARAM = /^(jp|ja|japan)$/i;

/** The variant of a landing / download route; `:region` of jp/ja/japan and the `_jp` routes are the Japanese market. */
export function landingVariant(routeName: string | undefined, appBrand: BrandId, regionParam?: string | null): LandingVariant {
  const japanRoute =
    routeName === 'landing_page_jp' ||
    routeName === 'download_jp' ||
    ((routeName === 'landing_page' || routeName === 'download') && JAPAN_PARAM.test(regionParam ?? ''));
  let theme: LandingTheme = 'landing';
  if (routeName === 'download' || routeName === 'download_jp') theme = 'download';
  if (routeName === 'dating' || routeName === 'dating_cn' || routeName === 'wakoo_dating' || routeName === 'wakoo_girls') theme = 'dating';
  return {
    brand: appBrand,
    theme,
    region: japanRoute ? 'japan' : BRANDS[appBrand].defaultRegion,
    lng: japanRoute ? 'ja' : routeName === 'dating_cn' ? 'zh-CN' : null,
  };
}

// ---- colours: the brand colours made readable (WCAG AA, 4.5:1) ----

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return [0, 0, 0];
  return [m[1], m[2], m[3]].map((x) => Number.parseInt(x ?? '0', 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function isLight(hex: string): boolean {
  return luminance(hex) > 0.4;
}

function toHex(rgb: number[]): string {
  return `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The colour, darkened (or lightened) in small steps towards black (white) until it reaches
 * `ratio` against `against`: brand colours as text or as the ground of white button labels.
 */
export function readableOn(colour: string, against: string, ratio = 4.5): string {
  if (contrastRatio(colour, against) >= ratio) return colour.toLowerCase();
  const target = isLight(against) ? 0 : 255;
  const rgb = channels(colour);
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((v) => v + ((target - v) * step) / 20);
    const hex = toHex(mixed);
    if (contrastRatio(hex, against) >= ratio) return hex;
  }
  return target === 0 ? '#000000' : '#ffffff';
}

/** CSS variables of a site page for a brand: ground, ink, readable brand colours. */
export function siteColours(brand: BrandId): Record<string, string> {
  const { primary, accent, background, text } = BRANDS[brand].theme;
  const light = isLight(background);
  return {
    '--s-bg': background,
    '--s-text': text,
    '--s-primary': primary,
    '--s-accent': accent,
    // a filled button with a white label
    '--s-cta': readableOn(primary, '#ffffff'),
    // brand colour used as text on the page ground
    '--s-link': readableOn(primary, background, 5.2),
    '--s-accent-text': readableOn(accent, background, 5.2),
    '--s-card': light ? '#ffffff' : 'rgba(255,255,255,0.06)',
    '--s-line': light ? 'rgba(0,0,0,0.08)' : 'rgba(255,255,255,0.12)',
    '--s-muted': light ? readableOn(mixHex(text, background, 0.62), background) : 'rgba(255,255,255,0.74)',
  };
}

/** `a` over `b` at weight w (0..1), as hex. */
export function mixHex(a: string, b: string, w: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v * w + (cb[i] ?? 0) * (1 - w)));
}

/** This page's address with the channel, for the QR code (so a scan keeps the attribution). */
export function pageUrlWithChannel(href: string, channel: string | null): string {
  const url = new URL(href);
  if (channel) url.searchParams.set('channel', channel);
  url.hash = '';
  return url.toString();
}
