import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRANDS } from './brands';
import { contrastRatio, readableInk, readableOnDark, themeOf } from './theme';

describe('brand colours on light pages read at WCAG AA', () => {
  it("deepens wakoo's orange until text and white-on-orange both reach 4.5:1; keeps what already does", () => {
    const wakoo = themeOf(BRANDS.wakoo, true).vars;
    const ink = wakoo['--brand-primary'] as string;
    expect(ink).not.toBe('#ff7a45');
    expect(contrastRatio(ink, '#fff7f2')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(wakoo['--brand-primary-bright']).toBe('#ff7a45');
    expect(contrastRatio('#ff7a45', '#ffffff')).toBeLessThan(3);
    // a dark brand keeps its colours (they are light text on a dark page)
    expect(themeOf(BRANDS.default, false).vars['--brand-primary']).toBe(BRANDS.default.theme.primary);
    expect(readableInk('#c2410c', '#ffffff')).toBe('#c2410c');
  });

  it("every brand's stored inks are the readable inks of its colours on its light page", () => {
    for (const brand of Object.values(BRANDS)) {
      const bg = themeOf(brand, true).vars['--brand-bg'] as string;
      const dark = themeOf(brand, false);
      expect(brand.theme.ink, brand.id).toEqual({
        primary: readableInk(brand.theme.primary, bg),
        accent: readableInk(brand.theme.accent, bg),
        // a light brand has no dark page: its ink there is the light page's
        onDark:
          dark.theme === 'dark'
            ? readableOnDark(brand.theme.primary, dark.vars['--brand-bg'] as string)
            : readableInk(brand.theme.primary, bg),
      });
    }
  });

  it('any colour on any light background comes out readable both ways', () => {
    const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((c) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`);
    const lightBg = fc
      .tuple(fc.integer({ min: 230, max: 255 }), fc.integer({ min: 230, max: 255 }), fc.integer({ min: 230, max: 255 }))
      .map((c) => `#${c.map((x) => x.toString(16).padStart(2, '0')).join('')}`);
    fc.assert(
      fc.property(hex, lightBg, (colour, bg) => {
        const ink = readableInk(colour, bg);
        expect(contrastRatio(ink, bg)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(ink, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
  it('lightens a brand colour on a dark page until it reads on the page and its tinted tiles', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffff }),
        fc.array(fc.integer({ min: 0, max: 0x30 }), { minLength: 3, maxLength: 3 }),
        (c, b) => {
          const colour = `#${c.toString(16).padStart(6, '0')}`;
          const bg = `#${b.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
          const ink = readableOnDark(colour, bg);
          expect(contrastRatio(ink, bg)).toBeGreaterThanOrEqual(4.5);
        },
      ),
    );
    // the default brand's violet on its navy: 3.75:1 as it is
    expect(contrastRatio('#7b4dff', '#17122b')).toBeLessThan(4.5);
    const ink = themeOf(BRANDS.default, false).vars['--brand-primary-ink'] ?? '';
    expect(contrastRatio(ink, '#17122b')).toBeGreaterThanOrEqual(4.5);
    expect(themeOf(BRANDS.wakoo, true).vars['--brand-primary-ink']).toBe(BRANDS.wakoo.theme.ink.primary);
  });
});
