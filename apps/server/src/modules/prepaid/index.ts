import type { Module } from '..';
import { prepaidRoutes } from './routes';
import { type PrepaidDeps, snapshot } from './service';

/** The prepaid balance monitor (issue 13): unused paid coins per brand, snapshots, projections to the base dates. */
export const prepaidModule: Module = {
  name: 'prepaid',
  register(ctx) {
    const deps: PrepaidDeps = { db: ctx.db, now: ctx.now, thresholdJpy: ctx.config.prepaidThresholdJpy };
    prepaidRoutes(ctx.app, deps);
    // one snapshot a Tokyo day at least (each run replaces the day's): the trend the projection reads
    ctx.scheduler.every('prepaid-snapshot', { intervalMs: 3_600_000 }, async () => {
      await snapshot(deps);
    });
  },
};
