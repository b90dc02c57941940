import { ADMIN_PREFIX, type BrandId, decodePathSegments, startingRoutes } from '@app/shared';
import { createBrowserRouter, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject, redirect } from 'react-router';
import { i18n } from '../lib/i18n';
import { getUserToken } from '../lib/session';
import { readCookie } from '../lib/storage';
import { h5Redirect } from './guard';
import { NotFound } from './NotFound';
import { RootErrorBoundary, RootFallback, RootLayout } from './RootLayout';
import { registerRouteTables } from './routes/registry';
import { ROUTE_TABLES, type RouteDef } from './routes/tables';

// the pages that list routes read them from here (they cannot import tables.ts, which loads them)
registerRouteTables(ROUTE_TABLES);

export interface H5RouteHandle {
  name: string;
  /** i18n key with its namespace, e.g. routes:whole_rank */
  titleKey: string;
  /** the server renders this page into its HTML (src/ssr) */
  ssr?: boolean;
}

function hasUserToken(): boolean {
  return Boolean(getUserToken() || readCookie('Access-Token'));
}

/** A page's route: every one has a path (the shared matcher ranks them by it). */
type PageRoute = NonIndexRouteObject & { path: string };

function h5Route(def: RouteDef): PageRoute {
  const handle: H5RouteHandle = { name: def.name, titleKey: `routes:${def.titleKey}`, ...(def.ssr && { ssr: true }) };
  return {
    path: def.path,
    handle,
    // the page's strings travel with its code: one round trip instead of two before it can paint
    lazy: async () => {
      const [mod] = await Promise.all([def.load(), def.ns ? i18n.loadNamespaces([...def.ns]).catch(() => undefined) : undefined]);
      return { Component: mod.default };
    },
  };
}

/**
 * The console is another app (admin.html, its own build): a client-side move into it becomes a
 * full page load, which the server answers with the console. Loop-safe: a second hand-off of the
 * same address shows the not-found page instead.
 */
function ConsoleHandOff() {
  const here = window.location.href;
  if (sessionStorage.getItem('console_handoff') === here) {
    sessionStorage.removeItem('console_handoff');
    return <NotFound />;
  }
  sessionStorage.setItem('console_handoff', here);
  window.location.replace(here);
  return null;
}

/** Pages every brand has besides its table. */
const EXTRA_ROUTES: PageRoute[] = [
  {
    path: '/h5/login',
    handle: { name: 'user_login', titleKey: 'common:auth.title' } satisfies H5RouteHandle,
    lazy: async () => ({ Component: (await import('../features/auth/pages/LoginPage')).default }),
  },
  {
    // the activity console's phone preview (admin/pages/activities): draws a posted page, any brand
    path: '/h5/activity_preview',
    handle: { name: 'activity_preview', titleKey: 'routes:activity_preview' } satisfies H5RouteHandle,
    lazy: async () => {
      const [mod] = await Promise.all([
        import('../features/activities/pages/ActivityPreview'),
        i18n.loadNamespaces(['activities']).catch(() => undefined),
      ]);
      return { Component: mod.default };
    },
  },
];

/** The root route, and apart from it its children: every page of the brand, in ranking order. */
function routeTree(brand: BrandId): { root: NonIndexRouteObject; pages: PageRoute[] } {
  // route names are unique per table (spec 2): spec-routes.test.ts checks every table
  const table = ROUTE_TABLES[brand] ?? ROUTE_TABLES.default;
  const root: NonIndexRouteObject = {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootFallback,
    // spec 2: outside the console only wakoo's /h5/auth pages need a token
    loader: ({ request }: LoaderFunctionArgs) => {
      const to = h5Redirect(brand, new URL(request.url).pathname, hasUserToken());
      return to ? redirect(to) : null;
    },
    shouldRevalidate: () => true,
  };
  const pages: PageRoute[] = [
    ...EXTRA_ROUTES,
    ...table.map(h5Route),
    { path: ADMIN_PREFIX, Component: ConsoleHandOff },
    { path: `${ADMIN_PREFIX}/*`, Component: ConsoleHandOff },
    { path: '*', Component: NotFound, handle: { name: 'not_found', titleKey: 'common:notFound.title' } satisfies H5RouteHandle },
  ];
  return { root, pages };
}

export function buildRoutes(brand: BrandId): RouteObject[] {
  const { root, pages } = routeTree(brand);
  return [{ ...root, children: pages }];
}

/**
 * The routes a router starts with: the root and the page that answers `pathname` (with any route
 * the table ranks before it on a tie: shared `startingRoutes`), and the rest, which the router is
 * given on its first move elsewhere (`patchRoutesOnNavigation`). Ranking a brand's ~200 routes
 * cost a phone at 4× slowdown about 70 ms before its first render, twice (the start's match and
 * the router's own).
 */
export function firstRoutes(brand: BrandId, pathname: string) {
  const { root, pages } = routeTree(brand);
  const { first, rest } = startingRoutes(pages, decodePathSegments(pathname));
  return { routes: [{ ...root, children: first }], page: first.at(-1) ?? null, rest };
}

/**
 * The H5 router. It starts knowing only the page it opens on (`firstRoutes`). On a page the server
 * rendered (src/ssr) that page's code is loaded first and the router starts as already loaded: its
 * first render is the page, drawn over the server's markup, not a spinner in its place.
 */
export async function createAppRouter(brand: BrandId, serverRendered: boolean) {
  const { routes, page, rest } = firstRoutes(brand, window.location.pathname);
  let patched = false;
  const patchRoutesOnNavigation = ({ patch }: { patch: (routeId: string | null, children: RouteObject[]) => void }) => {
    if (patched) return;
    patched = true;
    patch('root', rest);
  };
  if (!serverRendered) return createBrowserRouter(routes, { patchRoutesOnNavigation });
  if (page && typeof page.lazy === 'function') {
    Object.assign(page, await page.lazy());
    page.lazy = undefined;
  }
  // the root loader only redirects, and the server renders no page it would redirect from
  return createBrowserRouter(routes, { patchRoutesOnNavigation, hydrationData: { loaderData: { root: null } } });
}
