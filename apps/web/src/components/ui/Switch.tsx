import './tokens.css';
import './switch.css';
import { cx } from './cx';

/**
 * An on/off switch (role="switch"). `busy` while the change is being saved. Colours come from
 * `--switch-*` variables, so a page themes it without new rules.
 */
export function Switch({
  on,
  label,
  busy = false,
  onChange,
  testId,
  className,
}: {
  on: boolean;
  label: string;
  busy?: boolean;
  onChange: (on: boolean) => void;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      className={cx('ui-switch', on && 'is-on', className)}
      onClick={() => onChange(!on)}
      data-testid={testId}
    >
      <span className="ui-switch-knob" />
    </button>
  );
}
