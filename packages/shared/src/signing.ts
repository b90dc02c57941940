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

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function makeNonce(length = 24): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return out;
}

export interface SignOptions {
  accessKey: string;
  secret: string;
  nowSeconds?: number;
  nonce?: string;
}
export type Signed<T> = T & { timestamp: number; nonce: string; access_key: string; sign: string };

export function withSigningFields<T extends SignableParams>(params: T, opts: SignOptions) {
  return {
    ...params,
    timestamp: opts.nowSeconds ?? Math.floor(Date.now() / 1000),
    nonce: opts.nonce ?? makeNonce(),
    access_key: opts.accessKey,
  };
}

/**
 * `signParams` with an asynchronous SHA-1 (the browser's WebCrypto where it has one): the pages
 * then need no SHA-1 code of their own in a secure context.
 */
export async function signParamsWith<T extends SignableParams>(
  params: T,
  opts: SignOptions,
  hash: (text: string) => Promise<string>,
): Promise<Signed<T>> {
  const full = withSigningFields(params, opts);
  return { ...full, sign: (await hash(canonicalString(full) + opts.secret)).toUpperCase() };
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
