#!/usr/bin/env node
/**
 * Writes dist/.vite/route-preloads.json after the H5 build: for every brand's routes, the files
 * the route loads besides the entry (its page chunk, their imports and CSS) and the i18n
 * namespaces it reads, plus where each locale file went. The server turns them into
 * `<link rel="modulepreload">` hints in the page's HTML, so the browser fetches the page's code
 * and strings together with the entry instead of one after the other (docs/architecture.md).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readWebBuild } from './web-manifest.mjs';

// WEB_DIST: another build's folder (a measurement's own build); by default apps/web/dist
const { dist, closure, entryKey, entryFiles, ROUTE_TABLES, moduleOf, locales, localeMaps } = await readWebBuild(
  process.env.WEB_DIST || undefined,
);
// the entry's own CSS is linked by index.html already
const entryCss = new Set();
closure(entryKey, new Set(), entryCss);

const routes = {};
for (const [brand, table] of Object.entries(ROUTE_TABLES)) {
  routes[brand] = table.map((def) => {
    const key = moduleOf(def.load);
    const css = new Set();
    const js = key ? [...closure(key, new Set(), css)].filter((f) => !entryFiles.has(f)) : [];
    return {
      path: def.path,
      name: def.name,
      titleKey: def.titleKey,
      js,
      css: [...css].filter((c) => !entryCss.has(c)),
      ns: def.ns ?? [],
    };
  });
}
// the page titles and the share text per language: the server writes them into the HTML it
// serves (title, description, og: tags), so a shared link previews the page, not a bare brand
const titles = {};
for (const lng of Object.keys(locales)) {
  const file = path.join(import.meta.dirname, `../src/locales/${lng}/routes.json`);
  titles[lng] = JSON.parse(readFileSync(file, 'utf8'));
}
const out = { boot: ['common', 'routes'], locales, localeMaps, routes, titles };
writeFileSync(path.join(dist, '.vite/route-preloads.json'), JSON.stringify(out));
const count = Object.values(routes).reduce((n, t) => n + t.length, 0);
console.log(`route-preloads: ${count} routes across ${Object.keys(routes).length} tables`);
