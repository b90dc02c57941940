import { type Module, need } from '..';
import { GIFT_EFFECTS } from '../gifts/events';
import { seedDemoActivity } from './activity';
import { seedDemo } from './seed';

/** Demo accounts and a little activity (DEMO, DEMO_ACTIVITY), through the real services; last. */
export const demoModule: Module = {
  name: 'demo',
  async register(ctx) {
    if (!ctx.seedDemo) return;
    await seedDemo(ctx.db);
    if (!ctx.config.demoActivity) return;
    await seedDemoActivity({ db: ctx.db, payments: need(ctx, 'payments'), gifts: need(ctx, 'gifts'), cp: need(ctx, 'cp') });
    // the effects are committed even when a rank-index update was lost: never a reason not to start
    await ctx.outbox.flush(GIFT_EFFECTS).catch(ctx.warn('gift effects at start-up'));
  },
};
