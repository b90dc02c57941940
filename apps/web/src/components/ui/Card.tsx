import './tokens.css';
import './card.css';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  titleAs?: 'h2' | 'h3';
  /** a titled section on the page itself: no surface, border or padding */
  plain?: boolean;
  className?: string;
  testId?: string;
  children?: ReactNode;
};

/** A card (or a plain titled section) on the feature's tokens; see card.css for its variables. */
export function Card({ title, titleAs: Title = 'h2', plain = false, className, testId, children, ...rest }: CardProps) {
  return (
    <section className={cx('ui-card', plain && 'ui-card-plain', className)} data-testid={testId} {...rest}>
      {title === undefined ? null : <Title className="ui-card-title">{title}</Title>}
      {children}
    </section>
  );
}
