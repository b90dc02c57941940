/**
 * Which route of a table answers a path, ranked exactly as react-router 7 ranks them (its
 * `explodeOptionalSegments`, `computeScore` and sibling order): every optional segment makes two
 * patterns, a pattern scores its segment count plus 10 per static segment, 3 per `:param`,
 * 1 for the empty one, −2 with a splat; the highest score wins, ties go to table order. The server
 * uses it to know which page a request will show before the page runs (its preload hints); a web
 * test checks it against react-router's own `matchRoutes` over every route table.
 */
const PARAM = /^:[\w-]+$/;

function explode(path: string): string[] {
  const segments = path.split('/');
  const [first = '', ...rest] = segments;
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tail = explode(rest.join('/'));
  const out = tail.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) out.push(...tail);
  return out.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  for (const s of segments) {
    if (s === '*') continue;
    total += PARAM.test(s) ? 3 : s === '' ? 1 : 10;
  }
  return total;
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .filter((s) => s !== '')
    .map((s) => (s === '*' ? '(?:.*)' : PARAM.test(s) ? '[^/]+' : escapeRe(s)));
  const body = parts.length === 0 ? '' : `/${parts.join('/')}`;
  return new RegExp(`^${body.replace('/(?:.*)', '(?:/.*)?')}/*$`, 'i');
}

export interface RouteMatcher<T> {
  /** the route that answers `pathname` (already percent-decoded per segment), or null */
  match(pathname: string): T | null;
}

/** A matcher over routes with react-router paths, in table order. */
export function routeMatcher<T extends { path: string }>(routes: readonly T[]): RouteMatcher<T> {
  const branches = routes
    .flatMap((route, index) => explode(route.path).map((p) => ({ route, index, score: score(p), re: compile(p) })))
    .map((b, order) => ({ ...b, order }))
    .sort((a, b) => b.score - a.score || a.index - b.index || a.order - b.order);
  return {
    match(pathname) {
      for (const b of branches) if (b.re.test(pathname)) return b.route;
      return null;
    },
  };
}

/** The path as react-router matches it: each segment percent-decoded (a bad escape stays as it is). */
export function decodePathSegments(pathname: string): string {
  return pathname
    .split('/')
    .map((s) => {
      try {
        return decodeURIComponent(s).replace(/\//g, '%2F');
      } catch {
        return s;
      }
    })
    .join('/');
}
