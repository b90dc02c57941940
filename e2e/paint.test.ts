import { expect, it } from 'vitest';
import { browserSuite, describeBrowser, phonePage } from './harness';

/**
 * First paint (issue 15). Brand: the HTML the server sends carries the brand's theme, so a page
 * never shows another brand's colours while its code loads (checked with every script blocked).
 * Glyphs: Han characters take the forms of the language they are written in, so the
 * CJK face follows the page's language (styles.css `:lang()`): a sample glyph is drawn from the
 * Simplified Chinese face on a zh-CN page, the Japanese face on a ja page, and so on. The fonts
 * are Debian's Noto CJK (installed with Chromium by .ci/run); the face used is what Chromium
 * reports for the node (DevTools protocol, CSS.getPlatformFontsForNode).
 */
describeBrowser('first paint: the brand and the language (issue 15)', () => {
  const suite = browserSuite();

  it("paints the brand's own colours before any script has run", async () => {
    for (const [brand, bg, theme] of [
      ['wakoo', 'rgb(255, 247, 242)', 'light'],
      ['cooya', 'rgb(16, 42, 43)', 'dark'],
      ['default', 'rgb(23, 18, 43)', 'dark'],
    ] as const) {
      const page = await phonePage(suite.browser, { locale: 'ja', takeOver: false });
      // no script arrives: what shows is what the HTML and CSS alone paint
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(`${suite.server.url}/h5/whole_rank?app_name=${brand}`, { waitUntil: 'domcontentloaded' });
      const painted = await page.evaluate(() => ({
        bg: getComputedStyle(document.body).backgroundColor,
        brand: document.documentElement.dataset.brand,
        theme: document.documentElement.dataset.theme,
        title: document.title,
      }));
      expect(painted, brand).toMatchObject({ bg, brand, theme });
      expect(painted.title).toMatch(brand === 'default' ? /Ucoo$/ : new RegExp(`${brand}$`, 'i'));
      await page.context().close();
    }
  });

  it('zh-CN in Simplified Chinese forms, ja in Japanese, zh-TW in Traditional, ko in Korean', async () => {
    const faces: Record<string, string> = {};
    for (const lang of ['zh-CN', 'ja', 'zh-TW', 'ko']) {
      const page = await phonePage(suite.browser, { locale: lang });
      await page.goto(`${suite.server.url}/h5/whole_rank?app_name=default&app-language=${lang}`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      await page.evaluate(() => {
        const s = document.createElement('span');
        s.id = 'glyph-sample';
        // 骨 and 直 are drawn differently in Chinese and Japanese
        s.textContent = '骨直';
        document.body.appendChild(s);
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument');
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#glyph-sample' });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      faces[lang] = fonts.map((f) => f.familyName).join(', ');
      await page.context().close();
    }
    expect(faces).toEqual({
      'zh-CN': 'Noto Sans CJK SC',
      ja: 'Noto Sans CJK JP',
      'zh-TW': 'Noto Sans CJK TC',
      ko: 'Noto Sans CJK KR',
    });
  });
});
