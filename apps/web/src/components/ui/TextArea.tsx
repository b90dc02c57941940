import './tokens.css';
import './text-area.css';
import type { TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

/**
 * A text box with its "used/max" count under it (feedback, reports). Its look comes from the
 * feature's tokens (text-area.css).
 */
export function CountedTextArea({
  value,
  maxLength,
  className,
  ...rest
}: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'maxLength'> & { value: string; maxLength: number }) {
  return (
    <>
      <textarea className={cx('ui-textarea', className)} value={value} maxLength={maxLength} {...rest} />
      <p className="ui-count">
        {value.length}/{maxLength}
      </p>
    </>
  );
}
