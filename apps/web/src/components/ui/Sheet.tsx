import './sheet.css';
import { type ReactNode, useEffect } from 'react';
import { cx } from './cx';

interface SheetProps {
  children: ReactNode;
  /** Escape and a tap on the scrim close it; without it only the sheet's own buttons do */
  onClose?: () => void;
  /** the scrim's label for screen readers (when it closes) */
  closeLabel?: string;
  /** a bottom sheet (default) or a centred dialog */
  placement?: 'bottom' | 'center';
  role?: 'dialog' | 'alertdialog';
  labelledBy?: string;
  /** on the panel */
  className?: string;
  /** on the layer */
  testId?: string;
  panelTestId?: string;
}

/** A modal sheet or dialog on the feature's tokens (sheet.css). */
export function Sheet({
  children,
  onClose,
  closeLabel,
  placement = 'bottom',
  role = 'dialog',
  labelledBy,
  className,
  testId,
  panelTestId,
}: SheetProps) {
  useEffect(() => {
    if (!onClose) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={cx('ui-sheet-layer', placement === 'center' && 'ui-sheet-layer-center')} data-testid={testId}>
      {onClose ? (
        <button type="button" className="ui-sheet-scrim" aria-label={closeLabel} onClick={onClose} />
      ) : (
        <div className="ui-sheet-scrim" />
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <section className={cx('ui-sheet', className)} role={role} aria-modal="true" aria-labelledby={labelledBy} data-testid={panelTestId}>
        {children}
      </section>
    </div>
  );
}
