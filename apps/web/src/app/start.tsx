import { type BrandId, normalizeLocale } from '@app/shared';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { loadClientInfo } from '../lib/client';
import { initI18n } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { dropSeeds, setHydrating } from '../lib/ssr-data';
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
export async function startApp(makeRouter: (brand: BrandId, serverRendered: boolean) => AppRouter | Promise<AppRouter>): Promise<void> {
  // a task of its own, after the entry's modules have run: one long task becomes two short ones
  // (a slow phone's Total Blocking Time counts what each task takes over 50 ms)
  await new Promise((resolve) => setTimeout(resolve, 0));
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

  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  // a server-rendered page (src/ssr): the first render adopts its markup, so nothing the reader
  // sees is taken away and drawn again (or repainted: the page's LCP stays the HTML's). It starts in the
  // language the server rendered; the root layout then applies a stored choice, as on any page.
  // Only for the reader it was drawn for: a session the server could not see (the token this
  // browser stored) gets its own page, and the answers drawn for nobody are dropped.
  const drawn = container.firstElementChild !== null;
  const sameReader = container.dataset.reader === (state.tokenSource ?? 'anonymous');
  // markup drawn for nobody: this reader's own page replaces it, drawn as on a page the server did
  // not render; the markup stays on screen until then (in the same task: never a blank page)
  if (drawn && !sameReader) dropSeeds();
  const serverRendered = drawn && sameReader;
  const renderedIn = serverRendered ? normalizeLocale(document.documentElement.lang) : null;
  await Promise.all([initI18n(renderedIn ?? state.locale.locale), loadClientInfo()]);

  // the router of a drawn page starts with the page's code loaded: its first render is the page
  const router = await makeRouter(state.brand.id, drawn);
  setNavigator((to, opts) => void router.navigate(to, opts));
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (serverRendered) {
    // the router's start and the take-over in tasks of their own (a slow phone's main thread)
    await new Promise((resolve) => setTimeout(resolve, 0));
    // hydration keeps the server's elements and text as they are (nothing repainted), so the
    // first render must equal the server's: values only the browser knows wait (useBrowserValue)
    setHydrating(true);
    try {
      hydrateRoot(container, app);
    } finally {
      setHydrating(false);
    }
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  // the app owns the page from here (the browser tests wait for it)
  container.setAttribute('data-mounted', '');
}
