import { canonicalString, LIMITS, NONCE_PATTERN } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import { constantTimeEqual, sha1HexUpper } from './crypto';
import { AppError } from './errors';
import type { NonceStore } from './nonce-store';

export interface SignatureCheckOptions {
  apiKeys: Record<string, string>;
  nonces: NonceStore;
  /** seconds since the epoch; injectable so tests control the clock */
  nowSeconds: () => number;
}

/** The parameters a request was signed over: the query for GET/DELETE, the JSON body otherwise. */
function signedParams(req: FastifyRequest): Record<string, unknown> {
  const source = req.method === 'GET' || req.method === 'HEAD' || req.method === 'DELETE' ? req.query : req.body;
  if (source === undefined || source === null) return {};
  if (typeof source !== 'object' || Array.isArray(source)) throw new AppError('SIGNATURE_MISSING');
  return source as Record<string, unknown>;
}

/**
 * Verifies the request signature (docs/api.md "Signing"). Order matters: the nonce is claimed
 * only after the signature is proven, so nobody can burn another client's nonces.
 */
export function makeSignatureCheck(opts: SignatureCheckOptions) {
  /**
   * Checks the signature at once (throws when it is missing, stale or wrong) and returns the
   * claim of its nonce, still under way: the caller may start other look-ups meanwhile.
   */
  return function checkSignature(req: FastifyRequest): Promise<void> {
    const params = signedParams(req);
    const { sign, timestamp, nonce, access_key: accessKey } = params;
    if (typeof sign !== 'string' || typeof nonce !== 'string' || typeof accessKey !== 'string' || timestamp === undefined) {
      throw new AppError('SIGNATURE_MISSING');
    }
    const secret = Object.hasOwn(opts.apiKeys, accessKey) ? opts.apiKeys[accessKey] : undefined;
    if (!secret) throw new AppError('ACCESS_KEY_UNKNOWN');
    const ts = typeof timestamp === 'number' ? timestamp : Number(timestamp);
    if (!Number.isSafeInteger(ts) || String(timestamp).trim() !== String(ts)) throw new AppError('SIGNATURE_MISSING');
    if (Math.abs(opts.nowSeconds() - ts) > LIMITS.signWindowSeconds) throw new AppError('TIMESTAMP_EXPIRED');
    if (!NONCE_PATTERN.test(nonce)) throw new AppError('SIGNATURE_MISSING');
    let canonical: string;
    try {
      canonical = canonicalString(params);
    } catch {
      // a value JSON.stringify cannot render (nesting deeper than the call stack): nobody signed it
      throw new AppError('SIGNATURE_INVALID');
    }
    const expected = sha1HexUpper(canonical + secret);
    if (!constantTimeEqual(expected, sign)) throw new AppError('SIGNATURE_INVALID');
    // keep the nonce a little longer than the window so a timestamp at the far edge cannot reuse it
    return opts.nonces.claim(accessKey, nonce, LIMITS.signWindowSeconds * 2 + 5).then((fresh) => {
      if (!fresh) throw new AppError('NONCE_REPLAYED');
    });
  };
}
