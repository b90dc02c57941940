import type { Outbox } from '../../platform/outbox';
import { GIFT_EFFECTS, giftSent } from '../gifts/events';
import { cpOwner } from '../rankings/service';
import { addPairPoints } from './repo';

/** A CP pair's cumulative points (its level follows them) grow with the CP points of its gifts. */
export function subscribeCp(outbox: Outbox): void {
  outbox.subscribe(GIFT_EFFECTS, giftSent, 'cp-points', async (q, gifts) => {
    const pairPoints = new Map<string, number>();
    for (const g of gifts) {
      if (!g.cp_level) continue;
      const pair = cpOwner(g.sender_id, g.receiver_id);
      pairPoints.set(pair, (pairPoints.get(pair) ?? 0) + g.cp_points);
    }
    await addPairPoints(q, pairPoints);
    return undefined;
  });
}
