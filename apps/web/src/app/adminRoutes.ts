/**
 * The console's route skeleton: paths and permission lists only. Every piece of console code is
 * behind `lazy` (src/admin), so no H5 bundle contains it.
 */
import { ADMIN_NAV, ADMIN_PREFIX, PERMISSIONS } from '@app/shared';
import type { RouteObject } from 'react-router';
import { ADMIN_ROOT_ID, ADMIN_SHELL_ID, type AdminRouteHandle } from './adminRouteIds';

const P = PERMISSIONS;
/** Children of the spec's other console table, aliased to the pages above. */
const ALIASES: Array<{ path: string; to: string }> = [
  { path: `${ADMIN_PREFIX}/feedback`, to: `${ADMIN_PREFIX}/feedback/a` },
  { path: `${ADMIN_PREFIX}/riskrecord`, to: `${ADMIN_PREFIX}/risk/record` },
];

const loadAdmin = () => import('../admin/console');

function pageRoute(path: string, handle: AdminRouteHandle): RouteObject {
  return {
    path,
    handle,
    lazy: async () => ({ Component: (await loadAdmin()).pageComponent(handle.pagePath) }),
  };
}

export function adminRoutes(): RouteObject {
  const navRoutes = ADMIN_NAV.map((item) => pageRoute(item.path, { perms: item.perms, labelKey: item.labelKey, pagePath: item.path }));
  const aliasRoutes = ALIASES.map(({ path, to }) => {
    const target = ADMIN_NAV.find((n) => n.path === to);
    return pageRoute(path, { perms: target?.perms ?? [P.FEEDBACK_DEFAULT], labelKey: target?.labelKey ?? 'home', pagePath: to });
  });
  return {
    id: ADMIN_ROOT_ID,
    path: ADMIN_PREFIX,
    lazy: async () => (await loadAdmin()).rootRoute,
    children: [
      { index: true, lazy: async () => (await loadAdmin()).indexRoute },
      { path: `${ADMIN_PREFIX}/login`, lazy: async () => (await loadAdmin()).loginRoute },
      {
        id: ADMIN_SHELL_ID,
        lazy: async () => (await loadAdmin()).shellRoute,
        children: [
          pageRoute(`${ADMIN_PREFIX}/home`, { perms: [], labelKey: 'home', pagePath: `${ADMIN_PREFIX}/home` }),
          ...navRoutes,
          ...aliasRoutes,
          { path: '*', lazy: async () => ({ Component: (await loadAdmin()).AdminNotFound }) },
        ],
      },
    ],
  };
}
