import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';

interface RouteHandle {
  titleKey?: string;
}

function useRouteTitle(override?: string): string {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  if (override) return t(override);
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i]?.handle as RouteHandle | undefined)?.titleKey;
    if (key) return t(key);
  }
  return '';
}

/** The money pages' frame: a top bar (back, route title, an optional action) and the body. */
export function MoneyPage({
  action,
  titleKey,
  wide = false,
  children,
  testId,
}: {
  action?: ReactNode;
  /** a `routes` key to show instead of the route's own title (the PC variants use the plain one) */
  titleKey?: string;
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('routes');
  const title = useRouteTitle(titleKey);
  return (
    <div className={wide ? 'money-page money-page-wide' : 'money-page'} data-testid={testId}>
      <header className="money-bar">
        <button type="button" className="money-back" aria-label={t('back')} onClick={() => window.history.back()}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <h1 className="money-bar-title">{title}</h1>
        <div className="money-bar-action">{action}</div>
      </header>
      <main className="money-body">{children}</main>
    </div>
  );
}

/** Waits for the `money` namespace (fetched on first use) before rendering the page. */
export function MoneyReady({ children }: { children: ReactNode }) {
  const { ready } = useTranslation('money');
  if (!ready) {
    return (
      <div className="app-boot" aria-busy="true">
        <div className="app-spinner" />
      </div>
    );
  }
  return <>{children}</>;
}

export function Spinner({ label }: { label?: string }) {
  return (
    <div className="money-loading" aria-busy="true">
      <div className="app-spinner" />
      {label ? <p className="money-muted">{label}</p> : null}
    </div>
  );
}
