import type { TProduct } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * Products as a grid of tap targets, one selected (coin packages, membership plans). `kind` names
 * the tile's classes (`money-<kind>`, `money-<kind>-selected`); `children` draws a tile's inside.
 */
export function ProductChoices({
  products,
  selectedId,
  onSelect,
  kind,
  testId,
  children,
  disabled,
}: {
  products: TProduct[];
  selectedId: number | null;
  onSelect: (p: TProduct) => void;
  kind: 'tile' | 'plan';
  testId: (p: TProduct) => string;
  children: (p: TProduct) => ReactNode;
  /** a product that cannot be chosen now (a minor's limits): shown, not selectable */
  disabled?: (p: TProduct) => boolean;
}) {
  return (
    <div className={kind === 'tile' ? 'money-grid' : 'money-plans'}>
      {products.map((p) => {
        const off = disabled?.(p) ?? false;
        const selected = p.id === selectedId && !off;
        return (
          <button
            key={p.id}
            type="button"
            aria-pressed={selected}
            className={selected ? `money-${kind} money-${kind}-selected` : `money-${kind}`}
            disabled={off}
            aria-disabled={off || undefined}
            onClick={() => onSelect(p)}
            data-testid={testId(p)}
            data-amount={kind === 'tile' ? p.amount : undefined}
          >
            {children(p)}
          </button>
        );
      })}
    </div>
  );
}
