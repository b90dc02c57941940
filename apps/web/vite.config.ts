import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../packages/shared/src/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const backend = process.env.VITE_BACKEND ?? 'http://localhost:8080';

/**
 * Writes dist/.vite/chunk-modules.json: the source modules of every chunk. bench/page-weight.mjs
 * and e2e/h5-bundle.test.ts use it to prove no console code (src/admin, antd) reaches H5 pages.
 */
function chunkModules(): Plugin {
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
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: `${JSON.stringify(map, null, 1)}\n` });
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), chunkModules()],
  resolve: {
    // react lives twice in node_modules (root 18 hoisted for peers, apps/web 19): always use ours
    dedupe: ['react', 'react-dom'],
    // react-router's package exports only point at its development build (dev warnings kept);
    // the production build is the same API, smaller
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '/api': backend,
      '/app-config.js': backend,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/page-weight.mjs reads it to weigh each route
    manifest: true,
    target: 'es2020',
    rolldownOptions: {
      treeshake: {
        // packages/shared is pure: its schema modules (zod at module level) drop out of bundles
        // that only use its helpers
        moduleSideEffects: (id: string) => !id.startsWith(sharedSrc),
      },
    },
  },
});
