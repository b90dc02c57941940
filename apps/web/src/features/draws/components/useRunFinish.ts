import { useCallback, useRef } from 'react';

/**
 * A stage's "done" for the current run: however many timers or taps reach it, the page hears it
 * once per run (and a run's late timer cannot finish the next one).
 */
export function useRunFinish(runId: number, onDone: () => void): () => void {
  const finished = useRef(-1);
  const latest = useRef(onDone);
  latest.current = onDone;
  return useCallback(() => {
    if (finished.current === runId) return;
    finished.current = runId;
    latest.current();
  }, [runId]);
}
