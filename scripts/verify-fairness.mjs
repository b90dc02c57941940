#!/usr/bin/env node
/**
 * An independent fairness verifier, written from docs/fairness.md and docs/api.md alone: plain
 * Node (node:crypto, global fetch), nothing from the repository's code.
 *
 *   node scripts/verify-fairness.mjs --base http://127.0.0.1:8191 --game racing --brand default --count 1000
 *   node scripts/verify-fairness.mjs --base URL --token ACCESS_TOKEN --draws [--game scratch] [--count 1000] [--rotate]
 *   node scripts/verify-fairness.mjs --vectors     (the worked examples of docs/fairness.md, offline)
 *
 * Exits 1 on any failure, listing them.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const TWO_52 = 2n ** 52n;

// ---- the protocol (docs/fairness.md) ----

/** SHA-256 of hex bytes, as hex. */
export const sha256Hex = (hex) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const sha256Text = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

/** `seed` hashed `times` times. */
export function hashTimes(hex, times) {
  let s = Buffer.from(hex, 'hex');
  for (let i = 0; i < times; i++) s = createHash('sha256').update(s).digest();
  return s.toString('hex');
}

/** The outcome: HMAC-SHA256(seed bytes, message), first 52 bits, first cumulative × 2^52 > bits × total. */
export function outcome(seedHex, message, weights) {
  const hash = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message, 'utf8').digest('hex');
  const bits = BigInt(`0x${hash.slice(0, 13)}`);
  const total = weights.reduce((s, [, w]) => s + BigInt(w), 0n);
  let cumulative = 0n;
  let name = weights[weights.length - 1][0];
  for (const [n, w] of weights) {
    cumulative += BigInt(w);
    if (cumulative * TWO_52 > bits * total) {
      name = n;
      break;
    }
  }
  return { hash, bits, u: Number(bits) / 2 ** 52, name };
}

// ---- the worked examples ----

export function checkVectors() {
  const failures = [];
  const expect = (label, got, want) => {
    if (got !== want) failures.push(`${label}: got ${got}, expected ${want}`);
  };
  // example 1: a 5-link racing chain, round 44000000 on seed_3
  const seeds = [];
  seeds[5] = sha256Text('fairness worked example: racing chain');
  for (let i = 4; i >= 0; i--) seeds[i] = sha256Hex(seeds[i + 1]);
  expect('example 1 top seed', seeds[5], '7e6b1140b56e7f1f5be47648dfe797a7a510b6c22a2a40dbbb18c6e02b0627ec');
  expect('example 1 anchor', seeds[0], 'eabd9230c7cfb24ab22f86ca27d9f277cdf314516d5be6466cc9875164a5e22d');
  expect('example 1 seed_3', seeds[3], '6596f966038f6029cd3126d98f027c726a94fb54433f8c04776e2cdc438ad99f');
  expect('example 1 commitment', sha256Hex(seeds[3]), seeds[2]);
  expect('example 1 links to anchor', hashTimes(seeds[3], 3), seeds[0]);
  const racing = [
    ['1', 300],
    ['2', 250],
    ['3', 200],
    ['4', 120],
    ['5', 80],
    ['6', 50],
  ];
  const r = outcome(seeds[3], 'racing:44000000:', racing);
  expect('example 1 hmac', r.hash, '2d57684f247fb93fefc53d80a4eac22d9fbe3ad21524c5d9ab9d42d69a1b14ec');
  expect('example 1 bits', r.bits, 797654966749179n);
  expect('example 1 outcome', r.name, '1');
  // example 2: a scratch draw
  const server = sha256Text('fairness worked example: scratch server seed');
  expect('example 2 commitment', sha256Hex(server), '9d8cd0ffe68650966bfa7e92ee78556bb7f5ca29ef387a5b5117c13b880040f4');
  const s = outcome(server, 'scratch:lucky-7:42', [
    ['lamborghini', 1],
    ['rose', 600],
    ['nothing', 399],
  ]);
  expect('example 2 hmac', s.hash, 'f9b9329d6e113ddc61e2b3dd6e340976cc68d0938808d1019f8452fe70a5fc95');
  expect('example 2 bits', s.bits, 4393181015105811n);
  expect('example 2 outcome', s.name, 'nothing');
  return { checked: 2, failures };
}

// ---- signed calls (docs/api.md) ----

function canonical(params) {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] != null)
    .sort()
    .map((k) => `${k}=${typeof params[k] === 'string' ? params[k] : JSON.stringify(params[k])}`)
    .join('&');
}

/** The web pages' key and secret, from `GET /app-config.js` (`window.__APP_CONFIG__={…};`). */
export async function readAppConfig(base, fetchImpl = fetch) {
  const res = await fetchImpl(`${base}/app-config.js`);
  const text = await res.text();
  const m = /window\.__APP_CONFIG__\s*=\s*(\{[\s\S]*\})\s*;?\s*$/.exec(text.trim());
  if (!m) throw new Error(`${base}/app-config.js: no window.__APP_CONFIG__`);
  const cfg = JSON.parse(m[1]);
  if (!cfg.accessKey || !cfg.secret) throw new Error('app-config.js has no accessKey/secret');
  return { accessKey: cfg.accessKey, secret: cfg.secret };
}

function signedParams(keys, body) {
  const params = { ...body, timestamp: Math.floor(Date.now() / 1000), nonce: randomBytes(12).toString('hex'), access_key: keys.accessKey };
  for (const k of Object.keys(params)) if (params[k] == null) delete params[k];
  params.sign = createHash('sha1')
    .update(canonical(params) + keys.secret)
    .digest('hex')
    .toUpperCase();
  return params;
}

function signedGetter(base, keys, fetchImpl, token) {
  return async (path, query) => {
    const params = signedParams(keys, query);
    const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const res = await fetchImpl(`${base}${path}?${qs}`, token ? { headers: { 'Access-Token': token } } : undefined);
    const env = await res.json();
    if (env.status !== 0) throw new Error(`GET ${path}: status ${env.status} ${env.msg}`);
    return env.data;
  };
}

function signedPoster(base, keys, fetchImpl, token) {
  return async (path, body) => {
    const res = await fetchImpl(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Access-Token': token },
      body: JSON.stringify(signedParams(keys, body)),
    });
    const env = await res.json();
    if (env.status !== 0) throw new Error(`POST ${path}: status ${env.status} ${env.msg}`);
    return env.data;
  };
}

// ---- checking a game's history ----

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * Fetches the newest `count` finished rounds and the published chains and checks every round.
 * Returns `{ checked, ok, failures: string[], notes: string[] }`.
 */
export async function verifyRounds({ base, game, brand, count = 1000, fetchImpl = fetch }) {
  const keys = await readAppConfig(base, fetchImpl);
  const get = signedGetter(base, keys, fetchImpl);
  const chains = (await get('/api/v1/fairness/chains', { game, brand })).chains;
  const rounds = [];
  let before;
  while (rounds.length < count) {
    const limit = Math.min(500, count - rounds.length);
    const page = await get(`/api/v1/fairness/rounds/${encodeURIComponent(game)}`, { brand, before, limit });
    rounds.push(...page.rounds);
    if (page.next_before == null || page.rounds.length === 0) break;
    before = page.next_before;
  }
  return checkRounds(rounds, chains);
}

/** The pure part of verifyRounds: rounds newest first, the published chains. */
export function checkRounds(rounds, chains) {
  const failures = [];
  const notes = [];
  const byFirst = new Map(chains.map((c) => [c.first_round, c]));
  const failed = new Set();
  const fail = (r, why) => {
    failed.add(r.round_id);
    failures.push(`round ${r.round_id}: ${why}`);
  };
  const config = rounds[0] ? { hash: rounds[0].config_hash, weights: JSON.stringify(rounds[0].weights) } : null;
  for (let i = 0; i < rounds.length; i++) {
    const r = rounds[i];
    if (i > 0 && rounds[i - 1].round_id <= r.round_id) fail(r, 'rounds not listed newest first');
    if (!HEX64.test(r.seed_hash)) {
      fail(r, 'seed_hash is not 64 hex digits');
      continue;
    }
    // the chain
    const chain = byFirst.get(r.chain.first_round);
    if (!chain) notes.push(`round ${r.round_id}: chain ${r.chain.first_round} is not among the published chains`);
    else if (chain.anchor !== r.chain.anchor) fail(r, `anchor ${r.chain.anchor} differs from the published ${chain.anchor}`);
    const length = chain?.length ?? 10000;
    if (r.round_id < r.chain.first_round || r.round_id >= r.chain.first_round + length) fail(r, 'round outside its chain');
    if (r.chain.index !== r.round_id - r.chain.first_round + 1) fail(r, `index ${r.chain.index} ≠ round − first_round + 1`);
    // the configuration
    if (config && (r.config_hash !== config.hash || JSON.stringify(r.weights) !== config.weights)) {
      fail(r, 'config_hash or weights differ from the other rounds');
    }
    if (r.state === 'open') {
      if (r.seed !== null) fail(r, 'open round shows its seed');
      continue;
    }
    if (!r.seed || !HEX64.test(r.seed)) {
      fail(r, `${r.state} round without a revealed seed`);
      continue;
    }
    // the seed
    if (sha256Hex(r.seed) !== r.seed_hash) fail(r, 'SHA-256(seed) ≠ seed_hash');
    if (hashTimes(r.seed, r.chain.index) !== r.chain.anchor) fail(r, `seed does not hash down to the anchor in ${r.chain.index} steps`);
    const older = rounds[i + 1];
    if (older && older.round_id === r.round_id - 1 && older.chain.first_round === r.chain.first_round && older.seed) {
      if (r.seed_hash !== older.seed) fail(r, `seed_hash ≠ the seed of round ${older.round_id}`);
    }
    // the outcome
    if (r.state === 'void') {
      if (r.outcome !== null) fail(r, 'void round has an outcome');
    } else if (r.state === 'settled') {
      const message = r.nonce == null ? `${r.game}:${r.round_id}:${r.client_seed}` : `${r.game}:${r.client_seed}:${r.nonce}`;
      const got = outcome(r.seed, message, r.weights).name;
      if (got !== r.outcome) fail(r, `outcome ${r.outcome}, recomputed ${got}`);
    } else fail(r, `unknown state ${r.state}`);
  }
  // the next chain is published ahead of the newest round's
  if (rounds[0]) {
    const next = rounds[0].chain.first_round + (byFirst.get(rounds[0].chain.first_round)?.length ?? 10000);
    if (!byFirst.has(next)) failures.push(`the chain after the newest round's (first round ${next}) is not published`);
  }
  return { checked: rounds.length, ok: rounds.length - failed.size, failures, notes };
}

// ---- checking a user's own draws ----

/**
 * Fetches the caller's newest `count` draws (with `rotate`, first rotates the server seed so the
 * seeds of all of them are revealed) and checks each. Returns `{ checked, ok, failures, notes }`.
 */
export async function verifyDraws({ base, token, game, count = 1000, rotate = false, fetchImpl = fetch }) {
  const keys = await readAppConfig(base, fetchImpl);
  const get = signedGetter(base, keys, fetchImpl, token);
  if (rotate) await signedPoster(base, keys, fetchImpl, token)('/api/v1/fairness/seeds/rotate', {});
  const seeds = await get('/api/v1/fairness/seeds', {});
  const draws = [];
  let before;
  while (draws.length < count) {
    const limit = Math.min(500, count - draws.length);
    const page = await get('/api/v1/fairness/draws', { game, before, limit });
    draws.push(...page.draws);
    if (page.next_before == null || page.draws.length === 0) break;
    before = page.next_before;
  }
  return checkDraws(draws, seeds);
}

/** The pure part of verifyDraws: draws newest first, the caller's seeds (`GET /api/v1/fairness/seeds`). */
export function checkDraws(draws, seeds) {
  const failures = [];
  const notes = [];
  const failed = new Set();
  const fail = (d, why) => {
    failed.add(d.id);
    failures.push(`draw ${d.id}: ${why}`);
  };
  const revealed = new Map((seeds?.revealed ?? []).map((s) => [s.seed_hash, s]));
  const weightsOf = new Map();
  const nonces = new Map();
  let hidden = 0;
  for (let i = 0; i < draws.length; i++) {
    const d = draws[i];
    if (i > 0 && draws[i - 1].id <= d.id) fail(d, 'draws not listed newest first');
    if (!HEX64.test(d.seed_hash)) {
      fail(d, 'seed_hash is not 64 hex digits');
      continue;
    }
    // one configuration hash, one weights list
    const w = JSON.stringify(d.weights);
    if (weightsOf.has(d.config_hash) && weightsOf.get(d.config_hash) !== w) fail(d, 'same config_hash, different weights');
    weightsOf.set(d.config_hash, w);
    // a nonce is used once per seed
    const used = nonces.get(d.seed_hash) ?? new Set();
    if (used.has(d.nonce)) fail(d, `nonce ${d.nonce} used twice with one seed`);
    used.add(d.nonce);
    nonces.set(d.seed_hash, used);
    if (d.seed === null) {
      if (seeds && d.seed_hash !== seeds.seed_hash) fail(d, 'seed not revealed, yet it is not the current seed');
      hidden++;
      continue;
    }
    if (!HEX64.test(d.seed)) {
      fail(d, 'seed is not 64 hex digits');
      continue;
    }
    // the commitment: the revealed seed hashes to what was shown before the draw
    if (sha256Hex(d.seed) !== d.seed_hash) fail(d, 'SHA-256(seed) ≠ seed_hash');
    const r = revealed.get(d.seed_hash);
    if (r) {
      if (r.seed !== d.seed) fail(d, 'seed differs from the revealed seed of its seed_hash');
      if (r.client_seed !== d.client_seed) fail(d, 'client seed differs from the one revealed with its seed');
      if (d.nonce >= r.draws) fail(d, `nonce ${d.nonce} beyond the ${r.draws} draws of its seed`);
    }
    if (!d.weights.length) {
      notes.push(`draw ${d.id}: its configuration is no longer published; outcome not recomputed`);
      continue;
    }
    const got = outcome(d.seed, `${d.game}:${d.client_seed}:${d.nonce}`, d.weights).name;
    if (got !== d.outcome) fail(d, `outcome ${d.outcome}, recomputed ${got}`);
  }
  if (hidden) notes.push(`${hidden} draws use the current seed, not revealed yet (run with --rotate to reveal it)`);
  return { checked: draws.length - hidden, ok: draws.length - hidden - failed.size, failures, notes };
}

// ---- the command line ----

function args(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const key = a.slice(2);
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) out[key] = true;
    else {
      out[key] = next;
      i++;
    }
  }
  return out;
}

function report({ checked, ok, failures, notes = [] }, noun) {
  for (const n of notes) console.log(`note: ${n}`);
  for (const f of failures) console.log(`FAILED ${f}`);
  console.log(
    `checked ${checked} ${noun}: ${ok} ok, ${checked - ok} failed${failures.length > checked - ok ? ` (+${failures.length - (checked - ok)} other failures)` : ''}`,
  );
  return failures.length ? 1 : 0;
}

export async function main(argv = process.argv.slice(2)) {
  const a = args(argv);
  if (a.vectors) {
    const v = checkVectors();
    return report({ checked: v.checked, ok: v.failures.length ? 0 : v.checked, failures: v.failures }, 'worked examples');
  }
  if (a.draws && a.base && a.token) {
    const result = await verifyDraws({
      base: String(a.base).replace(/\/$/, ''),
      token: String(a.token),
      game: typeof a.game === 'string' ? a.game : undefined,
      count: Number(a.count ?? 1000),
      rotate: Boolean(a.rotate),
    });
    return report(result, 'draws');
  }
  if (!a.base || !a.game || !a.brand) {
    console.error(
      'usage: verify-fairness.mjs --base URL --game racing --brand default [--count 1000] | --base URL --token T --draws [--game scratch] [--rotate] | --vectors',
    );
    return 2;
  }
  const result = await verifyRounds({
    base: String(a.base).replace(/\/$/, ''),
    game: a.game,
    brand: a.brand,
    count: Number(a.count ?? 1000),
  });
  return report(result, 'rounds');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
