import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * A pull to refresh on a paged list: the list drops the pages after its first and fetches that one
 * again (a query's own refetch fetches every page it has loaded, one after another). The next
 * pages load again as the list's end comes into view. Resolves when the first page is in (a failed
 * fetch leaves the query's error for the page to show).
 */
export async function refreshFirstPage(client: QueryClient, queryKey: QueryKey): Promise<void> {
  client.setQueryData<InfiniteData<unknown, unknown>>(queryKey, (data) =>
    data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
  );
  await client.refetchQueries({ queryKey, exact: true });
}
