import { isJapanPage } from '@app/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Outlet, useLocation, useMatches, useNavigation, useRouteError } from 'react-router';
import { BanNoticeHost } from '../features/risk/components/BanNotice';
import { setTitleBar } from '../lib/bridge';
import { changeLocale, i18n, pinnedLocale } from '../lib/i18n';
import { isAdminPath } from './guard';
import { appState } from './startup';

interface TitledHandle {
  titleKey?: string;
}

/**
 * A page that pins its language keeps it; Japan pages (and _pkg=cupid) show Japanese; every other
 * page the locale chosen at start-up. (A page's effects run before this layout's, so its pin is
 * in place when this one decides.)
 */
function useRouteLocale(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const forced = isJapanPage(pathname) || new URLSearchParams(search).get('_pkg') === 'cupid';
    const wanted = pinnedLocale() ?? (forced ? 'ja' : appState().locale);
    if (i18n.language !== wanted) void changeLocale(wanted);
  }, [pathname, search]);
}

function useDocumentTitle(): void {
  const matches = useMatches();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    if (isAdminPath(pathname)) return; // the console titles itself
    const handle = [...matches].reverse().find((m) => (m.handle as TitledHandle | undefined)?.titleKey)?.handle as TitledHandle | undefined;
    const brandName = appState().brand.displayName;
    const title = handle?.titleKey ? t(handle.titleKey, { defaultValue: '' }) : '';
    setTitleBar(title ? `${title} - ${brandName}` : brandName);
  }, [matches, t, pathname]);
}

export function RootLayout() {
  useRouteLocale();
  useDocumentTitle();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className="app-progress" aria-hidden="true" />}
      <Outlet />
      {/* any call answering USER_BANNED ends the session and shows this (features/risk) */}
      <BanNoticeHost />
    </>
  );
}

export function RootFallback() {
  return (
    <div className="app-boot" aria-busy="true">
      <div className="app-spinner" />
    </div>
  );
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error('[router] page failed', error);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="app-page app-center">
      <h1 className="app-title">{t('error.title')}</h1>
      <p className="app-muted">{status ? `${status} · ${t('error.body')}` : t('error.body')}</p>
      <button className="app-button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
