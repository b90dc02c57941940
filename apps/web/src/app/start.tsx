import type { BrandId } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { loadClientInfo } from '../lib/client';
import { initI18n } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { KEYS, local, readCookie, session } from '../lib/storage';
import { localeFor, runStartup } from './bootstrap';
import { isDebug } from './config';
import { setAppState } from './startup';
import { applyTheme } from './theme';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Start-up shared by the two apps built from this source (the H5 pages and the console): spec 4's
 * channel / token / theme / locale handling, then the app's own router.
 */
export async function startApp(makeRouter: (brand: BrandId, debug: boolean) => AppRouter): Promise<void> {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const state = runStartup({ href: window.location.href, local, session, cookieToken: readCookie('Access-Token'), browserLanguages });
  if (state.cleanUrl) window.history.replaceState(window.history.state, '', state.cleanUrl);
  if (state.locale.unknown) console.warn(`[i18n] language "${state.locale.unknown}" is not supported; using ${state.locale.locale}`);

  const debug = isDebug();
  // the language pages return to after a Japan page
  const base = localeFor('/', window.location.search, local.get(KEYS.language), browserLanguages);
  setAppState({
    brand: state.brand,
    lightTheme: state.lightTheme,
    debug,
    locale: base.locale,
    localeExplicit: base.source === 'query' || base.source === 'stored',
  });
  applyTheme(state.brand, state.lightTheme);

  await Promise.all([initI18n(state.locale.locale), loadClientInfo()]);

  const router = makeRouter(state.brand.id, debug);
  setNavigator((to, opts) => void router.navigate(to, opts));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
