/**
 * scripts/verify-fairness.mjs — the verifier written from docs/fairness.md and docs/api.md alone —
 * checks the documented worked examples offline, and a played racing history over HTTP.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RACING_ROUND_MS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFund, newUser, type TestUser } from '../../test/factories';
import { adminLogin, BACKENDS, buildTestApp, call, rid, type TestApp } from '../../test/helpers';
import { openRound, type RacingDeps, settleRound } from '../racing/service';
import { ChainStore } from './service';

const ROUNDS = 1_000;
const SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../scripts/verify-fairness.mjs');

interface Result {
  checked: number;
  ok: number;
  failures: string[];
  notes: string[];
}
interface Verifier {
  verifyRounds(opts: { base: string; game: string; brand: string; count: number }): Promise<Result>;
  checkRounds(rounds: unknown[], chains: unknown[]): Result;
  verifyDraws(opts: { base: string; token: string; game?: string; count: number; rotate?: boolean }): Promise<Result>;
  checkDraws(draws: unknown[], seeds: unknown): Result;
}

describe('verify-fairness.mjs --vectors', () => {
  it('recomputes both worked examples of docs/fairness.md', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '--vectors'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('checked 2 worked examples: 2 ok, 0 failed');
    expect(run.status).toBe(0);
  });
});

describe.each(BACKENDS)('verify-fairness.mjs against a played racing history (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let verifier: Verifier;
  const voids: number[] = [];
  const settled: number[] = [];

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true });
    verifier = (await import(/* @vite-ignore */ SCRIPT)) as Verifier;
    // chains of 100 rounds, so the history crosses ten chains; the proofs read each chain's own length
    const deps: RacingDeps = { db: t.db, now: t.clock.now, chains: new ChainStore(t.db, t.clock.now, 100), publish: () => {} };
    // the last 1,000 rounds: every fifth opened late (void), the rest settled at 37 s
    const first = Math.floor(Date.now() / RACING_ROUND_MS) - 1_010;
    for (let r = first; r < first + ROUNDS; r++) {
      const late = (r - first) % 5 === 4;
      t.clock.ms = r * RACING_ROUND_MS + (late ? 6_000 : 1_000);
      await openRound(deps, 'default');
      if (late) {
        voids.push(r);
        continue;
      }
      t.clock.ms = r * RACING_ROUND_MS + 37_000;
      await settleRound(deps, 'default', r);
      settled.push(r);
    }
    // one more open round, not finished yet: not listed
    t.clock.ms = (first + ROUNDS) * RACING_ROUND_MS + 1_000;
    await openRound(deps, 'default');
    // back to real time, so the verifier's signed timestamps are current
    t.clock.ms = Date.now();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 180_000);
  afterAll(() => t?.close());

  it('checks every finished round: commitment, chain link, consecutive links, outcome, void', async () => {
    const result = await verifier.verifyRounds({ base, game: 'racing', brand: 'default', count: 1000 });
    expect(result.failures).toEqual([]);
    expect(result.checked).toBe(ROUNDS);
    expect(result.ok).toBe(ROUNDS);
    expect(voids).toHaveLength(ROUNDS / 5);
    expect(settled).toHaveLength((ROUNDS * 4) / 5);
  });

  it('pages through the history', async () => {
    const page = await verifier.verifyRounds({ base, game: 'racing', brand: 'default', count: 7 });
    expect(page).toMatchObject({ checked: 7, ok: 7, failures: [] });
  });

  it('finds a changed outcome, seed or commitment', async () => {
    const rounds: Record<string, unknown>[] = [];
    const chains: unknown[] = [];
    // the same data the verifier fetched, through its own check (offline)
    const captured: { url: string; body: unknown }[] = [];
    const fetchImpl = async (url: string) => {
      const r = await fetch(url);
      const body = url.endsWith('/app-config.js') ? await r.text() : await r.json();
      captured.push({ url, body });
      return { text: async () => body, json: async () => body };
    };
    await (verifier.verifyRounds as (o: object) => Promise<Result>)({ base, game: 'racing', brand: 'default', count: 60, fetchImpl });
    for (const c of captured) {
      const data = (c.body as { data?: { rounds?: unknown[]; chains?: unknown[] } }).data;
      if (data?.rounds) rounds.push(...(data.rounds as Record<string, unknown>[]));
      if (data?.chains) chains.push(...data.chains);
    }
    expect(verifier.checkRounds(rounds, chains).failures).toEqual([]);

    const settledIdx = rounds.findIndex((r) => r.state === 'settled');
    const wrongOutcome = rounds.map((r, i) => (i === settledIdx ? { ...r, outcome: r.outcome === '1' ? '2' : '1' } : r));
    expect(verifier.checkRounds(wrongOutcome, chains).failures.join()).toMatch(/outcome/);

    const wrongSeed = rounds.map((r, i) => (i === settledIdx ? { ...r, seed: 'ab'.repeat(32) } : r));
    const seedFailures = verifier.checkRounds(wrongSeed, chains).failures.join('\n');
    expect(seedFailures).toMatch(/SHA-256\(seed\) ≠ seed_hash/);
    expect(seedFailures).toMatch(/anchor/);

    const voidIdx = rounds.findIndex((r) => r.state === 'void');
    const voidWithOutcome = rounds.map((r, i) => (i === voidIdx ? { ...r, outcome: '3' } : r));
    expect(verifier.checkRounds(voidWithOutcome, chains).failures.join()).toMatch(/void round has an outcome/);
  });
});

describe.each(BACKENDS)('verify-fairness.mjs against 1,000 scratch draws (%s)', (backend) => {
  let t: TestApp;
  let base: string;
  let verifier: Verifier;
  let u: TestUser;

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true, config: { drawDailyCaps: { default: null, japan: null } } });
    verifier = (await import(/* @vite-ignore */ SCRIPT)) as Verifier;
    const admin = (await adminLogin(t)).access_token;
    u = await newUser(t);
    await adminFund(t, admin, u.id, 1_000);
    const post = (url: string, params: Record<string, unknown>) => call(t, { method: 'POST', url, token: u.token, params });
    expect((await post('/api/v1/racing/fragments', { amount: 1_000, request_id: rid() })).envelope.status).toBe(0);
    expect((await post('/api/v1/draws/tickets', { ticket: 'scratch_ticket', count: 1_000, request_id: rid() })).envelope.status).toBe(0);
    for (let i = 0; i < 100; i++) {
      // a new client seed half way: two seeds, each revealed in turn
      if (i === 50) expect((await post('/api/v1/fairness/seeds/client', { client_seed: 'half-way' })).envelope.status).toBe(0);
      const r = await post('/api/v1/draws/scratch/draw', { count: 10, request_id: rid() });
      expect(r.envelope.status, r.envelope.msg).toBe(0);
    }
    t.clock.ms = Date.now();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(() => t?.close());

  it('checks the revealed half, notes the current seed, then rotates and checks all 1,000', async () => {
    const before = await verifier.verifyDraws({ base, token: u.token, game: 'scratch', count: 1000 });
    expect(before.failures).toEqual([]);
    expect(before).toMatchObject({ checked: 500, ok: 500 });
    expect(before.notes.join()).toMatch(/500 draws use the current seed/);
    const all = await verifier.verifyDraws({ base, token: u.token, game: 'scratch', count: 1000, rotate: true });
    expect(all.failures).toEqual([]);
    expect(all).toMatchObject({ checked: 1000, ok: 1000 });
  });

  it('finds a changed outcome, seed, client seed or reused nonce', async () => {
    const get = async (url: string, params: Record<string, unknown> = {}) => (await call(t, { url, token: u.token, params })).envelope.data;
    const seeds = await get('/api/v1/fairness/seeds');
    const draws = (await get('/api/v1/fairness/draws', { game: 'scratch', limit: 50 })).draws as Record<string, unknown>[];
    expect(verifier.checkDraws(draws, seeds).failures).toEqual([]);
    const change = (i: number, patch: Record<string, unknown>) => draws.map((d, j) => (j === i ? { ...d, ...patch } : d));
    const other = draws[0]!.outcome === 'thanks' ? 'coins_2' : 'thanks';
    expect(verifier.checkDraws(change(0, { outcome: other }), seeds).failures.join()).toMatch(/outcome/);
    expect(verifier.checkDraws(change(1, { seed: 'ab'.repeat(32) }), seeds).failures.join()).toMatch(/SHA-256\(seed\) ≠ seed_hash/);
    expect(verifier.checkDraws(change(2, { client_seed: 'forged' }), seeds).failures.join()).toMatch(/client seed/);
    expect(verifier.checkDraws(change(3, { nonce: draws[4]!.nonce }), seeds).failures.join()).toMatch(/used twice/);
  });
});
