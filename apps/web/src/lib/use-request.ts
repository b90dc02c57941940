import { useCallback, useEffect, useRef, useState } from 'react';
import { takeSeed, wantRequest } from './ssr-data';

export interface RequestState<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** asks again (a retry button) */
  refetch: () => void;
  /** replaces the answer (after a change the page made itself) */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

export interface RequestOptions {
  /**
   * The server-rendered answer is shown at once but asked again in the background (it was
   * rendered for an anonymous reader; a signed-in one gets their own answer).
   */
  refresh?: boolean;
}

interface State<T> {
  key: string | null;
  data?: T;
  error?: unknown;
  pending: boolean;
}

/**
 * One request per key for the public pages (legal documents) that a first-time visitor on a slow
 * phone opens: react-query (~11 KB) would be a tenth of their budget, and they need no cache,
 * no polling and no shared state. `key` null: nothing is asked. An answer for an older key is
 * dropped. On a server-rendered page the first answer comes with the page (lib/ssr-data).
 */
export function useRequest<T>(key: string | null, fetcher: () => Promise<T>, opts: RequestOptions = {}): RequestState<T> {
  const [state, setState] = useState<State<T>>(() => {
    const seed = key === null ? undefined : takeSeed<T>(key);
    return seed ? { key, data: seed.data, pending: false } : { key, pending: key !== null };
  });
  // the key whose answer came with the page: its first fetch is skipped (or runs in the background)
  const seeded = useRef(state.data !== undefined ? key : null);
  if (import.meta.env.SSR && key !== null && state.data === undefined) wantRequest(key, fetcher);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request (a reader known to be signed in only after the first render asks again); the fetcher is a new closure each render
  useEffect(() => {
    if (key === null) return;
    const fromPage = seeded.current === key && attempt === 0;
    seeded.current = null;
    if (fromPage && !opts.refresh) return;
    let live = true;
    if (!fromPage) setState((s) => ({ key, data: s.key === key ? s.data : undefined, pending: true }));
    fetcher().then(
      (data) => live && setState({ key, data, pending: false }),
      // a failed background refresh keeps the page's answer
      (error: unknown) => live && setState((s) => (fromPage && s.data !== undefined ? s : { key, error, pending: false })),
    );
    return () => {
      live = false;
    };
  }, [key, attempt, opts.refresh]);
  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((update: (current: T | undefined) => T | undefined) => setState((s) => ({ ...s, data: update(s.data) })), []);
  const current = state.key === key;
  return {
    data: current ? state.data : undefined,
    error: current ? state.error : undefined,
    isPending: key !== null && (!current || state.pending),
    isError: current && state.error !== undefined && !state.pending,
    refetch,
    setData,
  };
}
