import type { ClientPlatform, Envelope } from '@app/shared';
import { useEffect, useState } from 'react';

/**
 * Answers the server fetched while it rendered a page (src/ssr/entry-server.tsx), handed to the
 * browser inside the page as `<script type="application/json" id="ssr-data">`: the page's first
 * render in the browser shows them instead of a skeleton, so it paints what the server painted and
 * asks nothing again. Each answer is taken once (a later visit of the page asks the server).
 */

type SeedMap = Record<string, unknown>;

let seeds: SeedMap | null = null;
/** server only: the requests a render wanted and did not have */
let wanted: Map<string, () => Promise<unknown>> | null = null;

function browserSeeds(): SeedMap {
  if (seeds) return seeds;
  seeds = {};
  if (typeof document === 'undefined') return seeds;
  const el = document.getElementById('ssr-data');
  if (el?.textContent) {
    try {
      seeds = JSON.parse(el.textContent) as SeedMap;
    } catch {
      console.error('[ssr] the page data could not be read');
    }
  }
  return seeds;
}

/**
 * The page was rendered for another reader than the browser's (app/start.tsx): none of its
 * answers are this reader's.
 */
export function dropSeeds(): void {
  seeds = {};
}

/** The answer the server rendered for `key`, once; undefined when there is none. */
export function takeSeed<T>(key: string): { data: T } | undefined {
  const map = browserSeeds();
  if (!Object.hasOwn(map, key)) return undefined;
  const data = map[key] as T;
  if (!import.meta.env.SSR) delete map[key];
  return { data };
}

/** Server: a render asks for `key` (use-request); the renderer fetches it and renders again. */
export function wantRequest(key: string, fetcher: () => Promise<unknown>): void {
  if (wanted && !wanted.has(key)) wanted.set(key, fetcher);
}

/** What the server knows of the reader while it renders (the browser reads its own). */
export interface ServerRequest {
  href: string;
  platform: ClientPlatform;
  /** the install channel of the address */
  channel: string | null;
  /**
   * The reader's session token (the address's `access_token`, as the apps open pages, or the
   * Access-Token cookie): their own page is rendered with their answers, never cached.
   */
  token: string | null;
}
let request: ServerRequest | null = null;

/** Server only: the request being rendered (null in the browser). */
export function serverRequest(): ServerRequest | null {
  return request;
}

/** Server: runs one synchronous render with `data` as the answers, collecting what it also wanted. */
export function withSeeds<R>(
  data: SeedMap,
  req: ServerRequest,
  render: () => R,
): { result: R; wanted: Map<string, () => Promise<unknown>> } {
  seeds = data;
  wanted = new Map();
  request = req;
  try {
    return { result: render(), wanted };
  } finally {
    seeds = null;
    wanted = null;
    request = null;
  }
}

export type SsrTransport = (method: 'GET' | 'POST', path: string, params: Record<string, unknown>) => Promise<Envelope>;
let transport: SsrTransport | null = null;

/** Server: how the API client reaches the API while rendering (in-process, signed by the server). */
export function setSsrTransport(next: SsrTransport | null): void {
  transport = next;
}

export function ssrTransport(): SsrTransport | null {
  return transport;
}

let hydrating = false;

/** The browser is drawing its first render over the server's markup (app/start.tsx). */
export function setHydrating(on: boolean): void {
  hydrating = on;
}

/** True during the browser's first render over the server's markup. */
export function isHydrating(): boolean {
  return hydrating;
}

/**
 * A value the server cannot know (stored state, screen, touch): on the server and in the
 * browser's first render over server markup it is `asServer()` — the same as the markup, which
 * hydration does not correct — and the browser's own `inBrowser()` right after. Elsewhere the
 * browser's value from the start.
 */
export function useBrowserValue<T>(asServer: () => T, inBrowser: () => T): T {
  const [value, setValue] = useState<T>(() => (import.meta.env.SSR || hydrating ? asServer() : inBrowser()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once after the first render
  useEffect(() => {
    const own = inBrowser();
    if (!Object.is(own, value)) setValue(own);
  }, []);
  return value;
}
