import { useCallback, useEffect, useState } from 'react';

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

/**
 * One request per key for the public pages (legal documents) that a first-time visitor on a slow
 * phone opens: react-query (~11 KB) would be a tenth of their budget, and they need no cache,
 * no polling and no shared state. `key` null: nothing is asked. An answer for an older key is
 * dropped.
 */
export function useRequest<T>(key: string | null, fetcher: () => Promise<T>): RequestState<T> {
  const [state, setState] = useState<{ key: string | null; data?: T; error?: unknown; pending: boolean }>({ key, pending: key !== null });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the request; the fetcher is a new closure each render
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState((s) => ({ key, data: s.key === key ? s.data : undefined, pending: true }));
    fetcher().then(
      (data) => live && setState({ key, data, pending: false }),
      (error: unknown) => live && setState({ key, error, pending: false }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
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
