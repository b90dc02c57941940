#!/usr/bin/env node
/**
 * Page weight of every H5 route: gzip bytes of all JavaScript loaded before the first render
 * (the entry chunk and its static imports, plus the route's lazy chunk and its static imports).
 * Builds nothing: reads apps/web/dist (.vite/manifest.json and .vite/chunk-modules.json, written
 * by apps/web/vite.config.ts). Route → page module comes from the route tables themselves
 * (apps/web/src/app/routes/tables.ts, loaded with tsx; each `load` names its module).
 *
 *   node bench/page-weight.mjs            print the table
 *   node bench/page-weight.mjs --check    also exit 1 when a route is over budget or an H5 chunk
 *                                         holds console code (src/admin or antd)
 *   PAGE_WEIGHT_BUDGET_KB=100             the budget (default 100 KB gzip per route)
 *   PUBLIC_BUDGET_KB=90                   the budget of the public pages a first-time visitor
 *                                         opens: legal, official site, landing, referral, tools
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readWebBuild } from '../apps/web/scripts/web-manifest.mjs';

const check = process.argv.includes('--check');
const budgetKb = Number(process.env.PAGE_WEIGHT_BUDGET_KB || 100);
const KB = 1024;

let build;
try {
  build = await readWebBuild(process.env.WEB_DIST_DIR || undefined);
} catch (err) {
  console.error(`page-weight: ${err.message}`);
  process.exit(1);
}
const { dist, closure, entryFiles, ROUTE_TABLES, moduleOf } = build;
const chunkModulesPath = path.join(dist, '.vite/chunk-modules.json');
const chunkModules = existsSync(chunkModulesPath) ? JSON.parse(readFileSync(chunkModulesPath, 'utf8')) : {};

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
}
const weight = (files) => [...files].reduce((sum, f) => sum + gz(f), 0);

// ---- route → page module ------------------------------------------------------------------
const rows = [];
for (const [brand, table] of Object.entries(ROUTE_TABLES)) {
  for (const def of table) {
    const key = moduleOf(def.load);
    const files = new Set(entryFiles);
    if (key) closure(key, files);
    rows.push({ brand, path: def.path, module: key ?? '(unresolved: entry only)', files, bytes: weight(files) });
  }
}
// routes the router adds for every brand
for (const [routePath, key] of [
  ['/h5/login', 'src/features/auth/pages/LoginPage.tsx'],
  ['* (not found)', null],
]) {
  const files = new Set(entryFiles);
  if (key) closure(key, files);
  rows.push({ brand: 'all', path: routePath, module: key ?? '(entry)', files, bytes: weight(files) });
}

// ---- console: its own app (admin.html), its own manifest ----------------------------------------
const consoleManifestPath = path.join(dist, '.vite/console-manifest.json');
const consoleManifest = existsSync(consoleManifestPath) ? JSON.parse(readFileSync(consoleManifestPath, 'utf8')) : {};
function consoleClosure(key, out = new Set(), dynamic = false) {
  const item = consoleManifest[key];
  if (!item || out.has(item.file)) return out;
  if (item.file.endsWith('.js')) out.add(item.file);
  for (const dep of [...(item.imports ?? []), ...(dynamic ? (item.dynamicImports ?? []) : [])]) consoleClosure(dep, out, dynamic);
  return out;
}
const consoleEntryKey = Object.keys(consoleManifest).find((k) => consoleManifest[k].isEntry);
const consoleEntryFiles = consoleEntryKey ? consoleClosure(consoleEntryKey) : new Set();
const consoleFiles = consoleEntryKey ? consoleClosure(consoleEntryKey, new Set(), true) : new Set();

// ---- console code in H5 chunks -------------------------------------------------------------------
const ADMIN_MARKER = '__qyqy_admin_console_bundle__';
const h5Files = new Set(rows.flatMap((r) => [...r.files]));
const leaks = [];
for (const file of h5Files) {
  const mods = chunkModules[file] ?? [];
  for (const id of mods) {
    if (
      id.startsWith('src/admin/') ||
      /^node_modules\/antd\//.test(id) ||
      /^node_modules\/@ant-design\/(cssinjs|icons)\//.test(id) ||
      // the dashboard's charts (modules/reports) are console-only too
      /^node_modules\/(echarts|zrender|echarts-for-react)\//.test(id)
    ) {
      leaks.push(`${file}: ${id}`);
    }
  }
  if (readFileSync(path.join(dist, file), 'utf8').includes(ADMIN_MARKER)) leaks.push(`${file}: console marker string`);
}

// ---- report ------------------------------------------------------------------------------------
const fmt = (b) => `${(b / KB).toFixed(1)} KB`;
/** Public pages (issue 10): what a regulator, a store reviewer or an invited visitor opens first. */
const PUBLIC_PAGE = /^src\/(features\/(legal|site|referral|tools)\/|app\/routes\/RouteListPage)/;
const publicBudgetKb = Number(process.env.PUBLIC_BUDGET_KB || 90);
const budgetOf = (r) => (PUBLIC_PAGE.test(r.module) ? publicBudgetKb : budgetKb) * KB;
const byModule = new Map();
for (const r of rows) {
  const k = `${r.module}`;
  if (!byModule.has(k)) byModule.set(k, { module: k, bytes: r.bytes, routes: [] });
  byModule.get(k).routes.push(`${r.brand}:${r.path}`);
}
console.log(`\nH5 page weight (gzip JS before first render; budget ${budgetKb} KB per route, ${publicBudgetKb} KB for public pages)`);
console.log(`entry + static imports: ${fmt(weight(entryFiles))} (${[...entryFiles].join(', ')})\n`);
const sorted = [...rows].sort((a, b) => b.bytes - a.bytes);
for (const r of sorted) {
  console.log(`${r.bytes > budgetOf(r) ? 'OVER' : ' ok '}  ${fmt(r.bytes).padStart(9)}  ${r.brand.padEnd(9)} ${r.path}  [${r.module}]`);
}
const over = rows.filter((r) => r.bytes > budgetOf(r));
const min = sorted.at(-1);
const max = sorted[0];
console.log(`\nroutes: ${rows.length} across ${Object.keys(ROUTE_TABLES).length} tables; page modules: ${byModule.size}`);
console.log(
  `min ${fmt(min.bytes)} (${min.brand} ${min.path}); max ${fmt(max.bytes)} (${max.brand} ${max.path}); over budget: ${over.length}`,
);
console.log(
  `\nconsole app (not budgeted): ${fmt(weight(consoleEntryFiles))} before first render, ${fmt(weight(consoleFiles))} with every console page (${consoleFiles.size} chunks)`,
);
if (consoleFiles.size === 0) leaks.push('no console build found (dist/.vite/console-manifest.json)');
if (leaks.length) console.log(`\nCONSOLE CODE IN H5 CHUNKS:\n  ${leaks.join('\n  ')}`);
else console.log('no console code (src/admin, antd, echarts) in any H5 chunk');

if (check && (over.length || leaks.length)) {
  console.error(`\npage-weight --check failed: ${over.length} route(s) over budget, ${leaks.length} console leak(s)`);
  process.exit(1);
}
