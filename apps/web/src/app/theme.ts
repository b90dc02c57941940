import type { Brand } from '@app/shared';

/** Applies the brand theme as CSS variables; the light theme swaps the page colours. */
export function applyTheme(brand: Brand, light: boolean): void {
  const root = document.documentElement;
  const { primary, accent, background, text } = brand.theme;
  const bgIsLight = isLightColour(background);
  const bg = light && !bgIsLight ? '#f7f7fa' : background;
  const fg = light && !bgIsLight ? '#1d1d27' : text;
  root.style.setProperty('--brand-primary', primary);
  root.style.setProperty('--brand-accent', accent);
  root.style.setProperty('--brand-bg', bg);
  root.style.setProperty('--brand-text', fg);
  // antd-mobile reads these
  root.style.setProperty('--adm-color-primary', primary);
  root.dataset.brand = brand.id;
  root.dataset.theme = light || bgIsLight ? 'light' : 'dark';
}

export function isLightColour(hex: string): boolean {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => Number.parseInt(x ?? '0', 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}
