import type { RealtimeMessage } from '@app/shared';
import type { Module } from '..';
import { GiftBatcher } from './batch';
import { seedCatalogue } from './catalogue';
import { GIFT_EFFECTS } from './events';
import { giftsRoutes } from './routes';
import type { GiftsDeps } from './service';
import { subscribeGiftEffects } from './subscribers';

export const giftsModule: Module = {
  name: 'gifts',
  prepare: seedCatalogue,
  register(ctx) {
    const { app, db, now, config, hub, scheduler, outbox, warn } = ctx;
    const gifts: GiftsDeps = {
      db,
      now,
      batcher: new GiftBatcher(db, now, config.giftBatchesInFlight),
      onSent: ({ senderId, result }) => {
        scheduler.kick(`outbox:${GIFT_EFFECTS}`);
        const event: RealtimeMessage<'gift.received.v1'> = {
          type: 'gift.received.v1',
          payload: {
            from_user_id: senderId,
            gift_id: result.gift_id,
            count: result.count,
            total: result.total,
            charm_points: result.charm_points,
            asset: result.asset,
          },
        };
        hub.publish(`user:${result.to_user_id}`, event.type, event.payload).catch(warn('realtime publish failed'));
      },
    };
    giftsRoutes(app, gifts);
    subscribeGiftEffects(outbox);
    ctx.services.gifts = gifts;
  },
};
