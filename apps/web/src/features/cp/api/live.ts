import { useEffect } from 'react';
import { queryClient } from '../../../lib/query';
import { addPollFallback, OWN_TOPIC, on, onResync } from '../../../lib/realtime';
import { CP_QUERY_KEY } from './cp';

/** Without a socket (no WebSocket, or it kept failing) the page looks again this often. */
const CP_POLL_MS = 20_000;

/**
 * While the CP page is open, an invitation, an answer or a dissolve from the other side refreshes
 * it at once: the `cp.*` events of the user's own room on the shared realtime connection
 * (lib/realtime.ts), and so does a resync of that room. The page also refreshes when it becomes
 * visible again.
 */
export function useCpLive(token: string | null) {
  useEffect(() => {
    if (!token) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });
    const offEvents = on('cp.*', refresh);
    // the user's room missed more than the server keeps (a long time away): refetch
    const offResync = onResync(OWN_TOPIC, refresh);
    const offPoll = addPollFallback(refresh, CP_POLL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offEvents();
      offResync();
      offPoll();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [token]);
}
