import type { InputHTMLAttributes, ReactNode } from 'react';
import './form.css';
import { Spinner } from './ui/Spinner';

/**
 * A light form kit for H5 pages (labels, inline errors, a primary button) — plain elements, so a
 * page with a form stays within the page-weight budget (a form library costs ~25 KB gzip).
 */
export function Field({ label, error, help, children }: { label: string; error?: string | null; help?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child this wraps
    <label className="ui-field">
      <span className="ui-field-label">{label}</span>
      {children}
      {error ? (
        <span className="ui-field-error" role="alert">
          {error}
        </span>
      ) : help ? (
        <span className="ui-field-help">{help}</span>
      ) : null}
    </label>
  );
}

export function TextInput(props: InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }) {
  const { invalid, className, ...rest } = props;
  return (
    <input
      {...rest}
      className={`ui-input${invalid ? ' ui-input-invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-invalid={invalid || undefined}
    />
  );
}

/** A labelled text input: Field around TextInput, marked invalid while it has an error. */
export function TextField({
  label,
  error,
  help,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null; help?: string }) {
  return (
    <Field label={label} error={error} help={help}>
      <TextInput {...input} invalid={Boolean(error)} />
    </Field>
  );
}

/** A form's submit button in its actions row (`className`: the row's layout). */
export function SubmitRow({ label, busy, testId, className }: { label: string; busy?: boolean; testId?: string; className?: string }) {
  return (
    <div className={className}>
      <PrimaryButton type="submit" busy={busy} testId={testId}>
        {label}
      </PrimaryButton>
    </div>
  );
}

export function PrimaryButton({
  children,
  busy,
  type = 'button',
  onClick,
  testId,
  variant = 'primary',
  disabled,
}: {
  children: ReactNode;
  busy?: boolean;
  type?: 'button' | 'submit';
  onClick?: () => void;
  testId?: string;
  variant?: 'primary' | 'plain';
  disabled?: boolean;
}) {
  return (
    <button
      type={type}
      className={`ui-button ui-button-${variant}`}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      data-testid={testId}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  );
}

export function Segmented<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (v: T) => void;
}) {
  return (
    <div className="ui-segmented">
      {options.map((o) => (
        <label key={o.value} className={value === o.value ? 'ui-seg ui-seg-on' : 'ui-seg'}>
          <input type="radio" className="ui-seg-input" checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </div>
  );
}
