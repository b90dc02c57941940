import type { Module } from '..';
import { legalRoutes } from './routes';
import { installBundled, type LegalDeps } from './service';

export const legalModule: Module = {
  name: 'legal',
  async register(ctx) {
    const deps: LegalDeps = { db: ctx.db, now: ctx.now };
    legalRoutes(ctx.app, deps);
    await installBundled(deps);
  },
};
