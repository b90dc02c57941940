/**
 * Where lib/api.ts tells the app shell that a call answered USER_BANNED. Kept apart from lib/api
 * so that the shell's listener (in every page's entry) does not pull the API client, its signer
 * and the error catalogue into the entry.
 */

/** What a USER_BANNED answer carries (packages/shared/src/risk.ts RestrictionData) and its message. */
export interface BanNotice {
  msg: string;
  reason_text: string;
  ends_at: string | null;
  ends_text: string;
  ends_time: string;
  permanent: boolean;
}
type BanListener = (notice: BanNotice) => void;
const banListeners = new Set<BanListener>();

/** The app shell shows a full-screen notice when any call answers USER_BANNED (features/risk). */
export function onUserBanned(fn: BanListener): () => void {
  banListeners.add(fn);
  return () => banListeners.delete(fn);
}

/** Tells every listener; false when nobody listens (the caller then shows the usual toast). */
export function signalBanned(notice: BanNotice): boolean {
  for (const fn of banListeners) fn(notice);
  return banListeners.size > 0;
}
