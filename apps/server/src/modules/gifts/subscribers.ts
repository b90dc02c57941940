import type { Outbox } from '../../platform/outbox';
import { GIFT_EFFECTS, giftSent } from './events';
import * as repo from './repo';

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
    const honor = new Map<number, number>();
    for (const g of gifts) if (g.sender_tribe_id) honor.set(g.sender_tribe_id, (honor.get(g.sender_tribe_id) ?? 0) + g.honor);
    await repo.addHonor(q, honor);
    return undefined;
  });
}
