import type { Module } from '..';
import { minorsRoutes } from './routes';
import { type MinorsDeps, rechargeGate } from './service';

/**
 * Minors' protection (issue 14 D): recharge limits per age band and region (the payments module
 * asks its gate inside each order's transaction) and staff review of birth-date changes.
 */
export const minorsModule: Module = {
  name: 'minors',
  register(ctx) {
    const deps: MinorsDeps = { db: ctx.db, now: ctx.now, limits: ctx.config.minorRechargeLimits };
    minorsRoutes(ctx.app, deps);
    ctx.services.minors = { ...deps, gate: rechargeGate(deps) };
  },
};
