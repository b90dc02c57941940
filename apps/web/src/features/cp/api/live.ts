import { ErrorCode, type TRealtimeTicket } from '@app/shared';
import { useEffect } from 'react';
import { getAppConfig } from '../../../app/config';
import { ApiError, apiPost } from '../../../lib/api';
import { queryClient } from '../../../lib/query';
import { CP_QUERY_KEY } from './cp';

const MAX_TRIES = 5;

/**
 * Listens on the realtime socket while the page is open: an invitation, an answer or a dissolve
 * from the other side refreshes the page at once. Each connection first asks for a single-use,
 * one-minute ticket through the signed API (the token itself never goes into the socket's URL).
 * Reconnects a few times, with a new ticket each time; stops when the session is gone (logout,
 * ban). Without it the page still refreshes when it regains focus.
 */
export function useCpLive(token: string | null) {
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    let ws: WebSocket | null = null;
    let closed = false;
    let tries = 0;
    let timer: number | undefined;
    const abort = new AbortController();
    const base = getAppConfig().apiBase || window.location.origin;
    const retry = () => {
      if (closed || tries >= MAX_TRIES) return;
      tries += 1;
      timer = window.setTimeout(() => void connect(), 1000 * tries);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ticket = (await apiPost<TRealtimeTicket>('/api/v1/realtime/ticket', {}, { accessToken: token, silent: true, signal: abort.signal }))
          .ticket;
      } catch (err) {
        // a revoked or expired session gets no ticket: no point trying again
        if (!(err instanceof ApiError && err.code === ErrorCode.NOT_LOGGED_IN)) retry();
        return;
      }
      if (closed) return;
      ws = new WebSocket(`${base.replace(/^http/, 'ws')}/ws?ticket=${encodeURIComponent(ticket)}`);
      ws.onmessage = (e) => {
        try {
          const msg = JSON.parse(String(e.data)) as { type?: string };
          if (msg.type === 'hello') tries = 0;
          if (msg.type?.startsWith('cp.')) void queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });
        } catch {
          /* not ours */
        }
      };
      // also after 4001 (session revoked): the next ticket call tells whether the session is gone
      ws.onclose = retry;
    };
    void connect();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void queryClient.invalidateQueries({ queryKey: CP_QUERY_KEY });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      closed = true;
      abort.abort();
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      ws?.close();
    };
  }, [token]);
}
