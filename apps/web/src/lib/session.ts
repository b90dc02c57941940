import { serverRequest } from './ssr-data';
import { KEYS, local } from './storage';

/**
 * The user session token (localStorage `token`) and the admin tokens (spec 3, 4). While the
 * server renders a page (src/ssr) it is the request's token.
 */
export function getUserToken(): string | null {
  if (import.meta.env.SSR) return serverRequest()?.token ?? null;
  return local.get(KEYS.token);
}
export function setUserToken(token: string | null): void {
  if (token) local.set(KEYS.token, token);
  else local.remove(KEYS.token);
}

export function getAdminAccessToken(): string | null {
  return local.get(KEYS.adminAccess);
}
export function getAdminRefreshToken(): string | null {
  return local.get(KEYS.adminRefresh);
}
export function setAdminTokens(tokens: { access_token: string; refresh_token: string }): void {
  local.set(KEYS.adminAccess, tokens.access_token);
  local.set(KEYS.adminRefresh, tokens.refresh_token);
  notifyAdminAuth();
}
export function clearAdminTokens(): void {
  local.remove(KEYS.adminAccess);
  local.remove(KEYS.adminRefresh);
  local.remove(KEYS.adminId);
  notifyAdminAuth();
}

type Listener = () => void;
const adminListeners = new Set<Listener>();
/** The console drops its cached profile and permissions when the tokens change. */
export function onAdminAuthChange(fn: Listener): () => void {
  adminListeners.add(fn);
  return () => adminListeners.delete(fn);
}
function notifyAdminAuth(): void {
  for (const fn of adminListeners) fn();
}
