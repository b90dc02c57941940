import type { Module } from '..';
import { installShipped } from './console';
import { ActivityRegistry } from './registry';
import { activitiesRoutes } from './routes';
import { subscribeScoring } from './scoring';
import { settleActivities } from './settle';

/**
 * The activity engine (docs/architecture.md "Activities"): every seasonal and campaign page is a
 * definition (packages/shared activities), versioned in the store and edited in the console
 * (console.ts); this module scores events from the outbox, cuts, pays and serves them.
 */
export const activitiesModule: Module = {
  name: 'activities',
  async register({ app, db, now, scheduler, outbox, config, services }) {
    const registry = new ActivityRegistry();
    const deps = { db, now, registry };
    // the shipped definitions (a test's instead): new or changed ones become versions; a bad one stops the start
    await installShipped(deps, config.activities);
    await registry.refresh(db, true);
    activitiesRoutes(app, deps);
    subscribeScoring(outbox, registry);
    // stage cut-offs, board payouts and pool splits, each exactly once (settle.ts); a version another
    // node published is picked up first
    scheduler.every('activities-settle', { intervalMs: 60_000 }, async () => {
      await registry.refresh(db);
      await settleActivities(deps);
    });
    // every node follows the live versions (the one that published reloads at once)
    const follow = setInterval(() => {
      registry.refresh(db).catch((err: unknown) => app.log.warn({ err }, 'activity registry refresh failed'));
    }, 5_000);
    follow.unref();
    app.addHook('onClose', async () => clearInterval(follow));
    services.activities = deps;
  },
};
