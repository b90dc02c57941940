import './tokens.css';
import './chips.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

/**
 * A set of toggle chips, one picked (aria-pressed): a feedback category, a report reason, a gift
 * count. Its look comes from the feature's tokens (chips.css).
 */
export function ChipGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
  children,
  testId,
  className,
  chipClassName,
}: {
  /** the group's accessible name */
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (next: T) => void;
  /** a chip's text */
  children: (option: T) => ReactNode;
  /** a chip's data-testid */
  testId?: (option: T) => string;
  className?: string;
  chipClassName?: string;
}) {
  return (
    <fieldset className={cx('ui-chips', className)} aria-label={label}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={value === o}
          className={cx('ui-chip', chipClassName)}
          onClick={() => onChange(o)}
          data-testid={testId?.(o)}
        >
          {children(o)}
        </button>
      ))}
    </fieldset>
  );
}
