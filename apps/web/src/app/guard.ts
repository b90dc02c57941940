/** The route guard of spec 2, as pure decisions; loaders apply them. */
import { ADMIN_PREFIX, type BrandId } from '@app/shared';

export const ADMIN_LOGIN_PATH = `${ADMIN_PREFIX}/login`;
export const ADMIN_HOME_PATH = `${ADMIN_PREFIX}/home`;
export const WAKOO_NO_TOKEN_TARGET = '/h5/empty';

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

/** Outside the console only wakoo's /h5/auth pages are guarded. Returns a redirect target or null. */
export function h5Redirect(brand: BrandId, pathname: string, hasToken: boolean): string | null {
  if (isAdminPath(pathname)) return null;
  if (brand === 'wakoo' && /^\/h5\/auth(\/|$)/.test(pathname) && !hasToken) return WAKOO_NO_TOKEN_TARGET;
  return null;
}

/** Inside the console: login is for anonymous admins, everything else for logged-in ones. */
export function adminRedirect(pathname: string, loggedIn: boolean): string | null {
  const onLogin = pathname === ADMIN_LOGIN_PATH || pathname === `${ADMIN_LOGIN_PATH}/`;
  if (onLogin) return loggedIn ? ADMIN_HOME_PATH : null;
  return loggedIn ? null : ADMIN_LOGIN_PATH;
}
