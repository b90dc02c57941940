import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { computeSign, makeNonce, toQueryValues } from '@app/shared';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject, it } from 'vitest';
import { buildApp, type RouteInfo } from '../app';
import { type AppConfig, loadConfig } from '../config';
import { setPasswordHashCostForTests } from '../platform/crypto';
import { type Db, openPglite, openPostgres } from '../platform/db';
import { migrate } from '../platform/migrate';
import type { RealtimeHub } from '../platform/realtime';
import { pgliteTemplate } from './pglite-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** where the globalSetup wrote the PGlite template databases (./pglite-template.ts) */
    pgliteTemplateDir?: string;
  }
}

// registering a test user costs ~1 ms instead of ~60 (production keeps its cost: platform/crypto.ts)
setPasswordHashCostForTests(1024);

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL (and Redis) too when their URLs are set, as in CI. */
export const BACKENDS: Backend[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const TEST_SECRET = 'test-secret';
export const TEST_ACCESS_KEY = 'h5-web';

export interface TestDb {
  db: Db;
  cleanup(): Promise<void>;
}

/** The app configuration of the tests (DEMO on, no background activity, generous rate limits). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    {
      API_SECRET: TEST_SECRET,
      API_ACCESS_KEY: TEST_ACCESS_KEY,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DEMO: 'true',
      DEMO_ACTIVITY: 'false',
    },
    {
      redisUrl: null,
      redisPrefix: `test:${randomBytes(4).toString('hex')}:`,
      webDist: '/nonexistent',
      // the suites register and log in many users from one address; tests of the limits set small ones
      loginRateLimitPerMinute: 1000,
      loginIpRateLimitPer10Minutes: 1_000_000,
      registerIpRateLimitPerHour: 1_000_000,
      // uploads (demo feedback images) go to a temporary folder, never next to the repository's data
      storage: { kind: 'disk', dir: path.join(tmpdir(), 'test-uploads') },
      ...overrides,
    },
  );
}

/**
 * A fresh database: in-memory PGlite started from the run's migrated template (with `seeded`:
 * from the template buildApp seeded, see ./pglite-template.ts), or a new, empty schema on the
 * PostgreSQL server (buildApp migrates it).
 */
export async function openTestDb(backend: Backend, opts: { seeded?: boolean } = {}): Promise<TestDb> {
  if (backend === 'pglite') {
    const template = await pgliteTemplate(opts.seeded ? 'seeded' : 'migrated', inject('pgliteTemplateDir'), () => testConfig());
    const db = await openPglite('memory://', { loadDataDir: template });
    return { db, cleanup: () => db.close() };
  }
  const url = process.env.DATABASE_URL!;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.query(`create schema ${schema}`);
  const db = openPostgres(url, { schema, max: 10 });
  return {
    db,
    async cleanup() {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.close();
    },
  };
}

/**
 * The suite's database: openTestDb, then migrated (an empty PostgreSQL schema needs it), before
 * its tests, and dropped after them. Reads through like useTestApp: `tdb.db` inside tests and hooks.
 */
export function useMigratedDb(backend: Backend): TestDb {
  let opened: TestDb | undefined;
  beforeAll(async () => {
    opened = await openTestDb(backend);
    await migrate(opened.db);
  });
  afterAll(() => opened?.cleanup());
  return new Proxy({} as TestDb, {
    get(_, key) {
      if (!opened) throw new Error(`useMigratedDb: the database is not open yet (reading ${String(key)})`);
      return Reflect.get(opened, key);
    },
  });
}

/** runs per model-based property (PROPERTY_RUNS=1000 for a longer search) */
export const PROPERTY_RUNS = Number(process.env.PROPERTY_RUNS ?? 50);

/**
 * A model-based property test: `check` on PROPERTY_RUNS scenarios drawn from `arb`, with time for
 * each (a scenario of the outbox and scheduler suites takes up to ~400 ms).
 */
export function itHolds<T>(name: string, arb: fc.Arbitrary<T>, check: (scenario: T) => Promise<void>): void {
  it(name, () => fc.assert(fc.asyncProperty(arb, check), { numRuns: PROPERTY_RUNS }), 60_000 + PROPERTY_RUNS * 400);
}

export class TestClock {
  constructor(public ms = Date.now()) {}
  now = () => new Date(this.ms);
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  hub: RealtimeHub;
  clock: TestClock;
  backend: Backend;
  /** its Redis key prefix (a node built with nodeOf shares it) */
  redisPrefix: string;
  /** every route the app declared (see RouteInfo) */
  routes: readonly RouteInfo[];
  flushOutbox(): Promise<void>;
  close(): Promise<void>;
}

export async function buildTestApp(
  backend: Backend,
  opts: {
    seed?: boolean;
    config?: Partial<AppConfig>;
    /** a second node on this app's database (and Redis on PostgreSQL) and clock; closing it leaves the database open */
    nodeOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const seed = opts.seed ?? true;
  const { db, cleanup } = opts.nodeOf ? { db: opts.nodeOf.db, cleanup: async () => {} } : await openTestDb(backend, { seeded: seed });
  const clock = opts.nodeOf?.clock ?? new TestClock();
  const config = testConfig({
    redisUrl: backend === 'postgres' ? (process.env.REDIS_URL ?? null) : null,
    // a second node shares the first one's keys and channel, as nodes of one deployment do
    ...(opts.nodeOf ? { redisPrefix: opts.nodeOf.redisPrefix } : {}),
    ...opts.config,
  });
  const built = await buildApp(config, { db, now: clock.now, seed, jobs: false });
  const { app } = built;
  return {
    app,
    db,
    hub: built.hub,
    clock,
    backend,
    routes: built.routes,
    redisPrefix: config.redisPrefix,
    flushOutbox: built.flushOutbox,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * The suite's app: built before its tests (buildTestApp with these options) and closed after them.
 * The returned object reads through to that app, so test bodies keep writing `t.db`, `call(t, …)`;
 * touching it outside a test or hook (before it is built) throws.
 */
export function useTestApp(backend: Backend, opts: Parameters<typeof buildTestApp>[1] = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(backend, opts);
  });
  afterAll(() => built?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!built) throw new Error(`useTestApp: the app is not built yet (reading ${String(key)})`);
      return Reflect.get(built, key);
    },
  });
}

/**
 * Logs the named console accounts in before the suite's tests (after the hooks registered earlier,
 * e.g. useTestApp's) and keeps each one's access token: `useAdminTokens(t, { admin: 'admin@demo.local' }).admin`.
 */
export function useAdminTokens<K extends string>(t: TestApp, emails: Record<K, string>): Readonly<Record<K, string>> {
  const tokens = {} as Record<K, string>;
  beforeAll(async () => {
    for (const key of Object.keys(emails) as K[]) tokens[key] = (await adminLogin(t, emails[key])).access_token;
  });
  return tokens;
}

export interface SignedCall {
  method?: 'GET' | 'POST';
  url: string;
  params?: Record<string, unknown>;
  token?: string;
  headers?: Record<string, string>;
  /** seconds; defaults to the app clock */
  timestamp?: number;
  nonce?: string;
  secret?: string;
  accessKey?: string;
  /** change the request after signing */
  mutate?: (params: Record<string, unknown>) => void;
  /** the client address the server sees (default 127.0.0.1) */
  remoteAddress?: string;
}

/** Sends a request signed exactly as docs/api.md says, through app.inject. */
export async function call(
  t: TestApp,
  c: SignedCall,
): Promise<LightMyRequestResponse & { body: string; envelope: { status: number; msg: string; data: any } }> {
  const method = c.method ?? 'GET';
  const params: Record<string, unknown> = {
    ...(c.params ?? {}),
    timestamp: c.timestamp ?? Math.floor(t.clock.ms / 1000),
    nonce: c.nonce ?? makeNonce(),
    access_key: c.accessKey ?? TEST_ACCESS_KEY,
  };
  const signable = method === 'GET' ? toQueryValues(params) : params;
  signable.sign = computeSign(signable, c.secret ?? TEST_SECRET);
  c.mutate?.(signable);
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.token) headers['access-token'] = c.token;
  const remote = c.remoteAddress ? { remoteAddress: c.remoteAddress } : {};
  const res =
    method === 'GET'
      ? await t.app.inject({ method, url: c.url, query: signable as Record<string, string>, headers, ...remote })
      : await t.app.inject({ method, url: c.url, payload: signable, headers, ...remote });
  return Object.assign(res, { envelope: JSON.parse(res.body) });
}

let counter = 0;
export function uniqueEmail(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@test.local`;
}

export async function registerUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const res = await call(t, {
    method: 'POST',
    url: '/api/v1/auth/register',
    params: {
      account: uniqueEmail(),
      password: 'Password#1',
      nickname: 'Tester',
      gender: 'male',
      birth_date: '1995-03-04',
      app_name: 'default',
      ...overrides,
    },
  });
  if (res.envelope.status !== 0) throw new Error(`register failed: ${res.body}`);
  return res.envelope.data as { access_token: string; user: { id: number; public_id: string } };
}

export async function adminLogin(t: TestApp, email = 'admin@demo.local', password = 'Admin#2026') {
  const res = await call(t, { method: 'POST', url: '/api/qyqyadmin/v1/qyqyadmin/auth/login', params: { email, password } });
  if (res.envelope.status !== 0) throw new Error(`admin login failed: ${res.body}`);
  return res.envelope.data as { access_token: string; refresh_token: string; expires_in: number };
}

export const ADMIN_API = '/api/qyqyadmin/v1/qyqyadmin';

let requestSeq = 0;
/** A fresh idempotency key (unique within the run and across runs on a shared database). */
export function rid(prefix = 'req'): string {
  requestSeq += 1;
  return `${prefix}-${Date.now().toString(36)}-${requestSeq}`;
}

/** A single-use ticket for the realtime socket (`/ws?ticket=`) of this user session. */
export async function socketTicket(t: TestApp, token: string): Promise<string> {
  const res = await call(t, { method: 'POST', url: '/api/v1/realtime/ticket', token });
  if (res.envelope.status !== 0) throw new Error(`ticket failed: ${res.body}`);
  return (res.envelope.data as { ticket: string }).ticket;
}

/** Runs `fn` over `items` with `workers` calls in flight at once, each worker taking the next item as it finishes one. */
export async function runPool<T>(items: readonly T[], workers: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}
