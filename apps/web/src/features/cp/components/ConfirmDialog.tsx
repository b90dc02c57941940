import { type ReactNode, useId } from 'react';
import { Sheet } from '../../../components/ui/Sheet';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A centred confirmation dialog (Escape or the scrim cancels). */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, danger, busy, onConfirm, onCancel, testId }: Props) {
  const id = useId();
  return (
    <Sheet
      placement="center"
      role="alertdialog"
      onClose={onCancel}
      closeLabel={cancelLabel}
      labelledBy={`${id}-title`}
      className="cp-dialog ui-scope"
      testId={testId ?? 'cp-dialog'}
    >
      <h3 id={`${id}-title`} className="cp-dialog-title">
        {title}
      </h3>
      <div className="cp-dialog-body">{children}</div>
      <div className="cp-dialog-actions">
        <button type="button" className="cp-btn cp-btn-ghost" onClick={onCancel} disabled={busy} data-testid="cp-dialog-cancel">
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`cp-btn ${danger ? 'cp-btn-danger' : 'cp-btn-primary'}`}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy || undefined}
          data-testid="cp-dialog-confirm"
        >
          {confirmLabel}
        </button>
      </div>
    </Sheet>
  );
}
