import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** Filters as a console list page holds them: the query's optional fields plus paging. */
export type PageFilter<Q> = Partial<Omit<Q, 'page' | 'page_size'>> & { page: number; page_size: number };

/** The filter without its empty fields (undefined or ''), which list endpoints leave unset. */
export function compactFilter<T extends object>(f: T): T {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/**
 * One page of a console list: `fetchPage` gets the filter without its empty fields; the previous
 * page stays on screen while the next one loads.
 */
export function usePageQuery<F extends object, P>(key: readonly unknown[], f: F, fetchPage: (params: F) => Promise<P>) {
  return useQuery({ queryKey: [...key, f], queryFn: () => fetchPage(compactFilter(f)), placeholderData: keepPreviousData });
}
