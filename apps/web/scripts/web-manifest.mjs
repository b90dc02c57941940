/**
 * Reads the H5 build (apps/web/dist: Vite's manifest) together with the route tables: which files
 * each route loads before its first render. Used by bench/page-weight.mjs (weights and budgets)
 * and scripts/route-preloads.mjs (the preload hints the server puts into each page's HTML).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function readWebBuild(dist = path.join(web, 'dist')) {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} missing; run the web build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  /** JS files of a manifest entry and everything it imports statically (CSS into `css` when given). */
  function closure(key, out = new Set(), css = null) {
    const item = manifest[key];
    if (!item || out.has(item.file)) return out;
    if (item.file.endsWith('.js')) out.add(item.file);
    if (css) for (const c of item.css ?? []) css.add(c);
    for (const dep of item.imports ?? []) closure(dep, out, css);
    return out;
  }

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const entryFiles = closure(entryKey);

  const tablesPath = path.join(web, 'src/app/routes/tables.ts');
  const { ROUTE_TABLES } = await tsImport(pathToFileURL(tablesPath).href, import.meta.url);

  function manifestKeyFor(specifier, fromDir) {
    const abs = path.resolve(fromDir, specifier);
    for (const ext of ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts']) {
      const key = path
        .relative(web, abs + ext)
        .split(path.sep)
        .join('/');
      if (manifest[key]) return key;
    }
    return null;
  }

  /** The page module a route's `load` imports (its manifest key), or null. */
  function moduleOf(load) {
    const m = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(String(load));
    return m ? manifestKeyFor(m[1], path.dirname(tablesPath)) : null;
  }

  /** The locale chunks: `{ <lng>: { <namespace>: file } }`. */
  const locales = {};
  /** each language's map of its namespace files (src/locales/loaders/<lng>.ts): `{ <lng>: file }` */
  const localeMaps = {};
  for (const [key, item] of Object.entries(manifest)) {
    const map = /^src\/locales\/loaders\/([^/]+)\.ts$/.exec(key);
    if (map) localeMaps[map[1]] = item.file;
    const m = /^src\/locales\/([^/]+)\/([^/]+)\.json$/.exec(key);
    if (!m) continue;
    locales[m[1]] = { ...locales[m[1]], [m[2]]: item.file };
  }

  return { dist, manifest, closure, entryKey, entryFiles, ROUTE_TABLES, moduleOf, locales, localeMaps };
}
