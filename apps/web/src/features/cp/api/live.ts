import { useEffect } from 'react';
import { getAppConfig } from '../../../app/config';
import { queryClient } from '../../../lib/query';
import { CP_QUERY_KEY } from './cp';

/**
 * Listens on the realtime socket while the page is open: an invitation, an answer or a dissolve
 * from the other side refreshes the page at once. Reconnects a few times; without it the page
 * still refreshes when it regains focus.
 */
export function useCpLive(token: string | null) {
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let ws: WebSocket | null = null;
    let closed = false;
    let tries = 0;
    let timer: number | undefined;
    const base = getAppConfig().apiBase || window.location.origin;
    const url = `${base.replace(/^http/, 'ws')}/ws?token=${encodeURIComponent(token)}`;
    const connect = () => {
      ws = new WebSocket(url);
      ws.onmessage = (e) => {
        try {
          const msg = JSON.parse(String(e.data)) as { type?: string };
          if (msg.type === 'hello') tries = 0;
          if (msg.type?.startsWith('cp.')) void queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });
        } catch {
          /* not ours */
        }
      };
      ws.onclose = () => {
        if (closed || tries >= 5) return;
        tries += 1;
        timer = window.setTimeout(connect, 1000 * tries);
      };
    };
    connect();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      ws?.close();
    };
  }, [token]);
}
