import * as shared from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers';

/** /api routes that are no contract of the API: the payment providers' own notifications (their protocol, unsigned). */
// server-to-server: payment providers' notifications and the apps' host-work reports (own signatures)
const PROVIDER_ROUTES = [
  'POST /api/v1/payments/callback/:provider',
  'POST /api/v1/payments/store-notify/:platform',
  `POST ${shared.HOST_EVENTS_PATH}`,
];

const named = (name: string | undefined) => (name ? (shared as Record<string, unknown>)[name] : undefined);

// the routes do not depend on the database: one backend is enough
describe('the server serves the API contracts (packages/shared/src/api)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seed: false });
    await t.app.ready(); // routes of encapsulated plugins (provider callbacks) are declared on ready
  });
  afterAll(async () => {
    await t?.close();
  });

  it('with the method, the path and the schemas each contract names', () => {
    for (const { name, endpoint: e } of shared.allEndpoints()) {
      const route = t.routes.find((r) => r.method === e.method && r.url === e.path);
      expect(route, `${name}: ${e.method} ${e.path} is not served`).toBeDefined();
      const schema = (route?.schema ?? {}) as Record<string, unknown> & { response?: Record<number, { shape?: { data?: unknown } }> };
      expect(schema.params, `${name} params`).toBe(named(e.schemas.params));
      expect(schema.querystring, `${name} query`).toBe(named(e.schemas.query));
      expect(schema.body, `${name} body`).toBe(named(e.schemas.body));
      expect(schema.response?.[200]?.shape?.data, `${name} response`).toBe(named(e.schemas.response));
    }
  });

  it('and serves no other /api route (but the providers’ notifications and host reports)', () => {
    const contracts = new Set(shared.allEndpoints().map(({ endpoint: e }) => `${e.method} ${e.path}`));
    const others = t.routes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((r) => !contracts.has(r));
    expect(others.sort()).toEqual([...PROVIDER_ROUTES].sort());
  });
});
