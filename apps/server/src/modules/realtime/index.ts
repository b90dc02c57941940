import { registerRealtime } from '../../platform/realtime';
import type { Module } from '..';
import { realtimeRoutes } from './routes';
import { consumeTicket } from './service';

export const realtimeModule: Module = {
  name: 'realtime',
  register({ app, db, now, hub }) {
    realtimeRoutes(app, { db, now });
    // the socket endpoint: opened with a single-use ticket from this module
    registerRealtime(app, hub, (ticket) => consumeTicket({ db, now }, ticket));
  },
};
