import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acceptedLanguages } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { pageHtml } from './page-preloads';

function dist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), '<html><head><script src="/app-config.js"></script></head><body></body></html>');
  const route = (p: string, name: string, js: string[], ns: string[]) => ({ path: p, name, js, css: [`assets/${name}.css`], ns });
  writeFileSync(
    path.join(dir, '.vite/route-preloads.json'),
    JSON.stringify({
      boot: ['common'],
      locales: { ja: { common: 'assets/common-ja.js', legal: 'assets/legal-ja.js' }, en: { common: 'assets/common-en.js' } },
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
});
