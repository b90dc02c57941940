import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  AFTER_PAINT_CSP,
  AFTER_PAINT_LOADER,
  cssInliner,
  INTL_WARM_CSP,
  INTL_WARM_SCRIPT,
  isSignedInPage,
  loadPageRenderer,
  mergePage,
  scriptJson,
  ssrDirOf,
  withIntlWarm,
} from './page-render';

const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <title>Ucoo</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const page = {
  html: '<main><h1>Hello</h1></main>',
  data: { 'legal|terms|default|ja': { title: '</script><script>alert(1)</script>', body: '\u2028' } },
  locale: 'ja',
  title: 'Terms <b> & more - Ucoo',
  theme: { vars: { '--brand-primary': '#7b4dff', '--brand-bg': '#17122b' }, brand: 'default', theme: 'dark' },
};

describe('page render merge', () => {
  it('puts the markup, its data, the language, theme and title into the built page', () => {
    const out = mergePage(BUILT, page);
    expect(out).toContain('<html lang="ja" data-brand="default" data-theme="dark" style="--brand-primary:#7b4dff;--brand-bg:#17122b">');
    expect(out).toContain('<title>Terms &lt;b> &amp; more - Ucoo</title>');
    expect(out).toContain(
      '<div id="root" data-reader="anonymous"><main><h1>Hello</h1></main></div><script type="application/json" id="ssr-data">',
    );
    // whose page it is travels with it: the browser adopts it only for the same reader
    expect(mergePage(BUILT, { ...page, reader: 'query' })).toContain('<div id="root" data-reader="query">');
    // the module script still follows
    expect(out.indexOf('id="ssr-data"')).toBeLessThan(out.indexOf('<script type="module"'));
  });

  it("knows a signed-in reader's page by the address's token or the cookie (never cached)", () => {
    expect(isSignedInPage('/h5/recharge?app_name=wakoo&access_token=abc', undefined)).toBe(true);
    expect(isSignedInPage('/h5/recharge?access_token=abc', undefined)).toBe(true);
    expect(isSignedInPage('/h5/recharge?access_token=&x=1', undefined)).toBe(false);
    expect(isSignedInPage('/h5/recharge?my_access_token=abc', undefined)).toBe(false);
    expect(isSignedInPage('/h5/recharge', 'theme=1; Access-Token=abc')).toBe(true);
    expect(isSignedInPage('/h5/recharge', 'Access-Token=')).toBe(false);
  });

  it('keeps the data inert: nothing in it can close its element', () => {
    const json = scriptJson(page.data);
    expect(json).not.toContain('</script');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(page.data);
    const out = mergePage(BUILT, page);
    expect(out.match(/<\/script>/g)).toHaveLength(2); // the data's own and the module script's
  });

  it('moves the page code and its preloads behind the first paint, through a loader the CSP names by hash', () => {
    const built = BUILT.replace(
      '<script type="module" src="/assets/index.js"></script>',
      '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/a-B2.js"><link rel="modulepreload" crossorigin href="/assets/Page-C3.js">',
    );
    const out = mergePage(built, page);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('modulepreload" crossorigin href');
    expect(out).toContain(
      `<script data-entry="/assets/index-A1.js" data-preload="/assets/a-B2.js /assets/Page-C3.js">${AFTER_PAINT_LOADER}</script>`,
    );
    const hash = createHash('sha256').update(AFTER_PAINT_LOADER).digest('base64');
    expect(AFTER_PAINT_CSP).toBe(`'sha256-${hash}'`);
  });

  it('starts the Intl warm-up once per page: the loader of a rendered page, else a script the CSP names by hash', () => {
    // a rendered page: its loader starts the worker after the first paint, nothing is added
    const rendered = mergePage(BUILT.replace('<script type="module"', '<script type="module" crossorigin'), page);
    expect(AFTER_PAINT_LOADER).toContain('new Worker(URL.createObjectURL(new Blob([');
    expect(withIntlWarm(rendered)).toBe(rendered);
    // a page its code draws: one script at the end of the body
    const plain = withIntlWarm(BUILT);
    expect(plain).toContain(`<script>${INTL_WARM_SCRIPT}</script></body>`);
    expect(plain.split('new Worker(')).toHaveLength(2);
    expect(INTL_WARM_CSP).toBe(`'sha256-${createHash('sha256').update(INTL_WARM_SCRIPT).digest('base64')}'`);
    // the worker asks for the formatters the pages use, in the page's language, and closes
    expect(INTL_WARM_SCRIPT).toContain('{name:document.documentElement.lang}');
    for (const part of ["style:'currency'", 'Asia/Tokyo', 'Asia/Shanghai', 'PluralRules', 'close()'])
      expect(INTL_WARM_SCRIPT).toContain(part);
  });

  it('inlines the stylesheets a first paint waits for, within a budget, and keeps the ones it cannot', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'css-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets/a.css'), '.a{color:red}');
    writeFileSync(path.join(dist, 'assets/b.css'), '.b{background:url(./bg.png)}');
    writeFileSync(path.join(dist, 'assets/c.css'), '.c{background:url("data:image/svg+xml,x")}');
    writeFileSync(path.join(dist, 'assets/big.css'), `.d{content:"${'x'.repeat(60_000)}"}`);
    const html = ['a', 'b', 'c', 'big', 'missing'].map((n) => `<link rel="stylesheet" crossorigin href="/assets/${n}.css">`).join('');
    const out = cssInliner(dist)(html);
    // a disabled link beside it tells the route's code the file is there (it is not fetched)
    expect(out).toContain('<style data-href="/assets/a.css">.a{color:red}</style><link rel="stylesheet" href="/assets/a.css" disabled>');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/b.css">'); // relative url: stays linked
    expect(out).toContain('<style data-href="/assets/c.css">');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/big.css">'); // over the budget
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/missing.css">');
  });

  it('leaves the data element out when the page asked for nothing', () => {
    expect(mergePage(BUILT, { ...page, data: {} })).not.toContain('ssr-data');
  });

  it('finds the renderer beside the web build, and serves pages as built without one', async () => {
    expect(ssrDirOf('/srv/web/dist')).toBe('/srv/web/dist-ssr');
    expect(ssrDirOf('/srv/web/dist/')).toBe('/srv/web/dist-ssr');
    const app = Fastify();
    const empty = mkdtempSync(path.join(tmpdir(), 'no-ssr-'));
    await expect(loadPageRenderer(path.join(empty, 'dist'), app, { accessKey: 'k', secret: 's' })).resolves.toBeNull();
    await app.close();
  });
});
