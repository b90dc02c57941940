import type { Module } from '..';
import { tradersRoutes } from './routes';
import type { TradersDeps } from './service';

/** Coin traders (issue 13): staff-approved users who buy coins in bulk and transfer them, within daily limits. */
export const tradersModule: Module = {
  name: 'traders',
  register(ctx) {
    const deps: TradersDeps = { db: ctx.db, now: ctx.now };
    tradersRoutes(ctx.app, deps);
    ctx.services.traders = deps;
  },
};
