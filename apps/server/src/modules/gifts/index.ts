import type { Module } from '..';
import { GiftBatcher } from './batch';
import { seedCatalogue } from './catalogue';
import { GIFT_EFFECTS, GIFT_REALTIME } from './events';
import { giftsRoutes } from './routes';
import type { GiftsDeps } from './service';
import { subscribeGiftEffects, subscribeGiftRealtime } from './subscribers';

export const giftsModule: Module = {
  name: 'gifts',
  prepare: seedCatalogue,
  register(ctx) {
    const { app, db, now, config, hub, scheduler, outbox } = ctx;
    const gifts: GiftsDeps = {
      db,
      now,
      batcher: new GiftBatcher(db, now, config.giftBatchesInFlight),
      onSent: () => {
        scheduler.kick(`outbox:${GIFT_EFFECTS}`);
        scheduler.kick(`outbox:${GIFT_REALTIME}`);
      },
    };
    giftsRoutes(app, gifts);
    subscribeGiftEffects(outbox);
    subscribeGiftRealtime(outbox, hub);
    ctx.services.gifts = gifts;
  },
};
