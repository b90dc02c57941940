import { loginPageHref } from '../../../lib/app-name';

/** `/h5/login?app_name=…&back=…` keeping the brand of the page we came from, and coming back to it. */
export function loginHref(location: { pathname: string; search: string }): string {
  return loginPageHref(new URLSearchParams(location.search).get('app_name'), `${location.pathname}${location.search}`);
}

/** stable keys for loading placeholders */
export const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'] as const;
