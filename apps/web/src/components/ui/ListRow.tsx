import './tokens.css';
import './list-row.css';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type ListRowProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  /** li in a list (default), div on its own, button for a row that is one tap target */
  as?: 'li' | 'div' | 'button';
  /** divided: a line under every row but the last; card: each row its own framed surface; plain: neither */
  variant?: 'divided' | 'card' | 'plain';
  lead?: ReactNode;
  title: ReactNode;
  /** secondary lines under the title, muted and smaller */
  subs?: ReactNode[];
  /** more lines under the title, as given (their own markup) */
  children?: ReactNode;
  side?: ReactNode;
  testId?: string;
  disabled?: boolean;
};

/** The list that holds ListRows (ul, or ol when the order means something); see list-row.css. */
export function List({
  children,
  ordered = false,
  className,
  testId,
  ...rest
}: HTMLAttributes<HTMLElement> & { children: ReactNode; ordered?: boolean; testId?: string }) {
  const Element = ordered ? 'ol' : 'ul';
  return (
    <Element className={cx('ui-list', className)} data-testid={testId} {...rest}>
      {children}
    </Element>
  );
}

/** One row of a list; its look comes from the feature's tokens (list-row.css). */
export function ListRow({
  as: Element = 'li',
  variant = 'divided',
  lead,
  title,
  subs,
  children,
  side,
  className,
  testId,
  ...rest
}: ListRowProps) {
  const button = Element === 'button';
  return (
    <Element
      {...(button ? { type: 'button' as const } : {})}
      className={cx('ui-row', button && 'ui-row-button', variant !== 'plain' && `ui-row-${variant}`, className)}
      data-testid={testId}
      {...rest}
    >
      {lead}
      <span className="ui-row-main">
        <span className="ui-row-title">{title}</span>
        {subs?.map((sub, i) =>
          sub === null || sub === undefined || sub === false ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed in number and order
            <span key={i} className="ui-row-sub">
              {sub}
            </span>
          ),
        )}
        {children}
      </span>
      {side === undefined || side === null ? null : <span className="ui-row-side">{side}</span>}
    </Element>
  );
}

/** A framed row in a List that is one tap target (opens a message, a thread): li > button card. */
export function CardButtonRow(props: Omit<ListRowProps, 'as' | 'variant'>) {
  return (
    <li>
      <ListRow as="button" variant="card" {...props} />
    </li>
  );
}
