import { REQUEST_ID_PATTERN } from '@app/shared';

/** random bytes per key: 96 bits, so two intents never share a key */
const RANDOM_BYTES = 12;

/**
 * A fresh idempotency key for one intended action (a send, an order, an invitation): the caller
 * keeps it while the answer is unknown and sends it again on retry, so the server acts once.
 * `prefix` names the action in logs (letters only). getRandomValues works in plain-http web views,
 * where crypto.randomUUID does not exist.
 */
export function newRequestId(prefix = 'r'): string {
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_BYTES)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
  const id = `${prefix}${Date.now().toString(36)}${random}`;
  if (!REQUEST_ID_PATTERN.test(id)) throw new Error(`bad request id prefix: ${prefix}`);
  return id;
}
