import './pull-to-refresh.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';
import type { PullPhase } from './pull-to-refresh';
import { Spinner } from './Spinner';

/**
 * Pull to refresh: at the top of the page a finger (or a mouse) pulling down draws the list after
 * it, harder the farther it goes (pull-to-refresh.ts); let go past the threshold and `onRefresh`
 * runs, the list held open on a spinner until its promise settles. Wraps a page's content under
 * its PageBar, and is the element that moves: `className` lays out the children (the indicator
 * opens above it, out of the flow); its texts are common's `ui.*`. `disabled` while there is
 * nothing to refresh (signed out). The gesture's code loads after the page's first render
 * (pull-to-refresh-gesture.ts). With reduced motion the list does not spring back, and the
 * spinner stands still.
 */
export function PullToRefresh({
  onRefresh,
  children,
  disabled = false,
  className,
  testId,
}: {
  /** its promise (if any) holds the spinner until it settles */
  onRefresh: () => unknown;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const root = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<PullPhase>('idle');
  const [moved, setMoved] = useState(false);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const el = root.current;
    if (!el || disabled) return;
    let detach: (() => void) | undefined;
    let gone = false;
    void import('./pull-to-refresh-gesture').then(({ attachPull }) => {
      if (!gone) detach = attachPull(el, { refresh: () => refresh.current(), phase: setPhase, moved: setMoved });
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [disabled]);

  const label = t(phase === 'refreshing' ? 'ui.refreshing' : phase === 'release' ? 'ui.releaseToRefresh' : 'ui.pullToRefresh');
  return (
    <div ref={root} className={cx('ui-ptr', moved && 'ui-ptr-moved', className)} data-phase={phase} data-testid={testId}>
      <div className="ui-ptr-indicator" aria-hidden="true">
        {phase === 'refreshing' ? (
          <Spinner />
        ) : (
          <svg className="ui-ptr-arrow" width="16" height="16" viewBox="0 0 24 24" focusable="false">
            <path
              d="M12 4v15m-6-6 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        )}
        {moved ? <span>{label}</span> : null}
      </div>
      <span className="ui-ptr-status" role="status">
        {phase === 'refreshing' ? label : ''}
      </span>
      {children}
    </div>
  );
}
