import type { Module } from '..';
import { reportsRoutes } from './routes';
import { EXPORT_SOURCES } from './sources';

/**
 * Reports: the xlsx export beside each console list (sources.ts declares them) and the
 * dashboard's figures (the other modules' stats functions). Registered last: it reads the lists
 * of every module before it through their services.
 */
export const reportsModule: Module = {
  name: 'reports',
  register(ctx) {
    reportsRoutes(ctx.app, { db: ctx.db, now: ctx.now, risk: ctx.services.risk }, EXPORT_SOURCES, {
      db: ctx.db,
      now: ctx.now,
      payments: ctx.services.payments,
      approvals: ctx.services.approvals,
    });
  },
};
