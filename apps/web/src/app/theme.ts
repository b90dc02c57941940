import { type Brand, themeOf } from '@app/shared';

export { isLightColour, type ThemeAttributes, themeOf } from '@app/shared';

/** Applies the brand theme to the document (the server's HTML arrives with it already). */
export function applyTheme(brand: Brand, light: boolean): void {
  const root = document.documentElement;
  const t = themeOf(brand, light);
  // the server wrote the theme into the page's <html> already: a write of the same value would
  // still make the browser recompute every element's style as the page starts
  for (const [name, value] of Object.entries(t.vars)) if (root.style.getPropertyValue(name) !== value) root.style.setProperty(name, value);
  if (root.dataset.brand !== t.brand) root.dataset.brand = t.brand;
  if (root.dataset.theme !== t.theme) root.dataset.theme = t.theme;
}
