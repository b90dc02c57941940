import type { Outbox } from '../../platform/outbox';
import { GIFT_EFFECTS, giftSent } from '../gifts/events';
import { admitSpenders } from './service';

/** Spending can open the first-class club: senders are checked once their totals grew (after `levels`). */
export function subscribeClub(outbox: Outbox): void {
  outbox.subscribe(GIFT_EFFECTS, giftSent, 'club', async (q, gifts) => {
    const spenders = [...new Set(gifts.filter((g) => g.rich_points > 0).map((g) => g.sender_id))];
    await admitSpenders(q, spenders);
    return undefined;
  });
}
