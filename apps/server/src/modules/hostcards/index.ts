import { openStorage, SignedUrls } from '../../platform/storage';
import type { Module } from '..';
import { activityRecorder } from './activity';
import { seedHostCardsDemo } from './demo';
import { HOSTCARD_MEDIA_BASE, hostCardsRoutes } from './routes';
import type { HostCardsDeps } from './service';

/** Host cards (issue 14 C): hosts' shareable profile cards, their editor, staff's hiding (docs/architecture.md). */
export const hostCardsModule: Module = {
  name: 'hostcards',
  async register(ctx) {
    const risk = ctx.services.risk;
    const deps: HostCardsDeps = {
      db: ctx.db,
      now: ctx.now,
      storage: openStorage(ctx.config.storage),
      urls: new SignedUrls(ctx.config.mediaUrlSecret, HOSTCARD_MEDIA_BASE),
      ...(risk && { assertNotMuted: risk.assertNotMuted }),
    };
    hostCardsRoutes(ctx.app, deps);
    // the online signal: a signed-in user's answered request moves her card's last_active_at (hosts with a
    // card only), written at most once a minute per user and node (activity.ts)
    const record = activityRecorder(deps, ctx.warn);
    ctx.app.addHook('onResponse', async (req) => {
      if (req.user) record(req.user.id);
    });
    if (ctx.seedDemo) await seedHostCardsDemo(deps);
  },
};
