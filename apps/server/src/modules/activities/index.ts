import type { Module } from '..';
import { ActivityRegistry } from './registry';
import { activitiesRoutes } from './routes';
import { subscribeScoring } from './scoring';
import { settleActivities } from './settle';

/**
 * The activity engine (docs/architecture.md "Activities"): every seasonal and campaign page is a
 * definition (packages/shared activities) this module scores from the outbox, cuts, pays and serves.
 */
export const activitiesModule: Module = {
  name: 'activities',
  register({ app, db, now, scheduler, outbox, config, services }) {
    const registry = new ActivityRegistry(config.activities);
    const deps = { db, now, registry };
    activitiesRoutes(app, deps);
    subscribeScoring(outbox, registry);
    // stage cut-offs, board payouts and pool splits, each exactly once (settle.ts)
    scheduler.every('activities-settle', { intervalMs: 60_000 }, async () => {
      await settleActivities(deps);
    });
    services.activities = deps;
  },
};
