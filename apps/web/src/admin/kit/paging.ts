import type { TablePaginationConfig } from 'antd';

/**
 * Numbered paging of a console list the server pages: a fixed page size, the server's total,
 * a "N in all" line, and (unless `hideOnSinglePage: false`) no pager at all when everything fits
 * on one page.
 */
export function serverPaging(opts: {
  current: number;
  pageSize: number;
  total: number | undefined;
  showTotal: (total: number) => string;
  onChange: (page: number) => void;
  hideOnSinglePage?: boolean;
}): TablePaginationConfig {
  return {
    current: opts.current,
    pageSize: opts.pageSize,
    total: opts.total ?? 0,
    showSizeChanger: false,
    hideOnSinglePage: opts.hideOnSinglePage ?? true,
    showTotal: opts.showTotal,
    onChange: (page) => opts.onChange(page),
  };
}
