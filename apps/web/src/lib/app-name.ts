import { type BrandId, isBrandId } from '@app/shared';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { appState } from '../app/startup';

/** The brand the page was opened for: the :app_name segment, ?app_name, else the start-up brand. */
export function useAppName(): BrandId {
  const params = useParams();
  const [search] = useSearchParams();
  for (const candidate of [params.app_name, search.get('app_name')]) {
    if (candidate && isBrandId(candidate)) return candidate;
  }
  return appState().brand.id;
}

/**
 * The login page for the page's brand (`/h5/login?app_name=…&back=…`): after signing in, the
 * user returns to the page that sent them (`back`, this page's path and query).
 */
export function useLoginHref(): string {
  const location = useLocation();
  return loginPageHref(useAppName(), `${location.pathname}${location.search}`);
}

/** `/h5/login` for a brand, coming back to `back` (a path on this site) after signing in. */
export function loginPageHref(appName: string | null, back: string | null): string {
  const q = new URLSearchParams();
  if (appName) q.set('app_name', appName);
  if (back && safeBack(back)) q.set('back', back);
  const query = q.toString();
  return query ? `/h5/login?${query}` : '/h5/login';
}

/**
 * A `back` address the login page may go to: a path on this site (never another origin, never
 * the login page itself, no scheme or protocol-relative trick); null otherwise.
 */
export function safeBack(back: string | null): string | null {
  if (!back || back.length > 2000 || !back.startsWith('/') || back.startsWith('//') || back.includes('\\')) return null;
  try {
    const url = new URL(back, 'http://site.local');
    if (url.origin !== 'http://site.local' || url.pathname === '/h5/login') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
