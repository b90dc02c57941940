import { KEYS, local } from './storage';

/**
 * This browser's visitor id: made once and kept in local storage, so a referral code recorded for
 * it on the server (POST /api/v1/referrals/visits) attaches to the account registered next from
 * this browser, across reloads and days (issue 10, referral entry).
 */
export function visitorId(): string {
  const stored = local.get(KEYS.visitorId);
  if (stored && /^[\w-]{16,64}$/.test(stored)) return stored;
  const made =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `v-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  local.set(KEYS.visitorId, made);
  return made;
}

/** The visitor id only when this browser already has one (registration sends it; it never makes one). */
export function existingVisitorId(): string | undefined {
  const stored = local.get(KEYS.visitorId);
  return stored && /^[\w-]{16,64}$/.test(stored) ? stored : undefined;
}
