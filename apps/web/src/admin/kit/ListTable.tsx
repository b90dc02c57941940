import { Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { serverPaging } from './paging';

/** A list filter the server pages: the page fields plus the list's own filters. */
export interface PagedFilter {
  page: number;
  page_size: number;
}

/**
 * The filter of a server-paged list: `search` starts a new query on page 1 (dropping what the
 * form no longer sets), `reset` goes back to `initial`, `setPage` only turns the page.
 */
export function usePagedFilter<F extends PagedFilter>(initial: F) {
  const [filter, setFilter] = useState<F>(initial);
  return {
    filter,
    setFilter,
    search: (values: Omit<F, keyof PagedFilter>) => setFilter({ ...initial, ...values, page: 1 }),
    reset: () => setFilter(initial),
    setPage: (page: number) => setFilter((f) => ({ ...f, page })),
  };
}

/**
 * The table of a console list the server pages: the page's rows, a numbered pager with the
 * server's total, an empty text, a horizontal scroll width, and rows that open a detail on click.
 */
export function ListTable<T extends object>(props: {
  columns: TableColumnsType<T>;
  rowKey: TableProps<T>['rowKey'];
  page: { items: T[]; total: number } | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  onPage: (page: number) => void;
  showTotal: (total: number) => string;
  /** false: keep the pager (and its total) on a single page */
  hideOnSinglePage?: boolean;
  /** what an empty page says (antd's own text when left out) */
  emptyText?: ReactNode;
  scrollX: number;
  size?: 'middle' | 'small';
  testId: string;
  /** each row's `data-testid` */
  rowTestId?: string | ((row: T) => string);
  /** more attributes of each row (e.g. `data-thread-id`) */
  rowAttrs?: (row: T) => Record<string, unknown>;
  onRowClick?: (row: T) => void;
  rowClassName?: TableProps<T>['rowClassName'];
}) {
  const { onRowClick, rowTestId, rowAttrs } = props;
  return (
    <Table<T>
      rowKey={props.rowKey}
      size={props.size ?? 'middle'}
      columns={props.columns}
      dataSource={props.page?.items ?? []}
      loading={props.loading}
      scroll={{ x: props.scrollX }}
      locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
      rowClassName={props.rowClassName}
      onRow={(row) =>
        ({
          ...(onRowClick ? { onClick: () => onRowClick(row), style: { cursor: 'pointer' } } : {}),
          'data-testid': typeof rowTestId === 'function' ? rowTestId(row) : rowTestId,
          ...rowAttrs?.(row),
        }) as object
      }
      pagination={serverPaging({
        current: props.current,
        pageSize: props.pageSize,
        total: props.page?.total,
        showTotal: props.showTotal,
        onChange: props.onPage,
        hideOnSinglePage: props.hideOnSinglePage,
      })}
      data-testid={props.testId}
    />
  );
}
