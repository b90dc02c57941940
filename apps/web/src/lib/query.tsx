import { hashKey, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from './api';
import { takeSeed } from './ssr-data';

/** The page data key of the answers a server-rendered page's queries were rendered with. */
export const QUERY_SEED_KEY = 'query-cache';

/** One answer a server render had: the query's key, its data and when it was asked. */
export interface QuerySeed {
  key: QueryKey;
  data: unknown;
  at: number;
}

/**
 * One QueryClient for the pages that fetch. Kept out of the entry: only pages that use it import
 * this module. Errors are shown by the api client, so queries do not retry business errors.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.code > 0) && count < 1,
    },
    mutations: { retry: false },
  },
});

/** how long an answer the server drew the page with stays fresh for a query that always asks again */
const SEED_FRESH_MS = 10_000;
/** the seeded answers: query hash → the answer's time and when this page took it (this browser's clock) */
const seeds = new Map<string, { at: number; takenAt: number }>();

// a server-rendered page (src/ssr) brings its queries' answers: the first render shows what the
// server drew and asks nothing again while they are fresh
if (!import.meta.env.SSR) {
  // (setQueryData rather than react-query's hydrate(): the same effect, without its 2 KB)
  const takenAt = Date.now();
  for (const q of takeSeed<QuerySeed[]>(QUERY_SEED_KEY)?.data ?? []) {
    queryClient.setQueryData(q.key, q.data, { updatedAt: q.at });
    seeds.set(hashKey(q.key), { at: q.at, takenAt });
  }
}

/**
 * `staleTime` of a query that asks again whenever it is shown (a balance, a membership): stale at
 * once, except the answer a server-rendered page was drawn with a moment ago, which stays fresh
 * for SEED_FRESH_MS (measured on this browser's clock) until it changes. The page is then adopted
 * without asking the same thing twice.
 */
export function alwaysAskAgain(query: { queryHash: string; state: { dataUpdatedAt: number } }): number {
  const seed = seeds.get(query.queryHash);
  return seed && seed.at === query.state.dataUpdatedAt && Date.now() - seed.takenAt < SEED_FRESH_MS ? Number.POSITIVE_INFINITY : 0;
}

/** Server only: the client of the request being rendered (each request has its own). */
let renderClient: QueryClient | null = null;
export function setRenderQueryClient(client: QueryClient | null): void {
  renderClient = client;
}

export function QueryProvider({ children }: { children: ReactNode }) {
  const client = import.meta.env.SSR && renderClient ? renderClient : queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
