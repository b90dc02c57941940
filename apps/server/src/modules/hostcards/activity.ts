/**
 * The card's online signal (`hostPresence`: online under 5 minutes, recent under 24 hours) is the
 * host's latest signed-in request, kept in `host_cards.last_active_at`. A write per request would
 * put the database on every hot path, so each node writes a user's time at most once per
 * `hostCardActivityWriteSeconds` (60 s, well inside the 5-minute "online" window): a bounded map
 * in memory remembers when each user was last written.
 *
 * Not the realtime hub's presence: it knows only this node's open sockets (not the other nodes',
 * and nothing once a socket closed, so no "recent"), and a host using the app without a socket
 * open is online too.
 */
import { LIMITS } from '@app/shared';
import type { Db } from '../../platform/db';
import * as repo from './repo';

/** users remembered per node; beyond this the oldest are forgotten (they may then write once more within the minute) */
export const ACTIVITY_USERS_MAX = 50_000;

/** When each user's activity was last written, oldest first (a write moves the user to the end). */
export class ActivityThrottle {
  private readonly last = new Map<number, number>();
  constructor(
    private readonly windowMs: number,
    private readonly max: number,
  ) {}

  /** Whether the user's activity at `nowMs` is to be written (and if so, remembers it). Amortised O(1). */
  take(userId: number, nowMs: number): boolean {
    const prev = this.last.get(userId);
    // a clock set back (another node's, a test's) writes: the row only ever moves forward
    if (prev !== undefined && nowMs >= prev && nowMs - prev < this.windowMs) return false;
    this.last.delete(userId);
    this.last.set(userId, nowMs);
    // from the oldest: forget those past the window, and any beyond the bound
    for (const [id, at] of this.last) {
      if (this.last.size <= this.max && nowMs - at < this.windowMs) break;
      this.last.delete(id);
    }
    return true;
  }

  get size(): number {
    return this.last.size;
  }
}

/** Records a signed-in user's request: at most one `last_active_at` write per user a minute on this node (hosts with a card have a row to move). */
export function activityRecorder(deps: { db: Db; now: () => Date }, warn: (msg: string) => (err: unknown) => void) {
  const throttle = new ActivityThrottle(LIMITS.hostCardActivityWriteSeconds * 1000, ACTIVITY_USERS_MAX);
  return (userId: number) => {
    const now = deps.now();
    if (throttle.take(userId, now.getTime())) void repo.touchActive(deps.db, userId, now).catch(warn('host card activity'));
  };
}
