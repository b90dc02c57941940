import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { finish } from '../../../lib/bridge';
import { useRouteHandle } from '../lib/util';

/** The top bar of these pages: back (closes the web view in the app), the route's title, an action. */
export function PageBar({ action }: { action?: ReactNode }) {
  const { t } = useTranslation('routes');
  const handle = useRouteHandle();
  return (
    <header className="rk-bar">
      <button type="button" className="rk-back" aria-label={t('back')} onClick={finish}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="rk-bar-title">{handle.titleKey ? t(handle.titleKey) : ''}</h1>
      <div className="rk-bar-action">{action}</div>
    </header>
  );
}
