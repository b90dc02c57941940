import './page-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { finish } from '../lib/bridge';
import { useRouteHandle } from '../lib/route-handle';

/**
 * The top bar of an H5 page: back, a title, an optional action. Each feature themes it through
 * CSS variables on its page (--bar-bg, --bar-ink, --bar-border, --bar-side, --bar-z; page-bar.css).
 * The title is the matched route's own unless one is given; back closes the web view in the app
 * (the bridge's finish) unless the page passes its own.
 */
export function PageBar({ title, action, onBack = finish }: { title?: string; action?: ReactNode; onBack?: () => void }) {
  const { t } = useTranslation('routes');
  const handle = useRouteHandle();
  return (
    <header className="page-bar">
      <button type="button" className="page-bar-back" aria-label={t('back')} onClick={onBack}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <h1 className="page-bar-title">{title ?? (handle.titleKey ? t(handle.titleKey) : '')}</h1>
      <div className="page-bar-action">{action}</div>
    </header>
  );
}
