/**
 * The API client (spec 7): signed parameters, the {status,msg,data} envelope, 15 s timeout,
 * error display and reporting (spec 8), admin token handling (spec 4). Pages call the API through
 * its contracts (`apiCall(GIFTS_API.send, input)`, packages/shared/src/api): the method, the path
 * and the types come from the contract, never from a URL written here.
 */

import {
  ADMIN_API_PREFIX,
  ADMIN_PREFIX,
  buildPath,
  CONSOLE_REFRESH_API,
  clientErrorMessage,
  type Endpoint,
  type EndpointRequest,
  type EndpointResult,
  type Envelope,
  ErrorCode,
  LIMITS,
  type PathParamNames,
  type PathParams,
  signParamsWith,
  toQueryValues,
} from '@app/shared';
import { getAppConfig } from '../app/config';
import { type BanNotice, signalBanned } from './ban-signal';
import { reportApiError, toast } from './bridge';
import { clientInfo } from './client';
import { currentLocale } from './i18n';
import { navigateTo } from './navigation';
import { clearAdminTokens, getAdminAccessToken, getAdminRefreshToken, getUserToken, setAdminTokens, setUserToken } from './session';
import { ssrTransport } from './ssr-data';

export const REQUEST_TIMEOUT_MS = LIMITS.requestTimeoutMs;
export { ADMIN_API_PREFIX };

const ADMIN_REFRESH_PATH = CONSOLE_REFRESH_API.path;
const ADMIN_LOGIN_PAGE = `${ADMIN_PREFIX}/login`;

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The page has no user session: no token, or a query answered that the token no longer logs in
 * (NOT_LOGGED_IN). `token` defaults to the stored one.
 */
export function isSignedOut(error: unknown, token: string | null = getUserToken()): boolean {
  return !token || (error instanceof ApiError && error.code === ErrorCode.NOT_LOGGED_IN);
}

export interface RequestOptions {
  /** a token for this call only; an admin -3 answer then leaves the stored tokens alone (spec 4) */
  accessToken?: string;
  /** do not show the error message (the caller shows its own) */
  silent?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

type Params = Record<string, unknown>;

/** The console shows errors with antd `message`; it registers itself here when it loads. */
type Presenter = (text: string) => void;
let adminPresenter: Presenter | null = null;
export function setAdminErrorPresenter(fn: Presenter | null): void {
  adminPresenter = fn;
}

function isAdminPath(path: string): boolean {
  return path.startsWith(ADMIN_API_PREFIX);
}

function headers(path: string, opts: RequestOptions, json: boolean): Record<string, string> {
  const client = clientInfo();
  const h: Record<string, string> = {
    'client-platform': 'web',
    'System-Language': currentLocale(),
    'App-Platform': client.platform || 'web',
    'App-Version': client.version || '0',
  };
  if (json) h['Content-Type'] = 'application/json';
  // device bans (risk module) refuse login and registration from a banned device
  if (client.deviceId) h['Device-Id'] = client.deviceId;
  const token = opts.accessToken ?? (isAdminPath(path) ? getAdminAccessToken() : getUserToken());
  if (token) h['Access-Token'] = token;
  return h;
}

/**
 * SHA-1 hex of the signature: WebCrypto in a secure context; a web view without one (plain http)
 * loads the pure-JS digest on its first request instead.
 */
async function sha1Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return (await import('js-sha1')).sha1(text);
  const digest = new Uint8Array(await subtle.digest('SHA-1', new TextEncoder().encode(text)));
  let hex = '';
  for (const b of digest) hex += b.toString(16).padStart(2, '0');
  return hex;
}

function signed(params: Params): Promise<Params> {
  const cfg = getAppConfig();
  return signParamsWith({ ...params, 'app-language': currentLocale() }, { accessKey: cfg.accessKey, secret: cfg.secret }, sha1Hex);
}

async function buildRequest(
  method: 'GET' | 'POST',
  path: string,
  params: Params,
  opts: RequestOptions,
): Promise<{ url: string; init: RequestInit }> {
  const base = getAppConfig().apiBase;
  const all = await signed(params);
  if (method === 'GET') {
    const query = new URLSearchParams(toQueryValues(all)).toString();
    return { url: `${base}${path}?${query}`, init: { method, headers: headers(path, opts, false) } };
  }
  return { url: `${base}${path}`, init: { method, headers: headers(path, opts, true), body: JSON.stringify(all) } };
}

/** fetch with the 15 s limit; a caller's signal aborts it too */
async function fetchWithTimeout(url: string, init: RequestInit, opts: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}

function fail(path: string, code: number, msg: string, data: unknown, opts: RequestOptions): ApiError {
  console.error('[api] %s failed: %d %s', path, code, msg);
  reportApiError(code, msg);
  if (!opts.silent && !opts.signal?.aborted) {
    if (isAdminPath(path) && adminPresenter) adminPresenter(msg);
    else toast(msg);
  }
  return new ApiError(code, msg, data);
}

async function send(method: 'GET' | 'POST', path: string, params: Params, opts: RequestOptions): Promise<Envelope> {
  // a server render reaches the API in-process (src/ssr); the browser build drops this branch
  const viaServer = import.meta.env.SSR ? ssrTransport() : null;
  if (viaServer) return viaServer(method, path, params);
  const { url, init } = await buildRequest(method, path, params, opts);
  let res: Response;
  let body: unknown;
  try {
    res = await fetchWithTimeout(url, init, opts);
    body = await res.json();
  } catch (err) {
    if (opts.signal?.aborted) throw new ApiError(ErrorCode.NETWORK, 'aborted');
    console.error('[api] %s network error', path, err);
    return { status: ErrorCode.NETWORK, msg: clientErrorMessage('NETWORK', currentLocale()), data: null };
  }
  if (!isEnvelope(body)) {
    return { status: ErrorCode.NETWORK, msg: clientErrorMessage('NETWORK', currentLocale()), data: null };
  }
  return body;
}

// one refresh at a time, shared by every call that hit -3 meanwhile
let refreshing: Promise<boolean> | null = null;

async function refreshAdminTokens(): Promise<boolean> {
  const refreshToken = getAdminRefreshToken();
  if (!refreshToken) return false;
  refreshing ??= (async () => {
    const env = await send('POST', ADMIN_REFRESH_PATH, { refresh_token: refreshToken }, { silent: true });
    if (env.status !== ErrorCode.OK) return false;
    setAdminTokens(env.data as { access_token: string; refresh_token: string });
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function request<T>(method: 'GET' | 'POST', path: string, params: Params, opts: RequestOptions): Promise<T> {
  let env = await send(method, path, params, opts);
  const adminExpired = env.status === ErrorCode.ADMIN_TOKEN_INVALID && isAdminPath(path) && opts.accessToken === undefined;
  if (adminExpired && path !== ADMIN_REFRESH_PATH && (await refreshAdminTokens())) {
    env = await send(method, path, params, opts);
  }
  if (env.status === ErrorCode.OK) return env.data as T;
  if (env.status === ErrorCode.USER_BANNED && !isAdminPath(path)) throw banned(path, env, opts);
  if (env.status === ErrorCode.ADMIN_TOKEN_INVALID && isAdminPath(path) && opts.accessToken === undefined) {
    clearAdminTokens();
    if (!window.location.pathname.startsWith(ADMIN_LOGIN_PAGE)) navigateTo(ADMIN_LOGIN_PAGE, { replace: true });
  }
  throw fail(path, env.status, env.msg, env.data, opts);
}

/** The input of a call: the path's parameters first when it has some, then the query or body, then options. */
export type ApiCallArgs<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? InputArgs<E>
  : [params: PathParams<E['path']>, ...InputArgs<E>];
type InputArgs<E extends Endpoint> =
  EndpointRequest<E> extends undefined ? [input?: undefined, opts?: RequestOptions] : [input: EndpointRequest<E>, opts?: RequestOptions];

/**
 * Calls an endpoint through its contract: GET sends the input as query parameters, POST as the
 * JSON body; `:name` segments of the path are filled from `params`. Resolves with the envelope's
 * data as the contract types it (not parsed: the console parses what it shows with the schema).
 */
export function apiCall<E extends Endpoint>(endpoint: E, ...args: ApiCallArgs<E>): Promise<EndpointResult<E>> {
  const hasParams = pathHasParams(endpoint.path);
  const [params, input, opts] = (hasParams ? args : [undefined, ...args]) as unknown as [
    PathParams<string> | undefined,
    Params | undefined,
    RequestOptions | undefined,
  ];
  const path = hasParams ? buildPath(endpoint.path, params ?? {}) : endpoint.path;
  return request<EndpointResult<E>>(endpoint.method, path, input ?? {}, opts ?? {});
}

const pathHasParams = (path: string) => /\/:\w/.test(path);

/** GET with query parameters (arrays and objects as JSON text): the spec's generic wrapper for caller-defined paths. */
export function apiGet<T>(path: string, params: Params = {}, opts: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, params, opts);
}

/** POST with a JSON body: the spec's generic wrapper for caller-defined paths. */
export function apiPost<T>(path: string, body: Params = {}, opts: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, opts);
}

/** Name from a content-disposition header (RFC 5987 filename* first), else data.xlsx. */
export function filenameFromDisposition(header: string | null, fallback = 'data.xlsx'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*([^']*)''([^;]+)/i.exec(header);
  if (star?.[2]) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || fallback;
}

/** GET a file; saves it with its server-given name (default data.xlsx). */
export async function apiDownload(path: string, params: Params = {}, opts: RequestOptions = {}): Promise<{ blob: Blob; filename: string }> {
  const { url, init } = await buildRequest('GET', path, params, opts);
  let res: Response;
  try {
    res = await fetchWithTimeout(url, init, opts);
  } catch {
    throw fail(path, ErrorCode.NETWORK, clientErrorMessage('NETWORK', currentLocale()), null, opts);
  }
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    const env: unknown = await res.json().catch(() => null);
    if (isEnvelope(env) && env.status !== ErrorCode.OK) throw fail(path, env.status, env.msg, env.data, opts);
  }
  if (!res.ok) throw fail(path, ErrorCode.NETWORK, clientErrorMessage('NETWORK', currentLocale()), null, opts);
  const blob = await res.blob();
  const filename = filenameFromDisposition(res.headers.get('content-disposition'));
  saveBlob(blob, filename);
  return { blob, filename };
}

export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** A banned user's session is over: the token goes, the notice replaces the toast. */
function banned(path: string, env: Envelope, opts: RequestOptions): ApiError {
  const data = (env.data ?? {}) as Partial<BanNotice>;
  setUserToken(null);
  const notice: BanNotice = {
    msg: env.msg,
    reason_text: data.reason_text ?? '',
    ends_at: data.ends_at ?? null,
    ends_text: data.ends_text ?? '',
    ends_time: data.ends_time ?? data.ends_text ?? '',
    permanent: data.permanent ?? false,
  };
  const shown = signalBanned(notice);
  return fail(path, env.status, env.msg, env.data, { ...opts, silent: opts.silent || shown });
}
