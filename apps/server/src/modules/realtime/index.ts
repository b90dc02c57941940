import { REALTIME_REPLAY_MAX_AGE_SECONDS, REALTIME_REPLAY_MAX_EVENTS } from '@app/shared';
import { registerRealtime } from '../../platform/realtime';
import type { Module } from '..';
import { realtimeRoutes } from './routes';
import { consumeTicket } from './service';
import { realtimeStore } from './store';

export const realtimeModule: Module = {
  name: 'realtime',
  async register({ app, db, now, config, hub, scheduler, warn }) {
    realtimeRoutes(app, { db, now });
    // the hub's sequence numbers and replay buffer live in this module's tables (migration 0020);
    // across nodes: Redis when configured, else LISTEN/NOTIFY on PostgreSQL, else in process
    const store = realtimeStore(db);
    await hub.start({
      store,
      now,
      listenUrl: !config.redisUrl && db.kind === 'postgres' ? config.databaseUrl : null,
      log: (msg, err) => warn(msg)(err),
    });
    // runs before the app's own onClose (hooks run last-added first): the database is still open
    app.addHook('onClose', () => hub.close());
    scheduler.every('realtime-prune', { intervalMs: 60_000 }, () =>
      store.prune(now(), REALTIME_REPLAY_MAX_AGE_SECONDS, REALTIME_REPLAY_MAX_EVENTS),
    );
    // the socket endpoint: opened with a single-use ticket from this module
    registerRealtime(app, hub, (ticket) => consumeTicket({ db, now }, ticket));
  },
};
