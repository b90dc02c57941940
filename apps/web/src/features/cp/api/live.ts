import { useLiveQuery } from '../../../lib/live-query';
import { CP_QUERY_KEY } from './cp';

/** Without a socket (no WebSocket, or it kept failing) the page looks again this often. */
const CP_POLL_MS = 20_000;

/**
 * While the CP page is open, an invitation, an answer or a dissolve from the other side refreshes
 * it at once (the `cp.*` events of the user's own room), and so does a resync of that room. The
 * page also refreshes when it becomes visible again.
 */
export function useCpLive(token: string | null) {
  useLiveQuery({ token, queryKey: CP_QUERY_KEY, event: 'cp.*', pollMs: CP_POLL_MS, refreshOnVisible: true });
}
