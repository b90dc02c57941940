import './tokens.css';
import './empty-state.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** "Nothing here yet" for a list or a panel. */
export function EmptyState({ children, className, testId }: { children: ReactNode; className?: string; testId?: string }) {
  return (
    <p className={cx('ui-empty', className)} data-testid={testId}>
      {children}
    </p>
  );
}
