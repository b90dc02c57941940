/**
 * What the payments module tells others, written in the order's transaction (see
 * platform/outbox.ts): `order.credited` when a paid order's coins or membership are granted,
 * `order.refunded` when a refund or chargeback reverses an order. Later modules (recharge
 * activities, first-recharge rewards, agency commissions) subscribe without touching payments.
 */

import type { Queryable } from '../../platform/db';
import { defineTopic, Outbox } from '../../platform/outbox';
import type { OrderRow } from './repo';

/** The order as it was credited or reversed, and the ledger operation that moved coins (when coins moved). */
export type OrderEvent = Pick<OrderRow, 'user_id' | 'kind' | 'asset' | 'amount' | 'tier' | 'price_minor' | 'currency' | 'method'> & {
  order_id: string;
  operation_id: number | null;
  /** when it was credited or reversed (the event's time; added on load) */
  at?: Date;
};

const payloadOf = <T>(_q: Queryable, events: ReadonlyArray<{ payload: unknown; createdAt: Date }>) =>
  Promise.resolve(events.map((e) => ({ ...(e.payload as T), at: e.createdAt })));

export const orderCredited = defineTopic<OrderEvent>('order.credited', payloadOf);
export const orderRefunded = defineTopic<OrderEvent>('order.refunded', payloadOf);

export function publishOrderEvent(
  q: Queryable,
  topic: typeof orderCredited,
  o: OrderRow,
  operationId: number | null,
  at: Date,
): Promise<void> {
  const payload: OrderEvent = {
    order_id: o.id,
    user_id: o.user_id,
    kind: o.kind,
    asset: o.asset,
    amount: o.amount,
    tier: o.tier,
    price_minor: o.price_minor,
    currency: o.currency,
    method: o.method,
    operation_id: operationId,
  };
  return Outbox.publish(q, topic, { payload, createdAt: at });
}
