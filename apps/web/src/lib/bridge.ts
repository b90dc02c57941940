/**
 * The native bridge (spec 7). Pages call the functions below; each works in the apps' web views and
 * falls back to a browser equivalent in a plain browser.
 *
 * Native contract (docs/native-bridge.md):
 *   - the app injects `window.__nativeBridge = { call(method: string, payloadJson: string, callbackId: string): string | undefined }`
 *     (Android: `window.AndroidBridge.call` with the same arguments; iOS: the message handler
 *     `window.webkit.messageHandlers.nativeBridge.postMessage({ method, payload, callbackId })`);
 *   - a synchronous answer is returned as JSON text; an asynchronous one is delivered later with
 *     `window.__nativeBridgeCallback(callbackId, resultJson)`;
 *   - room events are pushed with `window.__nativeBridgeEvent(eventName, payloadJson)` while a
 *     listener is registered.
 */
import { BRANDS, type Brand, compareVersions, DEFAULT_BRAND, routeMatcher } from '@app/shared';
import { routeTablesNow } from '../app/routes/registry';
import { appState } from '../app/startup';
import { t } from './i18n';
import { navigateTo } from './navigation';
import { local } from './storage';
import { showToast } from './toast';

interface NativeCallable {
  call(method: string, payloadJson: string, callbackId: string): string | undefined | null;
}
interface WebkitHandler {
  postMessage(message: { method: string; payload: unknown; callbackId: string }): void;
}

declare global {
  interface Window {
    __nativeBridge?: NativeCallable;
    AndroidBridge?: NativeCallable;
    webkit?: { messageHandlers?: { nativeBridge?: WebkitHandler } };
    __nativeBridgeCallback?: (callbackId: string, resultJson: string) => void;
    __nativeBridgeEvent?: (eventName: string, payloadJson: string) => void;
  }
}

/** Every method name the native side implements. */
export const NATIVE_METHODS = {
  version: 'getVersion',
  platform: 'getPlatform',
  statusBarHeight: 'getStatusBarHeight',
  vpnState: 'getVpnState',
  appName: 'getAppName',
  deviceId: 'getDeviceId',
  toast: 'toast',
  finish: 'finish',
  titleBar: 'setTitleBar',
  copy: 'copy',
  permission: 'requestPermission',
  jump: 'jump',
  payment: 'pay',
  registerRoomEvent: 'registerRoomEventListener',
  unregisterRoomEvent: 'unregisterRoomEventListener',
  apiError: 'reportApiError',
} as const;

const CALL_TIMEOUT_MS = 5000;
const pending = new Map<string, (value: unknown) => void>();
let callbackSeq = 0;

function transport(): ((method: string, payload: unknown, callbackId: string) => string | undefined | null) | null {
  if (typeof window === 'undefined') return null;
  const direct = window.__nativeBridge ?? window.AndroidBridge;
  if (direct && typeof direct.call === 'function') {
    return (method, payload, id) => direct.call(method, JSON.stringify(payload ?? {}), id);
  }
  const ios = window.webkit?.messageHandlers?.nativeBridge;
  if (ios) {
    return (method, payload, id) => {
      ios.postMessage({ method, payload: payload ?? {}, callbackId: id });
      return undefined;
    };
  }
  return null;
}

/** True inside one of the brand apps (a native bridge is present). */
export function isInApp(): boolean {
  return transport() !== null;
}

function parseJson(text: string | undefined | null): unknown {
  if (text === undefined || text === null || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function installCallbacks(): void {
  if (typeof window === 'undefined' || window.__nativeBridgeCallback) return;
  window.__nativeBridgeCallback = (callbackId, resultJson) => {
    const resolve = pending.get(callbackId);
    if (!resolve) return;
    pending.delete(callbackId);
    resolve(parseJson(resultJson));
  };
  window.__nativeBridgeEvent = (eventName, payloadJson) => {
    const payload = parseJson(payloadJson);
    for (const fn of roomListeners) fn(eventName, payload);
  };
}

/** Calls the native side; resolves with its answer, or undefined when absent or silent. */
export function callNative(method: string, payload?: unknown): Promise<unknown> {
  const send = transport();
  if (!send) return Promise.resolve(undefined);
  installCallbacks();
  callbackSeq += 1;
  const callbackId = `cb${Date.now().toString(36)}${callbackSeq}`;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      pending.delete(callbackId);
      resolve(undefined);
    }, CALL_TIMEOUT_MS);
    pending.set(callbackId, (value) => {
      window.clearTimeout(timer);
      resolve(value);
    });
    try {
      const sync = send(method, payload, callbackId);
      if (sync !== undefined && sync !== null) pending.get(callbackId)?.(parseJson(sync));
    } catch (err) {
      console.error('[bridge] %s failed', method, err);
      pending.get(callbackId)?.(undefined);
    }
  });
}

const asString = (v: unknown): string | null => (typeof v === 'string' && v ? v : typeof v === 'number' ? String(v) : null);

// ---- client information -------------------------------------------------------------------

export const BROWSER_VERSION = '0.0.0';

export async function getVersion(): Promise<string> {
  return asString(await callNative(NATIVE_METHODS.version)) ?? BROWSER_VERSION;
}

export async function getPlatform(): Promise<string> {
  return asString(await callNative(NATIVE_METHODS.platform)) ?? 'web';
}

export async function getStatusBarHeight(): Promise<number> {
  const v = Number(await callNative(NATIVE_METHODS.statusBarHeight));
  return Number.isFinite(v) && v >= 0 ? v : 0;
}

export async function getVpnState(): Promise<boolean> {
  const v = await callNative(NATIVE_METHODS.vpnState);
  return v === true || v === 'true' || v === 1;
}

export async function getAppName(): Promise<string | null> {
  return asString(await callNative(NATIVE_METHODS.appName));
}

const DEVICE_ID_KEY = 'web_device_id';
export async function getDeviceId(): Promise<string> {
  const native = asString(await callNative(NATIVE_METHODS.deviceId));
  if (native) return native;
  let id = local.get(DEVICE_ID_KEY);
  if (!id) {
    // getRandomValues, not randomUUID: the latter is missing on plain-http origins (web views)
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
    id = `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    local.set(DEVICE_ID_KEY, id);
  }
  return id;
}

/** True when the app version is at least `min` (dotted numbers, spec 5). */
export async function isVersionAtLeast(min: string): Promise<boolean> {
  return compareVersions(await getVersion(), min) >= 0;
}

// ---- UI ---------------------------------------------------------------------------------------

export function toast(content: string): void {
  if (isInApp()) void callNative(NATIVE_METHODS.toast, { content });
  else showToast(content);
}

export function finish(): void {
  if (isInApp()) {
    void callNative(NATIVE_METHODS.finish);
    return;
  }
  if (window.history.length > 1) window.history.back();
  else window.close();
}

export function setTitleBar(title: string): void {
  document.title = title;
  if (isInApp()) void callNative(NATIVE_METHODS.titleBar, { title });
}

export async function copyText(content: string): Promise<boolean> {
  if (isInApp()) {
    await callNative(NATIVE_METHODS.copy, { content });
    return true;
  }
  try {
    await navigator.clipboard.writeText(content);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = content;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

// ---- permissions ---------------------------------------------------------------------------------

export function isLocalhost(hostname: string = window.location.hostname): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}

/**
 * Asks the app for a permission scope (camera, microphone, album, …). Skipped on localhost
 * (spec 5) and in a plain browser, where the browser prompts by itself: both resolve granted.
 * A refusal shows the localised "not authorised" message (spec 8).
 */
export async function requestPermission(scope: string): Promise<boolean> {
  if (isLocalhost() || !isInApp()) return true;
  const answer = await callNative(NATIVE_METHODS.permission, { scope });
  const granted =
    answer === true ||
    answer === 'true' ||
    (typeof answer === 'object' && answer !== null && (answer as { granted?: unknown }).granted === true);
  if (!granted) toast(t('bridge.permissionDenied'));
  return granted;
}

// ---- jumps into the app ------------------------------------------------------------------------

export const JUMP_TARGETS = [
  'user_home',
  'tribe_hall',
  'diamond_store',
  'recharge_coins',
  'vip_recharge',
  'main_tab',
  'message_tab',
] as const;
export type JumpTarget = (typeof JUMP_TARGETS)[number];

export type JumpParams =
  | { target_name: 'user_home'; params: { user_id: number | string } }
  | { target_name: 'tribe_hall'; params: { tribe_id: number | string } }
  | { target_name: Exclude<JumpTarget, 'user_home' | 'tribe_hall'>; params?: Record<string, string | number> };

/** Web pages that stand in for app screens in a plain browser; the others show a notice. */
const WEB_EQUIVALENTS: Partial<Record<JumpTarget, string>> = {
  // the app's message tab hosts the official messages page (docs/native-bridge.md)
  message_tab: '/h5/messages',
};

/**
 * The recharge and membership pages of the brand the page runs for, when its route table has
 * them (wakoo `/h5/recharge`, default `/h5/recharge_cn|ja/<brand>`; ocha, cooya and ucoo+ have
 * no store page, their apps do): a link to a route the table lacks would land on a legal
 * placeholder, so without one the jump says "open in the app".
 */
const STORE_ROUTES = new Set(['wakoo_recharge', 'recharge_cn', 'recharge_ja', 'member', 'vip_cn']);

export function storeEquivalent(target: JumpTarget, brand: Brand, table: readonly { path: string; name: string }[]): string | null {
  const q = `app_name=${encodeURIComponent(brand.id)}`;
  let href: string | null = null;
  if (target === 'diamond_store' || target === 'recharge_coins') {
    href = brand.id === 'wakoo' ? `/h5/recharge?${q}` : `/h5/recharge_${brand.defaultRegion === 'japan' ? 'ja' : 'cn'}/${brand.id}`;
  } else if (target === 'vip_recharge') {
    href = brand.id === 'wakoo' ? `/h5/member/${brand.id}` : `/h5/vip_cn?${q}`;
  }
  if (!href) return null;
  const route = routeMatcher(table).match(new URL(href, 'http://page.local').pathname);
  return route && STORE_ROUTES.has(route.name) ? href : null;
}

/** The tribe hall: in a browser our hall page (`/h5/tribe/<id>`; without a valid id, my tribe). */
export function tribeHallHref(to: JumpParams): string | null {
  if (to.target_name !== 'tribe_hall') return null;
  const id = String(to.params?.tribe_id ?? '');
  return /^\d{1,15}$/.test(id) ? `/h5/tribe/${id}` : '/h5/tribe';
}

function tableOfPage(): readonly { path: string; name: string }[] {
  const tables = routeTablesNow();
  return tables?.[brandOfPage().id] ?? [];
}

function brandOfPage(): Brand {
  try {
    return appState().brand;
  } catch {
    return BRANDS[DEFAULT_BRAND];
  }
}

export function jump(to: JumpParams): void {
  if (isInApp()) {
    void callNative(NATIVE_METHODS.jump, { target_name: to.target_name, params: to.params ?? {} });
    return;
  }
  const web = WEB_EQUIVALENTS[to.target_name] ?? tribeHallHref(to) ?? storeEquivalent(to.target_name, brandOfPage(), tableOfPage());
  if (web) navigateTo(web);
  else showToast(t('bridge.openInApp'));
}

// ---- payment -------------------------------------------------------------------------------------

export interface PaymentRequest {
  product_id: string;
  method: string;
  amount?: number;
  [key: string]: unknown;
}

/** Starts an in-app payment; in a browser it opens the web checkout. */
export async function pay(request: PaymentRequest): Promise<unknown> {
  if (isInApp()) return callNative(NATIVE_METHODS.payment, request);
  const query = new URLSearchParams({ product_id: request.product_id, method: request.method });
  const store = storeEquivalent('recharge_coins', brandOfPage(), tableOfPage()) ?? '/h5/recharge';
  navigateTo(`${store}${store.includes('?') ? '&' : '?'}${query.toString()}`);
  return undefined;
}

// ---- room events ---------------------------------------------------------------------------------

export type RoomEventListener = (eventName: string, payload: unknown) => void;
const roomListeners = new Set<RoomEventListener>();

/** Subscribes to the app's room events; returns the unsubscribe function. */
export function onRoomEvent(listener: RoomEventListener): () => void {
  installCallbacks();
  const first = roomListeners.size === 0;
  roomListeners.add(listener);
  if (first) void callNative(NATIVE_METHODS.registerRoomEvent);
  return () => {
    if (!roomListeners.delete(listener)) return;
    if (roomListeners.size === 0) void callNative(NATIVE_METHODS.unregisterRoomEvent);
  };
}

// ---- api errors ------------------------------------------------------------------------------------

export function reportApiError(code: number, msg: string): void {
  if (isInApp()) void callNative(NATIVE_METHODS.apiError, { code, msg });
}
