import { type Brand, themeOf } from '@app/shared';

export { isLightColour, type ThemeAttributes, themeOf } from '@app/shared';

/** Applies the brand theme to the document (the server's HTML arrives with it already). */
export function applyTheme(brand: Brand, light: boolean): void {
  const root = document.documentElement;
  const t = themeOf(brand, light);
  for (const [name, value] of Object.entries(t.vars)) root.style.setProperty(name, value);
  root.dataset.brand = t.brand;
  root.dataset.theme = t.theme;
}
