import { sha1 } from 'js-sha1';
import { LIMITS } from './limits';

/**
 * The request-signing protocol (docs/api.md "Signing").
 * Canonical string: every parameter except `sign` and null/undefined values, sorted by key in
 * code-unit order, each rendered as `key=value` and joined with `&`. Strings go as they are;
 * numbers, booleans, arrays and objects as their JSON text. sign = UPPER(hex(SHA-1(canonical + secret))).
 */
export type SignableParams = Record<string, unknown>;

export const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9]{${LIMITS.nonceLengthMin},${LIMITS.nonceLengthMax}}$`);

export function renderSignValue(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function canonicalString(params: SignableParams): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== null && params[key] !== undefined)
    .sort() // default sort compares UTF-16 code units, as the protocol says
    .map((key) => `${key}=${renderSignValue(params[key])}`)
    .join('&');
}

export type Sha1Hex = (text: string) => string;

/** Pure-JS SHA-1 so signing works in web views without a secure context (no crypto.subtle). */
export const sha1Hex: Sha1Hex = (text) => sha1(text);

export function computeSign(params: SignableParams, secret: string, hash: Sha1Hex = sha1Hex): string {
  return hash(canonicalString(params) + secret).toUpperCase();
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function makeNonce(length = 24): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

/** Adds timestamp, nonce, access_key and sign to a parameter set. */
export function signParams<T extends SignableParams>(
  params: T,
  opts: { accessKey: string; secret: string; nowSeconds?: number; nonce?: string },
): T & { timestamp: number; nonce: string; access_key: string; sign: string } {
  const full = {
    ...params,
    timestamp: opts.nowSeconds ?? Math.floor(Date.now() / 1000),
    nonce: opts.nonce ?? makeNonce(),
    access_key: opts.accessKey,
  };
  return { ...full, sign: computeSign(full, opts.secret) };
}

/**
 * GET parameters travel as strings: arrays and objects as their JSON text, so that the server,
 * which only sees strings, computes the same canonical string as the client.
 */
export function toQueryValues(params: SignableParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    out[key] = renderSignValue(value);
  }
  return out;
}
