import './tokens.css';
import './card.css';
import './skeleton.css';
import type { HTMLAttributes } from 'react';
import { cx } from './cx';

type SkeletonProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'li' | 'section';
  /** keep the card frame (border, shadow, padding) around the shimmer */
  card?: boolean;
};

/** A loading placeholder; its size comes from the class the feature gives it. */
export function Skeleton({ as: Element = 'div', card = false, className, ...rest }: SkeletonProps) {
  return <Element className={cx(card && 'ui-card', 'ui-skeleton', className)} {...rest} />;
}
