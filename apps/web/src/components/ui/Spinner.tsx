import './spinner.css';
import type { CSSProperties } from 'react';
import { cx } from './cx';

/** A small busy ring inside a button or a tile (spinner.css). */
export function Spinner({ size }: { size?: number }) {
  return <span className="ui-spinner" aria-hidden="true" style={size ? ({ '--spinner-size': `${size}px` } as CSSProperties) : undefined} />;
}

/** A page still loading its texts: the app's spinner centred on the page's frame (`className`). */
export function PageLoading({ className }: { className?: string }) {
  return (
    <div className={cx(className)} aria-busy="true">
      <div className="app-spinner" />
    </div>
  );
}
