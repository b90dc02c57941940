import type { Module } from '..';
import { diagnosticsRoutes } from './routes';

/** QA diagnostics (/h5/hello, /h5/test): the signed ping; no tables. */
export const diagnosticsModule: Module = {
  name: 'diagnostics',
  register(ctx) {
    diagnosticsRoutes(ctx.app, { now: ctx.now });
  },
};
