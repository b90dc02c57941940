import './rules.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface RuleItem {
  key: string;
  text: ReactNode;
}

/** Rules of a page: numbered badges (default), or a plain numbered or bulleted list (rules.css). */
export function RulesBlock({
  items,
  marker = 'badge',
  className,
  testId,
}: {
  items: readonly RuleItem[];
  marker?: 'badge' | 'decimal' | 'disc';
  className?: string;
  testId?: string;
}) {
  const List = marker === 'disc' ? 'ul' : 'ol';
  return (
    <List className={cx('ui-rules', `ui-rules-${marker}`, className)} data-testid={testId}>
      {items.map((item, i) =>
        marker === 'badge' ? (
          <li key={item.key}>
            <span className="ui-rules-num">{i + 1}</span>
            <span>{item.text}</span>
          </li>
        ) : (
          <li key={item.key}>{item.text}</li>
        ),
      )}
    </List>
  );
}
