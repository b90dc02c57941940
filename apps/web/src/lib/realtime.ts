/**
 * The realtime client: one socket per page, shared by every feature that listens.
 *
 * - Connects while anything listens (`on`, `subscribe`); each connect first asks the signed API for
 *   a single-use, one-minute ticket (`POST /api/v1/realtime/ticket`), so the token never goes into
 *   the socket's URL; a NOT_LOGGED_IN answer (2001) stops trying (logout, ban, expiry).
 * - Reconnects with exponential backoff (and jitter) and a fresh ticket; after MAX_FAILURES
 *   connects in a row without a `hello`, or where WebSocket does not exist, it falls back to the
 *   poll functions features register (`addPollFallback`), if any.
 * - Server messages: `{"type": "...", "payload": {...}, "topic"?: "...", "seq"?: n}`; event names
 *   are versioned (`cp.invited.v1`, packages/shared REALTIME_EVENTS). Every event of a topic has the
 *   topic's seq (1, 2, 3…). Events of the user's own room (`user:<id>`) need no subscription: the
 *   server puts the socket there, and a reconnect resumes it with `/ws?ticket=…&user=<id>&since=<seq>`.
 *   Topic rooms are joined with `subscribe`: `{"op":"sub","topic":t,"since":lastSeq}` on every
 *   (re)connect, so the server replays what was missed; `{"op":"unsub","topic":t}` when the last
 *   handler leaves. The server answers a sub with `{"type":"subscribed","topic":t,"seq":n}`.
 *   Messages at or below the last seq seen for a topic are dropped (replays overlap). `{"type":
 *   "resync","topic":t,"seq":n}` (what was missed is no longer kept) calls the topic's `onResync`
 *   handlers — `onResync(OWN_TOPIC, …)` for the own room — which refetch; the topic continues
 *   after `n`. `{"type":"denied","topic":t}` refuses a sub (not the user's).
 */
import { ErrorCode, REALTIME_API, type RealtimeEvents, type RealtimeEventType } from '@app/shared';
import { getAppConfig } from '../app/config';
import { ApiError, apiCall } from './api';
import { getUserToken } from './session';

export interface RealtimeMessage {
  type: string;
  payload: unknown;
  topic?: string;
  seq?: number;
}

type Handler = (payload: unknown, message: RealtimeMessage) => void;
type Unsubscribe = () => void;

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;
/** connects in a row that never reached `hello` before falling back to polling (~3 min of tries) */
export const MAX_FAILURES = 10;
export const DEFAULT_POLL_MS = 15_000;
const NORMAL_CLOSE = 1000;

export type RealtimeState = 'idle' | 'connecting' | 'open' | 'waiting' | 'polling' | 'stopped';

/** `onResync` key of the user's own room (`user:<id>`, joined by the server) */
export const OWN_TOPIC = 'user';

/** Where the user's own room stands, to resume it on reconnect. */
export interface Resume {
  user: number;
  since: number;
}

interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
}

export interface RealtimeDeps {
  /** a fresh ticket; null when there is no live session (stop); throws on anything else (retry) */
  ticket(signal: AbortSignal): Promise<string | null>;
  /** opens the socket for a ticket (resuming the own room after `since`); null where WebSocket does not exist */
  open: ((ticket: string, resume?: Resume) => SocketLike) | null;
  random(): number;
}

const OPEN = 1;

export function createRealtime(deps: RealtimeDeps) {
  const byType = new Map<string, Set<Handler>>();
  const topics = new Map<string, { handlers: Set<Handler>; seq?: number }>();
  const resyncs = new Map<string, Set<() => void>>();
  const polls = new Map<() => void, number>();
  let state: RealtimeState = 'idle';
  let socket: SocketLike | null = null;
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pollTimers: Array<ReturnType<typeof setInterval>> = [];
  let failures = 0;
  let greeted = false;
  /** the user's own room, from `hello`: its seq is resumed on reconnect */
  let own: { user: number; topic: string; seq?: number } | null = null;

  const listening = () => byType.size > 0 || topics.size > 0;
  const send = (data: object) => {
    if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(data));
  };
  const sub = (topic: string, seq: number | undefined) => send(seq === undefined ? { op: 'sub', topic } : { op: 'sub', topic, since: seq });

  function startPolling() {
    state = 'polling';
    stopPolling();
    pollTimers = [...polls].map(([poll, ms]) => setInterval(poll, ms));
  }
  function stopPolling() {
    for (const t of pollTimers) clearInterval(t);
    pollTimers = [];
  }

  function retry() {
    failures += 1;
    if (failures >= MAX_FAILURES) {
      startPolling();
      return;
    }
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** (failures - 1)) * (0.8 + 0.4 * deps.random());
    state = 'waiting';
    timer = setTimeout(() => void connect(), delay);
  }

  async function connect() {
    if (!deps.open) {
      startPolling();
      return;
    }
    state = 'connecting';
    const controller = new AbortController();
    abort = controller;
    let ticket: string | null;
    try {
      ticket = await deps.ticket(controller.signal);
    } catch {
      if (!controller.signal.aborted) retry();
      return;
    }
    if (controller.signal.aborted) return;
    if (ticket === null) {
      state = 'stopped';
      return;
    }
    const ws = deps.open(ticket, own && own.seq !== undefined ? { user: own.user, since: own.seq } : undefined);
    socket = ws;
    greeted = false;
    ws.onopen = () => {
      for (const [topic, entry] of topics) sub(topic, entry.seq);
    };
    ws.onmessage = (ev) => receive(ev.data);
    // also after 4001 (session revoked): the next ticket call tells whether the session is gone
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      // a connection that got as far as `hello` was healthy: start the backoff from the beginning
      if (greeted) failures = 0;
      retry();
    };
  }

  function receive(data: unknown) {
    let msg: RealtimeMessage;
    try {
      msg = JSON.parse(String(data)) as RealtimeMessage;
    } catch {
      return; // 'pong' and anything else that is not an event
    }
    if (!msg || typeof msg.type !== 'string') return;
    if (msg.type === 'hello') {
      greeted = true;
      failures = 0;
      state = 'open';
      const user = (msg.payload as { user_id?: unknown } | null)?.user_id;
      // another user than before (logout, login): nothing of the old room to resume
      if (typeof user === 'number' && own?.user !== user) own = { user, topic: `user:${user}` };
    }
    const entry = msg.topic === undefined ? undefined : topics.get(msg.topic);
    const cursor = msg.topic !== undefined && msg.topic === own?.topic ? own : entry;
    if (msg.type === 'resync') {
      // what was missed is gone: refetch, and continue after its seq
      if (cursor && typeof msg.seq === 'number') cursor.seq = msg.seq;
      const keys = cursor === own ? [msg.topic, OWN_TOPIC] : [msg.topic];
      for (const key of keys) if (key !== undefined) for (const fn of [...(resyncs.get(key) ?? [])]) fn();
      return;
    }
    if (msg.type === 'denied') {
      console.warn('[realtime] %s refused: %o', msg.topic, msg.payload);
      return;
    }
    if (cursor && typeof msg.seq === 'number') {
      if (cursor.seq !== undefined && msg.seq <= cursor.seq) return;
      cursor.seq = msg.seq;
    }
    if (msg.type === 'subscribed') return;
    const handlers = [...(byType.get(msg.type) ?? []), ...(byType.get('*') ?? []), ...(entry?.handlers ?? [])];
    const dot = msg.type.indexOf('.');
    if (dot > 0) handlers.push(...(byType.get(`${msg.type.slice(0, dot)}.*`) ?? []));
    for (const fn of handlers) {
      try {
        fn(msg.payload, msg);
      } catch (err) {
        console.error('[realtime] %s handler failed', msg.type, err);
      }
    }
  }

  function ensure() {
    if (state === 'idle') void connect();
  }

  function teardown() {
    if (listening()) return;
    abort?.abort();
    abort = null;
    clearTimeout(timer);
    stopPolling();
    const ws = socket;
    socket = null;
    ws?.close(NORMAL_CLOSE);
    failures = 0;
    // nobody listened meanwhile: the next connection starts from now
    own = null;
    state = 'idle';
  }

  function add<K, V>(map: Map<K, Set<V>>, key: K, value: V): void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(value);
  }

  return {
    /** Handlers for one event type, `prefix.*` for a family (`cp.*`), or `*`; returns the unsubscribe. */
    on(type: string, handler: Handler): Unsubscribe {
      add(byType, type, handler);
      ensure();
      return () => {
        const set = byType.get(type);
        if (!set?.delete(handler)) return;
        if (set.size === 0) byType.delete(type);
        teardown();
      };
    },
    /** Joins a topic room (e.g. `game:racing:default`) while the handler is registered. */
    subscribe(topic: string, handler: Handler): Unsubscribe {
      const entry = topics.get(topic);
      if (entry) entry.handlers.add(handler);
      else {
        topics.set(topic, { handlers: new Set([handler]) });
        sub(topic, undefined);
      }
      ensure();
      return () => {
        const current = topics.get(topic);
        if (!current?.handlers.delete(handler)) return;
        if (current.handlers.size === 0) {
          topics.delete(topic);
          send({ op: 'unsub', topic });
        }
        teardown();
      };
    },
    /** Called when the server cannot replay what a topic (OWN_TOPIC: the user's room) missed: refetch its state. */
    onResync(topic: string, handler: () => void): Unsubscribe {
      add(resyncs, topic, handler);
      return () => {
        const set = resyncs.get(topic);
        if (set?.delete(handler) && set.size === 0) resyncs.delete(topic);
      };
    },
    /** Runs `poll` every `intervalMs` while there is no socket (no WebSocket, or it kept failing). */
    addPollFallback(poll: () => void, intervalMs = DEFAULT_POLL_MS): Unsubscribe {
      polls.set(poll, intervalMs);
      if (state === 'polling') startPolling();
      return () => {
        if (!polls.delete(poll)) return;
        if (state === 'polling') startPolling();
      };
    },
    state: (): RealtimeState => state,
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

async function fetchTicket(signal: AbortSignal): Promise<string | null> {
  if (!getUserToken()) return null;
  try {
    return (await apiCall(REALTIME_API.ticket, undefined, { silent: true, signal })).ticket;
  } catch (err) {
    if (err instanceof ApiError && err.code === ErrorCode.NOT_LOGGED_IN) return null;
    throw err;
  }
}

function openSocket(ticket: string, resume?: Resume): SocketLike {
  const base = getAppConfig().apiBase || window.location.origin;
  const query = `ticket=${encodeURIComponent(ticket)}${resume ? `&user=${resume.user}&since=${resume.since}` : ''}`;
  return new WebSocket(`${base.replace(/^http/, 'ws')}/ws?${query}`) as unknown as SocketLike;
}

/** The page's connection. */
export const realtime: Realtime = createRealtime({
  ticket: fetchTicket,
  open: typeof WebSocket === 'undefined' ? null : openSocket,
  random: Math.random,
});

/** Typed `on` for the events of packages/shared (RealtimeEvents); see `realtime.on` for families. */
export function on<K extends RealtimeEventType>(
  type: K,
  handler: (payload: RealtimeEvents[K], message: RealtimeMessage) => void,
): Unsubscribe;
export function on(type: `${string}.*` | '*', handler: Handler): Unsubscribe;
export function on(type: string, handler: Handler): Unsubscribe {
  return realtime.on(type, handler);
}

export const subscribe = (topic: string, handler: Handler): Unsubscribe => realtime.subscribe(topic, handler);
export const onResync = (topic: string, handler: () => void): Unsubscribe => realtime.onResync(topic, handler);
export const addPollFallback = (poll: () => void, intervalMs?: number): Unsubscribe => realtime.addPollFallback(poll, intervalMs);
