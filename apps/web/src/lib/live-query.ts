import type { RealtimeEventType } from '@app/shared';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryClient } from './query';
import { addPollFallback, OWN_TOPIC, onResync, realtime } from './realtime';

export interface LiveQueryOptions {
  /** the signed-in user's token; nothing is listened to without one */
  token: string | null;
  /** what is refetched: every query under this key */
  queryKey: QueryKey;
  /** the realtime event (or `domain.*`) of the user's own room that means "changed" */
  event: RealtimeEventType | `${string}.*`;
  /** without a socket (none, or it kept failing) the page looks again this often */
  pollMs: number;
  /** also refetch when the page becomes visible again */
  refreshOnVisible?: boolean;
}

/**
 * Keeps a page's queries fresh while it is open: an event of the user's own room on the shared
 * realtime connection (lib/realtime.ts) refetches them at once, and so does a resync of that room
 * (the user missed more than the server keeps); without a socket the page polls.
 */
export function useLiveQuery({ token, queryKey, event, pollMs, refreshOnVisible = false }: LiveQueryOptions) {
  const keyText = JSON.stringify(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by value (keyText)
  useEffect(() => {
    if (!token) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const offs = [realtime.on(event, refresh), onResync(OWN_TOPIC, refresh), addPollFallback(refresh, pollMs)];
    if (refreshOnVisible) {
      const onVisible = () => {
        if (document.visibilityState === 'visible') refresh();
      };
      document.addEventListener('visibilitychange', onVisible);
      offs.push(() => document.removeEventListener('visibilitychange', onVisible));
    }
    return () => {
      for (const off of offs) off();
    };
  }, [token, keyText, event, pollMs, refreshOnVisible]);
}
