import { realtimeTopic } from '@app/shared';
import type { Outbox } from '../../platform/outbox';
import type { RealtimeHub } from '../../platform/realtime';
import { addHonour } from '../tribes/service';
import { GIFT_EFFECTS, GIFT_REALTIME, giftSent } from './events';
import * as repo from './repo';

/**
 * Each receiver hears of a gift (`gift.received.v1`), from the outbox: stored with the consumer's
 * cursor, so a gift is announced exactly once even when the process dies right after the send,
 * and many gifts to one hot receiver share one append instead of one each.
 */
export function subscribeGiftRealtime(outbox: Outbox, hub: RealtimeHub): void {
  outbox.subscribe(GIFT_REALTIME, giftSent, 'received', async (q, gifts) => {
    const batch = await hub.storeWithin(
      q,
      gifts.map((g) => ({
        topic: realtimeTopic.user(g.receiver_id),
        type: 'gift.received.v1' as const,
        payload: {
          from_user_id: g.sender_id,
          gift_id: g.gift_id,
          count: g.count,
          total: g.total,
          charm_points: g.charm_points,
          asset: g.asset,
        },
      })),
    );
    return () => hub.announce(batch);
  });
}

/** Levels (experience, lifetime rich/charm totals) and tribe honour, from each gift. */
export function subscribeGiftEffects(outbox: Outbox): void {
  outbox.subscribe(GIFT_EFFECTS, giftSent, 'levels', async (q, gifts) => {
    const stats = new Map<number, { userId: number; exp: number; rich: number; charm: number }>();
    const stat = (userId: number) => {
      const s = stats.get(userId) ?? { userId, exp: 0, rich: 0, charm: 0 };
      stats.set(userId, s);
      return s;
    };
    for (const g of gifts) {
      const s = stat(g.sender_id);
      s.exp += g.exp;
      s.rich += g.rich_points;
      stat(g.receiver_id).charm += g.charm_points;
    }
    await repo.addStats(q, [...stats.values()]);
    return undefined;
  });
  outbox.subscribe(GIFT_EFFECTS, giftSent, 'honour', async (q, gifts) => {
    // the tribe stamped on each gift at the send: all time, this week, the sender's part (modules/tribes)
    await addHonour(
      q,
      gifts.map((g) => ({ senderId: g.sender_id, tribeId: g.sender_tribe_id, honor: g.honor, at: g.created_at })),
    );
    return undefined;
  });
}
