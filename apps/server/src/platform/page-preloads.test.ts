import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptedLanguages } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-preloads';

function dist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html lang="en"><head><title>Ucoo</title><script src="/app-config.js"></script></head><body></body></html>',
  );
  const route = (p: string, name: string, js: string[], ns: string[]) => ({
    path: p,
    name,
    titleKey: name,
    js,
    css: [`assets/${name}.css`],
    ns,
  });
  writeFileSync(
    path.join(dir, '.vite/route-preloads.json'),
    JSON.stringify({
      boot: ['common'],
      locales: { ja: { common: 'assets/common-ja.js', legal: 'assets/legal-ja.js' }, en: { common: 'assets/common-en.js' } },
      localeMaps: { ja: 'assets/ja-map.js', en: 'assets/en-map.js' },
      titles: {
        ja: { privacy: 'プライバシーポリシー', share_description: '声でつながる' },
        en: { privacy: 'Privacy <Policy> & "terms"', share_description: 'Talk & meet' },
      },
      routes: {
        default: [
          route('/h5/privacy/:app_name?', 'privacy', ['assets/Doc.js'], ['legal']),
          route('/:code', 'referral', ['assets/Ref.js'], []),
        ],
        wakoo: [
          route('/h5/:code', 'wakoo_code', ['assets/Code.js'], []),
          route('/h5/privacy/:app_name?', 'privacy', ['assets/Doc.js'], ['legal']),
        ],
      },
    }),
  );
  return dir;
}

describe('page preload hints', () => {
  it('reads Accept-Language by quality', () => {
    expect(acceptedLanguages('en;q=0.5, ja-JP, zh-TW;q=0.8, *;q=0.1')).toEqual(['ja-JP', 'zh-TW', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("hints the chunks and strings of the page the router will show, in the reader's language, and inlines the config", () => {
    const page = pageHtml(dist(), { secret: '</script><b>' })!;
    const html = page({ url: '/h5/privacy?app_name=default', host: 'x.test', acceptLanguage: 'ja-JP,ja;q=0.9' });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Doc.js">');
    expect(html).toContain('href="/assets/common-ja.js"');
    expect(html).toContain('href="/assets/legal-ja.js"');
    // the language's map of its files, which the strings load through
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ja-map.js">');
    expect(html).not.toContain('en-map.js');
    expect(html).toContain('<link rel="stylesheet" href="/assets/privacy.css">');
    expect(html).not.toContain('/app-config.js');
    expect(html).toContain('<script type="application/json" id="app-config">{"secret":"\\u003c/script>\\u003cb>"}</script>');
    // the app-language parameter wins; another brand's table ranks its own routes
    const en = page({ url: '/h5/privacy?app-language=en', host: undefined, acceptLanguage: 'ja' });
    expect(en).toContain('common-en.js');
    expect(en).not.toContain('legal-ja.js');
    const wakoo = page({ url: '/h5/abcdef', host: 'wakoo.example.com', acceptLanguage: 'ja' });
    expect(wakoo).toContain('/assets/Code.js');
    // no route: the boot strings only
    const none = page({ url: '/nothing/here', host: undefined, acceptLanguage: 'en' });
    expect(none).toContain('common-en.js');
    expect(none).not.toContain('Doc.js');
    // an address no URL parser takes still gets the page (never an error)
    expect(page({ url: '//[bad', host: undefined, acceptLanguage: undefined })).toContain('id="app-config"');
  });

  it("writes the brand's theme, the page's title and the share tags into the HTML, per brand and language", () => {
    const page = pageHtml(dist(), {})!;
    const ja = page({ url: '/h5/privacy?app_name=wakoo', host: 'wakoo.example.com', acceptLanguage: 'ja', proto: 'https' });
    expect(ja).toContain('<title>プライバシーポリシー - Wakoo</title>');
    expect(ja).toMatch(/<html lang="ja" data-brand="wakoo" data-theme="light" style="[^"]*--brand-bg:#fff7f2/);
    expect(ja).toContain('<meta property="og:title" content="プライバシーポリシー - Wakoo">');
    expect(ja).toContain('<meta property="og:description" content="声でつながる">');
    expect(ja).toContain('<meta property="og:image" content="https://wakoo.example.com/brand/wakoo/share.png">');
    expect(ja).toContain('<meta property="og:locale" content="ja_JP">');
    expect(ja).toContain('<meta name="theme-color" content="#fff7f2">');
    expect(ja).toContain('<link rel="manifest" href="/brand/wakoo/manifest.webmanifest">');
    // another brand, another language: its own name and colours; text is escaped
    const en = page({ url: '/h5/privacy?app_name=cooya', host: 'localhost:4100', acceptLanguage: 'en' });
    expect(en).toContain('<title>Privacy &lt;Policy&gt; &amp; &quot;terms&quot; - Cooya</title>');
    expect(en).toMatch(/<html lang="en" data-brand="cooya" data-theme="dark"/);
    expect(en).toContain('content="http://localhost:4100/brand/cooya/share.png"');
    expect(en).not.toContain('Wakoo');
    // the light theme asked for in the address
    expect(page({ url: '/h5/privacy?app_name=cooya&light_theme=true', host: undefined, acceptLanguage: 'en' })).toContain(
      'data-theme="light"',
    );
    // no route: the brand's name alone; a Host header that is not a host name is not reflected
    const none = page({ url: '/nothing', host: 'evil"><script>', acceptLanguage: 'en' });
    expect(none).toContain('<title>Ucoo</title>');
    expect(none).toContain('<meta property="og:image" content="/brand/default/share.png">');
    expect(none).not.toContain('<script>"');
  });
});
