/**
 * Hot receiver (issue 3): signed gift sends over HTTP from 1,000 senders to ONE anchor, at 32 and
 * at 8 concurrent connections, next to a naive peer measured in the same run: pgbench running
 * "debit the sender row, credit the one receiver row, insert history" per transaction.
 * Targets: ours ≥ 1.5 × the peer at 32 connections; ours at 32 ≥ 0.9 × ours at 8.
 * Needs PostgreSQL (DATABASE_URL) and pgbench; uses its own schemas and drops them after.
 */
import { execFileSync, fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SENDERS = 1000;
const SECRET = 'bench-secret';
const SCHEMA = 'bench_hot';
const url = process.env.DATABASE_URL;

interface Setup {
  port: number;
  tokens: string[];
  anchorId: number;
  giftId: number;
}

async function serverProcess() {
  const { buildApp } = await import('@app/server/src/app');
  const { loadConfig } = await import('@app/server/src/config');
  const { openPostgres } = await import('@app/server/src/platform/db');
  const { directRegistrar, mintGold, roseGiftId } = await import('@app/server/src/test/direct-seed');
  const admin = openPostgres(url!, { max: 1 });
  await admin.exec(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
  await admin.close();
  const db = openPostgres(url!, { schema: SCHEMA, max: Number(process.env.BENCH_POOL ?? 20) });
  const config = loadConfig(
    {
      API_SECRET: SECRET,
      LOG_LEVEL: 'error',
      DEMO: 'false',
      REDIS_URL: process.env.REDIS_URL,
      GIFT_BATCHES_IN_FLIGHT: process.env.GIFT_BATCHES_IN_FLIGHT,
    },
    { webDist: '/nonexistent', redisPrefix: `bench:${randomBytes(3).toString('hex')}:` },
  );
  const { app } = await buildApp(config, { db, seed: false });
  const mk = directRegistrar(db, 'bench.local', 'BenchPass1');
  const anchor = await mk('anchor', 'female');
  const tokens: string[] = [];
  for (let i = 0; i < SENDERS; i++) {
    const s = await mk(`s${i}`, 'male');
    await mintGold(db, 'bench', `fund-${s.user.id}`, s.user.id, 1_000_000_000);
    tokens.push(s.access_token);
  }
  const giftId = await roseGiftId(db);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  process.send!({
    port: typeof addr === 'object' && addr ? addr.port : 0,
    tokens,
    anchorId: anchor.user.id,
    giftId,
  } satisfies Setup);
  process.once('message', () => {
    void app.close().finally(() => process.exit(0));
  });
}

function sign(params: Record<string, unknown>): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${k}=${typeof params[k] === 'string' ? params[k] : JSON.stringify(params[k])}`)
    .join('&');
  return createHash('sha1')
    .update(canonical + SECRET)
    .digest('hex')
    .toUpperCase();
}

let sent = 0;
/** `rate`: total requests per second (autocannon's overallRate); unset = as fast as it goes */
async function ours(s: Setup, connections: number, rate?: number): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({
    url: `http://127.0.0.1:${s.port}`,
    connections,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
    requests: [
      {
        method: 'POST',
        path: '/api/v1/gifts/send',
        setupRequest: (req) => {
          const n = ++sent;
          const params: Record<string, unknown> = {
            to_user_id: s.anchorId,
            gift_id: s.giftId,
            count: 1,
            request_id: `b${process.pid}x${n}`,
            timestamp: Math.floor(Date.now() / 1000),
            nonce: randomBytes(12).toString('hex'),
            access_key: 'h5-web',
          };
          params.sign = sign(params);
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'access-token': s.tokens[n % s.tokens.length]! },
            body: JSON.stringify(params),
          };
        },
      },
    ],
  });
  return { rps: result['2xx'] / SECONDS, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

function peer(connections: number): number {
  const peerSchema = 'bench_hot_peer';
  const psql = (sql: string) => execFileSync('psql', [url!, '-q', '-v', 'ON_ERROR_STOP=1', '-c', sql], { stdio: 'pipe' });
  psql(`drop schema if exists ${peerSchema} cascade; create schema ${peerSchema};
    create table ${peerSchema}.accounts (id int primary key, balance bigint not null);
    insert into ${peerSchema}.accounts select g, 1000000000 from generate_series(0, ${SENDERS}) g;
    create table ${peerSchema}.history (id bigserial primary key, sender int, receiver int, amount int, at timestamptz default now());`);
  const script = path.join(tmpdir(), 'hot-peer.sql');
  writeFileSync(
    script,
    `\\set sender random(1, ${SENDERS})
BEGIN;
UPDATE ${peerSchema}.accounts SET balance = balance - 1 WHERE id = :sender;
UPDATE ${peerSchema}.accounts SET balance = balance + 1 WHERE id = 0;
INSERT INTO ${peerSchema}.history (sender, receiver, amount) VALUES (:sender, 0, 1);
END;
`,
  );
  const out = execFileSync('pgbench', ['-n', '-f', script, '-c', String(connections), '-j', '2', '-T', String(SECONDS), url!], {
    encoding: 'utf8',
  });
  psql(`drop schema ${peerSchema} cascade`);
  const m = /tps = ([\d.]+)/.exec(out);
  return m ? Number(m[1]) : 0;
}

/** CPU seconds (user + system) used so far by the processes whose command name matches */
function cpuSeconds(match: (pid: number, comm: string) => boolean, withChildren = false): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (!match(pid, comm)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / tick; // utime, stime
      // and what its ended children used (PostgreSQL backends of closed connections)
      if (withChildren) total += (Number(fields[13]) + Number(fields[14])) / tick; // cutime, cstime
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

/**
 * Runs `work` and reports the CPU it cost per unit of work, per side — a figure the shared,
 * noisy machine disturbs far less than a rate (other processes' load does not count here).
 */
async function costed<T>(serverPid: number | null, work: () => Promise<T> | T, units: (r: T) => number) {
  const server = () => (serverPid === null ? 0 : cpuSeconds((pid) => pid === serverPid));
  const pg = () => cpuSeconds((_pid, comm) => comm === 'postgres', true);
  const redis = () => cpuSeconds((_pid, comm) => comm === 'redis-server');
  const self = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const [s0, p0, r0, l0] = [server(), pg(), redis(), self()];
  const r = await work();
  const n = Math.max(1, units(r));
  const per = (a: number, b: number) => ((a - b) * 1000) / n;
  return { r, serverMs: per(server(), s0), pgMs: per(pg(), p0), redisMs: per(redis(), r0), loadMs: per(self(), l0) };
}

async function main() {
  if (!url) {
    console.log('hot-receiver: skipped (needs DATABASE_URL for PostgreSQL)');
    return;
  }
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of the server process there (inspect with Chrome devtools)
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = fork(fileURLToPath(import.meta.url), ['--server'], { execArgv: ['--import', 'tsx', ...prof], env: process.env });
  const setup = await new Promise<Setup>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Setup));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  try {
    await ours(setup, 32).catch(() => undefined); // warm-up
    const peer32c = await costed(
      null,
      () => peer(32),
      (tps) => tps * SECONDS,
    );
    const peer32 = peer32c.r;
    const ours32c = await costed(
      child.pid ?? null,
      () => ours(setup, 32),
      (r) => r.rps * SECONDS,
    );
    const ours32 = ours32c.r;
    const peer8 = peer(8);
    const ours8 = await ours(setup, 8);
    const half = await ours(setup, 32, Math.round(ours32.rps / 2));
    console.log(
      `hot-receiver (${SECONDS}s each; 1,000 senders → 1 anchor; redis=${Boolean(process.env.REDIS_URL)}; batches in flight=${process.env.GIFT_BATCHES_IN_FLIGHT ?? 'default'})`,
    );
    console.log(
      `  ours  @32: ${ours32.rps.toFixed(0)} gifts/s (p99 ${ours32.p99} ms, ${ours32.errors} errors) | @8: ${ours8.rps.toFixed(0)} gifts/s (p99 ${ours8.p99} ms)`,
    );
    console.log(
      `  ours  @32 at half of peak (${Math.round(ours32.rps / 2)}/s offered): ${half.rps.toFixed(0)} gifts/s, p99 ${half.p99} ms (target ≤ 50 ms)`,
    );
    console.log(`  peer  @32: ${peer32.toFixed(0)} tx/s | @8: ${peer8.toFixed(0)} tx/s  (pgbench: one hot receiver row)`);
    console.log(
      `  CPU per gift @32: server ${ours32c.serverMs.toFixed(2)} ms + postgres ${ours32c.pgMs.toFixed(2)} ms + redis ${ours32c.redisMs.toFixed(2)} ms (load generator ${ours32c.loadMs.toFixed(2)} ms) | peer: postgres ${peer32c.pgMs.toFixed(2)} ms per tx`,
    );
    console.log(
      `  ratio ours/peer @32: ${(ours32.rps / peer32).toFixed(2)} (target ≥ 1.5); ours @32 / @8: ${(ours32.rps / ours8.rps).toFixed(2)} (target ≥ 0.9)`,
    );
  } finally {
    child.send('stop');
    await new Promise((resolve) => {
      child.once('exit', resolve);
      setTimeout(() => child.kill(), 5000).unref();
    });
    execFileSync('psql', [url, '-q', '-c', `drop schema if exists ${SCHEMA} cascade`], { stdio: 'pipe' });
  }
}

if (process.argv.includes('--server')) await serverProcess();
else await main();
