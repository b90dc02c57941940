import './tokens.css';
import './tabs.css';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  testId?: string;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** segmented pills (default) or text tabs with a bar under the active one */
  variant?: 'segment' | 'underline';
  ariaLabel?: string;
  /**
   * With panels: tabs get ids `<idPrefix>-tab-<value>` and point at `<idPrefix>-panel-<value>`;
   * focus roves (only the active tab is in the tab order) and the arrow keys move between tabs.
   */
  idPrefix?: string;
  className?: string;
}

/** A tab list on the feature's tokens (tabs.css). */
export function Tabs<T extends string>({ items, value, onChange, variant = 'segment', ariaLabel, idPrefix, className }: TabsProps<T>) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step || !idPrefix) return;
    const at = items.findIndex((item) => item.value === value);
    const next = items[(at + step + items.length) % items.length];
    if (!next) return;
    onChange(next.value);
    document.getElementById(`${idPrefix}-tab-${next.value}`)?.focus();
  };
  return (
    <div
      className={cx('ui-tabs', variant === 'underline' && 'ui-tabs-underline', className)}
      role="tablist"
      aria-label={ariaLabel}
      onKeyDown={idPrefix ? onKeyDown : undefined}
    >
      {items.map((item) => {
        const active = item.value === value;
        return (
          <button
            key={item.value}
            id={idPrefix ? `${idPrefix}-tab-${item.value}` : undefined}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={idPrefix ? `${idPrefix}-panel-${item.value}` : undefined}
            tabIndex={idPrefix ? (active ? 0 : -1) : undefined}
            className={active ? 'ui-tab is-active' : 'ui-tab'}
            onClick={() => onChange(item.value)}
            data-testid={item.testId}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
