import { type InfiniteData, InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshFirstPage } from './refresh-first-page';

describe('refreshFirstPage', () => {
  it('drops the later pages and fetches the first one again, once', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ['list'];
    let version = 0;
    const asked: number[] = [];
    const queryFn = async ({ pageParam }: { pageParam: number }) => {
      asked.push(pageParam);
      return { at: pageParam, version, next: pageParam + 1 };
    };
    // as a page holds it: an observer that has loaded three pages
    const list = new InfiniteQueryObserver(client, { queryKey: key, queryFn, initialPageParam: 0, getNextPageParam: (p) => p.next });
    const stop = list.subscribe(() => {});
    await list.refetch();
    await list.fetchNextPage();
    await list.fetchNextPage();
    expect(asked).toEqual([0, 1, 2]);

    version = 1;
    asked.length = 0;
    await refreshFirstPage(client, key);
    expect(asked).toEqual([0]);
    const data = client.getQueryData<InfiniteData<{ at: number; version: number }, number>>(key);
    expect(data?.pageParams).toEqual([0]);
    expect(data?.pages).toEqual([{ at: 0, version: 1, next: 1 }]);
    stop();
    client.clear();
  });
});
