import { ADMIN_PREFIX, type BrandId } from '@app/shared';
import { createBrowserRouter, type LoaderFunctionArgs, matchRoutes, type RouteObject, redirect } from 'react-router';
import { i18n } from '../lib/i18n';
import { getUserToken } from '../lib/session';
import { readCookie } from '../lib/storage';
import { h5Redirect } from './guard';
import { NotFound } from './NotFound';
import { RootErrorBoundary, RootFallback, RootLayout } from './RootLayout';
import { findDuplicateNames } from './routeNames';
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

function h5Route(def: RouteDef): RouteObject {
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
const EXTRA_ROUTES: RouteObject[] = [
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

export function buildRoutes(brand: BrandId, debug: boolean): RouteObject[] {
  const table = ROUTE_TABLES[brand] ?? ROUTE_TABLES.default;
  if (debug) {
    const dup = findDuplicateNames(table);
    if (dup.length) console.warn(`[router] duplicate route names in the ${brand} table: ${dup.join(', ')}`);
  }
  return [
    {
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
      children: [
        ...EXTRA_ROUTES,
        ...table.map(h5Route),
        { path: ADMIN_PREFIX, Component: ConsoleHandOff },
        { path: `${ADMIN_PREFIX}/*`, Component: ConsoleHandOff },
        { path: '*', Component: NotFound, handle: { name: 'not_found', titleKey: 'common:notFound.title' } satisfies H5RouteHandle },
      ],
    },
  ];
}

/**
 * The H5 router. On a page the server rendered (src/ssr) the page's code is loaded first and the
 * router starts as already loaded: its first render is the page, drawn over the server's markup,
 * not a spinner in its place.
 */
export async function createAppRouter(brand: BrandId, debug: boolean, serverRendered: boolean) {
  const routes = buildRoutes(brand, debug);
  if (!serverRendered) return createBrowserRouter(routes);
  for (const m of matchRoutes(routes, window.location) ?? []) {
    const { lazy } = m.route;
    if (typeof lazy !== 'function') continue;
    Object.assign(m.route, await lazy());
    m.route.lazy = undefined;
  }
  // the root loader only redirects, and the server renders no page it would redirect from
  return createBrowserRouter(routes, { hydrationData: { loaderData: { root: null } } });
}
