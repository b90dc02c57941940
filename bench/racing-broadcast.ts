/**
 * Racing round broadcast (issue 11): 2,000 WebSocket clients on our realtime endpoint (/ws with a
 * ticket from POST /api/v1/realtime/ticket), each subscribed to `game:racing:default`; round
 * snapshots published through the hub as the racing module does (`hub.publish(…,
 * 'racing.round.v1', round)`, not awaited one by one). Measured: messages delivered per second to
 * all clients, from the publish command to the last client's last message.
 * Peer, same run, same server process: a raw `ws` WebSocketServer sending the same messages (same
 * text shape, one JSON.stringify per message) to 2,000 raw clients. Both client sets live in this
 * process and parse every message the same way. Target: ours ≥ 80% of the peer.
 * Then, while BROADCAST_STREAM messages are published at a steady pace, 10% of our clients are
 * dropped (socket terminated), reconnect with a fresh ticket and resume with `{"op":"sub", topic,
 * since: <last seq they have>}`. Every client must end with every seq since it first subscribed,
 * exactly once, in order: the bench prints missing/duplicated/out-of-order counts and exits 1 on any.
 *
 *   npm run bench:racing-broadcast     (embedded PGlite; DATABASE_URL=… runs the hub on PostgreSQL,
 *                                       with REDIS_URL on Redis pub/sub)
 */
import { execSync, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { computeSign, makeNonce, RACING_CARS, RACING_ROUND_MS, racingRoundTimes, realtimeTopic, type TRacingRound } from '@app/shared';
import WebSocket, { WebSocketServer } from 'ws';
import { benchDatabase } from './lib';

const CLIENTS = Number(process.env.BROADCAST_CLIENTS ?? 2_000);
/** messages per measured burst */
const BURST = Number(process.env.BROADCAST_BURST ?? 100);
const TRIALS = Number(process.env.BROADCAST_TRIALS ?? 5);
/** messages of the drop-and-reconnect phase, one every STREAM_GAP_MS (stays within the hub's 500-event replay buffer) */
const STREAM = Number(process.env.BROADCAST_STREAM ?? 400);
const STREAM_GAP_MS = Number(process.env.BROADCAST_STREAM_GAP_MS ?? 25);
const DROP_SHARE = 0.1;
const SECRET = 'bench-secret';
const SCHEMA = 'bench_racing_broadcast';
const TOPIC = realtimeTopic.game('racing', 'default');
const EVENT = 'racing.round.v1';
const TARGET = 0.8;

type Backend = 'pglite' | 'postgres';
type Command = { cmd: 'ours'; n: number; gapMs: number; from: number } | { cmd: 'peer'; n: number; from: number } | { cmd: 'stop' };

/** the round snapshot of message i: a round whose pools fill up, as the racing module pushes it */
function roundMessage(i: number): TRacingRound {
  const roundId = Math.floor(Date.UTC(2026, 0, 1) / RACING_ROUND_MS) + Math.floor(i / 50);
  const t = racingRoundTimes(roundId);
  return {
    round_id: roundId,
    phase: 'waiting',
    state: 'open',
    starts_at: t.startsAt,
    closes_at: t.closesAt,
    results_at: t.resultsAt,
    ends_at: t.endsAt,
    seed_hash: 'ab'.repeat(32),
    pools: RACING_CARS.map((c) => ({ car: c.id, litres: 100 * ((i % 50) + 1) * c.id, players: (i % 50) + c.id })),
    winner: null,
    seed: null,
  };
}

// ---- the server process: our app and the raw peer --------------------------------------------

async function serverProcess(backend: Backend) {
  const { buildApp } = await import('@app/server/src/app');
  const { loadConfig } = await import('@app/server/src/config');
  const { setPasswordHashCostForTests } = await import('@app/server/src/platform/crypto');
  const { directRegistrar } = await import('@app/server/src/test/direct-seed');
  // registering the clients' users is not what is measured (the tests lower the cost the same way)
  setPasswordHashCostForTests(1024);

  // the embedded database as the server runs it (PGlite on a data directory), or a schema on DATABASE_URL
  const store = await benchDatabase(backend, 'racing-broadcast', { schema: SCHEMA, max: 20, memory: false });
  const db = store.db;
  const config = loadConfig(
    // PGlite: the embedded deployment (no Redis, the in-process bus); PostgreSQL: Redis when set, else LISTEN/NOTIFY
    backend === 'postgres'
      ? { API_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'false', REDIS_URL: process.env.REDIS_URL, DATABASE_URL: process.env.DATABASE_URL }
      : { API_SECRET: SECRET, LOG_LEVEL: 'error', DEMO: 'false' },
    { webDist: '/nonexistent', redisPrefix: `bench:broadcast:${process.pid}:` },
  );
  // no background jobs: the only events on the racing topic are the bench's
  const { app, hub } = await buildApp(config, { db, seed: false, jobs: false });
  const mk = directRegistrar(db, 'broadcast.bench', 'BenchPass1');
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push((await mk(`b${i}`, 'male')).access_token);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();

  // the peer: a bare WebSocketServer, every message sent to every client
  const peer = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => peer.once('listening', r));
  let peerSeq = 0;

  process.send!({
    port: typeof addr === 'object' && addr ? addr.port : 0,
    peerPort: (peer.address() as { port: number }).port,
    tokens,
  });

  process.on('message', async (m: Command) => {
    if (m.cmd === 'ours') {
      const seqs: Promise<number>[] = [];
      for (let i = 0; i < m.n; i++) {
        if (m.gapMs > 0 && i > 0) await new Promise((r) => setTimeout(r, m.gapMs));
        seqs.push(hub.publish(TOPIC, EVENT, roundMessage(m.from + i)));
      }
      try {
        process.send!({ seqs: await Promise.all(seqs) });
      } catch (err) {
        process.send!({ error: String(err) });
      }
    } else if (m.cmd === 'peer') {
      for (let i = 0; i < m.n; i++) {
        const text = JSON.stringify({ type: EVENT, topic: TOPIC, seq: ++peerSeq, payload: roundMessage(m.from + i) });
        for (const socket of peer.clients) if (socket.readyState === WebSocket.OPEN) socket.send(text);
      }
      process.send!({ seqs: [peerSeq] });
    } else if (m.cmd === 'stop') {
      for (const socket of peer.clients) socket.terminate();
      peer.close();
      await app.close();
      await store.remove();
      process.exit(0);
    }
  });
}

// ---- the clients -----------------------------------------------------------------------------

interface Client {
  ws: WebSocket | null;
  /** the seq the first subscription started after */
  start: number | null;
  /** every racing seq received, in arrival order, over all of its connections */
  seqs: number[];
  resyncs: number;
  connections: number;
}

/** all racing messages received by a client set (for the throughput measurements) */
const delivered = { ours: 0, peer: 0 };
let waiter: { set: 'ours' | 'peer'; target: number; resolve: (at: number) => void } | null = null;

function onRacing(set: 'ours' | 'peer') {
  delivered[set]++;
  if (waiter && waiter.set === set && delivered[set] >= waiter.target) {
    const w = waiter;
    waiter = null;
    w.resolve(performance.now());
  }
}

let connectErrors = 0;
let lastConnectError = '';

/** opens a socket; resolves once the racing topic is joined (ours) or the socket is open (peer) */
function open(url: string, c: Client, set: 'ours' | 'peer'): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    c.ws = ws;
    c.connections++;
    let settled = false;
    const done = (err?: Error) => {
      if (settled) return;
      settled = true;
      if (err) reject(err);
      else resolve();
    };
    ws.on('open', () => {
      if (set === 'peer') return done();
      // resume where this client stands (a first connection joins at the head)
      const last = c.seqs.length ? c.seqs[c.seqs.length - 1] : undefined;
      ws.send(JSON.stringify(last === undefined ? { op: 'sub', topic: TOPIC } : { op: 'sub', topic: TOPIC, since: last }));
    });
    ws.on('message', (raw) => {
      if (c.ws !== ws) return;
      const msg = JSON.parse(String(raw)) as { type: string; topic?: string; seq?: number };
      if (msg.topic !== TOPIC) return;
      if (msg.type === EVENT) {
        c.seqs.push(msg.seq!);
        onRacing(set);
      } else if (msg.type === 'subscribed') {
        c.start ??= msg.seq!;
        done();
      } else if (msg.type === 'resync') {
        c.resyncs++;
        c.start ??= msg.seq!;
        done();
      } else if (msg.type === 'denied') done(new Error(`denied: ${String(raw)}`));
    });
    ws.on('error', (err) => {
      connectErrors++;
      lastConnectError = String(err);
      done(err);
    });
    ws.on('close', (code) => done(new Error(`closed ${code}`)));
  });
}

async function pool<T>(items: readonly T[], workers: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i]!, i);
    }),
  );
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** a single-use socket ticket for this session (signed POST /api/v1/realtime/ticket) */
function ticket(port: number, token: string): Promise<string> {
  const params: Record<string, unknown> = { timestamp: Math.floor(Date.now() / 1000), nonce: makeNonce(), access_key: 'h5-web' };
  params.sign = computeSign(params, SECRET);
  const body = JSON.stringify(params);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/realtime/ticket',
        agent,
        headers: { 'access-token': token, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => {
          const env = JSON.parse(Buffer.concat(chunks).toString()) as { status: number; data: { ticket: string } };
          if (env.status === 0) resolve(env.data.ticket);
          else reject(new Error(`ticket refused: ${env.status}`));
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function fdLimit(): string {
  try {
    return execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** CPU seconds (user + system) the process has used so far (Linux /proc; 0 elsewhere) */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ ticks
  } catch {
    return 0;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const backend: Backend = process.env.DATABASE_URL && process.env.BENCH_DB !== 'pglite' ? 'postgres' : 'pglite';
  const limit = fdLimit();
  const needed = CLIENTS * 4 + 200; // both client sets here, their server ends in the child
  if (limit !== 'unlimited' && Number(limit) < needed)
    console.log(`racing broadcast: the open-file limit is ${limit}; ${needed} sockets are needed — raise it first (ulimit -n 65536)`);

  const t0 = performance.now();
  const child = fork(fileURLToPath(import.meta.url), ['--server', backend], { execArgv: ['--import', 'tsx'], env: process.env });
  const setup = await new Promise<{ port: number; peerPort: number; tokens: string[] }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const ask = (m: Command) =>
    new Promise<number[]>((resolve, reject) => {
      child.once('message', (r: { seqs?: number[]; error?: string }) => (r.error ? reject(new Error(r.error)) : resolve(r.seqs!)));
      child.send(m);
    });
  const ours: Client[] = setup.tokens.map(() => ({ ws: null, start: null, seqs: [], resyncs: 0, connections: 0 }));
  const peers: Client[] = setup.tokens.map(() => ({ ws: null, start: null, seqs: [], resyncs: 0, connections: 0 }));
  let failed = false;
  try {
    try {
      await pool(ours, 64, async (c, i) =>
        open(`ws://127.0.0.1:${setup.port}/ws?ticket=${await ticket(setup.port, setup.tokens[i]!)}`, c, 'ours'),
      );
      await pool(peers, 64, (c) => open(`ws://127.0.0.1:${setup.peerPort}/`, c, 'peer'));
    } catch (err) {
      console.log(`racing broadcast: connecting failed (${err}; ${connectErrors} socket errors, last: ${lastConnectError})`);
      console.log(`  hint: the open-file limit is ${limit}; ${needed} sockets are needed (ulimit -n 65536)`);
      throw err;
    }
    const setupSeconds = (performance.now() - t0) / 1000;

    // throughput: bursts of BURST messages, ours and the peer alternating
    let sent = 0;
    const cpu = { ours: [] as number[], peer: [] as number[] };
    const measure = async (set: 'ours' | 'peer', n: number) => {
      const target = delivered[set] + n * CLIENTS;
      const arrived = new Promise<number>((resolve) => {
        waiter = { set, target, resolve };
      });
      const start = performance.now();
      const cpu0 = cpuSeconds(child.pid!);
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(Number.NaN), 60_000).unref());
      await ask(set === 'ours' ? { cmd: 'ours', n, gapMs: 0, from: sent } : { cmd: 'peer', n, from: sent });
      sent += n;
      const end = await Promise.race([arrived, timeout]);
      waiter = null;
      // the server process's CPU per delivery (its sends are done once the last client has read)
      cpu[set].push(((cpuSeconds(child.pid!) - cpu0) * 1e6) / (n * CLIENTS));
      return (n * CLIENTS) / ((end - start) / 1000);
    };
    await measure('ours', 20); // warm-up
    await measure('peer', 20);
    cpu.ours.length = 0;
    cpu.peer.length = 0;
    const oursRates: number[] = [];
    const peerRates: number[] = [];
    for (let i = 0; i < TRIALS; i++) {
      oursRates.push(await measure('ours', BURST));
      peerRates.push(await measure('peer', BURST));
    }

    // drop 10% mid-stream, reconnect them with a fresh ticket and their cursor
    const victims = ours.map((c, i) => ({ c, i })).filter(({ i }) => i % Math.round(1 / DROP_SHARE) === 0);
    const sentinel = ours[1]!;
    const streamFrom = sentinel.seqs.length;
    const stream = ask({ cmd: 'ours', n: STREAM, gapMs: STREAM_GAP_MS, from: sent });
    while (sentinel.seqs.length - streamFrom < STREAM / 5) await new Promise((r) => setTimeout(r, 5));
    for (const { c } of victims) c.ws!.terminate();
    const droppedAt = sentinel.seqs.length - streamFrom;
    const reconnectStart = performance.now();
    let reconnectFailures = 0;
    await pool(victims, 64, async ({ c, i }) => {
      try {
        await open(`ws://127.0.0.1:${setup.port}/ws?ticket=${await ticket(setup.port, setup.tokens[i]!)}`, c, 'ours');
      } catch {
        reconnectFailures++;
      }
    });
    const reconnectSeconds = (performance.now() - reconnectStart) / 1000;
    const streamLeft = STREAM - (sentinel.seqs.length - streamFrom);
    const streamSeqs = await stream;
    const finalSeq = streamSeqs[streamSeqs.length - 1]!;
    // everyone catches up (or the deadline passes)
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && ours.some((c) => c.seqs[c.seqs.length - 1] !== finalSeq)) await new Promise((r) => setTimeout(r, 20));

    // every client: each seq after its first subscription up to the last, once, in order
    let missing = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    let clientsMissing = 0;
    let resyncs = 0;
    for (const c of ours) {
      resyncs += c.resyncs;
      const seen = new Set(c.seqs);
      duplicated += c.seqs.length - seen.size;
      for (let k = 1; k < c.seqs.length; k++) if (c.seqs[k]! <= c.seqs[k - 1]!) outOfOrder++;
      let mine = 0;
      for (let s = (c.start ?? 0) + 1; s <= finalSeq; s++) if (!seen.has(s)) mine++;
      missing += mine;
      if (mine) clientsMissing++;
    }
    const o = median(oursRates);
    const p = median(peerRates);
    const fmt = (x: number) => `${(x / 1000).toFixed(0)}k msg/s`;
    console.log(
      `racing broadcast (${CLIENTS.toLocaleString('en')} clients; hub on ${backend === 'pglite' ? 'embedded PGlite, in-process bus' : `PostgreSQL, ${process.env.REDIS_URL ? 'Redis' : 'LISTEN/NOTIFY'} bus`}; setup ${setupSeconds.toFixed(0)} s)`,
    );
    console.log(
      `  ours  (hub.publish → /ws): ${fmt(o)} delivered (median of ${TRIALS} bursts of ${BURST}: ${oursRates.map(fmt).join(', ')})`,
    );
    console.log(`  peer  (raw ws fan-out):   ${fmt(p)} delivered (${peerRates.map(fmt).join(', ')})`);
    console.log(`  ratio ours/peer: ${(o / p).toFixed(2)} (target ≥ ${TARGET})`);
    console.log(
      `  server CPU per delivered message: ours ${median(cpu.ours).toFixed(1)} µs, peer ${median(cpu.peer).toFixed(1)} µs (medians; ratio peer/ours ${(median(cpu.peer) / median(cpu.ours)).toFixed(2)})`,
    );
    console.log(
      `  drop & resume: ${victims.length} clients dropped after ${droppedAt} of ${STREAM} stream messages, back in ${reconnectSeconds.toFixed(2)} s with ${streamLeft} still to come (${reconnectFailures} failed to reconnect)`,
    );
    console.log(
      `  every client, every seq since it joined (up to ${finalSeq}): missing ${missing} (on ${clientsMissing} clients), duplicated ${duplicated}, out of order ${outOfOrder}, resyncs ${resyncs}`,
    );
    failed = missing > 0 || duplicated > 0 || outOfOrder > 0 || resyncs > 0 || reconnectFailures > 0;
    if (failed) console.log('  FAIL: messages were lost, repeated or reordered');
  } finally {
    for (const c of [...ours, ...peers]) c.ws?.terminate();
    agent.destroy();
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ cmd: 'stop' } satisfies Command);
    const timer = setTimeout(() => child.kill(), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (failed) process.exit(1);
}

if (process.argv.includes('--server')) await serverProcess(process.argv[process.argv.indexOf('--server') + 1] as Backend);
else await main();
