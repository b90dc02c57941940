import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, routeMatcher } from '@app/shared';
import { expect, it } from 'vitest';
import { browserSuite, demoLogin, describeBrowser, WEB_DIST } from './harness';
import { linkProblem, type Visit, walkRoutes } from './route-walk';

/**
 * No dead ends (issue 15): one page of every page module of every brand's table, signed in as the
 * brand's demo host, and every link each one shows must lead to a page of that brand's own table
 * (`linkProblem`: not a missing route, not the legal placeholder another brand's path falls into).
 * The walk also fails on what every walk fails on (not-found, errors, keys on screen).
 */
interface TableRoute {
  path: string;
  name: string;
  js: string[];
}

const tables = (
  JSON.parse(readFileSync(path.join(WEB_DIST, '.vite/route-preloads.json'), 'utf8')) as {
    routes: Record<string, TableRoute[]>;
  }
).routes;

/** A URL of a route's shape: optional parameters left out, required ones given a sample. */
function sampleOf(routePath: string): string | null {
  if (routePath.includes('*')) return null;
  const segs = routePath
    .split('/')
    .filter(Boolean)
    .flatMap((s) => (s.startsWith(':') ? (s.endsWith('?') ? [] : ['sample1']) : [s]));
  return `/${segs.join('/')}`;
}

/** One route per page module (the first file of its chunk list), the rest share its links. */
function visitsOf(brand: string): Visit[] {
  const seen = new Set<string>();
  const out: Visit[] = [];
  for (const r of tables[brand] ?? []) {
    const key = r.js[0] ?? r.name;
    const url = sampleOf(r.path);
    // a required parameter's sample (a code, a contract's name) is a not-found page by design
    if (!url || seen.has(key) || /:\w+(\/|$)/.test(r.path) || r.name === 'legal_document' || r.name === 'contract') continue;
    seen.add(key);
    out.push({ brand, path: url, lang: LOCALES[out.length % LOCALES.length] });
  }
  return out;
}

it("linkProblem finds a link to another brand's page and lets a brand's own pages through", () => {
  const table = routeMatcher(tables.default ?? []);
  // wakoo's membership page: on the default table only the generic legal route takes it
  expect(linkProblem(table, '/h5/member?app_name=default')).toMatch(/legal placeholder/);
  expect(linkProblem(table, '/nowhere/at/all')).toMatch(/no route/);
  expect(linkProblem(table, '/h5/recharge_cn/default')).toBeNull();
  expect(linkProblem(table, '/h5/privacy/default')).toBeNull();
  expect(linkProblem(table, 'https://example.com/x')).toBeNull();
});

it('walks a page of every page module of the two full tables', () => {
  expect(visitsOf('default').length).toBeGreaterThan(40);
  expect(visitsOf('wakoo').length).toBeGreaterThan(40);
});

describeBrowser('every link leads to a page of the brand (issue 15)', () => {
  const suite = browserSuite();
  // ucoo+'s table is one contract page reached only by its name
  for (const brand of Object.keys(tables).filter((b) => visitsOf(b).length > 0)) {
    it(`${brand}: the links of each page module`, async () => {
      const visits = visitsOf(brand);
      // the brand's demo host: host pages answer her (a user's 403 there is right, but noisy)
      const account = `anchor1.${brand}@demo.local`;
      const { access_token: token } = await demoLogin(suite.server.url, account);
      const failures = await walkRoutes(suite.browser, suite.server.url, visits, { shotPrefix: 'links', token });
      expect(failures).toEqual([]);
    }, 600_000);
  }
});
