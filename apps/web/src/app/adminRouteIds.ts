/**
 * What console pages read from their routes: the route ids and the handle. Apart from
 * adminRoutes.ts, which lazy-loads the console, so that console code importing these is no cycle.
 */
export const ADMIN_ROOT_ID = 'admin-root';
export const ADMIN_SHELL_ID = 'admin-shell';

export interface AdminRouteHandle {
  /** any of these codes opens the page; empty = every admin */
  perms: readonly string[];
  /** key under admin:nav */
  labelKey: string;
  /** the ADMIN_NAV path this page shows (aliases point to their page) */
  pagePath: string;
}
