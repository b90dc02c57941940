// `npm test`: every suite — unit, integration over HTTP (PGlite; PostgreSQL/Redis too when
// DATABASE_URL / REDIS_URL are set), browser (Debian chromium).
import { ensureDependencies, ensureWebBuild, run } from './lib.mjs';

ensureDependencies();
run('npx', ['biome', 'check', '.']);
run('npx', ['tsc', '-p', 'tsconfig.json']);
ensureWebBuild({ force: true }); // also enforces the per-route page-weight budget
run('npx', ['vitest', 'run', ...process.argv.slice(2)]);
