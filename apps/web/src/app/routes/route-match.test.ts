import { ADMIN_PREFIX, BRAND_IDS, decodePathSegments, routeMatcher, startingRoutes } from '@app/shared';
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

describe('a router that learns its routes as it goes answers as the whole table (startingRoutes)', () => {
  // router.tsx starts with the page it opens on (and the routes it ties with) and is given the
  // rest on its first move: those start routes are then ranked before the others. Only a URL two
  // routes answer with equal rank depends on that order (the table's order decides it).
  for (const brand of BRAND_IDS) {
    it(`${brand}: opened on any page, every sample URL goes to the same page`, () => {
      const pages = [
        { path: '/h5/login', name: 'user_login' },
        { path: '/h5/activity_preview', name: 'activity_preview' },
        ...ROUTE_TABLES[brand],
        { path: ADMIN_PREFIX, name: 'console' },
        { path: `${ADMIN_PREFIX}/*`, name: 'console/*' },
        { path: '*', name: 'not_found' },
      ];
      const whole = routeMatcher(pages);
      const backward = routeMatcher([...pages].reverse());
      const urls = pages.flatMap((r) => samples(r.path.replace('*', 'x'))).map((u) => decodePathSegments(u.replace(/#/g, '%23')));
      const tied = urls.filter((u) => backward.match(u)?.name !== whole.match(u)?.name);
      if (brand === 'wakoo') expect(tied).toContain('/h5/abc123'); // '/h5/:code' and '/h5/:name/…'
      for (const start of pages) {
        const at = samples(start.path.replace('*', 'x'))[1] ?? '/';
        const { first, rest } = startingRoutes(pages, at);
        expect(first.at(-1)?.name, `${brand} opened on ${at}`).toBe(whole.match(at)?.name);
        const learned = routeMatcher([...first, ...rest]);
        for (const u of tied) expect(learned.match(u)?.name, `${brand} opened on ${at}, then ${u}`).toBe(whole.match(u)?.name);
      }
    });
  }
});
