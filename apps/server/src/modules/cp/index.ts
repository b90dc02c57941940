import { type Module, need } from '..';
import { cpRoutes } from './routes';
import { type CpDeps, expireAll } from './service';
import { subscribeCp } from './subscribers';

export const cpModule: Module = {
  name: 'cp',
  register(ctx) {
    const { app, db, now, hub, scheduler, outbox, warn } = ctx;
    // CP invitations are CP gifts sent through the same gift flow
    const cp: CpDeps = {
      db,
      now,
      gifts: need(ctx, 'gifts'),
      publish: (userId, event) => void hub.publish(`user:${userId}`, event.type, event.payload).catch(warn('realtime publish failed')),
    };
    cpRoutes(app, cp);
    subscribeCp(outbox);
    scheduler.every('cp-invitation-expiry', { intervalMs: 60_000 }, () => expireAll({ db, now }));
    ctx.services.cp = cp;
  },
};
