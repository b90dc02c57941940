/**
 * What the withdrawals module tells others, written in the transaction of each state change
 * (see platform/outbox.ts): `withdrawal.status` when a request is made and every time the console
 * moves it (review, approve, reject, pay, fail). The message centre (modules/notices) tells the
 * host; the payload is the withdrawal as it stood after the change.
 */
import type { Region, WithdrawalStatus } from '@app/shared';
import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';
import type { WithdrawalRow } from './repo';

export interface WithdrawalStatusEvent {
  withdrawal_id: number;
  user_id: number;
  status: WithdrawalStatus;
  points: number;
  net: number;
  currency: string;
  region: Region;
  /** when the state changed (the event's time; added on load) */
  at?: Date;
}

export const withdrawalStatus = defineTopic<WithdrawalStatusEvent>('withdrawal.status', (_q, events) =>
  Promise.resolve(events.map((e) => ({ ...(e.payload as WithdrawalStatusEvent), at: e.createdAt }))),
);

export function publishWithdrawalStatus(q: Queryable, w: WithdrawalRow, at: Date): Promise<void> {
  const payload: WithdrawalStatusEvent = {
    withdrawal_id: Number(w.id),
    user_id: Number(w.user_id),
    status: w.status,
    points: Number(w.points),
    net: Number(w.net),
    currency: w.currency,
    region: w.region as Region,
  };
  return Outbox.publish(q, withdrawalStatus, { ref: Number(w.id), payload, createdAt: at });
}
