import { BRAND_IDS, decodePathSegments, routeMatcher } from '@app/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLES } from './tables';

/** Sample URLs for a route path: its optional params left out and filled, params given plain values. */
function samples(path: string): string[] {
  const fill = (p: string, keepOptional: boolean) =>
    p
      .split('/')
      .flatMap((s) => {
        if (!s.startsWith(':')) return [s];
        if (s.endsWith('?') && !keepOptional) return [];
        return [s.includes('code') ? 'abc123' : s.includes('lang') ? 'ja' : s.includes('app_name') ? 'wakoo' : 'privacy'];
      })
      .join('/') || '/';
  return [fill(path, false), fill(path, true), `${fill(path, true)}/`];
}

describe('routeMatcher ranks routes exactly as react-router does', () => {
  for (const brand of BRAND_IDS) {
    it(`${brand}: every route's sample URLs and some strangers`, () => {
      const table = ROUTE_TABLES[brand];
      const ours = routeMatcher(table);
      const rr = table.map((r) => ({ path: r.path, id: r.name }));
      const urls = [
        ...table.flatMap((r) => samples(r.path)),
        '/',
        '/abc123',
        '/h5/privacy_policy',
        '/h5/privacy_policy/wakoo/ja',
        '/h5/not/a/route/at/all',
        '/H5/PRIVACY',
        '/h5/%23/racing',
        '/girls',
      ].map((u) => u.replace(/#/g, '%23'));
      for (const url of urls) {
        const theirs = matchRoutes(rr, url)?.at(-1)?.route.id ?? null;
        expect(ours.match(decodePathSegments(url))?.name ?? null, `${brand} ${url}`).toBe(theirs);
      }
    });
  }
});
