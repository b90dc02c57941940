import { KEYS, local } from './storage';

/**
 * This browser's visitor id: made once and kept in local storage, so a referral code recorded for
 * it on the server (POST /api/v1/referrals/visits) attaches to the account registered next from
 * this browser, across reloads and days (issue 10, referral entry).
 */
export function visitorId(): string {
  const stored = local.get(KEYS.visitorId);
  if (stored && /^[\w-]{16,64}$/.test(stored)) return stored;
  // getRandomValues, not randomUUID: the latter is missing on plain-http origins (web views)
  const made = `v-${Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  local.set(KEYS.visitorId, made);
  return made;
}

/** The visitor id only when this browser already has one (registration sends it; it never makes one). */
export function existingVisitorId(): string | undefined {
  const stored = local.get(KEYS.visitorId);
  return stored && /^[\w-]{16,64}$/.test(stored) ? stored : undefined;
}
