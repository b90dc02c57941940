/**
 * Signature cost: requests/s of a signed, authenticated GET (/api/v1/me) next to the same handler
 * on an unsigned clone route, measured in one run, alternating, on the same server.
 * Target (issue 2): signed ≥ 0.85 × unsigned (signature checking costs ≤ 15 % of throughput).
 * The server runs in a child process (its own core); autocannon drives it from this one.
 * Client work is identical for both routes: every request carries fresh signed parameters.
 */

import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECRET = 'bench-secret';

async function serverWorker() {
  const { buildApp } = await import('@app/server/src/app');
  const { loadConfig } = await import('@app/server/src/config');
  const { openPglite, openPostgres } = await import('@app/server/src/platform/db');
  const accounts = await import('@app/server/src/modules/accounts/service');
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = openPostgres(url, { max: 1 });
    await admin.exec('drop schema if exists bench_sign cascade; create schema bench_sign');
    await admin.close();
  }
  const db = url ? openPostgres(url, { schema: 'bench_sign' }) : await openPglite('memory://');
  const config = loadConfig(
    { API_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'false', REDIS_URL: process.env.REDIS_URL },
    { webDist: '/nonexistent', loginRateLimitPerMinute: 1_000_000 },
  );
  const { app } = await buildApp(config, { db, seed: false });
  const deps = { db, now: () => new Date(), userTokenTtlSeconds: 3600 };
  // the peer: the same handler without the signature check
  app.get('/api/v1/bench/me-unsigned', { config: { signed: false, auth: 'user' } }, async (req) => ({
    status: 0,
    msg: 'ok',
    data: await accounts.me(deps, req.user!.id),
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const session = await accounts.register(deps, {
    account: 'bench@bench.local',
    password: 'BenchPass1',
    nickname: 'bench',
    gender: 'male',
    birth_date: '1990-01-01',
    app_name: 'default',
  });
  const addr = app.server.address();
  process.send!({
    port: typeof addr === 'object' && addr ? addr.port : 0,
    token: session.access_token,
    db: db.kind,
    redis: Boolean(config.redisUrl),
  });
}

function signedQuery(): string {
  const params: Record<string, string> = {
    access_key: 'h5-web',
    'app-language': 'en',
    nonce: randomBytes(12).toString('hex'),
    timestamp: String(Math.floor(Date.now() / 1000)),
  };
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  params.sign = createHash('sha1')
    .update(canonical + SECRET)
    .digest('hex')
    .toUpperCase();
  return new URLSearchParams(params).toString();
}

async function measure(base: string, path: string, token: string): Promise<{ rps: number; errors: number; non2xx: number }> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'access-token': token },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `${path}?${signedQuery()}` }) }],
  });
  return { rps: result.requests.average, errors: result.errors, non2xx: result.non2xx };
}

async function main() {
  const worker = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx'], env: process.env });
  const info = await new Promise<{ port: number; token: string; db: string; redis: boolean }>((resolve, reject) => {
    worker.once('message', (m) => resolve(m as never));
    worker.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const base = `http://127.0.0.1:${info.port}`;
  console.log(`sign-throughput: db=${info.db} redis=${info.redis} connections=${CONNECTIONS} ${SECONDS}s x ${ROUNDS} rounds each`);
  await measure(base, '/api/v1/me', info.token); // warm-up
  const signed: number[] = [];
  const unsigned: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const u = await measure(base, '/api/v1/bench/me-unsigned', info.token);
    const s = await measure(base, '/api/v1/me', info.token);
    if (u.non2xx || s.non2xx || u.errors || s.errors)
      throw new Error(`failed requests: unsigned ${u.non2xx}/${u.errors}, signed ${s.non2xx}/${s.errors}`);
    unsigned.push(u.rps);
    signed.push(s.rps);
    console.log(`  round ${i + 1}: unsigned ${u.rps.toFixed(0)} req/s, signed ${s.rps.toFixed(0)} req/s`);
  }
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratio = avg(signed) / avg(unsigned);
  console.log(
    `signed ${avg(signed).toFixed(0)} req/s | unsigned ${avg(unsigned).toFixed(0)} req/s | ratio ${ratio.toFixed(3)} (target ≥ 0.85)`,
  );
  worker.kill();
  if (process.env.BENCH_ASSERT === 'true' && ratio < 0.85) process.exit(1);
}

if (process.argv.includes('--server')) await serverWorker();
else await main();
