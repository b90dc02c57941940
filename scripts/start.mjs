// `npm start`: the whole product on one port with the embedded database and demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root } from './lib.mjs';

ensureDependencies();
ensureWebBuild();
// migrations run and demo data is seeded (demo mode only) by the server at start-up
// the start-up log at warnings unless asked for more (LOG_LEVEL=info): the server then prints
// where to go first instead of hundreds of seeding lines
const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(root, 'apps/server'), stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
