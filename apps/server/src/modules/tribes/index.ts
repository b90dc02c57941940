import { type Module, need } from '..';
import { tribesRoutes } from './routes';
import type { TribesDeps } from './service';

/**
 * Tribes (issue 14): create, join by request or invitation, roles, the tribe hall and ranking. It
 * owns `tribes` and `tribe_members`; gifts (registered after it) stamp and credit honour through
 * its service, activities name tribes and pay their members through it.
 */
export const tribesModule: Module = {
  name: 'tribes',
  register(ctx) {
    const risk = need(ctx, 'risk');
    const deps: TribesDeps = { db: ctx.db, now: ctx.now, assertNotMuted: risk.assertNotMuted };
    tribesRoutes(ctx.app, deps);
    ctx.services.tribes = deps;
  },
};
