/**
 * What the activities module tells others, written in the payout's own ledger operation (see
 * platform/outbox.ts): `activity.rewarded` each time an event pays a user — a board place or a
 * pool share (system payouts) or the user's own claim (a task, a check-in). Written only when the
 * payout row is new, so a replayed payout tells nobody twice. The message centre subscribes.
 */
import type { ActivityGrant, BrandId } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';

export interface ActivityRewardedEvent {
  event: string;
  /** board | pool | task | check_in */
  source: string;
  ref: string;
  user_id: number;
  brand: BrandId;
  rank: number | null;
  grants: ActivityGrant[];
  /** when it was paid (the event's time; added on load) */
  at?: Date;
}

export const activityRewarded = defineTopic<ActivityRewardedEvent>('activity.rewarded', (_q, events) =>
  Promise.resolve(events.map((e) => ({ ...(e.payload as ActivityRewardedEvent), at: e.createdAt }))),
);

export function publishActivityReward(q: Queryable, e: Omit<ActivityRewardedEvent, 'at'>, at: Date): Promise<void> {
  return Outbox.publish(q, activityRewarded, { payload: e, createdAt: at });
}
