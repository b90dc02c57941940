/**
 * What the risk module tells others, written in the action's transaction (see platform/outbox.ts):
 * `risk.restricted` when staff warn, mute, unmute, ban or unban an account (device bans are not
 * the user's to be told). The message centre (modules/notices) reminds the user.
 */
import type { Region, RiskNoticeAction } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';

export interface RiskRestrictedEvent {
  action_id: number;
  user_id: number;
  action: RiskNoticeAction;
  reason: string;
  /** ISO; null for a permanent restriction, and for warnings and lifts */
  ends_at: string | null;
  region: Region;
  /** when staff acted (the event's time; added on load) */
  at?: Date;
}

export const riskRestricted = defineTopic<RiskRestrictedEvent>('risk.restricted', (_q, events) =>
  Promise.resolve(events.map((e) => ({ ...(e.payload as RiskRestrictedEvent), at: e.createdAt }))),
);

export function publishRiskRestricted(q: Queryable, e: Omit<RiskRestrictedEvent, 'at'>, at: Date): Promise<void> {
  return Outbox.publish(q, riskRestricted, { ref: e.action_id, payload: e, createdAt: at });
}
