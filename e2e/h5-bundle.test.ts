import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from './harness';

/**
 * The console (src/admin, antd) must never reach an H5 page's bundles. bench/page-weight.mjs
 * walks every H5 route's chunks (from the route tables and the Vite manifest) and lists leaks;
 * here we also scan the chunks ourselves.
 */
const manifestPath = path.join(WEB_DIST, '.vite/manifest.json');
const modulesPath = path.join(WEB_DIST, '.vite/chunk-modules.json');
const hasBuild = existsSync(manifestPath) && existsSync(modulesPath);
if (!hasBuild) console.warn('\n*** H5 BUNDLE CHECK SKIPPED: no web build with a manifest (run npm run build) ***\n');

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>;

describe.skipIf(!hasBuild && process.env.CI !== 'true')('H5 bundles', () => {
  it('no chunk loaded by the entry or an H5 page holds console code', () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    const modules = JSON.parse(readFileSync(modulesPath, 'utf8')) as Record<string, string[]>;
    const closure = (key: string, out = new Set<string>()) => {
      const item = manifest[key];
      if (!item || out.has(item.file)) return out;
      out.add(item.file);
      for (const dep of item.imports ?? []) closure(dep, out);
      return out;
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
    expect(entry).toBeTruthy();
    const h5 = closure(entry as string);
    // every lazy page except the console's own chunks
    for (const [key, item] of Object.entries(manifest)) {
      if (!item.file.endsWith('.js') || key.endsWith('.json')) continue;
      if (key.startsWith('src/')) closure(key, h5);
    }
    // the console is another build (admin.html) with its own manifest
    expect(Object.keys(manifest).filter((k) => k.startsWith('src/admin/'))).toEqual([]);
    const consoleManifest = JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/console-manifest.json'), 'utf8')) as Manifest;
    const consoleKey = Object.keys(consoleManifest).find((k) => k.startsWith('src/admin/console'));
    expect(consoleKey).toBeTruthy();

    const leaks: string[] = [];
    for (const file of h5) {
      for (const id of modules[file] ?? []) {
        if (id.startsWith('src/admin/') || id.startsWith('node_modules/antd/') || id.startsWith('node_modules/@ant-design/cssinjs/')) {
          leaks.push(`${file}: ${id}`);
        }
      }
      if (readFileSync(path.join(WEB_DIST, file), 'utf8').includes('__qyqy_admin_console_bundle__')) leaks.push(`${file}: marker`);
    }
    expect(leaks).toEqual([]);
    // the marker does exist in the console chunk, so the scan above is meaningful
    const consoleFile = consoleManifest[consoleKey as string]?.file as string;
    expect(readFileSync(path.join(WEB_DIST, consoleFile), 'utf8')).toContain('__qyqy_admin_console_bundle__');
    // the H5 pages run on Preact, the console on React
    expect([...h5].some((f) => (modules[f] ?? []).some((id) => id.startsWith('node_modules/preact/')))).toBe(true);
    expect([...h5].some((f) => (modules[f] ?? []).some((id) => id.startsWith('node_modules/react-dom/')))).toBe(false);
  });

  it('bench/page-weight.mjs reports every route and finds no console code', () => {
    const r = spawnSync(process.execPath, [path.join(WEB_DIST, '../../../bench/page-weight.mjs')], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('no console code (src/admin, antd, echarts) in any H5 chunk');
    expect(r.stdout).toMatch(/routes: \d+ across 5 tables/);
  });
});
