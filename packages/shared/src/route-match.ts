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
  if (!path.includes('?')) return [path];
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

/** A pattern's segments (`*` only last); a path's, without the slashes at either end. */
function segments(path: string): string[] {
  const out = path.split('/');
  while (out[0] === '') out.shift();
  while (out.length && out[out.length - 1] === '') out.pop();
  return out;
}

/** Whether a pattern's segments answer a path's, as react-router's compiled pattern would (case-insensitive, a param non-empty, a splat any rest). */
function answers(pattern: string[], path: string[]): boolean {
  const splat = pattern[pattern.length - 1] === '*';
  const fixed = splat ? pattern.length - 1 : pattern.length;
  if (splat ? path.length < fixed : path.length !== fixed) return false;
  for (let i = 0; i < fixed; i++) {
    const p = pattern[i] as string;
    const s = path[i] as string;
    if (PARAM.test(p) ? s === '' : p.toLowerCase() !== s.toLowerCase()) return false;
  }
  return true;
}

/** A route's patterns (one per way of filling its optional segments), ranked and split. */
interface Shape {
  score: number;
  segments: string[];
}
const shapes = (path: string): Shape[] => explode(path).map((p) => ({ score: score(p), segments: segments(p) }));

export interface RouteMatcher<T> {
  /** the route that answers `pathname` (already percent-decoded per segment), or null */
  match(pathname: string): T | null;
}

/**
 * The index of the route whose pattern answers `path` with the highest rank, the first in table
 * order among equals (then its patterns' order): what a stable sort by rank would find first. One
 * pass, no sorting.
 */
function best(all: readonly Shape[][], path: string[]): number {
  let found = -1;
  let top = Number.NEGATIVE_INFINITY;
  all.forEach((ss, i) => {
    for (const s of ss) {
      if (s.score > top && answers(s.segments, path)) {
        top = s.score;
        found = i;
      }
    }
  });
  return found;
}

/** A matcher over routes with react-router paths, in table order. */
export function routeMatcher<T extends { path: string }>(routes: readonly T[]): RouteMatcher<T> {
  const all = routes.map((r) => shapes(r.path));
  return {
    match(pathname) {
      return routes[best(all, segments(pathname))] ?? null;
    },
  };
}

/** Whether two patterns' segments answer a URL in common (a splat: assumed so). */
function overlap(a: string[], b: string[]): boolean {
  return (
    a.includes('*') ||
    b.includes('*') ||
    (a.length === b.length && a.every((x, i) => PARAM.test(x) || PARAM.test(b[i] as string) || x.toLowerCase() === b[i]?.toLowerCase()))
  );
}

/** Whether two routes rank equal on some URL both answer: only their order in the table decides between them. */
function ties(a: Shape[], b: Shape[]): boolean {
  return a.some((p) => b.some((q) => p.score === q.score && overlap(p.segments, q.segments)));
}

/**
 * The routes a router that learns its table as it goes (react-router's `patchRoutesOnNavigation`)
 * starts with, so that `pathname` and, once `rest` is added after them, every URL is answered as
 * by the whole table: the route that answers `pathname` and, in table order, every earlier route
 * that ties with it (and with those, in turn). Without them the first route would win a tie the
 * table gives to an earlier one (wakoo's `/h5/:code` against `/h5/:name/...`). One pass over the
 * table, no sorting: it runs before a page's first render.
 */
export function startingRoutes<T extends { path: string }>(routes: readonly T[], pathname: string): { first: T[]; rest: T[] } {
  const all = routes.map((r) => shapes(r.path));
  const page = best(all, segments(pathname));
  if (page < 0) return { first: [], rest: [...routes] };
  // backwards from the page: every route chosen is later than the one looked at
  const chosen = [page];
  for (let i = page; i-- > 0; ) if (chosen.some((c) => ties(all[i] as Shape[], all[c] as Shape[]))) chosen.unshift(i);
  return { first: chosen.map((i) => routes[i] as T), rest: routes.filter((_, i) => !chosen.includes(i)) };
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
