import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index';
import { ADMIN_API_BASE, ADMIN_API_PREFIX, buildPath, pathParamNames } from './endpoint';
import { allEndpoints } from './index';

const schema = (name: string) => (shared as Record<string, unknown>)[name] as z.ZodType | undefined;
const shapeKeys = (s: z.ZodType | undefined) => Object.keys((s as { shape?: object } | undefined)?.shape ?? {}).sort();

describe('API contracts', () => {
  const all = allEndpoints();

  it('are many, each once: one method and path per endpoint', () => {
    expect(all.length).toBeGreaterThan(40);
    const seen = new Set(all.map(({ endpoint: e }) => `${e.method} ${e.path}`));
    expect(seen.size).toBe(all.length);
  });

  it('live under /api/, the console’s under its base', () => {
    for (const { name, endpoint: e } of all) {
      expect(e.path, name).toMatch(/^\/api\/(v1|qyqyadmin\/v1\/qyqyadmin)\/[a-z0-9/:_-]+$/);
      if (e.path.startsWith(ADMIN_API_PREFIX)) expect(e.path.startsWith(`${ADMIN_API_BASE}/`), name).toBe(true);
    }
  });

  it('name zod schemas of the package, a params schema holding exactly the path’s parameters', () => {
    for (const { name, endpoint: e } of all) {
      for (const part of ['params', 'query', 'body', 'response'] as const) {
        const schemaName = e.schemas[part];
        if (schemaName) expect(typeof schema(schemaName)?.safeParse, `${name}.${part}: ${schemaName}`).toBe('function');
      }
      expect(shapeKeys(e.schemas.params ? schema(e.schemas.params) : undefined), name).toEqual(pathParamNames(e.path).sort());
      // GET carries a query and POST a body, never the other
      expect(e.method === 'GET' ? e.schemas.body : e.schemas.query, name).toBeUndefined();
    }
  });
});

describe('buildPath', () => {
  it('fills the :name segments, URI-encoded, and refuses a missing one', () => {
    expect(buildPath('/api/v1/cp/invitations/:id/accept', { id: 42 })).toBe('/api/v1/cp/invitations/42/accept');
    expect(buildPath(`${ADMIN_API_BASE}/orders/:id/refund`, { id: 'po_1/2?x' })).toBe(`${ADMIN_API_BASE}/orders/po_1%2F2%3Fx/refund`);
    expect(buildPath('/api/v1/gifts', {})).toBe('/api/v1/gifts');
    expect(() => buildPath('/api/v1/:a/:b', { a: 1 } as unknown as { a: number; b: number })).toThrow(/:b/);
    expect(pathParamNames('/api/v1/:a/x/:b')).toEqual(['a', 'b']);
  });
});
