import { LIMITS } from '@app/shared';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { type DateRangeValue, formFilter } from './filters';
import { serverPaging } from './paging';

/** A list filter the server pages: the page fields plus the list's own filters. */
export interface PagedFilter {
  page: number;
  page_size: number;
}

/** What a filter form gives a list's search: the filter's fields, with a day range as `dates`. */
export type FilterFormValues<F> = Omit<F, keyof PagedFilter> & { dates?: DateRangeValue };

/**
 * The filter of a server-paged list, from `start` (page 1 of the default page size unless told):
 * `search` starts a new query on page 1 with a filter form's values (see `formFilter`; dropping
 * what the form no longer sets), `reset` goes back to the start, `setPage` only turns the page.
 */
export function usePagedFilter<F extends PagedFilter>(start: Partial<F> = {}) {
  const initial = { page: 1, page_size: LIMITS.pageSizeDefault, ...start } as F;
  const [filter, setFilter] = useState<F>(initial);
  return {
    filter,
    setFilter,
    search: (values: FilterFormValues<F>) => setFilter({ ...initial, ...formFilter(values), page: 1 }),
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
  /** `id` unless told */
  rowKey?: TableProps<T>['rowKey'];
  /** the list's filter: its page is shown, the pager turns it */
  list: { filter: PagedFilter; setPage: (page: number) => void };
  /** the list's query: its page of rows; spinning while it fetches */
  query: { data?: { items: T[]; total: number }; isFetching: boolean };
  /** spinning only until the first page is there (lists that refresh in the background) */
  quietRefetch?: boolean;
  showTotal: (total: number) => string;
  /** false: keep the pager (and its total) on a single page */
  hideOnSinglePage?: boolean;
  /** what an empty page says (antd's own text when left out) */
  emptyText?: ReactNode;
  scrollX: number;
  size?: 'middle' | 'small';
  /** the test ids' stem (say `orders`): the table is `orders-table`, each row `orders-row` */
  testIds: string;
  /** each row's `data-testid`, when not the stem's */
  rowTestId?: (row: T) => string;
  /** more attributes of each row (e.g. `data-thread-id`) */
  rowAttrs?: (row: T) => Record<string, unknown>;
  onRowClick?: (row: T) => void;
  rowClassName?: TableProps<T>['rowClassName'];
}) {
  const { onRowClick, rowTestId, rowAttrs, list, query } = props;
  return (
    <Table<T>
      rowKey={props.rowKey ?? 'id'}
      size={props.size ?? 'middle'}
      columns={props.columns}
      dataSource={query.data?.items ?? []}
      loading={query.isFetching && !(props.quietRefetch && query.data)}
      scroll={{ x: props.scrollX }}
      locale={props.emptyText === undefined ? undefined : { emptyText: props.emptyText }}
      rowClassName={props.rowClassName}
      onRow={(row) =>
        ({
          ...(onRowClick ? { onClick: () => onRowClick(row), style: { cursor: 'pointer' } } : {}),
          'data-testid': rowTestId ? rowTestId(row) : `${props.testIds}-row`,
          ...rowAttrs?.(row),
        }) as object
      }
      pagination={serverPaging({
        current: list.filter.page,
        pageSize: list.filter.page_size,
        total: query.data?.total,
        showTotal: props.showTotal,
        onChange: list.setPage,
        hideOnSinglePage: props.hideOnSinglePage,
      })}
      data-testid={`${props.testIds}-table`}
    />
  );
}
