import './tokens.css';
import './table.css';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface TableColumn {
  /** header text; the header row shows when any column has one */
  head?: ReactNode;
  /** a number column: right-aligned, bold, never wrapped */
  numeric?: boolean;
  nowrap?: boolean;
}

export interface TableRow {
  key: string | number;
  cells: ReactNode[];
  className?: string;
  testId?: string;
}

/** A two- or three-column table (rank → reward, gift → points, band → levels). */
export function RewardTable({
  columns,
  rows,
  className,
}: {
  columns: readonly TableColumn[];
  rows: readonly TableRow[];
  className?: string;
}) {
  const cellClass = (c: TableColumn | undefined) => cx(c?.numeric && 'ui-table-num', c?.nowrap && 'ui-table-nowrap') || undefined;
  return (
    <table className={cx('ui-table', className)}>
      {columns.some((c) => c.head !== undefined) ? (
        <thead>
          <tr>
            {columns.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
              <th key={i}>{c.head}</th>
            ))}
          </tr>
        </thead>
      ) : null}
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={row.className} data-testid={row.testId}>
            {row.cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the fixed columns
              <td key={i} className={cellClass(columns[i])}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
