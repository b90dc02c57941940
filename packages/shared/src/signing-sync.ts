import { sha1 } from 'js-sha1';
import { canonicalString, type SignableParams, type Signed, type SignOptions, withSigningFields } from './signing';

/**
 * Synchronous signing with a pure-JS SHA-1 (server tests, scripts, benches). The pages sign with
 * `signParamsWith` and WebCrypto, and load js-sha1 only where a web view has no secure context.
 */
export type Sha1Hex = (text: string) => string;

export const sha1Hex: Sha1Hex = (text) => sha1(text);

export function computeSign(params: SignableParams, secret: string, hash: Sha1Hex = sha1Hex): string {
  return hash(canonicalString(params) + secret).toUpperCase();
}

/** Adds timestamp, nonce, access_key and sign to a parameter set. */
export function signParams<T extends SignableParams>(params: T, opts: SignOptions): Signed<T> {
  const full = withSigningFields(params, opts);
  return { ...full, sign: computeSign(full, opts.secret) };
}
