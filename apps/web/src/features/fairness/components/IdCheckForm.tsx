import '../../../components/ui/button.css';
import '../fairness.css';
import { Spinner } from '../../../components/ui/Spinner';

export interface IdCheckFormProps {
  /** the input's id (its label points at it) */
  inputId: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  /** the button's text, and whether it may be pressed */
  action: string;
  disabled: boolean;
  busy: boolean;
  /** shown under the form as an alert */
  error: string | null;
  testIds: { input: string; button: string };
}

/** The verifiers' "which one?" form: a numeric id, a check button, and what went wrong. */
export function IdCheckForm(p: IdCheckFormProps) {
  return (
    <>
      <form
        className="fv-form"
        onSubmit={(e) => {
          e.preventDefault();
          p.onSubmit();
        }}
      >
        <label className="fv-label" htmlFor={p.inputId}>
          {p.label}
        </label>
        <div className="fv-row">
          <input
            id={p.inputId}
            className="fv-input fv-mono"
            inputMode="numeric"
            value={p.value}
            onChange={(e) => p.onChange(e.target.value)}
            data-testid={p.testIds.input}
          />
          <button type="submit" className="ui-btn" disabled={p.disabled || p.busy} data-testid={p.testIds.button}>
            {p.busy ? <Spinner size={14} /> : null}
            {p.action}
          </button>
        </div>
      </form>
      {p.error ? (
        <p className="fv-error" role="alert">
          {p.error}
        </p>
      ) : null}
    </>
  );
}
