import type { Brand } from './brands';

/**
 * A brand's theme as the page's `<html>` carries it: the browser (app/theme.ts), the server's
 * rendered pages and the server's HTML for every other page (so nothing paints in another brand's
 * colours while the code loads) all take it from here.
 */
export interface ThemeAttributes {
  /** CSS variables on <html> */
  vars: Record<string, string>;
  /** data-brand, data-theme on <html> */
  brand: string;
  theme: 'light' | 'dark';
}

/**
 * The brand theme as CSS variables; the light theme swaps the page colours. On a light page the
 * brand's colours are text (links, prices) and carry white text (buttons, tabs), so they are
 * deepened until both read at WCAG AA (4.5:1): wakoo's #ff7a45 is 2.6:1 on white. The brand's own
 * shades stay as `--brand-primary-bright` / `--brand-accent-bright` for decoration.
 */
export function themeOf(brand: Brand, light: boolean): ThemeAttributes {
  const { primary, accent, background, text, ink } = brand.theme;
  const bgIsLight = isLightColour(background);
  const bg = light && !bgIsLight ? '#f7f7fa' : background;
  const lightPage = light || bgIsLight;
  return {
    vars: {
      '--brand-primary': lightPage ? ink.primary : primary,
      '--brand-accent': lightPage ? ink.accent : accent,
      // the primary as text on the page (prices, links): on a dark page lightened until it reads
      '--brand-primary-ink': lightPage ? ink.primary : ink.onDark,
      '--brand-primary-bright': primary,
      '--brand-accent-bright': accent,
      '--brand-bg': bg,
      '--brand-text': light && !bgIsLight ? '#1d1d27' : text,
    },
    brand: brand.id,
    theme: lightPage ? 'light' : 'dark',
  };
}

function channels(hex: string): [number, number, number] {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? ([m[1], m[2], m[3]].map((x) => Number.parseInt(x ?? '0', 16)) as [number, number, number]) : [0, 0, 0];
}

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hsl([r, g, b]: [number, number, number]): [number, number, number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const sat = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === rn ? (gn - bn) / d + (gn < bn ? 6 : 0) : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [h / 6, sat, l];
}

function hex([h, sat, l]: [number, number, number]): string {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = sat * Math.min(l, 1 - l);
    return Math.round((l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return `#${[f(0), f(8), f(4)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `colour`, deepened (its lightness lowered in small steps, hue and saturation kept, so an orange
 * stays orange rather than turning brown) until it reads at 4.5:1 both as text on `background`
 * and under white text; a colour that already does is returned as it is.
 */
export function readableInk(colour: string, background: string): string {
  const [h, sat, l] = hsl(channels(colour));
  for (let step = 0; step <= 100; step++) {
    const candidate = step === 0 ? colour : hex([h, sat, Math.max(0, l - step * 0.01)]);
    if (contrastRatio(candidate, background) >= 4.5 && contrastRatio(candidate, '#ffffff') >= 4.5) return candidate;
  }
  return '#000000';
}

/**
 * `colour` as text on a dark `background`, lightened (hue and saturation kept) until it reads at
 * 4.5:1 there and on the page's tinted tiles (the colour mixed 22% into the background).
 */
export function readableOnDark(colour: string, background: string): string {
  const [h, sat, l] = hsl(channels(colour));
  const tile = mixHex(colour, background, 0.22);
  for (let step = 0; step <= 100; step++) {
    const candidate = step === 0 ? colour : hex([h, sat, Math.min(1, l + step * 0.01)]);
    if (contrastRatio(candidate, background) >= 4.5 && contrastRatio(candidate, tile) >= 4.5) return candidate;
  }
  return '#ffffff';
}

function mixHex(a: string, b: string, share: number): string {
  const [x, y] = [channels(a), channels(b)];
  return `#${x
    .map((c, i) =>
      Math.round(c * share + (y[i] ?? 0) * (1 - share))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export function isLightColour(hex: string): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => Number.parseInt(x ?? '0', 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}
