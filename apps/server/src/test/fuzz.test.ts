/**
 * Fuzz suite generated from the route schemas (generator: ./fuzz.ts). Every API route gets
 * FUZZ_RUNS (default 100) correctly signed, authenticated, malformed requests; none may answer
 * 5000 / HTTP 5xx, leave the {status, msg, data} envelope, accept malformed input or leak internals.
 *
 *   FUZZ_RUNS=2000        cases per route (`npm run fuzz`)
 *   FUZZ_SEED=<n>|random  replay a run (the seed is printed) or explore; the default is fixed so
 *                         CI answers the same for the same commit (`npm run fuzz` explores)
 *   FUZZ_ROUTE=<text>     only routes whose "METHOD /url" contains the text
 */
import { createHmac, randomUUID } from 'node:crypto';
import { makeNonce } from '@app/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSession } from '../modules/accounts/repo';
import { insertAdminSession } from '../modules/admin/repo';
import { SandboxProvider, SandboxReceiptVerifier } from '../modules/payments/providers';
import { newToken, tokenHash } from '../platform/crypto';
import { buildRequest, caseArb, checkResponse, type FuzzHints, type FuzzRoute, fuzzRoutes, hash32 } from './fuzz';
import {
  ADMIN_API,
  adminLogin,
  BACKENDS,
  buildTestApp,
  call,
  registerUser,
  rid,
  TEST_ACCESS_KEY,
  TEST_SECRET,
  type TestApp,
} from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED_SET = process.env.FUZZ_SEED ?? '20261124';
const SEED = SEED_SET === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(SEED_SET);
const ONLY = process.env.FUZZ_ROUTE ?? '';
const CONCURRENCY = 8;
const SANDBOX_SECRET = 'fuzz-sandbox-secret';
/** failures printed in full per route (all are counted) */
const SHOWN_PER_ROUTE = Number(process.env.FUZZ_SHOW ?? 5);

console.log(`fuzz: seed ${SEED}, ${RUNS} cases per route — replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}`);

const cut = (s: string | undefined, n = 300) => (s === undefined ? '' : s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);

async function inParallel<T>(items: readonly T[], n: number, fn: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/** The sandbox provider signs callbacks with its secret; the sandbox stores with `<platform>:notify:<secret>`. */
function providerSign(route: FuzzRoute, path: string, body: string): string | null {
  const platformIndex = route.url.split('/').indexOf(':platform');
  const platform = platformIndex >= 0 ? path.split('/')[platformIndex] : undefined;
  let name = platform;
  try {
    name = platform && decodeURIComponent(platform);
  } catch {}
  const key = name ? `${name}:notify:${SANDBOX_SECRET}` : SANDBOX_SECRET;
  return createHmac('sha256', key).update(body).digest('hex');
}

describe.each(BACKENDS)('fuzz: malformed requests to every API route (%s)', (backend) => {
  let t: TestApp;
  let routes: FuzzRoute[];
  let hints: FuzzHints;
  let userId: number;
  let adminId: number;
  const sessions = { user: '', admin: '' };

  beforeAll(async () => {
    t = await buildTestApp(backend, { seed: true, config: { paymentSandboxSecret: SANDBOX_SECRET } });
    await t.app.ready(); // routes of encapsulated plugins (provider callbacks) are declared on ready
    routes = fuzzRoutes(t.routes);
    const a = await registerUser(t);
    const b = await registerUser(t, { gender: 'female', nickname: 'Other' });
    userId = a.user.id;
    sessions.user = a.access_token;
    sessions.admin = (await adminLogin(t)).access_token;
    adminId = (await call(t, { url: `${ADMIN_API}/user/info`, token: sessions.admin })).envelope.data.id;
    // ids and strings that exist, so valid-looking requests also reach the handlers' deeper paths
    const gifts = (await call(t, { url: '/api/v1/gifts' })).envelope.data.gifts as Array<{ id: number }>;
    const products = (await call(t, { url: '/api/v1/products' })).envelope.data.products as Array<{ id: number; methods: string[] }>;
    const product = products[0]!;
    const order = await call(t, {
      method: 'POST',
      url: '/api/v1/recharge/orders',
      token: sessions.user,
      params: { product_id: product.id, method: product.methods[0], request_id: rid('fuzz') },
    });
    const orderId = order.envelope.data.order_id as string;
    const sandbox = new SandboxProvider(SANDBOX_SECRET);
    const unsigned = routes.filter((r) => !r.signed).map((r) => r.url);
    const callback = unsigned.find((u) => u.includes(':provider')) ?? '';
    const storeNotify = unsigned.find((u) => u.includes(':platform')) ?? '';
    hints = {
      ints: [a.user.id, b.user.id, ...gifts.map((g) => g.id), ...products.map((p) => p.id)],
      strings: [
        a.user.public_id,
        b.user.public_id,
        order.envelope.data.order_id,
        'sandbox',
        'paid',
        'failed',
        'refund',
        'chargeback',
        'REFUND',
      ],
      // extra field names: the locale parameter and the provider notifications' fields
      keys: ['app-language', 'order_id', 'event', 'provider_ref', 'transaction_id', 'type', 'id'],
      // provider notifications as the sandbox provider and stores write them (their routes have no schema)
      examples: {
        [`POST ${callback}`]: [
          {
            params: { provider: sandbox.name },
            body: JSON.parse(sandbox.notification({ orderId, event: 'paid', providerRef: 'fuzz-payment' }).body),
          },
        ],
        [`POST ${storeNotify}`]: (['apple', 'google'] as const).map((platform) => ({
          params: { platform },
          body: JSON.parse(new SandboxReceiptVerifier(platform, SANDBOX_SECRET).notification('fuzz-transaction', 'REFUND').body),
        })),
      },
    };
  }, 120_000);
  afterAll(() => t?.close());

  /** A logout or a refresh in a case ends the session: the next cases get a new one. */
  async function renew(kind: 'user' | 'admin', dead: string) {
    if (sessions[kind] !== dead) return;
    const token = newToken();
    sessions[kind] = token;
    if (kind === 'user') await insertSession(t.db, tokenHash(token), userId, 24 * 3600);
    else
      await insertAdminSession(t.db, {
        tokenHash: tokenHash(token),
        adminId,
        kind: 'access',
        familyId: randomUUID(),
        ttlSeconds: 2 * 3600,
      });
  }

  it('takes its routes from the app', () => {
    const api = t.routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(api.map((r) => `${r.method} ${r.url}`).sort());
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.some((r) => !r.signed)).toBe(true);
    for (const part of ['body', 'querystring', 'params'] as const) expect(routes.some((r) => r.schema[part]?.properties)).toBe(true);
  });

  it(
    `answers ${RUNS} malformed requests per route with a clean error`,
    async () => {
      const targets = routes.filter((r) => `${r.method} ${r.url}`.includes(ONLY));
      expect(targets.length).toBeGreaterThan(0);
      const report: string[] = [];
      const summary: string[] = [];
      let failed = 0;
      const started = Date.now();
      for (const route of targets) {
        const name = `${route.method} ${route.url}`;
        if (process.env.FUZZ_TRACE) console.error(`fuzz (${backend}): ${name}`);
        const seed = SEED ^ hash32(name);
        const cases = fc.sample(caseArb(route, hints), { seed, numRuns: RUNS });
        expect(cases.length).toBe(RUNS);
        const kind = route.auth === 'admin' ? 'admin' : 'user';
        const statuses = new Map<number | string, number>();
        const shown: string[] = [];
        let routeFailed = 0;
        await inParallel(cases, CONCURRENCY, async (c, i) => {
          const req = buildRequest(route, c, {
            timestamp: Math.floor(t.clock.ms / 1000),
            nonce: makeNonce(),
            accessKey: TEST_ACCESS_KEY,
            secret: TEST_SECRET,
            token: sessions[kind],
            otherToken: sessions[kind === 'admin' ? 'user' : 'admin'],
            providerSign,
          });
          let problems: string[];
          let answer: string;
          try {
            const res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload });
            problems = checkResponse(req, res);
            answer = `${res.statusCode} ${cut(res.body)}`;
            let status: number | string = 'not json';
            try {
              status = (JSON.parse(res.body) as { status: number }).status;
            } catch {}
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (req.token && ((kind === 'user' && status === 2001) || (kind === 'admin' && status === -3))) await renew(kind, req.token);
          } catch (err) {
            problems = [`inject failed: ${(err as Error).message}`];
            answer = '-';
          }
          if (problems.length === 0) return;
          routeFailed += 1;
          if (shown.length < SHOWN_PER_ROUTE) {
            shown.push(
              [
                `  #${i} ${c.label}${req.unstorable ? '  [NUL / lone surrogate]' : ''}`,
                `     → ${req.method} ${cut(req.url, 200)} ${cut(req.payload, 200)}`,
                `     ← ${answer}`,
                `     ✗ ${problems.join('; ')}`,
              ].join('\n'),
            );
          }
        });
        const counts = [...statuses.entries()].sort((x, y) => y[1] - x[1]).map(([s, n]) => `${s}×${n}`);
        summary.push(`${name.padEnd(60)} ${counts.join(' ')}`);
        if (routeFailed > 0) {
          failed += routeFailed;
          report.push(`${name}: ${routeFailed} of ${RUNS} failed (FUZZ_SEED=${SEED} FUZZ_ROUTE='${name}')\n${shown.join('\n')}`);
        }
      }
      console.log(
        `fuzz (${backend}): ${targets.length} routes × ${RUNS} cases in ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}\n${summary.join('\n')}`,
      );
      expect(failed, `fuzz seed ${SEED}\n${report.join('\n\n')}`).toBe(0);
    },
    Math.max(300_000, RUNS * 1_500),
  );
});
