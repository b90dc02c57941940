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

/** The brand theme as CSS variables; the light theme swaps the page colours. */
export function themeOf(brand: Brand, light: boolean): ThemeAttributes {
  const { primary, accent, background, text } = brand.theme;
  const bgIsLight = isLightColour(background);
  return {
    vars: {
      '--brand-primary': primary,
      '--brand-accent': accent,
      '--brand-bg': light && !bgIsLight ? '#f7f7fa' : background,
      '--brand-text': light && !bgIsLight ? '#1d1d27' : text,
      // antd-mobile reads these
      '--adm-color-primary': primary,
    },
    brand: brand.id,
    theme: light || bgIsLight ? 'light' : 'dark',
  };
}

export function isLightColour(hex: string): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => Number.parseInt(x ?? '0', 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}
