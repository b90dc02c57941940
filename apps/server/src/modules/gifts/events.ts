/**
 * What the gifts module tells others. A `gift.sent` event is written with every accepted send,
 * in the send's transaction (modules/gifts/batch.ts); its `ref` is the gift record. Modules that
 * derive something from gifts (ranks, levels, honour, CP points, the club, later activities and
 * host income) subscribe to it — in the `gift-effects` consumer when their writes belong with the
 * others' (one transaction, about a quarter second behind the send), or in a consumer of their own.
 */
import { defineTopic } from '../../platform/outbox';
import { loadSends, type PendingGift } from './repo';

export type { PendingGift } from './repo';

export const giftSent = defineTopic<PendingGift>('gift.sent', (q, events) =>
  loadSends(
    q,
    events.map((e) => e.ref!),
  ),
);

/** The consumer that applies gift effects (scheduler drain job of the same name). */
export const GIFT_EFFECTS = 'gift-effects';

/** The consumer that tells receivers of their gifts (`gift.received.v1` on `user:<id>`). */
export const GIFT_REALTIME = 'gift-realtime';
