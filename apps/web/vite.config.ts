import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ErrorCode } from '../../packages/shared/src/errors';

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';

/**
 * Writes dist/.vite/chunk-modules.json: the source modules of every chunk. bench/page-weight.mjs
 * and e2e/h5-bundle.test.ts use it to prove no console code (src/admin, antd) reaches H5 pages.
 */
function chunkModules(fileName: string): Plugin {
  return {
    name: 'chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        map[item.fileName] = item.moduleIds.map((id) =>
          id
            .replace(/\\/g, '/')
            .replace(/^.*\/node_modules\//, 'node_modules/')
            .replace(root, '')
            .replace(repoRoot, ''),
        );
      }
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}

/**
 * `ErrorCode.NAME` becomes its number in every module of the build, so the catalogue's object
 * (every code of every module, ~1.3 KB gzip and growing with each feature) never ships: each page
 * carries only the codes it compares with. An unknown name fails the build.
 */
function inlineErrorCodes(): Plugin {
  const codes = ErrorCode as Record<string, number>;
  return {
    name: 'inline-error-codes',
    apply: 'build',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || !code.includes('ErrorCode.') || /shared[\\/]src[\\/]errors\.ts$/.test(id)) return null;
      const out = code.replace(/\bErrorCode\.([A-Z_][A-Z0-9_]*)\b/g, (_, name: string) => {
        if (!(name in codes)) this.error(`${id}: ErrorCode.${name} is not in the catalogue`);
        return String(codes[name]);
      });
      return { code: out, map: null };
    },
  };
}

/** Preact runs the React API at a tenth of react-dom's weight: what lets an H5 route load ≤ 100 KB. */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The UI kit (src/components/ui) and the small shared helpers go into one chunk (~2 KB gzip) that
 * every page using them loads: left to automatic splitting they became a dozen tiny chunks, each
 * with its own import boilerplate, and every one of them lengthened the entry's preload table.
 * Only these modules, not what they import (react-query, the api client stay where they are).
 * QrCode stays out: it brings the QR encoder, which only the pages that draw a code should load;
 * so does PullToRefresh (~1 KB), which only the paged lists load.
 */
const KIT_CHUNK = {
  name: 'kit',
  test: /src[\\/]components[\\/]ui[\\/](?!QrCode|PullToRefresh|pull-to-refresh)|src[\\/]lib[\\/](format|request-id)\.ts/,
  includeDependenciesRecursively: false,
};

/** Module resolution of a build: Preact under the React names for the pages (`preact`). */
function resolveFor(preact: boolean) {
  return {
    // react lives twice in node_modules (root 18 hoisted for peers, apps/web 19): always use ours
    dedupe: ['react', 'react-dom'],
    // react-router's package exports only point at its development build (dev warnings kept);
    // the production build is the same API, smaller
    alias: [
      ...(preact ? PREACT_ALIASES : []),
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  };
}

/**
 * Two apps are built from this source: the H5 pages (index.html, on Preact) and the console
 * (admin.html, on React + antd, which Preact does not run reliably). Both land in dist/; each
 * has its own manifest and chunk map.
 */
export function webConfig(app: 'h5' | 'console' | 'ssr') {
  if (app === 'ssr') return ssrConfig();
  const h5 = app === 'h5';
  return defineConfig({
    root,
    plugins: [react(), inlineErrorCodes(), chunkModules(h5 ? '.vite/chunk-modules.json' : '.vite/console-chunk-modules.json')],
    resolve: resolveFor(h5),
    server: {
      proxy: {
        '/api': backend,
        '/app-config.js': backend,
      },
    },
    build: {
      outDir: 'dist',
      // the H5 build runs first and empties dist/; the console build adds to it
      emptyOutDir: h5,
      // bench/page-weight.mjs reads it to weigh each route
      manifest: h5 ? true : '.vite/console-manifest.json',
      target: 'es2020',
      // no modulepreload polyfill (282 B gzip in every entry): every browser the pages meet but
      // iOS before 17 has modulepreload, and there a hint is only skipped (docs/decisions.md)
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: fileURLToPath(new URL(h5 ? './index.html' : './admin.html', import.meta.url)),
        output: h5 ? { codeSplitting: { groups: [KIT_CHUNK] } } : {},
        treeshake: {
          // packages/shared is pure: its schema modules (zod at module level) drop out of bundles
          // that only use its helpers; so is js-sha1, which the pages load only without WebCrypto
          moduleSideEffects: (id: string) => !id.startsWith(sharedSrc) && !id.includes('/node_modules/js-sha1/'),
        },
      },
    },
  });
}

/**
 * The server renderer of the public pages (src/ssr/entry-server.tsx) for the API server: one
 * Node module in dist-ssr/ with everything bundled (Preact under the React names, as in the
 * pages), so the server needs nothing from the web app's node_modules at run time.
 */
function ssrConfig() {
  return defineConfig({
    root,
    plugins: [react()],
    resolve: resolveFor(true),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: fileURLToPath(new URL('./src/ssr/entry-server.tsx', import.meta.url)),
      outDir: 'dist-ssr',
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: {
        output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
        treeshake: { moduleSideEffects: (id: string) => !id.startsWith(sharedSrc) },
      },
    },
  });
}

export default webConfig('h5');
